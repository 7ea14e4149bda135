// The storefront's sale (issue 21 "The storefront"): the wholesale price applied from the merchant's
// minimum quantity by the server, the cart's limit and the order link's preview, over a fresh PGlite (and
// PostgreSQL when TEST_DATABASE_URL is given). Requests carry a store host's Host header.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@panel/domain';
import { orderLines, orders, products, stores } from '../src/db/schema.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, ipSequence, storeRequests } from './helpers.js';

const STORE_HOST = 'localhost:3000';
const PANEL_ORIGIN = 'http://localhost:3000';

let counter = 0;
const uniqueLink = () => `venta${Date.now().toString(36)}${++counter}`;
const freshIp = ipSequence('10.77');

describe.each(backends)('storefront sale (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started), {
    STORE_HOST,
    PUBLIC_URL: PANEL_ORIGIN,
    PORT: '3000',
  });

  const shop = () =>
    createShop(app.db, {
      storeHost: STORE_HOST,
      link: uniqueLink(),
      storeName: 'Tienda de Ana',
    });

  const { get, post, order } = storeRequests(() => app, freshIp);

  const cookieOf = (res: LightMyRequestResponse) =>
    res.cookies.find((c) => c.name === 'carrito')?.value;

  const yerba = { name: 'Yerba', retailPrice: '4500.00', wholesaleAllowed: true };

  describe('the wholesale price', () => {
    // Issue 21: on the code before, every order was charged the retail price (the first expectation of
    // 6 units, 23.400, was 27.000 there): this test failed on it.
    it('charges an order line of the minimum quantity the wholesale price, and one unit less the retail one', async () => {
      const s = await shop();
      const id = await s.product({ ...yerba, wholesalePrice: '3900.00', wholesaleMinQuantity: 6 });
      const place = (quantity: number) =>
        order(s.host, {
          lines: [{ productId: id, quantity }],
          customer: { name: 'María' },
          delivery: { type: 'pickup' },
        });

      const atMin = await place(6);
      expect(atMin.statusCode, atMin.body).toBe(200);
      expect(atMin.json().data.total).toBe('23400.00');
      const text = new URL(atMin.json().data.whatsappUrl).searchParams.get('text') ?? '';
      expect(text).toContain('- 6 x Yerba');
      expect(text).toContain('Total: $23.400,00');
      const [line] = await app.db
        .select({ unitPrice: orderLines.unitPrice, subtotal: orderLines.subtotal })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(eq(orders.storeId, s.storeId));
      expect(line).toEqual({ unitPrice: '3900.00', subtotal: '23400.00' });
      // The order's page shows the snapshot: the line's subtotal and the total at the wholesale price.
      const page = await get(s.host, new URL(atMin.json().data.orderUrl).pathname);
      expect(page.body).toContain('<td>$23.400,00</td>');

      const below = await place(5);
      expect(below.statusCode, below.body).toBe(200);
      expect(below.json().data.total).toBe('22500.00');
    });

    it('adds up repeated lines of a product before the minimum is checked', async () => {
      const s = await shop();
      const id = await s.product({ ...yerba, wholesalePrice: '3900.00', wholesaleMinQuantity: 6 });
      const res = await order(s.host, {
        lines: [
          { productId: id, quantity: 3 },
          { productId: id, quantity: 3 },
        ],
        customer: { name: 'María' },
        delivery: { type: 'pickup' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.total).toBe('23400.00');
    });

    it('never takes a price from the client', async () => {
      const s = await shop();
      const id = await s.product({ ...yerba, wholesalePrice: '3900.00', wholesaleMinQuantity: 6 });
      const res = await order(s.host, {
        lines: [{ productId: id, quantity: 1, unitPrice: '1.00' }],
        customer: { name: 'María' },
        delivery: { type: 'pickup' },
      });
      expect(res.statusCode).toBe(400);
      expect(await app.db.select().from(orders).where(eq(orders.storeId, s.storeId))).toEqual([]);
    });

    it('applies no wholesale price without its minimum, with wholesale off, or above the retail one', async () => {
      const s = await shop();
      const noMin = await s.product({ ...yerba, wholesalePrice: '3900.00' });
      const off = await s.product({
        ...yerba,
        wholesaleAllowed: false,
        wholesalePrice: '3900.00',
        wholesaleMinQuantity: 2,
      });
      const dearer = await s.product({
        ...yerba,
        wholesalePrice: '5000.00',
        wholesaleMinQuantity: 2,
      });
      for (const id of [noMin, off, dearer]) {
        const res = await order(s.host, {
          lines: [{ productId: id, quantity: 10 }],
          customer: { name: 'María' },
          delivery: { type: 'pickup' },
        });
        expect(res.json().data.total).toBe('45000.00');
      }
      // Its page does not show a wholesale price it would not charge.
      const page = await get(s.host, '/producto-1');
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('Precio mayorista');
    });

    it('shows the same price on the product page, in the cart (with and without JavaScript) and in the order', async () => {
      const s = await shop();
      const id = await s.product({
        ...yerba,
        slug: 'yerba',
        wholesalePrice: '3900.00',
        wholesaleMinQuantity: 6,
      });
      const page = await get(s.host, '/yerba');
      expect(page.body).toContain('Precio mayorista: $3.900,00 desde 6 unidades');

      const retail = await get(s.host, '/carrito', { cookie: `carrito=${id}:5` });
      expect(retail.body).toContain('$4.500,00 c/u');
      expect(retail.body).not.toContain('precio mayorista');
      expect(retail.body).toContain('$22.500,00');

      const cart = await get(s.host, '/carrito', { cookie: `carrito=${id}:6` });
      expect(cart.body).toContain('$3.900,00 c/u (precio mayorista)');
      expect(cart.body).toContain('$23.400,00');

      // 'Pedir por WhatsApp' of 6 units from the product page, then the order form without JavaScript.
      const single = await get(s.host, `/carrito?producto=${id}&cantidad=6`);
      expect(single.body).toContain('$23.400,00');
      const sent = await post(s.host, '/pedido', {
        productId: id,
        quantity: '6',
        name: 'María',
        delivery: 'pickup',
      });
      expect(sent.statusCode, sent.body).toBe(303);
      const orderPage = await get(s.host, sent.headers.location as string);
      expect(orderPage.body).toContain('$23.400,00');
    });
  });

  describe("the cart's limit", () => {
    // Issue 21: the cart kept 50 products and dropped the 51st without a word; this test failed there.
    it('takes as many products as an order, then says so instead of dropping one, also without JavaScript', async () => {
      const s = await shop();
      const rows = await app.db
        .insert(products)
        .values(
          Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({
            storeId: s.storeId,
            slug: `p-${i}`,
            name: `Producto ${i}`,
            retailPrice: '10.00',
            manageStock: false,
          })),
        )
        .returning({ id: products.id });
      const ids = rows.map((row) => row.id);
      const add = (cart: string, productId: string) =>
        post(
          s.host,
          '/carrito',
          { action: 'add', productId, quantity: '1' },
          { cookie: `carrito=${cart}` },
        );

      // The 51st product is kept.
      let cart = '';
      for (const productId of ids.slice(0, 51)) {
        const res = await add(cart, productId);
        expect(res.statusCode).toBe(303);
        expect(res.headers.location).toBe('/carrito');
        cart = cookieOf(res) ?? cart;
      }
      expect(cart.split('|')).toHaveLength(51);
      // Up to the order's limit; the cookie stays within what a browser keeps.
      for (const productId of ids.slice(51, MAX_ORDER_LINES))
        cart = cookieOf(await add(cart, productId))!;
      expect(cart.split('|')).toHaveLength(MAX_ORDER_LINES);
      expect(`carrito=${cart}`.length).toBeLessThanOrEqual(4096);

      const reached = await get(s.host, '/carrito', { cookie: `carrito=${cart}` });
      expect(reached.body).toContain(
        `Tu carrito llegó al máximo de ${MAX_ORDER_LINES} productos distintos de un pedido.`,
      );
      expect(reached.body).not.toContain('No agregamos');

      // One more: nothing is dropped, the cart is left as it was, and its page says why.
      const refused = await add(cart, ids[MAX_ORDER_LINES]!);
      expect(refused.statusCode).toBe(303);
      expect(refused.headers.location).toBe('/carrito?lleno=1');
      expect(cookieOf(refused)).toBeUndefined();
      const page = await get(s.host, refused.headers.location as string, {
        cookie: `carrito=${cart}`,
      });
      expect(page.body).toContain('No agregamos el producto a tu carrito.');
      expect(page.body).toContain('role="alert"');
      // More of a product already in it is still taken.
      const more = await add(cart, ids[0]!);
      expect(more.headers.location).toBe('/carrito');
      expect(cookieOf(more)).toMatch(/:2\|/);

      // The whole cart is one order.
      const sent = await post(
        s.host,
        '/pedido',
        { name: 'María', delivery: 'pickup' },
        { cookie: `carrito=${cart}` },
      );
      expect(sent.statusCode, sent.body).toBe(303);
      const [placed] = await app.db.select().from(orders).where(eq(orders.storeId, s.storeId));
      expect(placed?.total).toBe(`${MAX_ORDER_LINES * 10}.00`);
    });
  });

  describe("the order link's preview", () => {
    // Issue 21: the preview had no image and the customer's words; this test failed on the code before.
    it('names the order, its total and the store, with the store picture, for whoever gets the link', async () => {
      const s = await shop();
      await app.db
        .update(stores)
        .set({ picture: '/api/v2/media/logoAna_1.png', pictureWidth: 512, pictureHeight: 512 })
        .where(eq(stores.id, s.storeId));
      const id = await s.product({ name: 'Yerba', retailPrice: '12500.00' });
      const res = await order(s.host, {
        lines: [{ productId: id, quantity: 1 }],
        customer: { name: 'María' },
        delivery: { type: 'pickup' },
      });
      const number = res.json().data.number as number;
      const page = await get(s.host, new URL(res.json().data.orderUrl).pathname);
      expect(page.statusCode).toBe(200);
      const head = page.body.slice(0, page.body.indexOf('</head>'));
      const title = `Pedido #${number} · $12.500,00 · Tienda de Ana`;
      expect(head).toContain(`<meta property="og:title" content="${title}"/>`);
      expect(head).toContain(`<meta name="twitter:title" content="${title}"/>`);
      expect(head).toContain(
        '<meta property="og:description" content="De María: 1 producto, retiro en la tienda."/>',
      );
      expect(head).not.toContain('envíalo');
      expect(head).toContain(
        `<meta property="og:image" content="http://${s.host}/api/v2/media/logoAna_1.og.jpg"/>`,
      );
      expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      // The page itself still speaks to the customer.
      expect(page.body).toContain(`Tu pedido #${number} está listo.`);
    });
  });
});
