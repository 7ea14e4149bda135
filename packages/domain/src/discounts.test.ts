import { describe, expect, it } from 'vitest';
import {
  COUPON_KIND_NAMES,
  COUPON_MESSAGES,
  couponLabel,
  couponDiscountCents,
  couponProblem,
  normalizeCouponCode,
  storeDate,
  validateCouponInput,
} from './discounts';
import { coupon } from './sale.fixtures';

const at = (subtotalCents: number, today = '2026-01-15', country = 'AR') => ({
  subtotalCents,
  today,
  country,
});

describe('couponProblem', () => {
  it("answers the issue's reasons", () => {
    expect(couponProblem(null, at(100))).toBe('Este cupón no existe');
    expect(couponProblem(coupon({ endsOn: '2026-01-14' }), at(100))).toBe('Este cupón venció');
    expect(couponProblem(coupon({ maxUses: 3, uses: 3 }), at(100))).toBe(
      'Este cupón ya no tiene usos disponibles',
    );
    expect(
      couponProblem(coupon({ minSubtotalCents: 2_000_000 }), at(1_999_999, '2026-01-15', 'CL')),
    ).toBe('Compra mínima: $20.000');
    // A sentence writes a whole amount without ',00' in Argentina too, as the issue spells it; cents stay.
    expect(couponProblem(coupon({ minSubtotalCents: 2_000_000 }), at(1_999_999))).toBe(
      'Compra mínima: $20.000',
    );
    expect(couponProblem(coupon({ minSubtotalCents: 2_000_050 }), at(1_999_999))).toBe(
      'Compra mínima: $20.000,50',
    );
    expect(couponProblem(coupon({ active: false }), at(100))).toBe(COUPON_MESSAGES.inactive);
    expect(couponProblem(coupon({ startsOn: '2026-01-16' }), at(100))).toBe(
      COUPON_MESSAGES.notStarted,
    );
  });

  it('applies at the minimum, on its first and last day, and with one use left', () => {
    expect(couponProblem(coupon({ minSubtotalCents: 2_000_000 }), at(2_000_000))).toBeNull();
    expect(
      couponProblem(coupon({ startsOn: '2026-01-15', endsOn: '2026-01-15' }), at(1)),
    ).toBeNull();
    expect(couponProblem(coupon({ maxUses: 3, uses: 2 }), at(1))).toBeNull();
  });

  it("counts the end date inclusive in the store's time zone (research vector)", () => {
    const endsJan31 = coupon({ endsOn: '2026-01-31' });
    const zone = 'America/Argentina/Buenos_Aires';
    const lastMinute = storeDate(new Date('2026-02-01T02:59:00Z'), zone); // 31/1 23:59 in Buenos Aires
    const midnight = storeDate(new Date('2026-02-01T03:00:00Z'), zone);
    expect([lastMinute, midnight]).toEqual(['2026-01-31', '2026-02-01']);
    expect(couponProblem(endsJan31, at(100, lastMinute))).toBeNull();
    expect(couponProblem(endsJan31, at(100, midnight))).toBe(COUPON_MESSAGES.expired);
  });
});

describe('couponDiscountCents', () => {
  it('takes a percentage rounded half up to the currency step', () => {
    expect(couponDiscountCents(coupon(), 2_750_000, 'AR')).toBe(275_000);
    expect(couponDiscountCents(coupon({ value: 15 }), 199_999, 'AR')).toBe(30_000);
    expect(couponDiscountCents(coupon({ value: 15 }), 1_299_000, 'CL')).toBe(194_900);
    expect(couponDiscountCents(coupon({ value: 100 }), 1_299_000, 'CL')).toBe(1_299_000);
  });

  it('never takes a fixed amount above the subtotal', () => {
    expect(couponDiscountCents(coupon({ kind: 'monto_fijo', value: 500_000 }), 300_000, 'AR')).toBe(
      300_000,
    );
    expect(couponDiscountCents(coupon({ kind: 'monto_fijo', value: 50_000 }), 300_000, 'AR')).toBe(
      50_000,
    );
    expect(couponDiscountCents(coupon({ kind: 'envio_gratis', value: null }), 300_000, 'AR')).toBe(
      0,
    );
  });
});

