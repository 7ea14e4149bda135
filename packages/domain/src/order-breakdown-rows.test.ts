import { describe, expect, it } from 'vitest';
import { orderBreakdownLines } from './order-breakdown-message';
import { breakdownRowText, orderBreakdownRows } from './order-breakdown-rows';
import type { PriceOrderInput } from './order-pricing';
import {
  aliasTransfer as alias,
  cabaZone as zone,
  primera10,
  pricedBreakdown,
} from './sale.fixtures';

const priced = (input: Partial<PriceOrderInput>) =>
  pricedBreakdown({
    country: 'AR',
    lines: [{ unitPriceCents: 2_750_000, quantity: 1 }],
    today: '2026-11-27',
    ...input,
  });

describe('orderBreakdownRows', () => {
  it("the issue's order: $27.500 with a 10% code to CABA, paid by alias", () => {
    const rows = orderBreakdownRows(
      priced({ couponCode: 'primera10', coupon: primera10, delivery: zone() }),
      'AR',
      alias,
    );
    expect(rows).toEqual([
      { kind: 'subtotal', label: 'Subtotal', value: '$27.500,00' },
      { kind: 'discount', label: 'Cupón PRIMERA10 (-10%)', value: '-$2.750,00' },
      { kind: 'delivery', label: 'Envío (CABA)', value: '$1.500,00' },
      { kind: 'total', label: 'Total', value: '$26.250,00' },
      { kind: 'payment', label: 'Pago', value: 'transferencia al alias tienda.ana' },
    ]);
  });

  it("says 'Gratis' over the free-over amount, 'a coordinar', and a pickup point with its address", () => {
    const free = orderBreakdownRows(priced({ delivery: zone({ freeOverCents: 100 }) }), 'AR');
    expect(free.find((row) => row.kind === 'delivery')).toEqual({
      kind: 'delivery',
      label: 'Envío (CABA)',
      value: 'Gratis',
    });
    const coordinate = orderBreakdownRows(
      priced({ delivery: zone({ kind: 'coordinar', name: 'A coordinar', feeCents: null }) }),
      'AR',
    );
    expect(coordinate.slice(1).map(breakdownRowText)).toEqual([
      'Envío: a coordinar',
      'Total: $27.500,00 + envío a coordinar',
    ]);
    const pickup = orderBreakdownRows(
      priced({
        delivery: zone({
          kind: 'retiro',
          name: 'Local Palermo',
          detail: 'Av. Corrientes 1234',
          feeCents: 0,
        }),
      }),
      'AR',
    );
    expect(pickup.map(breakdownRowText)).toContain(
      'Retiro en: Local Palermo — Av. Corrientes 1234',
    );
  });

  it('reads as the WhatsApp message does (the total without its asterisks)', () => {
    const cases = [
      priced({ couponCode: 'primera10', coupon: primera10, delivery: zone() }),
      priced({ delivery: zone({ kind: 'coordinar', feeCents: null }) }),
      priced({ payment: { type: 'cash', discountPercent: 10 } }),
      priced({
        couponCode: 'ENVIO',
        coupon: { ...primera10, code: 'ENVIO', kind: 'envio_gratis', value: null },
        delivery: zone(),
      }),
    ];
    for (const breakdown of cases) {
      const message = orderBreakdownLines(breakdown, 'CL', alias).map((line) =>
        line.replace(/^\*(Total: [^*]*)\*/, '$1'),
      );
      expect(orderBreakdownRows(breakdown, 'CL', alias).map(breakdownRowText)).toEqual(message);
    }
  });
});
