import { describe, expect, it } from 'vitest';
import type { DeliveryOption } from './delivery';
import type { Coupon } from './discounts';
import { orderBreakdownLines } from './order-breakdown-message';
import { priceOrder, type PriceOrderInput } from './order-pricing';
import { paymentDetails, type ArTransferMethod } from './payments';

const primera10: Coupon = {
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
};
const caba: DeliveryOption = {
  id: 'caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  feeCents: 150_000,
  minSubtotalCents: null,
  freeOverCents: 3_000_000,
  active: true,
};
const alias: ArTransferMethod = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
};
const order: PriceOrderInput = {
  country: 'CL',
  lines: [{ unitPriceCents: 2_750_000, quantity: 1 }],
  couponCode: 'primera10',
  coupon: primera10,
  delivery: caba,
  today: '2026-11-27',
};
const breakdown = (input: PriceOrderInput) => {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(result.error);
  return result.breakdown;
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
