// What createOrder accepts from a customer (orders/create.ts `checkInput` and the idempotency key): the
// texts' limits counted in characters once trimmed, the phone as people type it, the honeypot, the key's
// pattern, and refusals that cost nothing. Called as the routes call it, on PGlite, and on PostgreSQL too
// when a URL is given. The HTTP schema also caps the texts' lengths; these are the service's own checks,
// which the form (POST /pedido) relies on.
import {
  ADDRESS_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_HOLD_MESSAGES,
  ORDER_MESSAGES,
} from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { orders } from '../src/db/schema.js';
import { createOrder, type CreateOrderInput, type OrderLimits } from '../src/orders/index.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, openFreshDatabase } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';

let counter = 0;

describe.each(backends)('an order’s input (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(
    backend,
    (started) => (app = started),
    { STORE_HOST, PUBLIC_URL: 'http://panel.test:3000' },
    { orderHolds: false },
  );

  /** Limits no test here reaches, unless it says otherwise: each test's own bucket. */
  const roomy = (max = 1_000): OrderLimits => ({
    client: { scope: `order-input-${++counter}`, max, windowSeconds: 600 },
    unconfirmedPerClient: 1_000,
    storeClients: { max: 1_000, windowSeconds: 3600 },
  });

  /** A store selling one product, and a way to order it with `change` over a valid pickup order. */
  async function store(limits = roomy()) {
    const shop = await createShop(app.db, {
      storeHost: STORE_HOST,
      link: `entrada-${Date.now().toString(36)}-${++counter}`,
    });
    const productId = await shop.product();
    const place = (change: Partial<CreateOrderInput> = {}) =>
      createOrder(app.db, {
        storeId: shop.storeId,
        lines: [{ productId, quantity: 1 }],
        customer: { name: 'Ana' },
        delivery: { type: 'pickup' },
        clientKey: '10.90.0.1',
        orderPageUrl: (token) => `http://${shop.host}/pedido/${token}`,
        limits,
        ...change,
      });
    const stored = async (number: number) =>
      (await app.db.select().from(orders).where(eq(orders.storeId, shop.storeId))).find(
        (row) => row.number === number,
      );
    return { shop, place, stored };
  }

  const refusal = (message: string, field?: string) => ({
    ok: false,
    refusal: { status: 400, message, ...(field ? { field } : {}) },
  });

  it('takes texts up to their limits in characters once trimmed, and refuses one more', async () => {
    const s = await store();
    // 😀 is two UTF-16 units: the limits count characters, as the form's counters do.
    const name = '😀'.repeat(CUSTOMER_NAME_MAX_LENGTH);
    const address = 'ñ'.repeat(ADDRESS_MAX_LENGTH);
    const note = '🍰'.repeat(NOTE_MAX_LENGTH);
    const placed = await s.place({
      customer: { name: `  ${name}  ` },
      delivery: { type: 'delivery', address: ` ${address}\n` },
      note: `\t${note} `,
    });
    expect(placed.ok).toBe(true);
    expect(await s.stored(1001)).toMatchObject({ customerName: name, address, note });

    const over = await Promise.all([
      s.place({ customer: { name: `${name}a` } }),
      s.place({ delivery: { type: 'delivery', address: `${address}a` } }),
      s.place({ note: `${note}a` }),
    ]);
    expect(over).toEqual([
      refusal(ORDER_MESSAGES.nameTooLong, 'customer.name'),
      refusal(ORDER_MESSAGES.addressTooLong, 'delivery.address'),
      refusal(ORDER_MESSAGES.noteTooLong, 'note'),
    ]);
    // A pickup keeps no address, whatever was typed.
    expect((await s.place({ delivery: { type: 'pickup', address: 'Corrientes 1234' } })).ok).toBe(
      true,
    );
    expect(await s.stored(1002)).toMatchObject({ address: '', note: '' });
  });

  it('takes a phone as people type it, with its calling code, and refuses one of another country', async () => {
    const s = await store();
    const accepted: [phone: string, phoneArea: string][] = [
      ['11 2345-6789', '+54'],
      // National trunk zeros (one, two, three) before the number, a calling code with blanks around it.
      ['011 2345 6789', ' +54 '],
      ['00 11 2345 6789', '+54'],
      ['000 11 2345 6789', '+54'],
      ['(202) 555-0123', '+1'],
    ];
    for (const [i, [phone, phoneArea]] of accepted.entries()) {
      const placed = await s.place({ customer: { name: 'Ana', phone, phoneArea } });
      expect(placed.ok, phone).toBe(true);
      expect(await s.stored(1001 + i), phone).toMatchObject({
        customerPhone: phone.replace(/\D/g, ''),
        customerPhoneArea: phoneArea.trim(),
      });
    }
    // No phone: the calling code the form sent alone is not kept.
    expect((await s.place({ customer: { name: 'Ana', phone: ' ', phoneArea: '+54' } })).ok).toBe(
      true,
    );
    expect(await s.stored(1001 + accepted.length)).toMatchObject({
      customerPhone: '',
      customerPhoneArea: '',
    });

    const refused: [phone: string, phoneArea: string | undefined][] = [
      // '+5' then 4 11…: a valid Argentine number, but not of the calling code chosen.
      ['4 11 2345 6789', '+5'],
      ['11 2345 6789', undefined],
      ['11 2345 6789', '54'],
      ['11 2345 6789', '+54 9'],
      ['11 2345 6789', '+00054'],
      ['11 2345 6789', 'a+54'],
      ['11 2345 6789', '+54a'],
      ['123', '+54'],
      // Only zeros before the number are dropped: 110… is no Argentine number, 11… is.
      ['110 2345 6789', '+54'],
    ];
    for (const [phone, phoneArea] of refused) {
      expect(
        await s.place({ customer: { name: 'Ana', phone, ...(phoneArea ? { phoneArea } : {}) } }),
        `${phoneArea} ${phone}`,
      ).toEqual(refusal(ORDER_MESSAGES.phone, 'customer.phone'));
    }
  });

  it('refuses a filled honeypot and takes one the browser filled with blanks', async () => {
    const s = await store();
    expect(await s.place({ honeypot: 'http://spam.example' })).toEqual(
      refusal(ORDER_MESSAGES.honeypot),
    );
    expect((await s.place({ honeypot: ' \n' })).ok).toBe(true);
    expect((await s.stored(1001))?.customerName).toBe('Ana');
  });

  it('takes idempotency keys of 8 to 100 letters, digits and -_.:, and refuses any other', async () => {
    const s = await store();
    const accepted = [
      'abcdefgh',
      'A'.repeat(100),
      'Zz09_.:-',
      'az-AZ_09.:',
      // A hex key as the order form renders it.
      '0123456789abcdef0123456789abcdef',
    ];
    for (const key of accepted) {
      const placed = await s.place({ idempotencyKey: key });
      expect(placed, key).toMatchObject({ ok: true, order: { replayed: false } });
    }
    // The same key again answers its order, said to be a replay (the routes count no second sale).
    expect(await s.place({ idempotencyKey: accepted[0] })).toMatchObject({
      ok: true,
      order: { number: 1001, replayed: true },
    });
    expect(
      (await app.db.select().from(orders).where(eq(orders.storeId, s.shop.storeId))).length,
    ).toBe(accepted.length);
    const refused = [
      'abcdefg',
      'A'.repeat(101),
      ' abcdefgh',
      'abcdefgh ',
      'abcd efgh',
      'abcdefgh/',
      '/abcdefgh',
      'pedido-ñandú',
      'abcdefgh\n',
      '',
    ];
    for (const key of refused) {
      expect(await s.place({ idempotencyKey: key }), JSON.stringify(key)).toEqual(
        refusal(ORDER_HOLD_MESSAGES.badIdempotencyKey),
      );
    }
  });

  it('refuses a bad form before the client’s budget or the store is touched', async () => {
    // One order a client: a refusal of the form (a blank delivery address, without the cart's choices)
    // must not use it up.
    const s = await store(roomy(1));
    expect(await s.place({ delivery: { type: 'delivery', address: '  ' } })).toEqual(
      refusal(ORDER_MESSAGES.addressRequired, 'delivery.address'),
    );
    expect(await s.place({ delivery: { type: 'delivery' } })).toEqual(
      refusal(ORDER_MESSAGES.addressRequired, 'delivery.address'),
    );
    expect(await s.place({ customer: { name: ' ' } })).toEqual(
      refusal(ORDER_MESSAGES.nameRequired, 'customer.name'),
    );
    expect((await s.place()).ok).toBe(true);
    expect(await s.place()).toMatchObject({
      ok: false,
      refusal: { status: 429, message: ORDER_MESSAGES.tooMany },
    });
  });

  it('lets the option chosen in the cart decide the delivery: a pickup point needs no address', async () => {
    const s = await store();
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/delivery/update',
      headers: s.shop.headers,
      payload: { options: [{ kind: 'retiro', name: 'Local Palermo', detail: 'Honduras 4800' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = await app.inject({
      method: 'GET',
      url: '/api/v2/stores/checkout/delivery',
      headers: s.shop.headers,
    });
    const [option] = listed.json().data.options as { id: string }[];
    const placed = await s.place({
      delivery: { type: 'delivery', address: ' ' },
      choices: { deliveryOptionId: option!.id },
    });
    expect(placed.ok).toBe(true);
    expect(await s.stored(1001)).toMatchObject({ deliveryType: 'pickup', address: '' });
  });

  it('answers a repeated key without taking a token of the client’s budget', async () => {
    // One order a client: the retried submit (a balancer's second try) is answered, not refused 429.
    const s = await store(roomy(1));
    const key = `reintento-${counter}-0123456789`;
    expect(await s.place({ idempotencyKey: key })).toMatchObject({
      ok: true,
      order: { replayed: false },
    });
    for (let i = 0; i < 2; i++) {
      expect(await s.place({ idempotencyKey: key })).toMatchObject({
        ok: true,
        order: { number: 1001, replayed: true },
      });
    }
    expect(await s.place()).toMatchObject({ ok: false, refusal: { status: 429 } });
  });

  it('says a store that is gone takes no orders', async () => {
    // A store deleted after the route found it by its host.
    const s = await store();
    expect(await s.place({ storeId: '00000000-0000-4000-8000-000000000000' })).toEqual({
      ok: false,
      refusal: { status: 422, message: ORDER_MESSAGES.notTakingOrders },
    });
  });

  // A database that fails is the caller's 500, never a refusal. Seen failing with createOrder's catch
  // made to answer every error (`err instanceof Refused` made `true`): `{ ok: false, refusal: undefined }`.
  it('throws what the database throws, not a refusal', async () => {
    const s = await store();
    const closed = await openFreshDatabase(backend);
    await closed.close();
    await expect(
      createOrder(closed.db, {
        storeId: s.shop.storeId,
        lines: [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
        customer: { name: 'Ana' },
        delivery: { type: 'pickup' },
        clientKey: '10.90.0.2',
        orderPageUrl: (token) => `http://${s.shop.host}/pedido/${token}`,
        limits: roomy(),
      }),
    ).rejects.toThrow();
  });
});
