// The complete sale's order (issue 23), over a fresh PGlite and PostgreSQL (TEST_DATABASE_URL): an order
// priced by the server alone with the customer's choices — the store's delivery option, a coupon code, a
// payment method — kept as its breakdown; the coupon's use taken with the order (of two orders racing for
// the last use, exactly one gets it) and given back once when the order is cancelled or lapses; the
// WhatsApp message ending with the breakdown and the payment; and the cart's quote call. Every expected
// figure is worked out here from the rules (research commerce.md §3, §5), never copied from an answer.
//
// All 11 cases failed on the code before (seen once, on PGlite, with apps/server/src and the contract of
// commit 74e35f2: the order call refused `deliveryOptionId`/`couponCode`/`paymentType` as unknown fields,
// kept the lines' sum as its total, took no use and gave none back; there was no quote call). Two rules
// were also broken once on purpose: with the use-taking dropped (takeCouponUse not called in
// orders/create.ts) 4 cases failed on both engines, among them 'the last use … exactly one' (both orders
// placed) and the give-back cases (uses stayed 0); with the use given back whatever the order's status
// (holdsCouponUse ignored in orders/manage.ts) 'lapses … once' failed (a lapsed order's cancel gave a
// second use back and a confirm took none: 0 where 1 was expected).
import {
  COUPON_MESSAGES,
  DEFAULT_CHECKOUT_MESSAGE,
  DELIVERY_MESSAGES,
  deliveryMinimumMessage,
  formatCents,
  ORDER_MESSAGES,
  orderBreakdownLines,
  SALE_CLOSING,
  type OrderBreakdown,
} from '@panel/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { coupons, orders } from '../src/db/schema.js';
import { createOrder, expireOrderHolds, quoteCart } from '../src/orders/index.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createShop, ipSequence, openFreshDatabase, type Shop } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';
const PANEL_ORIGIN = 'http://panel.test:3000';

let counter = 0;
const uniqueLink = () => `venta-${Date.now().toString(36)}-${++counter}`;
const freshIp = ipSequence('10.79');

// The rules, in cents (ARS has 2 decimals): a percentage rounded half up; a zone's fee waived from its
// free-over amount (inclusive) on the subtotal after discounts.
const percentOff = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);
const CABA = { fee: 250_000, freeOver: 3_000_000 };
const RESTO = { fee: 350_000, min: 5_000_000 };

