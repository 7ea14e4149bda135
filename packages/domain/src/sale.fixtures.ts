// Test-only fixtures of the sale (issue 23) shared by the domain's tests: the code PRIMERA10, the zone
// 'CABA', transfers to the alias tienda.ana and a priced order's breakdown. Not exported from the
// package's index (index.ts), and left out of mutation testing (stryker.config.mjs).
import type { DeliveryOption } from './delivery';
import type { Coupon } from './discounts';
import { priceOrder, type OrderBreakdown, type PriceOrderInput } from './order-pricing';
import type { ArTransferMethod } from './payments';

/** PRIMERA10: 10% off, no minimum, no use limit, no dates, active, combining with a payment discount. */
export const primera10: Coupon = {
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

/** {@link primera10} with `overrides`. */
export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({ ...primera10, ...overrides });

/** The zone 'CABA' (id 'caba'): $1.500, free over $30.000, no minimum; with `overrides`. */
export const cabaZone = (overrides: Partial<DeliveryOption> = {}): DeliveryOption => ({
  id: 'caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  feeCents: 150_000,
  minSubtotalCents: null,
  freeOverCents: 3_000_000,
  active: true,
  ...overrides,
});

/** Transfers to the alias tienda.ana, held by Ana Pérez (no CBU, no CUIT). */
export const aliasTransfer: ArTransferMethod = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
};

/** The breakdown {@link priceOrder} gives `input`; throws its error when it refuses the order. */
export function pricedBreakdown(input: PriceOrderInput): OrderBreakdown {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(result.error);
  return result.breakdown;
}
