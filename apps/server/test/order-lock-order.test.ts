// Issue 19: one lock order everywhere — the store's row, then products. Product edits (products/update)
// lock the store and then the product; orders used to lock products and then the store (for the number),
// so an edit and an order of the same product could wait on each other in a cycle: PostgreSQL aborts one
// (deadlock detected) and the call answered 500. This runs edits and orders of the same two products
// ([A, B] and [B, A]) at once for about 10 s on PostgreSQL: no 5xx and no failed order, stock never
// negative, order numbers contiguous. (With the order path of before issue 19 it failed: deadlocks within
// the first seconds.) On PostgreSQL only: PGlite runs one statement at a time, so nothing can interleave.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, products, storeCheckouts } from '../src/db/schema.js';
import { createOrder, type OrderLimits } from '../src/orders/index.js';
import { startApp } from './auth-helpers.js';
import { createMerchant, multipartBody, postgresUrl } from './helpers.js';

// Mutation testing (vitest.mutate.config.ts) runs it for 2 s a mutant: the old order path deadlocked
// within the first seconds.
const RUN_MS = Number(process.env.LOCK_ORDER_RUN_MS) || 10_000;

describe.skipIf(!postgresUrl)('lock order of products and orders (postgres)', () => {
  it('runs product edits and orders of the same products at once without a deadlock or a 5xx', async () => {
    const testApp = await startApp('postgres', {}, { orderHolds: false });
    const { app } = testApp;
    try {
      const m = await createMerchant(app.db, { link: `cerrojo-${Date.now().toString(36)}` });
      await app.db
        .insert(storeCheckouts)
        .values({ storeId: m.storeId, phone: '1123456789', phoneArea: '+54' });
      const ids: string[] = [];
      for (const name of ['A', 'B']) {
        const [row] = await app.db
          .insert(products)
          .values({
            storeId: m.storeId,
            slug: name.toLowerCase(),
            name,
            retailPrice: '10.00',
            manageStock: true,
            quantity: 50,
          })
          .returning({ id: products.id });
        ids.push(row!.id);
      }
      const [a, b] = ids as [string, string];
      // The caps are not what this tests: every order comes from its own client, under high limits.
      const limits: OrderLimits = {
        client: { scope: 'order-client-lock-test', max: 1_000_000, windowSeconds: 3600 },
        unconfirmedPerClient: 1_000_000,
        storeClients: { max: 1_000_000, windowSeconds: 3600 },
      };
      const deadline = Date.now() + RUN_MS;
      const failures: string[] = [];
      let placed = 0;
      let refused = 0;
      let edits = 0;
      let lowest = Infinity;

      const orderLoop = async (worker: number, lines: [string, string]) => {
        for (let i = 0; Date.now() < deadline; i++) {
          try {
            const result = await createOrder(app.db, {
              storeId: m.storeId,
              lines: lines.map((productId) => ({ productId, quantity: 1 })),
              customer: { name: 'Ana' },
              delivery: { type: 'pickup' },
              clientKey: `10.${worker}.${(i >> 8) & 255}.${i & 255}`,
              orderPageUrl: (token) => `http://x/pedido/${token}`,
              limits,
            });
            if (result.ok) placed += 1;
            else if (result.refusal.status === 409) refused += 1;
            else failures.push(`order ${result.refusal.status} ${result.refusal.message}`);
          } catch (err) {
            failures.push(`order threw ${String(err)}`);
          }
        }
      };
      const editLoop = async (productId: string, name: string) => {
        for (let i = 0; Date.now() < deadline; i++) {
          const body = multipartBody([
            ['name', `${name} ${i}`],
            ['type', 'product'],
            ['status', 'published'],
            ['price', String(10 + (i % 5))],
            // The merchant restocks (50) and lowers the stock (5) in turns; orders drain it meanwhile.
            ['quantity', String(i % 2 === 0 ? 50 : 5)],
          ]);
          // A restock rewrites the quantity, so read it back from the answer rather than assuming.
          const res = await app.inject({
            method: 'PUT',
            url: `/api/v2/products/update/${productId}`,
            payload: body.payload,
            headers: { ...m.headers, ...body.headers },
          });
          if (res.statusCode >= 500) failures.push(`edit ${res.statusCode} ${res.body}`);
          else if (res.statusCode !== 200) failures.push(`edit ${res.statusCode} ${res.body}`);
          else edits += 1;
        }
      };
      const sample = async () => {
        while (Date.now() < deadline) {
          const rows = await app.db
            .select({ quantity: products.quantity })
            .from(products)
            .where(eq(products.storeId, m.storeId));
          for (const row of rows) lowest = Math.min(lowest, row.quantity);
          await new Promise((r) => setTimeout(r, 50));
        }
      };
      await Promise.all([
        orderLoop(1, [a, b]),
        orderLoop(2, [b, a]),
        orderLoop(3, [a, b]),
        orderLoop(4, [b, a]),
        editLoop(a, 'A'),
        editLoop(b, 'B'),
        sample(),
      ]);

      expect(failures.slice(0, 5)).toEqual([]);
      expect(placed).toBeGreaterThan(0);
      expect(edits).toBeGreaterThan(0);
      expect(lowest).toBeGreaterThanOrEqual(0);
      const numbers = (
        await app.db
          .select({ number: orders.number })
          .from(orders)
          .where(eq(orders.storeId, m.storeId))
          .orderBy(orders.number)
      ).map((row) => row.number);
      expect(numbers).toEqual(Array.from({ length: placed }, (_, i) => 1001 + i));
      console.info(
        `lock order: ${placed} orders, ${refused} refused for stock, ${edits} edits in ${RUN_MS} ms`,
      );
    } finally {
      await testApp.close();
    }
  }, 60_000);
});
