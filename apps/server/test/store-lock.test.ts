// Writes that meet an order at the store's row lock (issues 19, 23), on PostgreSQL only: PGlite runs one
// statement at a time, so nothing can wait. An order holds the store's row from its quote to the coupon's
// use, so a merchant's coupon edit must wait for it: otherwise a coupon paused between the two would leave
// an order priced with a coupon whose use was never taken. And an order that waited for the lock of a
// store deleted meanwhile is refused as a store taking no orders, not answered 500.
//
// Each case holds the store's lock in a transaction of its own (what an order in progress holds), sends
// the call, and watches PostgreSQL's sessions: the call must be seen waiting for a lock before it answers.
// Broken once on purpose: with lockStore dropped from couponsDeactivate, the pause answered 200 while the
// lock was held (and so did update and delete without theirs); with orders/create.ts's refusal of a
// missing store back to a thrown Error, the order answered 500.
import { COUPON_MESSAGES, ORDER_MESSAGES } from '@panel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/errors.js';
import { lockStore } from '../src/db/store-version.js';
import { coupons, orders, stores } from '../src/db/schema.js';
import { rows, suiteApp } from './auth-helpers.js';
import { createShop, postgresUrl, type Shop } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';

let counter = 0;
const uniqueLink = () => `cerrojo-${Date.now().toString(36)}-${++counter}`;

/**
 * 'waiting' once a session of this database waits for a lock while `call` has not answered; 'answered'
 * if it answers first.
 */
async function waitsForLock(
  app: FastifyInstance,
  call: Promise<unknown>,
): Promise<'waiting' | 'answered'> {
  let answered = false;
  call.then(
    () => (answered = true),
    () => (answered = true),
  );
  for (;;) {
    if (answered) return 'answered';
    const [waiters] = await rows<{ n: number }>(
      app,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((waiters?.n ?? 0) > 0) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!postgresUrl)(
  'writes that wait for an order at the store’s lock (postgres)',
  () => {
    let app: FastifyInstance;
    suiteApp('postgres', (started) => (app = started), { STORE_HOST }, { orderHolds: false });

    /** A store with the code PRIMERA10 and one product; the coupon's id. */
    async function shopWithCoupon(): Promise<{ shop: Shop; couponId: string; product: string }> {
      const shop = await createShop(app.db, { storeHost: STORE_HOST, link: uniqueLink() });
      const created = await app.inject({
        method: 'POST',
        url: '/api/v2/coupons/create',
        headers: shop.headers,
        payload: { code: 'PRIMERA10', kind: 'porcentaje', percent: 10 },
      });
      expect(created.statusCode, created.body).toBe(200);
      const product = await shop.product({ name: 'Yerba', retailPrice: '27500.00' });
      return { shop, couponId: created.json().data.id as string, product };
    }

    /** Runs `call` while a transaction holds the store's row, as an order being placed does. */
    async function whileStoreLocked(
      storeId: string,
      call: () => Promise<LightMyRequestResponse>,
      meanwhile: (tx: Tx) => Promise<void> = async () => {},
    ): Promise<{ seen: 'waiting' | 'answered'; res: LightMyRequestResponse }> {
      const { seen, pending } = await app.db.transaction(async (tx) => {
        await lockStore(tx, storeId);
        const pending = call();
        const seen = await waitsForLock(app, pending);
        await meanwhile(tx);
        return { seen, pending };
      });
      return { seen, res: await pending };
    }

    type Coupon = typeof coupons.$inferSelect;
    const couponOf = async (couponId: string): Promise<Coupon | undefined> =>
      (await app.db.select().from(coupons).where(eq(coupons.id, couponId)))[0];

    it('makes a coupon’s pause, edit and deletion wait for an order holding the store', async () => {
      const { shop, couponId } = await shopWithCoupon();
      const writes: [InjectOptions, (coupon: Coupon | undefined) => void][] = [
        [
          {
            method: 'PUT',
            url: `/api/v2/coupons/update/${couponId}`,
            payload: { code: 'PRIMERA15', kind: 'porcentaje', percent: 15 },
          },
          (coupon) => expect(coupon?.percent).toBe(15),
        ],
        [
          { method: 'POST', url: `/api/v2/coupons/deactivate/${couponId}` },
          (coupon) => expect(coupon?.active).toBe(false),
        ],
        [
          { method: 'DELETE', url: `/api/v2/coupons/delete/${couponId}` },
          (coupon) => expect(coupon).toBeUndefined(),
        ],
      ];
      for (const [request, applied] of writes) {
        const { seen, res } = await whileStoreLocked(shop.storeId, () =>
          app.inject({ ...request, headers: shop.headers }),
        );
        expect(seen, request.url as string).toBe('waiting');
        expect(res.statusCode, res.body).toBe(200);
        applied(await couponOf(couponId));
      }
    });

    it('prices and counts an order with the coupon as it was when the order took the store, however a pause races it', async () => {
      const { shop, couponId, product } = await shopWithCoupon();
      const placeOrder = (ip: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/storefront/orders',
          headers: { host: shop.host },
          remoteAddress: ip,
          payload: {
            lines: [{ productId: product, quantity: 1 }],
            customer: { name: 'María Núñez' },
            couponCode: 'PRIMERA10',
          },
        });
      // Eight orders and the merchant's pause at once: each order gets the code and its use, or is told
      // the code is paused (by its quote, after the pause: never 'no uses left' at the use); never a
      // discount without a use.
      const [pause, ...placed] = await Promise.all([
        app.inject({
          method: 'POST',
          url: `/api/v2/coupons/deactivate/${couponId}`,
          headers: shop.headers,
        }),
        ...Array.from({ length: 8 }, (_, i) => placeOrder(`10.91.0.${i + 1}`)),
      ]);
      expect(pause!.statusCode, pause!.body).toBe(200);
      for (const res of placed) {
        if (res.statusCode !== 200) {
          expect(res.json()).toEqual({
            ok: false,
            error: COUPON_MESSAGES.inactive,
            field: 'couponCode',
          });
        }
      }
      const withCoupon = await app.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(and(eq(orders.storeId, shop.storeId), eq(orders.couponId, couponId)));
      const taken = placed.filter((res) => res.statusCode === 200).length;
      expect(withCoupon[0]?.n).toBe(taken);
      expect((await couponOf(couponId))?.uses).toBe(taken);
      // After the pause, the code is refused.
      const late = await placeOrder('10.91.1.1');
      expect(late.statusCode, late.body).toBe(400);
      expect(late.json().error).toBe(COUPON_MESSAGES.inactive);
    });

    it('refuses an order whose store was deleted while it waited for the store’s lock', async () => {
      const { shop, product } = await shopWithCoupon();
      const { seen, res } = await whileStoreLocked(
        shop.storeId,
        () =>
          app.inject({
            method: 'POST',
            url: '/api/v2/storefront/orders',
            headers: { host: shop.host },
            remoteAddress: '10.91.2.1',
            payload: { lines: [{ productId: product, quantity: 1 }], customer: { name: 'Ana' } },
          }),
        async (tx) => {
          await tx.delete(stores).where(eq(stores.id, shop.storeId));
        },
      );
      expect(seen).toBe('waiting');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ ok: false, error: ORDER_MESSAGES.notTakingOrders });
    });
  },
);