describe.each(backends)('the sale’s order (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(
    backend,
    (started) => (app = started),
    { STORE_HOST, PUBLIC_URL: PANEL_ORIGIN },
    { orderHolds: false },
  );

  interface Sale {
    shop: Shop;
    /** Yerba at $27.500. */
    yerba: string;
    option: (name: string) => string;
  }

  /**
   * An Argentine store with 'CABA' ($2.500, free over $30.000), 'Resto CABA' ($3.500, from $50.000) and
   * 'Local Palermo' (pickup), transfers to the alias tienda.ana (with `transferDiscount` % off), and the
   * code PRIMERA10 (10%, `maxUses`).
   */
  async function sale(
    options: { maxUses?: number; transferDiscount?: number | null; only?: string } = {},
  ): Promise<Sale> {
    const shop = await createShop(app.db, {
      storeHost: STORE_HOST,
      link: uniqueLink(),
      storeName: 'Tienda de Ana',
    });
    const all = [
      { kind: 'envio', name: 'CABA', fee: '2500', freeOver: '30000' },
      { kind: 'envio', name: 'Resto CABA', fee: '3500', minSubtotal: '50000' },
      { kind: 'retiro', name: 'Local Palermo', detail: 'Honduras 4800, lun a vie 10 a 18 h' },
    ];
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/delivery/update',
      headers: shop.headers,
      payload: { options: options.only ? all.filter((o) => o.name === options.only) : all },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const delivery = await app.inject({
      method: 'GET',
      url: '/api/v2/stores/checkout/delivery',
      headers: shop.headers,
    });
    const ids = new Map(
      (delivery.json().data.options as { id: string; name: string }[]).map((o) => [o.name, o.id]),
    );
    const payments = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/payments/update',
      headers: shop.headers,
      payload: {
        methods: [
          {
            type: 'ar_transfer',
            alias: 'tienda.ana',
            holder: 'Ana Pérez',
            discountPercent: options.transferDiscount ?? null,
          },
          { type: 'cash' },
        ],
      },
    });
    expect(payments.statusCode, payments.body).toBe(200);
    const coupon = await app.inject({
      method: 'POST',
      url: '/api/v2/coupons/create',
      headers: shop.headers,
      payload: {
        code: 'PRIMERA10',
        kind: 'porcentaje',
        percent: 10,
        ...(options.maxUses ? { maxUses: options.maxUses } : {}),
      },
    });
    expect(coupon.statusCode, coupon.body).toBe(200);
    const yerba = await shop.product({ name: 'Yerba', retailPrice: '27500.00' });
    return {
      shop,
      yerba,
      option: (name) => {
        const id = ids.get(name);
        if (!id) throw new Error(`no option ${name}`);
        return id;
      },
    };
  }

  const post = (
    host: string,
    url: string,
    body: Record<string, unknown>,
    ip = freshIp(),
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method: 'POST', url, headers: { host }, payload: body, remoteAddress: ip });
  const order = (s: Sale, body: Record<string, unknown>, quantity = 1) =>
    post(s.shop.host, '/api/v2/storefront/orders', {
      lines: [{ productId: s.yerba, quantity }],
      customer: { name: 'María Núñez' },
      ...body,
    });
  const quote = (s: Sale, body: Record<string, unknown>, host = s.shop.host) =>
    post(host, '/api/v2/storefront/quote', {
      lines: [{ productId: s.yerba, quantity: 1 }],
      ...body,
    });
  const setStatus = (s: Sale, number: number, status: string) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/orders/${number}/status`,
      headers: s.shop.headers,
      payload: { status },
    });
  const usesOf = async (s: Sale) =>
    (
      await app.db
        .select({ uses: coupons.uses })
        .from(coupons)
        .where(and(eq(coupons.storeId, s.shop.storeId), eq(coupons.code, 'PRIMERA10')))
    )[0]?.uses;
  const orderOf = async (s: Sale, number: number) =>
    (
      await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.storeId, s.shop.storeId), eq(orders.number, number)))
    )[0];
  const countOrders = async (s: Sale) =>
    (
      await app.db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(orders)
        .where(eq(orders.storeId, s.shop.storeId))
    )[0]?.n;
  const lapse = async (s: Sale) => {
    await app.db
      .update(orders)
      .set({ holdUntil: sql`now() - interval '1 minute'` })
      .where(and(eq(orders.storeId, s.shop.storeId), eq(orders.status, 'nuevo')));
    return expireOrderHolds(app.db);
  };
  const textOf = (res: LightMyRequestResponse) =>
    new URL(res.json().data.whatsappUrl as string).searchParams.get('text') ?? '';

  it('prices $27.500 with PRIMERA10 and CABA: 24.750 is under the free-over 30.000, so the fee is charged', async () => {
    const s = await sale();
    const subtotal = 2_750_000;
    const discount = percentOff(subtotal, 10);
    const after = subtotal - discount;
    expect(after).toBeLessThan(CABA.freeOver);
    const total = after + CABA.fee;

    const res = await order(s, {
      deliveryOptionId: s.option('CABA'),
      address: 'Av. Corrientes 1234',
      couponCode: ' primera10 ',
      paymentType: 'ar_transfer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.total).toBe((total / 100).toFixed(2));
    expect(data.breakdown).toMatchObject({
      subtotalCents: subtotal,
      discountCents: discount,
      deliveryFeeCents: CABA.fee,
      totalCents: total,
      discounts: [{ kind: 'coupon', code: 'PRIMERA10', amountCents: discount }],
      delivery: { kind: 'envio', name: 'CABA', feeCents: CABA.fee, waived: false },
    });
    expect(data.breakdown.delivery.missingForFreeCents).toBe(CABA.freeOver - after);
    expect(data.payment).toMatchObject({ type: 'ar_transfer', alias: 'tienda.ana' });

    // Kept as the order's snapshot: total, breakdown, payment, coupon and address.
    const row = await orderOf(s, data.number);
    expect(row).toMatchObject({
      total: (total / 100).toFixed(2),
      deliveryType: 'delivery',
      address: 'Av. Corrientes 1234',
      breakdown: data.breakdown,
      payment: data.payment,
    });
    expect(row!.couponId).not.toBeNull();
    expect(await usesOf(s)).toBe(1);

    // The message ends with the figures and how to pay; 'Copiar pedido' is the same text.
    const text = textOf(res);
    expect(text).toBe(data.messageText);
    const money = (cents: number) => formatCents(cents, 'AR');
    expect(text.split('\n').slice(-5)).toEqual([
      `Subtotal: ${money(subtotal)}`,
      `Cupón PRIMERA10 (-10%): -${money(discount)}`,
      `Envío (CABA): ${money(CABA.fee)}`,
      `*Total: ${money(total)}*`,
      'Pago: transferencia al alias tienda.ana',
    ]);
    expect(text).toContain('Dirección: Av. Corrientes 1234');
    // It says the total, the delivery and the payment: the default closing no longer asks for them.
    expect(text).toContain(`\n${SALE_CLOSING}\n`);
    expect(text).not.toContain(DEFAULT_CHECKOUT_MESSAGE.end);
  });

  it('answers a replayed order (same Idempotency-Key) with its breakdown and payment, taking no second use', async () => {
    const s = await sale();
    const body = {
      lines: [{ productId: s.yerba, quantity: 1 }],
      customer: { name: 'María Núñez' },
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'PRIMERA10',
      paymentType: 'cash',
    };
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/v2/storefront/orders',
        headers: { host: s.shop.host, 'idempotency-key': `venta-${s.shop.storeId}` },
        payload: body,
        remoteAddress: freshIp(),
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    expect(again.json().data.payment).toEqual({ type: 'cash', discountPercent: null });
    expect(await countOrders(s)).toBe(1);
    expect(await usesOf(s)).toBe(1);
  });

  it('waives the CABA fee once the subtotal after the code reaches $30.000 (inclusive)', async () => {
    const s = await sale();
    // 2 × $27.500 = $55.000, 10% off: 49.500 ≥ 30.000.
    const subtotal = 2 * 2_750_000;
    const after = subtotal - percentOff(subtotal, 10);
    expect(after).toBeGreaterThanOrEqual(CABA.freeOver);
    const res = await order(
      s,
      {
        deliveryOptionId: s.option('CABA'),
        address: 'Av. Corrientes 1234',
        couponCode: 'PRIMERA10',
      },
      2,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.breakdown).toMatchObject({
      deliveryFeeCents: 0,
      totalCents: after,
      delivery: { feeCents: 0, waived: true, missingForFreeCents: null },
    });
    expect(textOf(res)).toContain('Envío (CABA): Gratis');
  });

  it('applies the transfer discount on what the code left, and says how to pay', async () => {
    const s = await sale({ transferDiscount: 10 });
    const subtotal = 2_750_000;
    const coupon = percentOff(subtotal, 10);
    const transfer = percentOff(subtotal - coupon, 10);
    const res = await order(s, {
      deliveryOptionId: s.option('Local Palermo'),
      address: 'ignored for a pickup',
      couponCode: 'PRIMERA10',
      paymentType: 'ar_transfer',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { breakdown } = res.json().data as { breakdown: OrderBreakdown };
    expect(breakdown.discounts.map((d) => [d.kind, d.amountCents])).toEqual([
      ['coupon', coupon],
      ['payment', transfer],
    ]);
    expect(breakdown.totalCents).toBe(subtotal - coupon - transfer);
    const row = await orderOf(s, res.json().data.number);
    expect(row).toMatchObject({ deliveryType: 'pickup', address: '' });
    expect(textOf(res).split('\n').slice(-6)).toEqual(
      orderBreakdownLines(breakdown, 'AR', row!.payment),
    );
    expect(textOf(res)).toContain('Retiro en: Local Palermo — Honduras 4800, lun a vie 10 a 18 h');
    expect(textOf(res)).not.toContain('Dirección');
    // The order's page shows the same breakdown and how to pay, as they were when ordered (read.ts's
    // breakdown or payment read as null failed here).
    const page = await app.inject({
      method: 'GET',
      url: new URL(res.json().data.orderUrl as string).pathname,
      headers: { host: s.shop.host },
    });
    expect(page.statusCode).toBe(200);
    // (The page also carries the WhatsApp message, which says both: the rows and the card are looked for.)
    expect(page.body).toContain(
      `Descuento transferencia (-10%)</th><td>-${formatCents(transfer, 'AR')}</td>`,
    );
    expect(page.body).toMatch(
      /<h2 id="pago">Cómo pagar<\/h2>[^]*<code id="pago-0">tienda\.ana<\/code>/,
    );
  });

  // Seen surviving mutation (create.ts): the use taken for a coupon found but not applied (`couponApplied`
  // made true), or not taken when a payment discount applied beside it (`.some` made `.every`).
  it('takes a coupon’s use only when the coupon applies, beside a payment discount or not', async () => {
    const s = await sale({ transferDiscount: 20 });
    const body = {
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'PRIMERA10',
      paymentType: 'ar_transfer',
    };
    const kinds = (res: LightMyRequestResponse) =>
      (res.json().data.breakdown.discounts as { kind: string }[]).map((d) => d.kind);
    // Combinable: both apply, and the coupon's use is taken.
    const both = await order(s, body);
    expect(both.statusCode, both.body).toBe(200);
    expect(kinds(both)).toEqual(['coupon', 'payment']);
    expect(await usesOf(s)).toBe(1);
    // Not combinable: the larger discount (the transfer's 20 %) applies alone; the coupon's use stays.
    await app.db
      .update(coupons)
      .set({ combinesWithPaymentDiscount: false })
      .where(and(eq(coupons.storeId, s.shop.storeId), eq(coupons.code, 'PRIMERA10')));
    const alone = await order(s, body);
    expect(alone.statusCode, alone.body).toBe(200);
    expect(kinds(alone)).toEqual(['payment']);
    expect(await usesOf(s)).toBe(1);
    expect((await orderOf(s, alone.json().data.number))!.couponId).toBeNull();
  });

  it('refuses a fee, discount or total in the body; the service never reads one either', async () => {
    const s = await sale();
    const choices = {
      deliveryOptionId: s.option('CABA'),
      address: 'Av. Corrientes 1234',
      couponCode: 'PRIMERA10',
    };
    for (const forged of [
      { total: '1.00' },
      { deliveryFeeCents: 0 },
      { discountCents: 2_750_000 },
      { breakdown: { totalCents: 100 } },
    ]) {
      const res = await order(s, { ...choices, ...forged });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await countOrders(s)).toBe(0);
    expect(await usesOf(s)).toBe(0);

    // Past the schema (another caller of the service): the figures a caller adds are not inputs.
    const forgedInput = {
      storeId: s.shop.storeId,
      lines: [{ productId: s.yerba, quantity: 1, unitPrice: 1 }],
      customer: { name: 'María' },
      delivery: { type: 'delivery' as const, address: 'Av. Corrientes 1234' },
      choices: { ...choices, feeCents: 0, discountCents: 2_750_000, totalCents: 100 },
      total: 1,
      breakdown: { totalCents: 100 },
      clientKey: 'ip:forged',
      orderPageUrl: (token: string) => `http://${s.shop.host}/pedido/${token}`,
    };
    const placed = await createOrder(app.db, forgedInput);
    expect(placed.ok).toBe(true);
    const subtotal = 2_750_000;
    const total = subtotal - percentOff(subtotal, 10) + CABA.fee;
    const row = await orderOf(s, 1001);
    expect(row!.total).toBe((total / 100).toFixed(2));
    expect(row!.breakdown!.totalCents).toBe(total);
  });

  it('refuses a zone under its minimum with the amount missing, and asks for an option when there are several', async () => {
    const s = await sale();
    const resto = await order(s, { deliveryOptionId: s.option('Resto CABA'), address: 'Calle 1' });
    expect(resto.statusCode).toBe(400);
    expect(resto.json()).toEqual({
      ok: false,
      error: deliveryMinimumMessage(
        { name: 'Resto CABA', minSubtotalCents: RESTO.min },
        RESTO.min - 2_750_000,
        'AR',
      ),
      field: 'deliveryOptionId',
    });
    expect(resto.json().error).toBe(
      'El envío a Resto CABA es para pedidos desde $50.000: te faltan $22.500.',
    );
    // None chosen (or one the store does not have) among several.
    for (const deliveryOptionId of [undefined, 'otra-tienda']) {
      const none = await order(s, deliveryOptionId ? { deliveryOptionId } : {});
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({
        ok: false,
        error: DELIVERY_MESSAGES.choose,
        field: 'deliveryOptionId',
      });
    }
    // A zone needs the address.
    const noAddress = await order(s, { deliveryOptionId: s.option('CABA'), address: '  ' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toEqual({
      ok: false,
      error: ORDER_MESSAGES.addressRequired,
      field: 'address',
    });
    expect(await countOrders(s)).toBe(0);
    // Nothing was numbered: the next order is 1001.
    const ok = await order(s, { deliveryOptionId: s.option('CABA'), address: 'Calle 1' });
    expect(ok.json().data.number).toBe(1001);
  });

  it('says another store’s code does not exist, and an expired one expired', async () => {
    const s = await sale();
    const other = await sale();
    await app.db
      .update(coupons)
      .set({ code: 'SOLOMIA' })
      .where(eq(coupons.storeId, other.shop.storeId));
    const foreign = await order(s, {
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'solomia',
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      ok: false,
      error: COUPON_MESSAGES.notFound,
      field: 'couponCode',
    });
    // The quote says the same; the other store's coupon is untouched.
    const quoted = await quote(s, {
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'SOLOMIA',
    });
    expect(quoted.statusCode).toBe(400);
    expect(quoted.json().error).toBe(COUPON_MESSAGES.notFound);
    expect((await usesOf(other)) ?? 0).toBe(0);

    await app.db
      .update(coupons)
      .set({ startsOn: '2025-01-01', endsOn: '2025-01-31' })
      .where(eq(coupons.storeId, s.shop.storeId));
    const expired = await order(s, {
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'PRIMERA10',
    });
    expect(expired.json()).toEqual({
      ok: false,
      error: COUPON_MESSAGES.expired,
      field: 'couponCode',
    });
  });

  it('gives the coupon’s last use to exactly one of two orders placed at once', async () => {
    const s = await sale({ maxUses: 1 });
    const body = {
      deliveryOptionId: s.option('Local Palermo'),
      couponCode: 'PRIMERA10',
    };
    const results = await Promise.all([order(s, body), order(s, body)]);
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses, results.map((r) => r.body).join('\n')).toEqual([200, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toEqual({
      ok: false,
      error: COUPON_MESSAGES.usedUp,
      field: 'couponCode',
    });
    expect(await usesOf(s)).toBe(1);
    expect(await countOrders(s)).toBe(1);

    // Cancelled, the winner gives the use back: the next customer gets it.
    expect((await setStatus(s, 1001, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(0);
    const next = await order(s, body);
    expect(next.statusCode, next.body).toBe(200);
    expect(await usesOf(s)).toBe(1);
  });

  it('gives the use back once when an order is cancelled, from nuevo or from confirmado', async () => {
    const s = await sale({ maxUses: 5 });
    const body = { deliveryOptionId: s.option('Local Palermo'), couponCode: 'PRIMERA10' };
    expect((await order(s, body)).statusCode).toBe(200);
    expect((await order(s, body)).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(2);

    expect((await setStatus(s, 1001, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(1);
    // Cancelled again: refused, nothing given twice.
    expect((await setStatus(s, 1001, 'cancelado')).statusCode).toBe(409);
    expect(await usesOf(s)).toBe(1);

    // Confirmed, it keeps its use; cancelled then, it gives it back.
    expect((await setStatus(s, 1002, 'confirmado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(1);
    expect((await setStatus(s, 1002, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(0);

    // An order whose code did not apply (no code) holds none and gives none back.
    expect((await order(s, { deliveryOptionId: s.option('Local Palermo') })).statusCode).toBe(200);
    expect((await setStatus(s, 1003, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(0);
  });

  it('gives the use back once when an order lapses; a lapsed order cancelled gives nothing, confirmed takes it again', async () => {
    const s = await sale({ maxUses: 5 });
    const body = { deliveryOptionId: s.option('Local Palermo'), couponCode: 'PRIMERA10' };
    expect((await order(s, body)).statusCode).toBe(200);
    expect((await order(s, body)).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(2);

    const lapsed = (await lapse(s)).filter((o) => o.storeId === s.shop.storeId);
    expect(lapsed.map((o) => o.number).sort()).toEqual([1001, 1002]);
    expect(await usesOf(s)).toBe(0);
    // A second sweep finds nothing to give back.
    expect((await expireOrderHolds(app.db)).filter((o) => o.storeId === s.shop.storeId)).toEqual(
      [],
    );

    // A third order takes one; the lapsed 1001 cancelled gives nothing back (it holds none).
    expect((await order(s, body)).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(1);
    expect((await setStatus(s, 1001, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(1);

    // The lapsed 1002 confirmed holds its use again, and gives it back once cancelled.
    expect((await setStatus(s, 1002, 'confirmado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(2);
    expect((await setStatus(s, 1002, 'cancelado')).statusCode).toBe(200);
    expect(await usesOf(s)).toBe(1);
  });

  it('quotes the cart with the same breakdown the order gets, and only from the store’s own records', async () => {
    const s = await sale({ transferDiscount: 10 });
    const choices = {
      deliveryOptionId: s.option('CABA'),
      couponCode: 'primera10',
      paymentType: 'ar_transfer',
    };
    const quoted = await quote(s, choices);
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.headers['cache-control']).toBe('no-store');
    const subtotal = 2_750_000;
    const coupon = percentOff(subtotal, 10);
    const transfer = percentOff(subtotal - coupon, 10);
    // 22.275 after both discounts, under 30.000: the fee is charged, and 7.725 are missing for free.
    const after = subtotal - coupon - transfer;
    expect(quoted.json().data.breakdown).toMatchObject({
      subtotalCents: subtotal,
      discountCents: coupon + transfer,
      deliveryFeeCents: CABA.fee,
      totalCents: after + CABA.fee,
      delivery: { missingForFreeCents: CABA.freeOver - after },
    });
    expect(quoted.json().data.payment).toMatchObject({ type: 'ar_transfer', alias: 'tienda.ana' });
    // Quoting takes no use.
    expect(await usesOf(s)).toBe(0);

    const placed = await order(s, { ...choices, address: 'Av. Corrientes 1234' });
    expect(placed.json().data.breakdown).toEqual(quoted.json().data.breakdown);

    // Refusals as the order's: a zone's minimum, a forged figure, another store's product.
    const resto = await quote(s, { deliveryOptionId: s.option('Resto CABA') });
    expect(resto.statusCode).toBe(400);
    expect(resto.json().field).toBe('deliveryOptionId');
    expect((await quote(s, { ...choices, totalCents: 1 })).statusCode).toBe(400);
    const other = await sale();
    const foreign = await post(s.shop.host, '/api/v2/storefront/quote', {
      lines: [{ productId: other.yerba, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toBe(ORDER_MESSAGES.unavailable);
    // Off a store host: 404.
    expect((await quote(s, choices, 'panel.test:3000')).statusCode).toBe(404);
  });

  it('holds back a client asking too many quotes (its own bucket)', async () => {
    const s = await sale({ only: 'CABA' });
    const ask = () =>
      quoteCart(app.db, {
        store: { id: s.shop.storeId, country: 'AR' },
        lines: [{ productId: s.yerba, quantity: 1 }],
        choices: {},
        clientKey: `ip:quotes-${s.shop.storeId}`,
        limit: { scope: 'quote-test', max: 2, windowSeconds: 60 },
      });
    expect((await ask()).ok).toBe(true);
    const only = await ask();
    // The store's only option is chosen for the customer.
    expect(only.ok && only.breakdown.delivery?.name).toBe('CABA');
    const third = await ask();
    expect(third.ok).toBe(false);
    if (!third.ok) {
      expect(third.refusal.status).toBe(429);
      expect(third.refusal.retryAfterSeconds).toBeGreaterThan(0);
    }
  });

  // A store that takes no orders yet (no WhatsApp) may switch every delivery option off: only a store
  // that takes orders must keep one on (DELIVERY_MESSAGES.atLeastOne). Its cart is still priced, with no
  // option to ask for. Seen failing with quote.ts's `deliveryRequired: deliveryOptions.length > 0` made
  // `true` or `>= 0`: 400 'Elige una forma de entrega.' on a cart that has none to choose.
  it('prices the cart of a store with every delivery option off without asking for one', async () => {
    const shop = await createShop(app.db, {
      storeHost: STORE_HOST,
      link: uniqueLink(),
      storeName: 'Tienda de Ana',
      whatsapp: false,
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/delivery/update',
      headers: shop.headers,
      payload: { options: [{ kind: 'coordinar', name: 'A coordinar', active: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const yerba = await shop.product({ name: 'Yerba', retailPrice: '27500.00' });
    const quoted = await post(shop.host, '/api/v2/storefront/quote', {
      lines: [{ productId: yerba, quantity: 2 }],
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json().data.breakdown).toEqual({
      subtotalCents: 5_500_000,
      discounts: [],
      discountCents: 0,
      delivery: null,
      deliveryFeeCents: 0,
      totalCents: 5_500_000,
    });
  });

  // A database that fails is the caller's 500, never an answer. Seen failing with quote.ts's catch
  // made to answer every error (`err instanceof Refused` made `true`): `{ ok: false, refusal: undefined }`.
  it('throws what the database throws out of quoteCart, not a refusal', async () => {
    const closed = await openFreshDatabase(backend);
    await closed.close();
    await expect(
      quoteCart(closed.db, {
        store: { id: '00000000-0000-4000-8000-000000000000', country: 'AR' },
        lines: [{ productId: '00000000-0000-4000-8000-000000000001', quantity: 1 }],
        choices: {},
        clientKey: 'ip:cerrada',
      }),
    ).rejects.toThrow();
  });
});
