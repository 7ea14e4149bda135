// Storefront orders under concurrency, through two server instances on one PostgreSQL (as behind a load
// balancer): order numbers without gaps or repeats, and the last unit sold exactly once. Needs a PostgreSQL
// URL (TEST_DATABASE_URL or DATABASE_URL): PGlite is one connection, so nothing there runs at once.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, storeCheckouts } from '../src/db/schema.js';
import { startApp, type TestApp } from './auth-helpers.js';
import { createMerchant, freshDatabase, postgresUrl, type TestDatabase } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';

describe.skipIf(!postgresUrl)('storefront orders on two instances of one PostgreSQL', () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    [one, two] = await Promise.all([
      startApp('postgres', { STORE_HOST }, { database }),
      startApp('postgres', { STORE_HOST }, { database }),
    ]);
    a = one.app;
    b = two.app;
  }, 60_000);

  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.cleanup();
  });

  let counter = 0;
  async function shop(product: Partial<typeof products.$inferInsert>) {
    const link = `escala-${Date.now().toString(36)}-${++counter}`;
    const merchant = await createMerchant(a.db, { link });
    await a.db
      .insert(storeCheckouts)
      .values({ storeId: merchant.storeId, phone: '4141234567', phoneArea: '+58' });
    const [row] = await a.db
      .insert(products)
      .values({
        storeId: merchant.storeId,
        slug: 'p',
        name: 'Último',
        retailPrice: '10',
        ...product,
      })
      .returning({ id: products.id });
    return { storeId: merchant.storeId, host: `${link}.${STORE_HOST}`, productId: row!.id };
  }

  const place = (app: FastifyInstance, host: string, productId: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/storefront/orders',
      headers: { host },
      payload: {
        lines: [{ productId, quantity: 1 }],
        customer: { name: `Cliente ${i}` },
        delivery: { type: 'pickup' },
      },
      remoteAddress: `10.99.${i >> 8}.${i & 255}`,
    });

  it('numbers 40 concurrent orders 1001–1040, no gap, no repeat', async () => {
    const s = await shop({ manageStock: false });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => place(i % 2 ? a : b, s.host, s.productId, i)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    const numbers = answers.map((r) => r.json().data.number as number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => 1001 + i));
    const rows = await b.db
      .select({ number: orders.number })
      .from(orders)
      .where(eq(orders.storeId, s.storeId));
    expect(rows.map((r) => r.number).sort((x, y) => x - y)).toEqual(numbers);
  });

  it('sells the last unit to exactly one of 20 customers ordering at once', async () => {
    const s = await shop({ name: 'Termo', manageStock: true, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(i % 2 ? a : b, s.host, s.productId, 100 + i)),
    );
    const placed = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.json()).toEqual({
        ok: false,
        error: 'Termo está agotado.',
        field: 'lines.0.quantity',
      });
    }
    expect(placed[0]!.json().data.number).toBe(1001);
    const [product] = await a.db
      .select({ quantity: products.quantity })
      .from(products)
      .where(eq(products.id, s.productId));
    expect(product?.quantity).toBe(0);
    expect(await b.db.select().from(orders).where(eq(orders.storeId, s.storeId))).toHaveLength(1);

    // The refusals took no number: the next order is 1002.
    await a.db.update(products).set({ quantity: 1 }).where(eq(products.id, s.productId));
    expect((await place(b, s.host, s.productId, 200)).json().data.number).toBe(1002);
  });
});
