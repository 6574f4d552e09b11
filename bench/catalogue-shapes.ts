// The query shapes of issue 35 on SQLite, right after a start: `tsx bench/catalogue-shapes.ts
// <data folder> <products> [count]` serves the API from the folder's database in this process
// (the load generator runs in its own) and prints p50/p95/max overall and per shape, beside
// /api/health and the cheapest uncached page of the same run. bench/speed.ts runs the same.
import { apiServer, measureShapes } from './catalogue-api-mix';

const [dataDir, products = '100000', count = '300'] = process.argv.slice(2);
if (!dataDir) throw new Error('Geef de gegevensmap op (met warmteportaal.sqlite)');
const api = await apiServer(dataDir);
const figures = await measureShapes(api.url, Number(products), Number(count));
await api.stop();
const ms = (value: number) => `${value.toFixed(1)} ms`;
console.log(
  `alle ${figures.all.count}: p50 ${ms(figures.all.p50)}, p95 ${ms(figures.all.p95)}, max ${ms(figures.all.max)}`,
);
for (const { shape, p50, p95, max, count: n } of figures.shapes)
  console.log(`  ${shape} (${n}): p50 ${ms(p50)}, p95 ${ms(p95)}, max ${ms(max)}`);
console.log(
  `/api/health: p50 ${ms(figures.health.p50)}, p95 ${ms(figures.health.p95)}; goedkoopste pagina: p50 ${ms(figures.floor.p50)}, p95 ${ms(figures.floor.p95)}, max ${ms(figures.floor.max)}`,
);
console.log(`traagst:\n  ${figures.slowest.join('\n  ')}`);
