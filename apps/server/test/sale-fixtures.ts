// The sale's fixtures (issue 23) shared by the server tests: the code PRIMERA10, the zone 'CABA' and
// transfers to the alias tienda.ana as the domain's rules take them, and a priced order's breakdown
// (research commerce.md §3's figures).
import {
  priceOrder,
  type Coupon,
  type DeliveryOption,
  type OrderBreakdown,
  type PaymentMethod,
  type PriceOrderInput,
} from '@panel/domain';

/** PRIMERA10: 10% off, no minimum, no use limit, no dates, active, combining with a payment discount. */
export const PRIMERA10: Coupon = {
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

/** The zone 'CABA' (id 'caba'): $1.500, free over $30.000, no minimum. */
export const CABA_OPTION: DeliveryOption = {
  id: 'caba',
  kind: 'envio',
  name: 'CABA',
  detail: null,
  feeCents: 150000,
  minSubtotalCents: null,
  freeOverCents: 3000000,
  active: true,
};

/** Transfers to the alias tienda.ana, held by Ana Pérez (no CBU, no CUIT), with no discount. */
export const ALIAS_TRANSFER: PaymentMethod & { type: 'ar_transfer' } = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
  discountPercent: null,
};

/** The breakdown priceOrder gives `input`; throws its error when it refuses the order. */
export function pricedBreakdown(input: PriceOrderInput): OrderBreakdown {
  const priced = priceOrder(input);
  if (!priced.ok) throw new Error(priced.error);
  return priced.breakdown;
}
