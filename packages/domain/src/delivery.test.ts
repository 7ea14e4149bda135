import { describe, expect, it } from 'vitest';
import {
  DELIVERY_MESSAGES,
  DELIVERY_OPTIONS_MAX,
  validateDeliveryOptions,
  freeShippingHint,
  quoteDelivery,
  validateDeliveryOption,
  type DeliveryOption,
} from './delivery';

// The research's options (commerce.md §5), in cents.
const option = (overrides: Partial<DeliveryOption>): DeliveryOption => ({
  id: 'x',
  kind: 'envio',
  name: 'Zona Centro',
  detail: null,
  feeCents: 150_000,
  minSubtotalCents: null,
  freeOverCents: 3_000_000,
  active: true,
  ...overrides,
});
const zonaCentro = option({});
const restoCaba = option({
  name: 'Resto CABA',
  feeCents: 250_000,
  minSubtotalCents: 1_000_000,
  freeOverCents: null,
});
const retiro = option({
  kind: 'retiro',
  name: 'Retiro',
  detail: 'Av. Corrientes 1234, Lun a Sáb 10–19',
  feeCents: 0,
  freeOverCents: null,
});
const interior = option({
  kind: 'coordinar',
  name: 'A coordinar por WhatsApp',
  feeCents: null,
  freeOverCents: null,
});

describe('quoteDelivery', () => {
  it('charges the zone fee under its free-over amount and says how much is missing', () => {
    expect(quoteDelivery(zonaCentro, 2_750_000, 'AR')).toEqual({
      ok: true,
      feeCents: 150_000,
      waived: false,
      missingForFreeCents: 250_000,
    });
    expect(freeShippingHint(250_000, 'CL')).toBe('¡Te faltan $2.500 para el envío gratis!');
  });

  it('is free from the free-over amount, inclusive', () => {
    expect(quoteDelivery(zonaCentro, 3_000_000, 'AR')).toEqual({
      ok: true,
      feeCents: 0,
      waived: true,
      missingForFreeCents: null,
    });
    expect(quoteDelivery(zonaCentro, 2_999_999, 'AR')).toMatchObject({
      feeCents: 150_000,
      missingForFreeCents: 1,
    });
  });

  it('refuses an order under the zone minimum with the amount missing', () => {
    expect(quoteDelivery(restoCaba, 800_000, 'CL')).toEqual({
      ok: false,
      missingCents: 200_000,
      error: 'El envío a Resto CABA es para pedidos desde $10.000: te faltan $2.000.',
    });
    expect(quoteDelivery(restoCaba, 1_000_000, 'AR')).toMatchObject({
      ok: true,
      feeCents: 250_000,
    });
  });

  it('makes Retiro free, leaves a coordinated delivery without fee, and waives a zone for envío gratis', () => {
    expect(quoteDelivery(retiro, 100, 'AR')).toMatchObject({ ok: true, feeCents: 0 });
    expect(quoteDelivery(interior, 100, 'AR')).toMatchObject({ ok: true, feeCents: null });
    expect(quoteDelivery(zonaCentro, 100, 'AR', true)).toMatchObject({
      ok: true,
      feeCents: 0,
      waived: true,
    });
  });
});

describe('validateDeliveryOption', () => {
  it('reads a zone with its fee, minimum and free-over amount in cents', () => {
    expect(
      validateDeliveryOption({
        kind: 'envio',
        name: ' CABA ',
        fee: '1500',
        minSubtotal: '',
        freeOver: '30000',
      }),
    ).toEqual({
      ok: true,
      option: {
        kind: 'envio',
        name: 'CABA',
        detail: null,
        feeCents: 150_000,
        minSubtotalCents: null,
        freeOverCents: 3_000_000,
        active: true,
      },
    });
  });

  it('names a coordinated delivery by default and wants a pickup point to say where', () => {
    expect(validateDeliveryOption({ kind: 'coordinar' })).toMatchObject({
      ok: true,
      option: { name: 'A coordinar por WhatsApp', feeCents: null },
    });
    expect(validateDeliveryOption({ kind: 'retiro', name: 'Local' })).toEqual({
      ok: false,
      errors: { detail: DELIVERY_MESSAGES.retiroDetail },
    });
    expect(
      validateDeliveryOption({ kind: 'envio', name: 'x'.repeat(41), fee: '-5', freeOver: 'mucho' }),
    ).toEqual({
      ok: false,
      errors: {
        name: DELIVERY_MESSAGES.name,
        fee: DELIVERY_MESSAGES.fee,
        freeOver: DELIVERY_MESSAGES.amount,
      },
    });
    expect(validateDeliveryOption({ kind: 'drone' })).toEqual({
      ok: false,
      errors: { kind: DELIVERY_MESSAGES.kind },
    });
  });
});

