// Storefront orders (issue 12 "The order"): POST /api/v2/storefront/orders on a store host, and the
// service behind it. Runs on PGlite, and on PostgreSQL too when a URL is given.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  orderLines,
  orders,
  orderStatusChanges,
  products,
  storeCheckouts,
  stores,
} from '../src/db/schema.js';
import { ORDER_MESSAGES } from '@panel/domain';
import { getOrderByToken } from '../src/orders/index.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, ipSequence, multipartBody, storeRequests } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';
const PANEL_ORIGIN = 'http://panel.test:3000';

let counter = 0;
const uniqueLink = (label: string) => `${label}-${Date.now().toString(36)}-${++counter}`;
const freshIp = ipSequence('10.77');

describe.each(backends)('storefront orders (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started), { STORE_HOST, PUBLIC_URL: PANEL_ORIGIN });

  /** A merchant whose store takes orders on WhatsApp (+54 11 2345-6789, saved without the 9). */
  const shop = (options: { whatsapp?: boolean; email?: string } = {}) =>
    createShop(app.db, {
      storeHost: STORE_HOST,
      link: uniqueLink('tienda'),
      whatsapp: options.whatsapp,
      email: options.email,
    });

  const customer = { name: 'María Núñez' };
  const pickup = { type: 'pickup' as const };

  const { order } = storeRequests(() => app, freshIp);

  const quantityOf = async (id: string) =>
    (
      await app.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id))
    )[0]?.quantity;

  const ordersOf = (storeId: string) =>
    app.db.select().from(orders).where(eq(orders.storeId, storeId)).orderBy(orders.number);

  const versionOf = async (storeId: string) =>
    (await app.db.select({ v: stores.version }).from(stores).where(eq(stores.id, storeId)))[0]?.v;

  it('places an order priced by the database, numbered from 1001, with its page and WhatsApp link', async () => {
    const s = await shop();
    const torta = await s.product({ name: 'Torta de chocolate', retailPrice: '4500.50' });
    const galletas = await s.product({
      name: 'Galletas & café',
      retailPrice: '1200.00',
      manageStock: true,
      quantity: 10,
    });
    const res = await order(s.host, {
      lines: [
        { productId: torta, quantity: 2 },
        { productId: galletas, quantity: 3 },
      ],
      customer: { name: '  María Núñez ', phone: '11 2345-6789', phoneArea: '+54' },
      delivery: { type: 'delivery', address: 'Av. Corrientes 1234' },
      note: 'Sin azúcar, por favor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { data } = res.json();
    expect(data.number).toBe(1001);
    expect(data.total).toBe('12601.00');
    const token = data.orderUrl.slice(`http://${s.host}/pedido/`.length);
    expect(data.orderUrl).toBe(`http://${s.host}/pedido/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(data.whatsappUrl.startsWith('https://wa.me/5491123456789?text=')).toBe(true);
    expect(data.whatsappUrl).not.toMatch(/[ +]/);
    const text = new URL(data.whatsappUrl).searchParams.get('text');
    expect(text).toBe(data.messageText);
    expect(text).toContain('¡Hola Dulces Ana! 👋');
    expect(text).toContain('- 2 x Torta de chocolate\n- 3 x Galletas & café');
    expect(text).toContain('Pedido #1001\nNombre: María Núñez\nDirección: Av. Corrientes 1234');
    expect(text).toContain('Nota: Sin azúcar, por favor');
    expect(text).toContain(`Ver pedido: ${data.orderUrl}`);
    // Issue 23: a store that never saved 'Entrega' delivers 'A coordinar por WhatsApp'; the message ends
    // with the server's breakdown.
    expect(text).toMatch(
      /\n\nSubtotal: \$12\.601,00\nEnvío: a coordinar\n\*Total: \$12\.601,00\* \+ envío a coordinar$/,
    );

    expect(await quantityOf(galletas)).toBe(7);
    const [row] = await ordersOf(s.storeId);
    expect(row).toMatchObject({
      number: 1001,
      token,
      customerName: 'María Núñez',
      customerPhone: '1123456789',
      customerPhoneArea: '+54',
      deliveryType: 'delivery',
      total: '12601.00',
      status: 'nuevo',
    });
    const changes = await app.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, row!.id));
    expect(changes).toMatchObject([{ fromStatus: null, toStatus: 'nuevo' }]);

    const second = await order(s.host, {
      lines: [{ productId: torta, quantity: 1 }],
      customer,
      delivery: pickup,
    });
    expect(second.json().data.number).toBe(1002);
    // Issue 23: the delivery is the chosen option's ('a coordinar' here): a pickup writes no address.
    const secondText = new URL(second.json().data.whatsappUrl).searchParams.get('text') ?? '';
    expect(secondText).toContain('Envío: a coordinar');
    expect(secondText).not.toContain('Dirección');
    // Another store counts on its own.
    const other = await shop();
    const p = await other.product();
    const first = await order(other.host, {
      lines: [{ productId: p, quantity: 1 }],
      customer,
      delivery: pickup,
    });
    expect(first.json().data.number).toBe(1001);
  });

  it('takes only ids and quantities: a price, a total or a store in the body is refused', async () => {
    const s = await shop();
    const p = await s.product();
    for (const body of [
      { lines: [{ productId: p, quantity: 1, price: '0.01' }], customer, delivery: pickup },
      { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup, total: '1' },
      { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup, storeId: s.storeId },
    ]) {
      const res = await order(s.host, body);
      expect(res.statusCode).toBe(400);
    }
    expect(await ordersOf(s.storeId)).toHaveLength(0);
  });

  it('is public on the store host but refuses cross-site and other stores’ browser posts', async () => {
    const s = await shop();
    const p = await s.product();
    const body = { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup };
    // No session, no x-panel-request header: a customer's browser on the store.
    const own = await order(s.host, body, {
      headers: { origin: `http://${s.host}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.statusCode, own.body).toBe(200);
    for (const headers of <Record<string, string>[]>[
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: `http://otra-tienda.${STORE_HOST}` },
      { origin: PANEL_ORIGIN },
    ]) {
      const res = await order(s.host, body, { headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual({ ok: false, error: ORDER_MESSAGES.foreignPage });
    }
    expect(await ordersOf(s.storeId)).toHaveLength(1);
  });

  it('answers 404 off a store host: the panel, an unknown store, a nested subdomain, another port', async () => {
    const s = await shop();
    const p = await s.product();
    const body = { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup };
    for (const host of [
      'panel.test:3000',
      STORE_HOST,
      `no-existe-${Date.now()}.${STORE_HOST}`,
      `${s.link}.tiendas.test:4000`,
      `${s.link}.tiendas.test`,
    ]) {
      const res = await order(host, body);
      expect(res.statusCode, host).toBe(404);
      expect(res.json(), host).toEqual({ ok: false, error: ORDER_MESSAGES.unknownStore });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // A nested subdomain is no host of ours: the Host allow-list refuses it before any route.
    expect((await order(`a.${s.host}`, body)).statusCode).toBe(421);
    // The host is compared without case.
    expect((await order(s.host.toUpperCase(), body)).statusCode).toBe(200);
    expect(await ordersOf(s.storeId)).toHaveLength(1);
  });

  it('refuses unknown, hidden, draft and other stores’ products alike, and loses no number', async () => {
    const s = await shop();
    const other = await shop();
    const ok = await s.product();
    const refused = [
      await s.product({ status: 'hidden', name: 'Secreto oculto' }),
      await s.product({ status: 'draft', name: 'Borrador' }),
      await other.product(),
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
    ];
    for (const productId of refused) {
      const res = await order(s.host, {
        lines: [
          { productId: ok, quantity: 1 },
          { productId, quantity: 1 },
        ],
        customer,
        delivery: pickup,
      });
      expect(res.statusCode, productId).toBe(422);
      expect(res.json()).toEqual({
        ok: false,
        error: ORDER_MESSAGES.unavailable,
        field: 'lines.1.productId',
      });
      expect(res.body).not.toContain('Secreto');
    }
    const placed = await order(s.host, {
      lines: [{ productId: ok, quantity: 1 }],
      customer,
      delivery: pickup,
    });
    expect(placed.json().data.number).toBe(1001);
  });

  it('checks the form with Spanish messages and the field at fault', async () => {
    const s = await shop();
    const p = await s.product();
    const line = [{ productId: p, quantity: 1 }];
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [
        { lines: line, customer: { name: '  ' }, delivery: pickup },
        ORDER_MESSAGES.nameRequired,
        'customer.name',
      ],
      [
        { lines: line, customer, delivery: { type: 'delivery', address: ' ' } },
        ORDER_MESSAGES.addressRequired,
        'delivery.address',
      ],
      [
        {
          lines: line,
          customer: { name: 'Ana', phone: '123', phoneArea: '+54' },
          delivery: pickup,
        },
        ORDER_MESSAGES.phone,
        'customer.phone',
      ],
      [
        { lines: [...line, { productId: p, quantity: 999 }], customer, delivery: pickup },
        ORDER_MESSAGES.quantity,
        'lines.0.quantity',
      ],
      [
        { lines: line, customer, delivery: pickup, website: 'http://spam.example' },
        ORDER_MESSAGES.honeypot,
        undefined,
      ],
    ];
    for (const [body, error, field] of cases) {
      const res = await order(s.host, body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toEqual({ ok: false, error, ...(field ? { field } : {}) });
    }
    for (const quantity of [0, 1000, 1.5]) {
      const res = await order(s.host, {
        lines: [{ productId: p, quantity }],
        customer,
        delivery: pickup,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await order(s.host, { lines: [], customer, delivery: pickup })).statusCode).toBe(400);
    expect(await ordersOf(s.storeId)).toHaveLength(0);
  });

  it('takes stock atomically or says how many are left, and leaves it untouched when refused', async () => {
    const s = await shop();
    const managed = await s.product({ name: 'Mate', manageStock: true, quantity: 2 });
    const backorder = await s.product({
      name: 'Bombilla',
      manageStock: true,
      sellWithoutStock: true,
      quantity: 0,
    });
    const free = await s.product({ name: 'Yerba', manageStock: false, quantity: 0 });
    const tooMany = await order(s.host, {
      lines: [
        { productId: free, quantity: 1 },
        { productId: managed, quantity: 3 },
      ],
      customer,
      delivery: pickup,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      ok: false,
      error: 'Solo quedan 2 unidades de Mate.',
      field: 'lines.1.quantity',
    });
    expect(await quantityOf(managed)).toBe(2);

    const res = await order(s.host, {
      lines: [
        { productId: managed, quantity: 1 },
        { productId: backorder, quantity: 5 },
        { productId: free, quantity: 5 },
        { productId: managed, quantity: 1 },
      ],
      customer,
      delivery: pickup,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await quantityOf(managed)).toBe(0);
    expect(await quantityOf(backorder)).toBe(0);
    expect(await quantityOf(free)).toBe(0);
    const [row] = await ordersOf(s.storeId);
    const lines = await app.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row!.id))
      .orderBy(orderLines.position);
    // Repeated products are one line.
    expect(lines.map((l) => [l.name, l.quantity, l.stockTaken])).toEqual([
      ['Mate', 2, 2],
      ['Bombilla', 5, 0],
      ['Yerba', 5, 0],
    ]);

    const soldOut = await order(s.host, {
      lines: [{ productId: managed, quantity: 1 }],
      customer,
      delivery: pickup,
    });
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().error).toBe('Mate está agotado.');
    const one = await s.product({ name: 'Termo', manageStock: true, quantity: 1 });
    const last = await order(s.host, {
      lines: [{ productId: one, quantity: 2 }],
      customer,
      delivery: pickup,
    });
    expect(last.json().error).toBe('Solo queda 1 unidad de Termo.');
  });

  it('refuses orders while the store has no WhatsApp number', async () => {
    const s = await shop({ whatsapp: false });
    const p = await s.product({ manageStock: true, quantity: 5 });
    const body = { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup };
    const res = await order(s.host, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, error: ORDER_MESSAGES.notTakingOrders });
    await app.db.insert(storeCheckouts).values({ storeId: s.storeId, phone: '', phoneArea: '+54' });
    expect((await order(s.host, body)).statusCode).toBe(422);
    // A checkout by card takes no WhatsApp order, even with a number saved.
    await app.db
      .update(storeCheckouts)
      .set({ type: 'card', phone: '1123456789' })
      .where(eq(storeCheckouts.storeId, s.storeId));
    expect((await order(s.host, body)).json()).toEqual({
      ok: false,
      error: ORDER_MESSAGES.notTakingOrders,
    });
    expect(await quantityOf(p)).toBe(5);
  });

  it('keeps the order as it was sold: a later price change, rename or delete does not rewrite it', async () => {
    const s = await shop();
    const p = await s.product({ name: 'Alfajor', retailPrice: '250.00' });
    const res = await order(s.host, {
      lines: [{ productId: p, quantity: 4 }],
      customer,
      delivery: pickup,
    });
    const token = new URL(res.json().data.orderUrl).pathname.split('/').pop()!;
    await app.db
      .update(products)
      .set({ retailPrice: '999.00', name: 'Alfajor triple' })
      .where(eq(products.id, p));
    const view = await getOrderByToken(app.db, s.storeId, token);
    expect(view).toMatchObject({
      number: 1001,
      status: 'nuevo',
      total: 1000,
      customerName: 'María Núñez',
      delivery: 'pickup',
      lines: [{ name: 'Alfajor', quantity: 4, unitPrice: 250, subtotal: 1000 }],
      whatsappUrl: res.json().data.whatsappUrl,
      messageText: res.json().data.messageText,
    });
    await app.db.delete(products).where(eq(products.id, p));
    const [line] = await app.db.select().from(orderLines).where(eq(orderLines.storeId, s.storeId));
    expect(line).toMatchObject({ productId: null, name: 'Alfajor', unitPrice: '250.00' });
    expect(await getOrderByToken(app.db, s.storeId, token)).toMatchObject({
      lines: [expect.anything()],
    });

    // Only on its own store, only with the whole token.
    const other = await shop();
    expect(await getOrderByToken(app.db, other.storeId, token)).toBeNull();
    expect(await getOrderByToken(app.db, s.storeId, token.slice(0, 10))).toBeNull();
    expect(await getOrderByToken(app.db, s.storeId, `${token}'--`)).toBeNull();
  });

  it('never answers cost, utility, stock counts, the e-mail or the account', async () => {
    const email = `secreto-${Date.now()}@example.com`;
    const s = await shop({ email });
    const p = await s.product({
      name: 'Vino',
      retailPrice: '1000.00',
      retailCost: '777.77',
      retailUtility: '28.57',
      wholesaleCost: '555.55',
      manageStock: true,
      quantity: 4242,
    });
    const res = await order(s.host, {
      lines: [{ productId: p, quantity: 1 }],
      customer,
      delivery: pickup,
    });
    expect(res.statusCode).toBe(200);
    const token = new URL(res.json().data.orderUrl).pathname.split('/').pop()!;
    const view = JSON.stringify(await getOrderByToken(app.db, s.storeId, token));
    for (const text of [res.body, view]) {
      for (const secret of [
        '777.77',
        '777,77',
        '28.57',
        '555.55',
        '4242',
        '4241',
        email,
        s.userId,
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).not.toMatch(/cost|utility|quantityLeft|stock|email|owner/i);
    }
  });

  it('answers 429 to a flood from one client and never touches stock', async () => {
    const s = await shop();
    const p = await s.product({ manageStock: true, quantity: 100 });
    const ip = freshIp();
    const body = { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup };
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 14; i++) {
      answers.push(await order(s.host, body, { ip }));
      // The merchant confirms each one, so the cap of unconfirmed orders (3) is not what stops them.
      await app.db
        .update(orders)
        .set({ status: 'confirmado' })
        .where(and(eq(orders.storeId, s.storeId), eq(orders.status, 'nuevo')));
    }
    expect(answers.map((r) => r.statusCode)).toEqual([
      ...Array(10).fill(200),
      ...Array(4).fill(429),
    ]);
    const refused = answers[13]!;
    expect(refused.json()).toEqual({ ok: false, error: ORDER_MESSAGES.tooMany });
    // A token bucket: the next order comes within a minute, not at the end of a 10-minute window.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await quantityOf(p)).toBe(90);
    expect(await ordersOf(s.storeId)).toHaveLength(10);
    // Another customer still orders.
    expect((await order(s.host, body)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const s = await shop();
    const p = await s.product();
    const body = { lines: [{ productId: p, quantity: 1 }], customer, delivery: pickup };
    const statuses: number[] = [];
    const net = `2001:db8:${(counter + 0x100).toString(16)}`;
    for (let i = 1; i <= 11; i++) {
      statuses.push(
        (await order(s.host, body, { ip: `${net}:${counter}::${i.toString(16)}` })).statusCode,
      );
      await app.db
        .update(orders)
        .set({ status: 'confirmado' })
        .where(and(eq(orders.storeId, s.storeId), eq(orders.status, 'nuevo')));
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Another network is another client.
    expect((await order(s.host, body, { ip: `2001:db9:78:${counter}::1` })).statusCode).toBe(200);
  });

  it('bumps the store version with every change the storefront shows', async () => {
    const s = await shop();
    let version = await versionOf(s.storeId);
    const bumped = async (what: string) => {
      const now = await versionOf(s.storeId);
      expect(now, what).toBeGreaterThan(version!);
      version = now;
    };
    const multipart = (parts: [string, string][]) => multipartBody(parts);
    const create = multipart([
      ['name', 'Nuevo'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '10'],
      ['manageStock', 'true'],
      ['quantity', '1'],
    ]);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: create.payload,
      headers: { ...s.headers, ...create.headers },
    });
    expect(created.statusCode, created.body).toBe(200);
    await bumped('product created');
    const id = created.json().data.id as string;
    const update = multipart([
      ['name', 'Nuevo nombre'],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '12'],
      ['manageStock', 'true'],
      ['quantity', '3'],
    ]);
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/v2/products/update/${id}`,
      payload: update.payload,
      headers: { ...s.headers, ...update.headers },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await bumped('product updated');
    const profile = multipart([
      ['name', 'Dulces Ana 2'],
      ['link', s.link],
      ['country', 'AR'],
    ]);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/store/update',
      payload: profile.payload,
      headers: { ...s.headers, ...profile.headers },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await bumped('store profile');
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/update',
      payload: {
        type: 'whatsapp',
        phone: '1123456789',
        phoneArea: '+54',
        customMessage: {
          start: 'Hola {nombre-tienda}',
          body: '',
          product: '{cantidad} {nombre-producto}',
          end: '',
        },
      },
      headers: s.headers,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    await bumped('checkout');

    // An order that leaves stock moves the version only when a product sells out ('Agotado').
    const body = { lines: [{ productId: id, quantity: 1 }], customer, delivery: pickup };
    expect((await order(s.host, body)).statusCode).toBe(200);
    expect(await versionOf(s.storeId)).toBe(version);
    expect(
      (await order(s.host, { ...body, lines: [{ productId: id, quantity: 2 }] })).statusCode,
    ).toBe(200);
    await bumped('sold out');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v2/products/delete/${id}`,
      headers: s.headers,
    });
    expect(deleted.statusCode).toBe(200);
    await bumped('product deleted');
    // The merchant's own template is the order's.
    const last = await app.db
      .select({ text: orders.messageText })
      .from(orders)
      .where(and(eq(orders.storeId, s.storeId), eq(orders.number, 1002)));
    expect(last[0]?.text.startsWith('Hola Dulces Ana 2\n2 Nuevo nombre\n\nPedido #1002')).toBe(
      true,
    );
  });
  // Issue 21: the customer's page says what the store did with the order, in Spanish, and stops
  // asking to send it. (Before the fix the lead 'Para terminar, envíalo a la tienda por WhatsApp.'
  // stayed on a confirmed, delivered or cancelled order.)
  it('shows the customer the order’s status once the store moved it', async () => {
    const s = await shop();
    const id = await s.product({ name: 'Torta' });
    const placed = async () => {
      const res = await order(s.host, {
        lines: [{ productId: id, quantity: 1 }],
        customer,
        delivery: pickup,
      });
      expect(res.statusCode, res.body).toBe(200);
      const { number, orderUrl } = res.json().data as { number: number; orderUrl: string };
      return { number, path: new URL(orderUrl).pathname };
    };
    const move = async (number: number, status: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/v2/orders/${number}/status`,
        headers: s.headers,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // The page's body (the link preview's description in the head is another matter).
    const pageOf = async (path: string) => {
      const { body } = await app.inject({ method: 'GET', url: path, headers: { host: s.host } });
      return body.slice(body.indexOf('<body'));
    };
    const lead = 'Para terminar, envíalo a la tienda por WhatsApp.';

    const fresh = await placed();
    expect(await pageOf(fresh.path)).toContain(lead);
    expect(await pageOf(fresh.path)).not.toContain('Estado del pedido');

    await move(fresh.number, 'confirmado');
    let html = await pageOf(fresh.path);
    expect(html).toContain('data-order-status="confirmado"');
    expect(html).toMatch(/Estado del pedido(<!-- -->)?: (<!-- -->)?Confirmado/);
    expect(html).toContain('La tienda confirmó tu pedido.');
    expect(html).not.toContain(lead);

    await move(fresh.number, 'entregado');
    html = await pageOf(fresh.path);
    expect(html).toMatch(/Estado del pedido(<!-- -->)?: (<!-- -->)?Entregado/);
    expect(html).toContain('La tienda marcó tu pedido como entregado.');
    expect(html).not.toContain(lead);

    const other = await placed();
    await move(other.number, 'cancelado');
    html = await pageOf(other.path);
    expect(html).toMatch(/Estado del pedido(<!-- -->)?: (<!-- -->)?Cancelado/);
    expect(html).toContain('La tienda canceló este pedido.');
    expect(html).not.toContain(lead);
  });
});
