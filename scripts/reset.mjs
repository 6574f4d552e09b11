// npm run reset: wipes the local portal's data (accounts, database, files). The next
// `npm start` seeds the demo data again.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
rmSync(dataDir, { recursive: true, force: true });
console.log(`Lokale gegevens gewist: ${dataDir}`);
