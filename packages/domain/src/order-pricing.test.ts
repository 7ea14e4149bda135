import { describe, expect, it } from 'vitest';
import type { DeliveryOption } from './delivery';
import { COUPON_MESSAGES } from './discounts';
import { paymentDiscountLabel, priceOrder, type PriceOrderInput } from './order-pricing';
import { cabaZone, coupon } from './sale.fixtures';

const zone = (overrides: Partial<DeliveryOption> = {}): DeliveryOption =>
  cabaZone({ id: 'zona-centro', name: 'Zona Centro', freeOverCents: null, ...overrides });
const retiro: DeliveryOption = zone({
  id: 'retiro',
  kind: 'retiro',
  name: 'Local Palermo',
  feeCents: 0,
});
const base: PriceOrderInput = {
  country: 'AR',
  lines: [
    { unitPriceCents: 1_000_000, quantity: 2 },
    { unitPriceCents: 750_000, quantity: 1 },
  ],
  today: '2026-11-27',
};
const transfer10 = { type: 'ar_transfer', discountPercent: 10 } as const;

describe('priceOrder', () => {
  it("prices the research's message: coupon, transfer discount on what is left, shipping last", () => {
    const result = priceOrder({
      ...base,
      couponCode: 'primera10',
      coupon: coupon(),
      payment: transfer10,
      delivery: zone(),
    });
    expect(result).toEqual({
      ok: true,
      breakdown: {
        subtotalCents: 2_750_000,
        discounts: [
          {
            kind: 'coupon',
            label: 'Cupón PRIMERA10 (-10%)',
            amountCents: 275_000,
            code: 'PRIMERA10',
          },
          { kind: 'payment', label: 'Descuento transferencia (-10%)', amountCents: 247_500 },
        ],
        discountCents: 522_500,
        delivery: {
          optionId: 'zona-centro',
          kind: 'envio',
          name: 'Zona Centro',
          detail: null,
          feeCents: 150_000,
          waived: false,
          missingForFreeCents: null,
        },
        deliveryFeeCents: 150_000,
        totalCents: 2_377_500,
      },
    });
  });

  it('never lets a fixed coupon take more than the subtotal: the total is the shipping only', () => {
    const result = priceOrder({
      ...base,
      lines: [{ unitPriceCents: 300_000, quantity: 1 }],
      couponCode: 'REGALO',
      coupon: coupon({ code: 'REGALO', kind: 'monto_fijo', value: 500_000 }),
      payment: transfer10,
      delivery: zone(),
    });
    expect(result.ok && result.breakdown).toMatchObject({
      discountCents: 300_000,
      totalCents: 150_000,
    });
  });

  it("computes the free-over rule from the subtotal after discounts (the issue's e2e order)", () => {
    const caba = zone({ id: 'caba', name: 'CABA', freeOverCents: 3_000_000 });
    const withCode = priceOrder({
      ...base,
      couponCode: 'PRIMERA10',
      coupon: coupon(),
      delivery: caba,
    });
    // 27 500 − 2 750 = 24 750: 5 250 short of 30 000, so the fee stays.
    expect(withCode.ok && withCode.breakdown).toMatchObject({
      deliveryFeeCents: 150_000,
      totalCents: 2_625_000,
      delivery: { missingForFreeCents: 525_000, waived: false },
    });
    const over = priceOrder({
      ...base,
      lines: [{ unitPriceCents: 3_400_000, quantity: 1 }],
      couponCode: 'PRIMERA10',
      coupon: coupon(),
      delivery: caba,
    });
    // 34 000 − 3 400 = 30 600 ≥ 30 000: free.
    expect(over.ok && over.breakdown).toMatchObject({ deliveryFeeCents: 0, totalCents: 3_060_000 });
  });

  it('answers why a code does not apply, and needs no code to price', () => {
    expect(priceOrder({ ...base, couponCode: 'NOEXISTE', coupon: null })).toEqual({
      ok: false,
      field: 'coupon',
      error: 'Este cupón no existe',
    });
    expect(
      priceOrder({ ...base, couponCode: 'X', coupon: coupon({ minSubtotalCents: 3_000_000 }) }),
    ).toEqual({
      ok: false,
      field: 'coupon',
      error: 'Compra mínima: $30.000',
    });
    expect(priceOrder({ ...base, couponCode: '  ', coupon: coupon() })).toMatchObject({
      ok: true,
      breakdown: { discounts: [], totalCents: 2_750_000 },
    });
  });

  it('waives a zone fee with an envío gratis coupon and refuses it for a pickup', () => {
    const free = coupon({ code: 'ENVIO', kind: 'envio_gratis', value: null });
    const result = priceOrder({ ...base, couponCode: 'envio', coupon: free, delivery: zone() });
    expect(result.ok && result.breakdown).toMatchObject({
      deliveryFeeCents: 0,
      totalCents: 2_750_000,
      discounts: [{ label: 'Cupón ENVIO (envío gratis)', amountCents: 0 }],
      delivery: { waived: true, feeCents: 0 },
    });
    expect(priceOrder({ ...base, couponCode: 'envio', coupon: free, delivery: retiro })).toEqual({
      ok: false,
      field: 'coupon',
      error: COUPON_MESSAGES.freeShippingNeedsDelivery,
    });
  });

  it('applies only the larger discount when the coupon does not combine', () => {
    const alone = coupon({ value: 5, combinesWithPaymentDiscount: false });
    const payment = priceOrder({ ...base, couponCode: 'X', coupon: alone, payment: transfer10 });
    expect(payment.ok && payment.breakdown.discounts).toEqual([
      { kind: 'payment', label: 'Descuento transferencia (-10%)', amountCents: 275_000 },
    ]);
    const bigger = coupon({ value: 20, combinesWithPaymentDiscount: false });
    const couponWins = priceOrder({
      ...base,
      couponCode: 'X',
      coupon: bigger,
      payment: transfer10,
    });
    expect(couponWins.ok && couponWins.breakdown).toMatchObject({
      discounts: [{ kind: 'coupon', amountCents: 550_000 }],
      totalCents: 2_200_000,
    });
  });

  it('rounds to whole pesos in Chile and leaves a coordinated delivery out of the total', () => {
    const result = priceOrder({
      ...base,
      country: 'CL',
      lines: [{ unitPriceCents: 1_299_000, quantity: 1 }],
      couponCode: 'X',
      coupon: coupon({ value: 15 }),
      payment: { type: 'cash', discountPercent: 5 },
      delivery: zone({ kind: 'coordinar', name: 'A coordinar por WhatsApp', feeCents: null }),
    });
    // 12 990 − 1 949 (1 948,5 up) = 11 041; 5 % = 552,05 → 552; total 10 489.
    expect(result.ok && result.breakdown).toMatchObject({
      discounts: [
        { amountCents: 194_900 },
        { label: 'Descuento efectivo (-5%)', amountCents: 55_200 },
      ],
      delivery: { feeCents: null },
      deliveryFeeCents: 0,
      totalCents: 1_048_900,
    });
  });

  it('refuses a zone under its minimum after discounts, a missing choice and an inactive option', () => {
    const minimum = zone({ minSubtotalCents: 2_600_000 });
    expect(priceOrder({ ...base, delivery: minimum })).toMatchObject({ ok: true });
    expect(priceOrder({ ...base, couponCode: 'X', coupon: coupon(), delivery: minimum })).toEqual({
      ok: false,
      field: 'delivery',
      error: 'El envío a Zona Centro es para pedidos desde $26.000: te faltan $1.250.',
    });
    expect(priceOrder({ ...base, deliveryRequired: true })).toMatchObject({
      ok: false,
      field: 'delivery',
    });
    expect(priceOrder({ ...base, delivery: zone({ active: false }) })).toMatchObject({
      ok: false,
      field: 'delivery',
    });
  });

  it('refuses a line that is not whole cents or a whole quantity', () => {
    expect(() => priceOrder({ ...base, lines: [{ unitPriceCents: 10.5, quantity: 1 }] })).toThrow(
      RangeError,
    );
    expect(() => priceOrder({ ...base, lines: [{ unitPriceCents: 100, quantity: 0 }] })).toThrow(
      RangeError,
    );
  });
});

