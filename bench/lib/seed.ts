// Seeds a database through the server's own code: accounts by the sign-in-by-code and onboarding
// functions (issueCode, submitCode, submitPersonalInfo, submitStoreInfo), products through the create
// handler's steps (productValues with the @panel/domain rules, slugify/uniqueSlug, notifyLimit) written
// in batches — the rows the server itself would write, only without one HTTP round trip per product.
// Run by lib/data.mjs: `node --import tsx lib/seed.ts '<json SeedPlan>'`; prints one JSON line.
import { eq } from 'drizzle-orm';
import {
  issueCode,
  newSecret,
  submitCode,
  withdrawCode,
} from '../../apps/server/src/auth/codes.js';
import { submitPersonalInfo, submitStoreInfo } from '../../apps/server/src/auth/accounts.js';
import { openDatabase, type Db } from '../../apps/server/src/db/client.js';
import { notifications, products, stores } from '../../apps/server/src/db/schema.js';
import { migrationsDir } from '../../apps/server/src/paths.js';
import { productValues, type ProductFormBody } from '../../apps/server/src/routes/products/form.js';
import { notifyLimit } from '../../apps/server/src/routes/products/limit.js';
import { slugify, uniqueSlug } from '../../apps/server/src/routes/products/slug.js';
import { newOrderNotification } from '../../packages/domain/src/orders.js';

/** What to seed (see lib/data.mjs for the defaults). */
export interface SeedPlan {
  databaseUrl: string | null;
  pgliteDir: string;
  /**
   * Product count of each store, in order; store 0 is the big one, store 1 the page-load one, stores 2
   * (product-create load) and 3 (the storefront's measured store) start empty.
   */
  storeSizes: number[];
  /** Stores' product limit (the server runs with the same PRODUCTS_LIMIT). */
  productsLimit: number;
  /** How many rows one INSERT writes. */
  batch: number;
  /** New-order notifications of the big store (store 0), the newest {@link UNREAD} unread. */
  notifications: number;
}

/** How many of the big store's notifications are unread (the panel's badge counts them). */
const UNREAD = 12;

/** The server's default sign-in limits (config.ts); each seeded merchant comes from its own client. */
const LIMITS = { mailsPerClientHour: 200, failuresPerClientHour: 30, failuresGlobalHour: 1000 };

/** The accounts the benchmarks sign in as. */
export const ACCOUNT = {
  big: (i: number) => (i === 0 ? 'bench-big@example.com' : `bench-${i}@example.com`),
};

// Deterministic data: the same plan always gives the same names, prices and quantities.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = [
  'Camiseta',
  'Pantalón',
  'Zapatillas',
  'Café',
  'Té',
  'Jabón',
  'Vela',
  'Taza',
  'Bolso',
  'Gorra',
  'Mochila',
  'Libreta',
  'Collar',
  'Aretes',
  'Miel',
  'Chocolate',
  'Salsa',
  'Crema',
  'Perfume',
  'Maceta',
];
const TRAITS = [
  'de algodón',
  'orgánico',
  'artesanal',
  'de cuero',
  'clásica',
  'premium',
  'de cerámica',
  'reciclado',
  'con aroma a lavanda',
  'de temporada',
  'edición limitada',
  'para niños',
  'de viaje',
  'tejido a mano',
];
const COLOURS = [
  'azul',
  'rojo',
  'negro',
  'blanco',
  'verde',
  'rosa',
  'marrón',
  'gris',
  'ámbar',
  'añil',
];
const STATUSES = ['published', 'published', 'published', 'draft', 'hidden'] as const;

function productBody(random: () => number, n: number): ProductFormBody {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const cost = (1 + random() * 80).toFixed(2);
  const dynamic = random() < 0.3;
  const wholesale = random() < 0.2;
  return {
    name: `${pick(KINDS)} ${pick(TRAITS)} ${pick(COLOURS)} N° ${n}`,
    description: 'Producto de prueba del benchmark.',
    type: random() < 0.05 ? 'digital-file' : 'product',
    quantity: Math.floor(random() * 500),
    cost,
    ...(dynamic
      ? { utility: (10 + random() * 90).toFixed(2), dynamicPrice: true }
      : { price: (Number(cost) * (1.2 + random())).toFixed(2) }),
    ...(wholesale
      ? {
          wholesaleAllowed: true,
          wholesaleCost: cost,
          wholesalePrice: (Number(cost) * 1.1).toFixed(2),
          wholesaleMinQuantity: 6,
        }
      : {}),
    status: pick(STATUSES),
  };
}