describe('validateCouponInput', () => {
  it('stores the code uppercase and amounts in cents', () => {
    expect(
      validateCouponInput(
        {
          code: ' primera10 ',
          kind: 'monto_fijo',
          value: '2500.50',
          minSubtotal: '20000',
          maxUses: '100',
        },
        'AR',
      ),
    ).toEqual({
      ok: true,
      coupon: {
        code: 'PRIMERA10',
        kind: 'monto_fijo',
        value: 250_050,
        minSubtotalCents: 2_000_000,
        maxUses: 100,
        startsOn: null,
        endsOn: null,
        active: true,
        combinesWithPaymentDiscount: true,
      },
    });
    expect(normalizeCouponCode('Verano2026')).toBe('VERANO2026');
  });

  it('refuses each bad field with its Spanish message', () => {
    expect(
      validateCouponInput(
        {
          code: 'mi cupón',
          kind: 'porcentaje',
          value: 101,
          minSubtotal: '-1',
          maxUses: 0,
          startsOn: '2026-02-30',
          endsOn: 'mañana',
        },
        'AR',
      ),
    ).toEqual({
      ok: false,
      errors: {
        code: COUPON_MESSAGES.code,
        value: COUPON_MESSAGES.percent,
        minSubtotal: COUPON_MESSAGES.minSubtotal,
        maxUses: COUPON_MESSAGES.maxUses,
        startsOn: COUPON_MESSAGES.date,
        endsOn: COUPON_MESSAGES.date,
      },
    });
    expect(validateCouponInput({ code: 'AB', kind: 'x' }, 'AR')).toEqual({
      ok: false,
      errors: { code: COUPON_MESSAGES.code, kind: COUPON_MESSAGES.kind },
    });
    expect(
      validateCouponInput(
        { code: 'ABC', kind: 'envio_gratis', startsOn: '2026-02-01', endsOn: '2026-01-31' },
        'AR',
      ),
    ).toEqual({ ok: false, errors: { endsOn: COUPON_MESSAGES.dateOrder } });
  });

  it('wants a whole amount where the currency has no decimals', () => {
    expect(
      validateCouponInput({ code: 'ABC', kind: 'monto_fijo', value: '1000.50' }, 'CL'),
    ).toEqual({
      ok: false,
      errors: { value: COUPON_MESSAGES.wholeAmount },
    });
    expect(
      validateCouponInput({ code: 'ABC', kind: 'monto_fijo', value: '10000000000' }, 'AR'),
    ).toEqual({
      ok: false,
      errors: { value: COUPON_MESSAGES.amount },
    });
    expect(validateCouponInput({ code: 'ABC', kind: 'monto_fijo', value: '0' }, 'AR')).toEqual({
      ok: false,
      errors: { value: COUPON_MESSAGES.amount },
    });
  });
});

