// Sample priced orders (issue 23) for the orders' stories: the issue's order — $27.500 with a 10% code to
// CABA, paid by alias — and its variations.
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import type { OrderBreakdownValue } from './order-breakdown';

const caba = {
  optionId: 'caba',
  kind: 'envio' as const,
  name: 'CABA',
  detail: null,
  feeCents: 150_000,
  waived: false,
  missingForFreeCents: 525_000,
};

/** $27.500 − 10% (PRIMERA10) + $1.500 to CABA = $26.250. */
export const issueBreakdown: OrderBreakdownValue = {
  subtotalCents: 2_750_000,
  discounts: [
    { kind: 'coupon', label: 'Cupón PRIMERA10 (-10%)', amountCents: 275_000, code: 'PRIMERA10' },
  ],
  discountCents: 275_000,
  delivery: caba,
  deliveryFeeCents: 150_000,
  totalCents: 2_625_000,
};

/** Over the free-over amount: 'Envío (CABA): Gratis', and 10% off by transfer. */
export const freeShippingBreakdown: OrderBreakdownValue = {
  subtotalCents: 3_500_000,
  discounts: [{ kind: 'payment', label: 'Descuento transferencia (-10%)', amountCents: 350_000 }],
  discountCents: 350_000,
  delivery: { ...caba, feeCents: 0, waived: true, missingForFreeCents: null },
  deliveryFeeCents: 0,
  totalCents: 3_150_000,
};

/** 'Envío: a coordinar': the total says '+ envío a coordinar'. */
export const coordinateBreakdown: OrderBreakdownValue = {
  subtotalCents: 980_000,
  discounts: [],
  discountCents: 0,
  delivery: {
    optionId: 'coordinar',
    kind: 'coordinar',
    name: 'A coordinar por WhatsApp',
    detail: null,
    feeCents: null,
    waived: false,
    missingForFreeCents: null,
  },
  deliveryFeeCents: 0,
  totalCents: 980_000,
};

/** Transfer to the alias tienda.ana. */
export const aliasPayment: PaymentMethodValue = {
  type: 'ar_transfer',
  alias: 'tienda.ana',
  cbu: null,
  holder: 'Ana Pérez',
  cuit: null,
  discountPercent: 10,
};

/** Cash on delivery. */
export const cashPayment: PaymentMethodValue = { type: 'cash', discountPercent: null };