describe('delivery boundaries', () => {
  it('quotes a free zone and a pickup without waiving anything', () => {
    expect(quoteDelivery(option({ feeCents: 0, freeOverCents: 100 }), 5_000, 'AR')).toEqual({
      ok: true,
      feeCents: 0,
      waived: false,
      missingForFreeCents: null,
    });
    expect(quoteDelivery(retiro, 100, 'AR')).toEqual({
      ok: true,
      feeCents: 0,
      waived: false,
      missingForFreeCents: null,
    });
    expect(quoteDelivery(interior, 100, 'AR', true)).toEqual({
      ok: true,
      feeCents: null,
      waived: false,
      missingForFreeCents: null,
    });
    expect(quoteDelivery(retiro, 100, 'AR', true)).toMatchObject({ feeCents: 0, waived: false });
  });

  it('takes names up to 40 and details up to 120 characters, tidied', () => {
    expect(validateDeliveryOption({ kind: 'envio', name: 'x'.repeat(40), fee: '0' })).toMatchObject(
      { ok: true },
    );
    expect(validateDeliveryOption({ kind: 'envio', name: '', fee: '0' })).toEqual({
      ok: false,
      errors: { name: DELIVERY_MESSAGES.name },
    });
    expect(
      validateDeliveryOption({
        kind: 'envio',
        name: 'GBA   Norte',
        detail: 'd'.repeat(120),
        fee: '0',
      }),
    ).toMatchObject({
      ok: true,
      option: { name: 'GBA Norte', detail: 'd'.repeat(120) },
    });
    expect(
      validateDeliveryOption({ kind: 'envio', name: 'A', detail: 'd'.repeat(121), fee: '0' }),
    ).toEqual({
      ok: false,
      errors: { detail: DELIVERY_MESSAGES.detail },
    });
    expect(
      validateDeliveryOption({ kind: 'retiro', name: 'Local', detail: 'Av. 1', active: false }),
    ).toEqual({
      ok: true,
      option: {
        kind: 'retiro',
        name: 'Local',
        detail: 'Av. 1',
        feeCents: 0,
        minSubtotalCents: null,
        freeOverCents: null,
        active: false,
      },
    });
    expect(
      validateDeliveryOption({ kind: 'coordinar', name: 'Interior', fee: '100' }),
    ).toMatchObject({
      ok: true,
      option: { name: 'Interior', feeCents: null, minSubtotalCents: null },
    });
  });

  it('wants a zone fee, and reads a 0 minimum or free-over amount as none', () => {
    for (const fee of ['', null, undefined, true]) {
      expect(validateDeliveryOption({ kind: 'envio', name: 'A', fee })).toEqual({
        ok: false,
        errors: { fee: DELIVERY_MESSAGES.fee },
      });
    }
    expect(
      validateDeliveryOption({
        kind: 'envio',
        name: 'A',
        fee: 1500,
        minSubtotal: '0',
        freeOver: 0,
      }),
    ).toMatchObject({
      ok: true,
      option: { feeCents: 150_000, minSubtotalCents: null, freeOverCents: null },
    });
    expect(
      validateDeliveryOption({
        kind: 'envio',
        name: 'A',
        fee: '1',
        minSubtotal: '100',
        freeOver: null,
      }),
    ).toMatchObject({
      ok: true,
      option: { minSubtotalCents: 10_000, freeOverCents: null },
    });
    expect(
      validateDeliveryOption({ kind: 'envio', name: 'A', fee: '1', minSubtotal: 'x' }),
    ).toEqual({
      ok: false,
      errors: { minSubtotal: DELIVERY_MESSAGES.amount },
    });
  });
});

describe('validateDeliveryOptions', () => {
  const zone = { kind: 'envio', name: 'CABA', fee: '2500', freeOver: '30000' };
  it('accepts a list and answers the options to store', () => {
    const check = validateDeliveryOptions(
      [zone, { kind: 'retiro', name: 'Local', detail: 'Av. Corrientes 1234, 10 a 18 h' }],
      'AR',
      true,
    );
    expect(check.ok && check.options.map((o) => o.feeCents)).toEqual([250000, 0]);
  });
  it('asks for one active option when the store takes orders', () => {
    const check = validateDeliveryOptions([{ ...zone, active: false }], 'AR', true);
    expect(check).toMatchObject({ ok: false, index: null, error: DELIVERY_MESSAGES.atLeastOne });
    expect(validateDeliveryOptions([], 'AR', false).ok).toBe(true);
  });
  it('refuses decimals where the currency has none, and a repeated name', () => {
    expect(validateDeliveryOptions([{ ...zone, fee: '2500.50' }], 'CL', true)).toMatchObject({
      ok: false,
      index: 0,
      field: 'fee',
      error: DELIVERY_MESSAGES.wholeAmount,
    });
    expect(validateDeliveryOptions([{ ...zone, fee: '2500.50' }], 'AR', true).ok).toBe(true);
    expect(validateDeliveryOptions([zone, { ...zone, name: 'caba' }], 'AR', true)).toMatchObject({
      ok: false,
      index: 1,
      field: 'name',
      error: DELIVERY_MESSAGES.sameName,
    });
  });
  it(`refuses more than ${DELIVERY_OPTIONS_MAX} options`, () => {
    const many = Array.from({ length: DELIVERY_OPTIONS_MAX + 1 }, (_, i) => ({
      ...zone,
      name: `Zona ${i}`,
    }));
    expect(validateDeliveryOptions(many, 'AR', true)).toMatchObject({
      ok: false,
      error: DELIVERY_MESSAGES.tooMany,
    });
  });
});