describe('validateCouponInput boundaries', () => {
  const ok = (input: Parameters<typeof validateCouponInput>[0], country = 'AR') => {
    const check = validateCouponInput(input, country);
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    return check.coupon;
  };
  const errors = (input: Parameters<typeof validateCouponInput>[0], country = 'AR') => {
    const check = validateCouponInput(input, country);
    return check.ok ? null : check.errors;
  };

  it('takes percentages from 1 to 100, as numbers or digits', () => {
    expect(ok({ code: 'ABC', kind: 'porcentaje', value: 1 }).value).toBe(1);
    expect(ok({ code: 'ABC', kind: 'porcentaje', value: 100 }).value).toBe(100);
    expect(ok({ code: 'ABC', kind: 'porcentaje', value: ' 15 ' }).value).toBe(15);
    for (const value of [0, 101, 2.5, 'diez', null, true]) {
      expect(errors({ code: 'ABC', kind: 'porcentaje', value })).toEqual({
        value: COUPON_MESSAGES.percent,
      });
    }
  });

  it('takes uses from 1 to 1.000.000 and amounts up to what the database holds', () => {
    expect(ok({ code: 'ABC', kind: 'envio_gratis', maxUses: 1 }).maxUses).toBe(1);
    expect(ok({ code: 'ABC', kind: 'envio_gratis', maxUses: ' 1000000 ' }).maxUses).toBe(1_000_000);
    for (const maxUses of [0, 1_000_001, 1.5, 'muchos', true]) {
      expect(errors({ code: 'ABC', kind: 'envio_gratis', maxUses })).toEqual({
        maxUses: COUPON_MESSAGES.maxUses,
      });
    }
    expect(ok({ code: 'ABC', kind: 'monto_fijo', value: '9999999999.99' }).value).toBe(
      999_999_999_999,
    );
    expect(ok({ code: 'ABC', kind: 'monto_fijo', value: 25 }).value).toBe(2500);
    expect(errors({ code: 'ABC', kind: 'monto_fijo', value: true })).toEqual({
      value: COUPON_MESSAGES.amount,
    });
    expect(
      ok({ code: 'ABC', kind: 'envio_gratis', minSubtotal: '9999999999.99' }).minSubtotalCents,
    ).toBe(999_999_999_999);
    expect(ok({ code: 'ABC', kind: 'envio_gratis', minSubtotal: 100 }).minSubtotalCents).toBe(
      10_000,
    );
    expect(ok({ code: 'ABC', kind: 'envio_gratis', minSubtotal: '0' }).minSubtotalCents).toBeNull();
    expect(
      ok({ code: 'ABC', kind: 'envio_gratis', minSubtotal: '  ' }).minSubtotalCents,
    ).toBeNull();
    expect(errors({ code: 'ABC', kind: 'envio_gratis', minSubtotal: '10000000000' })).toEqual({
      minSubtotal: COUPON_MESSAGES.minSubtotal,
    });
    expect(errors({ code: 'ABC', kind: 'envio_gratis', minSubtotal: true })).toEqual({
      minSubtotal: COUPON_MESSAGES.minSubtotal,
    });
  });

  it('takes one-day coupons and open ends, and keeps the switches', () => {
    expect(
      ok({ code: 'ABC', kind: 'envio_gratis', startsOn: '2026-01-31', endsOn: '2026-01-31' }),
    ).toMatchObject({
      startsOn: '2026-01-31',
      endsOn: '2026-01-31',
    });
    expect(
      ok({ code: 'ABC', kind: 'envio_gratis', startsOn: ' 2026-01-01 ', endsOn: null }),
    ).toMatchObject({
      startsOn: '2026-01-01',
      endsOn: null,
    });
    expect(ok({ code: 'ABC', kind: 'envio_gratis', endsOn: '2026-01-01' }).startsOn).toBeNull();
    for (const day of ['x2026-01-01', '2026-01-01x', 20260101]) {
      expect(errors({ code: 'ABC', kind: 'envio_gratis', startsOn: day })).toEqual({
        startsOn: COUPON_MESSAGES.date,
      });
    }
    expect(
      ok({ code: 'ABC', kind: 'envio_gratis', active: false, combinesWithPaymentDiscount: false }),
    ).toMatchObject({
      active: false,
      combinesWithPaymentDiscount: false,
    });
    expect(ok({ code: 'ABC', kind: 'envio_gratis', active: true })).toMatchObject({
      active: true,
      combinesWithPaymentDiscount: true,
    });
    expect(errors({ code: 123, kind: 'envio_gratis' })).toEqual({ code: COUPON_MESSAGES.code });
    expect(errors({ code: 'A'.repeat(21), kind: 'envio_gratis' })).toEqual({
      code: COUPON_MESSAGES.code,
    });
    expect(ok({ code: 'A'.repeat(20), kind: 'envio_gratis' }).code).toBe('A'.repeat(20));
  });
});

describe('couponLabel and kinds', () => {
  it('names each kind', () => {
    expect(couponLabel({ code: 'REGALO', kind: 'monto_fijo', value: 50_000 })).toBe('Cupón REGALO');
    expect(couponLabel({ code: 'ENVIO', kind: 'envio_gratis', value: null })).toBe(
      'Cupón ENVIO (envío gratis)',
    );
    expect(couponLabel({ code: 'P10', kind: 'porcentaje', value: 10 })).toBe('Cupón P10 (-10%)');
    expect(COUPON_KIND_NAMES).toEqual({
      porcentaje: 'Porcentaje',
      monto_fijo: 'Monto fijo',
      envio_gratis: 'Envío gratis',
    });
  });
});
