// The cart's sale on the store pages (issue 23): the customer's choices read from the order form, priced by
// quoteSale (the one call order creation prices with too), and handed to @panel/storefront's cart as what
// a customer may see of the store's options. Nothing the form says about fees, discounts or totals is
// read: only the option's id, the code and the payment method's kind.
import {
  DELIVERY_MESSAGES,
  type DeliveryOption,
  PAYMENT_METHOD_NAMES,
  type OrderDeliveryType,
  type PricingLine,
} from '@panel/domain';
import type { CartLine, CartSale, OrderFormValues } from '@panel/storefront';
import type { Db } from '../db/client.js';
import { quoteSale, type SaleChoices, type SaleQuote } from '../orders/index.js';

/** The form's choices as quoteSale reads them. */
export function saleChoices(values: OrderFormValues): SaleChoices {
  return {
    deliveryOptionId: values.delivery || null,
    couponCode: values.coupon || null,
    paymentType: values.payment || null,
  };
}

/** The cart's lines as priced lines: the unit price the server read, in cents. */
export function pricingLines(lines: readonly CartLine[]): PricingLine[] {
  return lines.map((line) => ({
    unitPriceCents: Math.round(line.unitPrice * 100),
    quantity: line.quantity,
  }));
}

/** How an order of the chosen option is kept: a zone is a delivery to an address; anything else not. */
export function deliveryTypeOf(
  option: Pick<DeliveryOption, 'kind'> | undefined,
): OrderDeliveryType {
  return option?.kind === 'envio' ? 'delivery' : 'pickup';
}

/**
 * The cart's sale for `values`. `asked`: the customer sent the form (a quote or an order); on a first view
 * the missing choice of a delivery option is not called an error. A refused coupon still shows the figures
 * without it, with its reason next to the field.
 */
export async function cartSale(
  db: Pick<Db, 'select'>,
  store: { id: string; country: string },
  lines: readonly CartLine[],
  values: OrderFormValues,
  asked: boolean,
): Promise<{ sale: CartSale; quote: SaleQuote }> {
  const priced = pricingLines(lines);
  const choices = saleChoices(values);
  const quote = await quoteSale(db, store, priced, choices);
  let breakdown = quote.priced.ok ? quote.priced.breakdown : null;
  let refusal = quote.priced.ok ? null : { field: quote.priced.field, error: quote.priced.error };
  if (refusal?.field === 'coupon') {
    const without = await quoteSale(db, store, priced, { ...choices, couponCode: null });
    if (without.priced.ok) breakdown = without.priced.breakdown;
  }
  if (!asked && refusal?.field === 'delivery' && refusal.error === DELIVERY_MESSAGES.choose) {
    refusal = null;
  }
  return {
    quote,
    sale: {
      deliveryOptions: quote.deliveryOptions.map((option) => ({
        id: option.id,
        kind: option.kind,
        name: option.name,
        detail: option.detail,
        feeCents: option.feeCents,
      })),
      paymentMethods: quote.paymentMethods.map((method) => ({
        type: method.type,
        name: PAYMENT_METHOD_NAMES[method.type],
        discountPercent: method.discountPercent,
      })),
      breakdown,
      refusal,
    },
  };
}