describe('priceOrder: which discounts stay', () => {
  it('adds no payment line without a payment discount', () => {
    const result = priceOrder({ ...base, payment: { type: 'ar_transfer', discountPercent: null } });
    expect(result.ok && result.breakdown.discounts).toEqual([]);
  });

  it('keeps both when they combine, even when the payment discount is the larger', () => {
    const result = priceOrder({
      ...base,
      couponCode: 'X',
      coupon: coupon({ value: 5 }),
      payment: transfer10,
    });
    expect(result.ok && result.breakdown.discounts.map((d) => [d.kind, d.amountCents])).toEqual([
      ['coupon', 137_500],
      ['payment', 261_250],
    ]);
  });

  it('keeps the coupon on a tie, and both with a non-combining envío gratis coupon', () => {
    const tie = priceOrder({
      ...base,
      couponCode: 'X',
      coupon: coupon({ combinesWithPaymentDiscount: false }),
      payment: transfer10,
    });
    expect(tie.ok && tie.breakdown.discounts.map((d) => d.kind)).toEqual(['coupon']);
    const free = priceOrder({
      ...base,
      couponCode: 'X',
      coupon: coupon({ kind: 'envio_gratis', value: null, combinesWithPaymentDiscount: false }),
      payment: { type: 'pix', discountPercent: 5 },
      delivery: zone(),
    });
    expect(free.ok && free.breakdown).toMatchObject({
      discounts: [{ kind: 'coupon' }, { label: 'Descuento Pix (-5%)', amountCents: 137_500 }],
      deliveryFeeCents: 0,
    });
  });

  it('prices a chosen option when one is required, a free line, and refuses a negative price', () => {
    expect(priceOrder({ ...base, delivery: zone(), deliveryRequired: true })).toMatchObject({
      ok: true,
    });
    expect(priceOrder({ ...base, lines: [{ unitPriceCents: 0, quantity: 1 }] })).toMatchObject({
      ok: true,
      breakdown: { totalCents: 0 },
    });
    expect(() => priceOrder({ ...base, lines: [{ unitPriceCents: -1, quantity: 1 }] })).toThrow(
      'Precio de línea inválido.',
    );
    expect(() => priceOrder({ ...base, lines: [{ unitPriceCents: 1, quantity: 1.5 }] })).toThrow(
      'Cantidad inválida.',
    );
    expect(
      priceOrder({
        ...base,
        couponCode: 'X',
        coupon: coupon({ kind: 'envio_gratis', value: null }),
      }),
    ).toEqual({
      ok: false,
      field: 'coupon',
      error: COUPON_MESSAGES.freeShippingNeedsDelivery,
    });
  });

  it('names the payment discount by its method', () => {
    expect(
      (
        ['mx_spei', 'cl_transfer', 'pe_wallet', 'co_wallet', 'pix', 'cash', 'payment_link'] as const
      ).map((type) => paymentDiscountLabel(type, 10)),
    ).toEqual([
      'Descuento transferencia (-10%)',
      'Descuento transferencia (-10%)',
      'Descuento Yape/Plin (-10%)',
      'Descuento transferencia (-10%)',
      'Descuento Pix (-10%)',
      'Descuento efectivo (-10%)',
      'Descuento link de pago (-10%)',
    ]);
  });
});
