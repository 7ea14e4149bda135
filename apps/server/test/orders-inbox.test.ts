// The merchant's orders (issue 13, 'Pedidos'): GET /orders, GET /orders/{number} and
// POST /orders/{number}/status, with the stock a cancel gives back and the new-order notification.
// Runs on PGlite, and on PostgreSQL too when a URL is given (the concurrent cancels matter there).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { notifications, orders, products, stores } from '../src/db/schema.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, ipSequence, type Merchant } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';
let counter = 0;
const uniqueLink = () => `inbox-${Date.now().toString(36)}-${++counter}`;
const freshIp = ipSequence('10.88');

describe.each(backends)('orders inbox (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started), { STORE_HOST });

  interface Shop extends Merchant {
    link: string;
    host: string;
  }

  // An Argentine store (its WhatsApp is +54): its money is written '$12.500,00'.
  const shop = (): Promise<Shop> =>
    createShop(app.db, { storeHost: STORE_HOST, link: uniqueLink() });

  async function product(s: Shop, values: Partial<typeof products.$inferInsert> = {}) {
    const [row] = await app.db
      .insert(products)
      .values({
        storeId: s.storeId,
        slug: `p-${++counter}`,
        name: 'Torta',
        retailPrice: '100.00',
        manageStock: true,
        quantity: 5,
        ...values,
      })
      .returning({ id: products.id });
    return row!.id;
  }

  async function place(s: Shop, body: Record<string, unknown>) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/storefront/orders',
      headers: { host: s.host },
      payload: { delivery: { type: 'pickup' }, ...body },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { number: number; orderUrl: string };
  }

  const get = (s: Shop, url: string) =>
    app.inject({ method: 'GET', url: `/api/v2${url}`, headers: s.headers });
  const change = (s: Shop, number: number, status: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/orders/${number}/status`,
      headers: s.headers,
      payload: { status },
    });
  const quantityOf = async (id: string) =>
    (await app.db.select({ q: products.quantity }).from(products).where(eq(products.id, id)))[0]?.q;
  const versionOf = async (storeId: string) =>
    (await app.db.select({ v: stores.version }).from(stores).where(eq(stores.id, storeId)))[0]?.v;

  it('notifies each new order with its number, customer and total, under Pedidos', async () => {
    const s = await shop();
    const torta = await product(s, { retailPrice: '6250.00', manageStock: false });
    await place(s, { lines: [{ productId: torta, quantity: 2 }], customer: { name: 'Ana' } });
    const rows = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.storeId, s.storeId));
    expect(rows.map((n) => [n.message, n.source, n.type, n.status])).toEqual([
      ['Nuevo pedido #1001 de Ana · $12.500,00', 'orders', 'info', 'unreaded'],
    ]);
    const listed = (await get(s, '/notifications')).json().data;
    expect(listed[0]).toMatchObject({ source: 'orders', message: rows[0]!.message });
  });

  it('lists newest first with items, total, new count, status filter, search and pages', async () => {
    const s = await shop();
    const torta = await product(s, { manageStock: false, retailPrice: '10.50' });
    await place(s, {
      lines: [{ productId: torta, quantity: 3 }],
      customer: { name: 'María Núñez' },
    });
    await place(s, {
      lines: [{ productId: torta, quantity: 1 }],
      customer: { name: 'José Pérez' },
    });
    await place(s, { lines: [{ productId: torta, quantity: 2 }], customer: { name: 'Ana' } });
    expect((await change(s, 1002, 'confirmado')).statusCode).toBe(200);

    const all = (await get(s, '/orders')).json().data;
    expect(all.totalOrders).toBe(3);
    expect(all.newOrders).toBe(2);
    expect(all.orders.map((o: { number: number }) => o.number)).toEqual([1003, 1002, 1001]);
    expect(all.orders[2]).toMatchObject({
      number: 1001,
      customerName: 'María Núñez',
      items: 3,
      total: '31.50',
      delivery: 'pickup',
      status: 'nuevo',
    });

    const confirmed = (await get(s, '/orders?status=confirmado')).json().data;
    expect(confirmed.orders.map((o: { number: number }) => o.number)).toEqual([1002]);
    expect(confirmed.totalOrders).toBe(1);
    expect(confirmed.newOrders).toBe(2);

    const byName = (await get(s, '/orders?q=MARIA%20nunez')).json().data;
    expect(byName.orders.map((o: { number: number }) => o.number)).toEqual([1001]);
    const byNumber = (await get(s, `/orders?q=${encodeURIComponent('#1003')}`)).json().data;
    expect(byNumber.orders.map((o: { number: number }) => o.number)).toEqual([1003]);
    expect((await get(s, '/orders?q=100%25')).json().data.totalOrders).toBe(0);

    const page = (await get(s, '/orders?offset=2&limit=2')).json().data;
    expect(page.orders.map((o: { number: number }) => o.number)).toEqual([1001]);
    expect(page.totalOrders).toBe(3);
  });

  // read.ts's search: each of these failed on a mutant of it — the text not trimmed, the '#' required,
  // either anchor of the number's pattern dropped, the int4 bound ignored (a 500: PostgreSQL refuses
  // 9999999999 as an integer) or made `<` (the largest order number not found by its number).
  it('finds an order by its number, with or without #, and by name; other digits find none', async () => {
    const s = await shop();
    const torta = await product(s, { manageStock: false });
    for (const name of ['Ana', 'Bruno 22', 'Carla']) {
      await place(s, { lines: [{ productId: torta, quantity: 1 }], customer: { name } });
    }
    const found = async (q: string) => {
      const res = await get(s, `/orders?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      return res.json().data.orders.map((o: { number: number }) => o.number);
    };
    expect(await found('1002')).toEqual([1002]);
    expect(await found('  #1002 ')).toEqual([1002]);
    expect(await found('# 1003')).toEqual([1003]);
    expect(await found('  carla  ')).toEqual([1003]);
    // Digits inside a longer text are a name's: 'Bruno 22' by '22', no order by 'x1002' or '1002x'.
    expect(await found('22')).toEqual([1002]);
    expect(await found('x1002')).toEqual([]);
    expect(await found('1002x')).toEqual([]);
    expect(await found('9999999999')).toEqual([]);
    await app.db
      .update(orders)
      .set({ number: 2_147_483_647 })
      .where(and(eq(orders.storeId, s.storeId), eq(orders.number, 1001)));
    expect(await found('2147483647')).toEqual([2_147_483_647]);
  });

  it('gives one order with its lines, customer, page link and history', async () => {
    const s = await shop();
    const torta = await product(s, { name: 'Torta', retailPrice: '100.00' });
    const pan = await product(s, { name: 'Pan', retailPrice: '2.25', manageStock: false });
    const placed = await place(s, {
      lines: [
        { productId: torta, quantity: 2 },
        { productId: pan, quantity: 4 },
      ],
      customer: { name: 'Ana', phone: '11 2345-6789', phoneArea: '+54' },
      delivery: { type: 'delivery', address: 'Av. Corrientes 1234' },
      note: 'Timbre 2',
    });
    const res = await get(s, '/orders/1001');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      number: 1001,
      status: 'nuevo',
      customerName: 'Ana',
      phone: '1123456789',
      phoneArea: '+54',
      delivery: 'delivery',
      address: 'Av. Corrientes 1234',
      note: 'Timbre 2',
      total: '209.00',
      orderUrl: placed.orderUrl,
      lines: [
        { productId: torta, name: 'Torta', quantity: 2, unitPrice: '100.00', subtotal: '200.00' },
        { productId: pan, name: 'Pan', quantity: 4, unitPrice: '2.25', subtotal: '9.00' },
      ],
    });
    expect(data.history).toEqual([{ from: null, to: 'nuevo', at: expect.any(String) }]);
    // A number the store does not have: 404 with the API's error (manage.ts's message emptied failed here).
    const missing = await get(s, '/orders/1002');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ ok: false, error: 'Not found' });
  });

  it('allows nuevo → confirmado → entregado, refuses other changes and keeps every change', async () => {
    const s = await shop();
    const torta = await product(s);
    await place(s, { lines: [{ productId: torta, quantity: 1 }], customer: { name: 'Ana' } });

    const skip = await change(s, 1001, 'entregado');
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ ok: false, error: 'Invalid status change' });
    expect((await change(s, 1001, 'nuevo')).statusCode).toBe(409);

    const confirmed = await change(s, 1001, 'confirmado');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('confirmado');
    expect((await change(s, 1001, 'entregado')).statusCode).toBe(200);
    expect((await change(s, 1001, 'cancelado')).statusCode).toBe(409);
    expect(await quantityOf(torta)).toBe(4);

    const { history } = (await get(s, '/orders/1001')).json().data;
    expect(history.map((h: { from: string | null; to: string }) => [h.from, h.to])).toEqual([
      [null, 'nuevo'],
      ['nuevo', 'confirmado'],
      ['confirmado', 'entregado'],
    ]);
    for (const h of history) expect(Number.isNaN(Date.parse(h.at))).toBe(false);
    const unknown = await change(s, 9999, 'confirmado');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ ok: false, error: 'Not found' });
  });

  it('a cancel gives the units back exactly once, even when two cancels race', async () => {
    const s = await shop();
    const torta = await product(s, { quantity: 3 });
    const free = await product(s, { manageStock: false, quantity: 0 });
    await place(s, {
      lines: [
        { productId: torta, quantity: 3 },
        { productId: free, quantity: 2 },
      ],
      customer: { name: 'Ana' },
    });
    expect(await quantityOf(torta)).toBe(0);
    const version = await versionOf(s.storeId);

    const [a, b] = await Promise.all([change(s, 1001, 'cancelado'), change(s, 1001, 'cancelado')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await quantityOf(torta)).toBe(3);
    expect(await quantityOf(free)).toBe(0);
    // 'Agotado' no longer shows on the store: its cached pages must change.
    expect(await versionOf(s.storeId)).toBe((version ?? 0) + 1);
    const { history } = (await get(s, '/orders/1001')).json().data;
    expect(history.map((h: { to: string }) => h.to)).toEqual(['nuevo', 'cancelado']);
  });

  it('a cancel of a confirmed order gives back stock without moving the version when none sold out', async () => {
    const s = await shop();
    const torta = await product(s, { quantity: 5 });
    await place(s, { lines: [{ productId: torta, quantity: 2 }], customer: { name: 'Ana' } });
    const version = await versionOf(s.storeId);
    expect((await change(s, 1001, 'confirmado')).statusCode).toBe(200);
    expect((await change(s, 1001, 'cancelado')).statusCode).toBe(200);
    expect(await quantityOf(torta)).toBe(5);
    expect(await versionOf(s.storeId)).toBe(version);
  });

  it('answers only the session store: another store sees none of these orders', async () => {
    const s = await shop();
    const other = await shop();
    const torta = await product(s);
    await place(s, { lines: [{ productId: torta, quantity: 1 }], customer: { name: 'Secreta' } });
    expect((await get(other, '/orders')).json().data).toEqual({
      orders: [],
      totalOrders: 0,
      newOrders: 0,
      unconfirmedOrders: 0,
    });
    expect((await get(other, '/orders/1001')).statusCode).toBe(404);
    expect((await change(other, 1001, 'cancelado')).statusCode).toBe(404);
    expect((await get(s, '/orders/1001')).json().data.status).toBe('nuevo');
    expect(await quantityOf(torta)).toBe(4);
  });
});
