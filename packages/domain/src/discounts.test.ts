import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES,
  couponDiscountCents,
  couponProblem,
  normalizeCouponCode,
  storeDate,
  validateCouponInput,
  type Coupon,
} from './discounts';

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  code: 'PRIMERA10',
  kind: 'porcentaje',
  value: 10,
  minSubtotalCents: null,
  maxUses: null,
  uses: 0,
  startsOn: null,
  endsOn: null,
  active: true,
  combinesWithPaymentDiscount: true,
  ...overrides,
});
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
    expect(couponProblem(coupon({ minSubtotalCents: 2_000_000 }), at(1_999_999))).toBe(
      'Compra mínima: $20.000,00',
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
