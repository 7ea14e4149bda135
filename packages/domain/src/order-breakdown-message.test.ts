import { describe, expect, it } from 'vitest';
import { orderBreakdownLines } from './order-breakdown-message';
import type { PriceOrderInput } from './order-pricing';
import { paymentDetails } from './payments';
import {
  aliasTransfer as alias,
  cabaZone,
  primera10,
  pricedBreakdown as breakdown,
} from './sale.fixtures';

const caba = cabaZone();
const order: PriceOrderInput = {
  country: 'CL',
  lines: [{ unitPriceCents: 2_750_000, quantity: 1 }],
  couponCode: 'primera10',
  coupon: primera10,
  delivery: caba,
  today: '2026-11-27',
};

describe('orderBreakdownLines', () => {
  it("writes the issue's order: $27.500 with a 10% code to CABA, paid by alias", () => {
    expect(orderBreakdownLines(breakdown(order), 'CL', alias)).toEqual([
      'Subtotal: $27.500',
      'Cupón PRIMERA10 (-10%): -$2.750',
      'Envío (CABA): $1.500',
      '*Total: $26.250*',
      'Pago: transferencia al alias tienda.ana',
    ]);
  });

  it('says a free delivery, a pickup point and a delivery to coordinate', () => {
    const free = breakdown({ ...order, lines: [{ unitPriceCents: 3_400_000, quantity: 1 }] });
    expect(orderBreakdownLines(free, 'CL')).toContain('Envío (CABA): Gratis');
    const pickup = breakdown({
      ...order,
      delivery: {
        ...caba,
        kind: 'retiro',
        name: 'Local Palermo',
        detail: 'Av. Corrientes 1234',
        feeCents: 0,
      },
    });
    expect(orderBreakdownLines(pickup, 'CL')).toContain(
      'Retiro en: Local Palermo — Av. Corrientes 1234',
    );
    const coordinate = breakdown({
      ...order,
      couponCode: null,
      delivery: { ...caba, kind: 'coordinar', name: 'A coordinar por WhatsApp', feeCents: null },
    });
    expect(orderBreakdownLines(coordinate, 'CL')).toEqual([
      'Subtotal: $27.500',
      'Envío: a coordinar',
      '*Total: $27.500* + envío a coordinar',
    ]);
  });
});

describe('paymentDetails', () => {
  it("gives the order page's values with their copy buttons", () => {
    expect(paymentDetails({ ...alias, cbu: '0720429088000002339140' })).toEqual([
      { label: 'Alias', value: 'tienda.ana', copyLabel: 'Copiar alias' },
      { label: 'CBU/CVU', value: '0720429088000002339140', copyLabel: 'Copiar CBU' },
      { label: 'Titular', value: 'Ana Pérez', copyLabel: null },
    ]);
    expect(paymentDetails({ type: 'cash' })).toEqual([]);
    expect(
      paymentDetails({
        type: 'pix',
        keyType: 'cpf',
        key: '12345678909',
        name: 'Jose Acai',
        city: 'Sao Luis',
      }),
    ).toEqual([
      { label: 'Chave Pix', value: '12345678909', copyLabel: 'Copiar chave Pix' },
      { label: 'Nombre', value: 'Jose Acai', copyLabel: null },
    ]);
  });
});
