// The catalogue's cached answers alone (the bench's five repeated queries) beside
// /api/health, with CPU per request of the server and the load generator, a few rounds:
// `tsx bench/catalogue-cached.ts <data dir> [rounds]` on a copy of a seeded data directory.
// CACHED_PROFILE=<file> writes a CPU profile of the server's thread during the first round.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { apiServer, generatorWarmUp } from './catalogue-api-mix';
import { CACHED_QUERIES } from './catalogue-mix';
import { load } from './load';
const dataDir = process.argv[2];
if (!dataDir) throw new Error('Geef de datamap op');
const api = await apiServer(dataDir);
const health = [`${api.url}/api/health`];
const catalogue = CACHED_QUERIES.map((q) => `${api.url}/api/products?${q}`);
await load({ urls: [...health, ...catalogue], requests: 400, connections: 8 }); // warm-up
const warmUp = generatorWarmUp(api.url);
const profile = process.env.CACHED_PROFILE;
const session = profile ? new Session() : undefined;
session?.connect();
await session?.post('Profiler.enable');
for (let r = 0; r < Number(process.argv[3] ?? 3); r++)
  for (const connections of [16, 64]) {
    let c0 = process.cpuUsage();
    const base = await load({ urls: health, requests: 4000, connections, warmUp });
    const hc = process.cpuUsage(c0);
    if (r === 0 && connections === 16) await session?.post('Profiler.start');
    c0 = process.cpuUsage();
    const cat = await load({ urls: catalogue, requests: 4000, connections, warmUp });
    const cc = process.cpuUsage(c0);
    if (r === 0 && connections === 16 && session && profile) {
      const { profile: taken } = await session.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(taken));
    }
    console.log(
      `${connections} conn: health ${base.rps.toFixed(0)}/s (${((hc.user + hc.system) / 4000).toFixed(0)} µs, gen ${((base.cpuMs ?? 0) / 4).toFixed(0)} µs) cat ${cat.rps.toFixed(0)}/s (${((cc.user + cc.system) / 4000).toFixed(0)} µs, gen ${((cat.cpuMs ?? 0) / 4).toFixed(0)} µs) = ${((cat.rps / base.rps) * 100).toFixed(0)} %`,
    );
  }
await api.stop();
