// The merchant's side of the priced order (issue 23): 'Pedidos' and an order carry the sale's breakdown and
// payment as the order kept them, an order placed before breakdowns answers null (its total as before),
// and the home's 'Pedidos sin confirmar' (orders still 'nuevo' more than an hour after they were placed)
// is counted per store by the dashboard's call and filtered by the list's. On PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is given. Both tests failed on the code before (no breakdown, payment or
// unconfirmedOrders in the answers); the count without its store filter was seen failing (3, not 2).
import type { OrderBreakdown, PaymentMethod } from '@panel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, ipSequence, type Merchant } from './helpers.js';
import { ALIAS_TRANSFER, CABA_OPTION, pricedBreakdown, PRIMERA10 } from './sale-fixtures.js';

const STORE_HOST = 'tiendas.test:3000';
let counter = 0;
const freshIp = ipSequence('10.89');

const alias: PaymentMethod = ALIAS_TRANSFER;

/** The issue's order: $27.500 with a 10% code to CABA (free over $30.000: not reached). */
function issueBreakdown(): OrderBreakdown {
  return pricedBreakdown({
    country: 'AR',
    lines: [{ unitPriceCents: 2_750_000, quantity: 1 }],
    couponCode: 'primera10',
    coupon: PRIMERA10,
    delivery: CABA_OPTION,
    today: '2026-11-27',
  });
}

describe.each(backends)("the priced order in 'Pedidos' (%s)", (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started), { STORE_HOST });

  interface Shop extends Merchant {
    host: string;
    product: string;
  }

  async function shop(): Promise<Shop> {
    const link = `sale-panel-${Date.now().toString(36)}-${++counter}`;
    const merchant = await createShop(app.db, { storeHost: STORE_HOST, link });
    const product = await merchant.product({
      slug: `torta-${counter}`,
      name: 'Torta',
      retailPrice: '27500.00',
    });
    return { ...merchant, product };
  }

  async function place(s: Shop, name = 'Ana'): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/storefront/orders',
      headers: { host: s.host },
      payload: {
        lines: [{ productId: s.product, quantity: 1 }],
        customer: { name },
        delivery: { type: 'delivery', address: 'Av. Corrientes 1234' },
      },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { number: number }).number;
  }

  const byNumber = (s: Shop, number: number) =>
    and(eq(orders.storeId, s.storeId), eq(orders.number, number));
  /** Moves an order's placing time `minutes` back on the database's clock. */
  const placedAgo = (s: Shop, number: number, minutes: number) =>
    app.db
      .update(orders)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(byNumber(s, number));
  const get = (s: Shop, url: string) =>
    app.inject({ method: 'GET', url: `/api/v2${url}`, headers: s.headers });
  const numbers = (page: { orders: { number: number }[] }) => page.orders.map((o) => o.number);

  it('the list and the order answer the breakdown and payment the order kept; an older order null', async () => {
    const s = await shop();
    const priced = await place(s, 'Ana');
    const older = await place(s, 'Beto');
    // An order placed before breakdowns: the order call prices every order now, so it is made one here.
    await app.db.update(orders).set({ breakdown: null, payment: null }).where(byNumber(s, older));
    const breakdown = issueBreakdown();
    // As the order call keeps them (the sale-order part); the panel reads the snapshot, never re-prices.
    await app.db
      .update(orders)
      .set({ breakdown, payment: alias, total: '26250.00' })
      .where(byNumber(s, priced));

    const detail = await get(s, `/orders/${priced}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      number: priced,
      total: '26250.00',
      address: 'Av. Corrientes 1234',
      breakdown,
      payment: alias,
    });
    expect(breakdown).toMatchObject({
      subtotalCents: 2_750_000,
      discounts: [{ kind: 'coupon', label: 'Cupón PRIMERA10 (-10%)', amountCents: 275_000 }],
      delivery: { name: 'CABA', feeCents: 150_000 },
      totalCents: 2_625_000,
    });
    const old = (await get(s, `/orders/${older}`)).json().data;
    expect(old).toMatchObject({ total: '27500.00', breakdown: null, payment: null });

    const list = (await get(s, '/orders')).json().data;
    expect(list.orders).toEqual([
      expect.objectContaining({
        number: older,
        total: '27500.00',
        address: 'Av. Corrientes 1234',
        breakdown: null,
        payment: null,
      }),
      expect.objectContaining({ number: priced, total: '26250.00', breakdown, payment: alias }),
    ]);
  });

  it("counts 'Pedidos sin confirmar': 'nuevo' for more than an hour, this store's only", async () => {
    const s = await shop();
    const other = await shop();
    const old = await place(s, 'Vieja');
    const recent = await place(s, 'Reciente');
    const confirmed = await place(s, 'Confirmada');
    const edge = await place(s, 'Borde');
    await placedAgo(s, old, 61);
    await placedAgo(s, recent, 59);
    await placedAgo(s, confirmed, 120);
    await placedAgo(s, edge, 90);
    const confirm = await app.inject({
      method: 'POST',
      url: `/api/v2/orders/${confirmed}/status`,
      headers: s.headers,
      payload: { status: 'confirmado' },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    // The status call answers the order as GET does, with its sale (as the order call priced it).
    expect(confirm.json().data).toMatchObject({
      status: 'confirmado',
      breakdown: expect.objectContaining({ subtotalCents: 2_750_000, totalCents: 2_750_000 }),
      payment: null,
    });
    // Another store's old unconfirmed order never counts here (and this store's never there).
    await placedAgo(other, await place(other, 'Ajena'), 180);

    const summary = await get(s, '/reports/summary?period=day');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.unconfirmedOrders).toBe(2);
    expect((await get(other, '/reports/summary?period=week')).json().data.unconfirmedOrders).toBe(
      1,
    );

    const filtered = (await get(s, '/orders?unconfirmed=true')).json().data;
    expect(numbers(filtered)).toEqual([old, edge]);
    expect(filtered).toMatchObject({ totalOrders: 2, newOrders: 3, unconfirmedOrders: 2 });
    // With the search and the pages, like the status filter.
    expect(numbers((await get(s, '/orders?unconfirmed=true&q=vieja')).json().data)).toEqual([old]);
    expect(
      numbers((await get(s, '/orders?unconfirmed=true&limit=1&offset=1')).json().data),
    ).toEqual([edge]);
    const all = (await get(s, '/orders?unconfirmed=false')).json().data;
    expect(all).toMatchObject({ totalOrders: 4, unconfirmedOrders: 2 });
    expect((await get(s, '/orders?unconfirmed=quizas')).statusCode).toBe(400);

    // Confirming one takes it out of the count.
    await app.inject({
      method: 'POST',
      url: `/api/v2/orders/${old}/status`,
      headers: s.headers,
      payload: { status: 'confirmado' },
    });
    expect((await get(s, '/reports/summary?period=day')).json().data.unconfirmedOrders).toBe(1);
  });
});
