// npm run seed:large: adds 5,000 generated products to the local portal's database (.data),
// to try the catalogue at scale. Run it while the portal is stopped; npm run reset undoes it.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { products } from '../src-server/collections/products';
import { generateProducts } from '../src-server/seed/large-catalogue';
import { createSqliteStorage } from '../src-server/storage/sqlite';

const count = Number(process.argv[2] ?? 5000);
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
mkdirSync(dataDir, { recursive: true });
const storage = createSqliteStorage({ filename: join(dataDir, 'warmteportaal.sqlite') });
let added = 0;
const all = generateProducts(count, new Date());
// In transactions of 5,000: one write per product took minutes at 100,000.
for (let start = 0; start < all.length; start += 5000) {
  const batch = all.slice(start, start + 5000);
  await storage.transaction(async (tx) => {
    const stored = products.in(tx);
    const existing = await stored.getMany(batch.map(({ id }) => id));
    batch.forEach(({ id, product }, i) => {
      if (existing[i]) return;
      stored.set(id, product);
      added++;
    });
  });
}
await storage.close();
console.log(`${added} producten toegevoegd aan ${dataDir} (${count - added} bestonden al).`);