/** Signs up `email` by code and finishes onboarding with a store; returns the user and store ids. */
async function signUp(db: Db, email: string, i: number, productsLimit: number) {
  // The per-IP cap of code requests counts by address: each seeded merchant comes from its own.
  const client = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
  const attemptId = newSecret(32);
  const issued = await issueCode(db, { email, client, attemptId }, 600, LIMITS);
  if (issued.kind !== 'code') throw new Error(`no code for ${email}`);
  const { userId } = await submitCode(db, { email, code: issued.code, attemptId, client }, LIMITS);
  // Lifts the address's 120 s mail cooldown the seeding started, so the bench may sign in at once.
  await withdrawCode(db, { email, client, attemptId }, issued, LIMITS);
  await submitPersonalInfo(db, userId, `Comerciante ${i}`);
  await submitStoreInfo(
    db,
    userId,
    { storeName: `Tienda ${i}`, storeLink: `tienda-bench-${i}` },
    productsLimit,
  );
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new Error(`no store for ${email}`);
  return { userId, storeId: store.id };
}

async function seedProducts(db: Db, storeId: string, count: number, plan: SeedPlan, seed: number) {
  const random = mulberry32(seed);
  const taken = new Set<string>();
  for (let start = 0; start < count; start += plan.batch) {
    const rows: (typeof products.$inferInsert)[] = [];
    for (let n = start; n < Math.min(count, start + plan.batch); n++) {
      const values = productValues(productBody(random, n + 1));
      const slug = uniqueSlug(slugify(values.name), taken);
      taken.add(slug);
      rows.push({ ...values, storeId, slug });
    }
    await db.transaction(async (tx) => {
      await tx.insert(products).values(rows);
      // The create handler's limit notifications, once per batch (same end state as one per product).
      await notifyLimit(tx, storeId, start + rows.length, plan.productsLimit);
    });
  }
}

/**
 * The notifications a store with a history of orders has: one per order, as the order's transaction
 * writes it (orders/create.ts), an hour apart, the newest unread.
 */
async function seedNotifications(db: Db, storeId: string, count: number) {
  const now = Date.now();
  const rows = Array.from({ length: count }, (_, n) => ({
    storeId,
    message: newOrderNotification(count - n, `Cliente ${n + 1}`, 10 + (n % 40) * 2.5),
    source: 'orders' as const,
    type: 'info' as const,
    status: n < UNREAD ? 'unreaded' : 'readed',
    createdAt: new Date(now - n * 3_600_000),
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(notifications).values(rows.slice(start, start + 500));
  }
}

async function main() {
  const plan = JSON.parse(process.argv[2] ?? '') as SeedPlan;
  const started = Date.now();
  const database = await openDatabase({
    databaseUrl: plan.databaseUrl,
    pgliteDir: plan.pgliteDir,
    migrationsDir,
  });
  process.stderr.write(`  database open and migrated in ${Date.now() - started} ms\n`);
  try {
    let total = 0;
    for (const [i, size] of plan.storeSizes.entries()) {
      const { storeId } = await signUp(database.db, ACCOUNT.big(i), i, plan.productsLimit);
      await seedProducts(database.db, storeId, size, plan, i + 1);
      if (i === 0) await seedNotifications(database.db, storeId, plan.notifications);
      total += size;
      if (i % 100 === 0 || i < 3) {
        process.stderr.write(
          `  seeded ${i + 1} stores, ${total} products, ${Date.now() - started} ms\n`,
        );
      }
    }
    process.stdout.write(
      `${JSON.stringify({ stores: plan.storeSizes.length, products: total, ms: Date.now() - started })}\n`,
    );
  } finally {
    await database.close();
  }
}

await main();
