// For the `variants` part (lib/variants.mjs): `node --import tsx lib/variants-shop.ts <dataDir>` makes a
// fresh migrated PGlite database in `<dataDir>/pglite` with one signed-in merchant whose store takes
// orders on WhatsApp (the server tests' own `createShop`), and prints its session cookie and store link
// as one JSON line.
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { migrationsDir } from '../../apps/server/src/paths.js';
import { createShop } from '../../apps/server/test/helpers.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: variants-shop.ts <dataDir>');
const database = await openDatabase({
  databaseUrl: null,
  pgliteDir: path.join(dataDir, 'pglite'),
  migrationsDir,
});
const shop = await createShop(database.db, {
  storeHost: 'localhost',
  link: 'remeras',
  storeName: 'Remeras de Ana',
});
await database.close();
console.log(JSON.stringify({ cookie: shop.cookie, link: shop.link }));
