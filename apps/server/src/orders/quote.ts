// The sale's figures for a cart (issue 23): what the customer chose — a delivery option, a coupon code, a
// payment method — read against the store's own records and priced by @panel/domain's priceOrder. The cart
// page shows this quote and order creation prices the order with the same call, so the cart, the order and
// its message never disagree. Nothing the browser says about prices, fees or discounts is an input: only
// its choices (ids and a code), and the lines' unit prices the server read itself.
import {
  priceOrder,
  storeDate,
  storeTimeZone,
  type DeliveryOption,
  type PaymentMethod,
  type PaymentMethodType,
  type PriceOrderResult,
  type PricingLine,
} from '@panel/domain';
import type { Db } from '../db/client.js';
import { activeDeliveryOptions, storePaymentMethods } from '../checkout/index.js';
import { findCoupon, type StoredCoupon } from '../coupons/index.js';

/** What the customer chose in the cart (every field may be missing: the quote then says what is needed). */
export interface SaleChoices {
  /** The id of one of the store's active delivery options. */
  deliveryOptionId?: string | null;
  /** The code typed in '¿Tenés un cupón?' (any case; empty: none). */
  couponCode?: string | null;
  /** One of the store's payment methods, by its type (a store has at most one method of each type). */
  paymentType?: string | null;
}

/** The store a quote is for. */
export interface QuoteStore {
  id: string;
  country: string | null;
}

/** A quote: the store's options to choose from, what was chosen of them, and the priced result. */
export interface SaleQuote {
  deliveryOptions: DeliveryOption[];
  paymentMethods: PaymentMethod[];
  delivery: DeliveryOption | null;
  payment: PaymentMethod | null;
  /** The coupon found for the code (null: no code, or none of the store has it). */
  coupon: StoredCoupon | null;
  /** The breakdown, or the choice refused ('coupon' or 'delivery') with its Spanish reason. */
  priced: PriceOrderResult;
}

/**
 * Prices `lines` for the store with the customer's choices. An option or method id the store does not have
 * (a forged or stale one) counts as not chosen. With a single active delivery option it is chosen for the
 * customer. Works inside a transaction too (`db` may be one).
 */
export async function quoteSale(
  db: Pick<Db, 'select'>,
  store: QuoteStore,
  lines: readonly PricingLine[],
  choices: SaleChoices,
  now: Date = new Date(),
): Promise<SaleQuote> {
  const [deliveryOptions, paymentMethods] = await Promise.all([
    activeDeliveryOptions(db, store.id),
    storePaymentMethods(db, store.id, store.country),
  ]);
  const delivery =
    deliveryOptions.find((option) => option.id === choices.deliveryOptionId) ??
    (deliveryOptions.length === 1 ? deliveryOptions[0]! : null);
  const payment =
    paymentMethods.find((method) => method.type === (choices.paymentType as PaymentMethodType)) ??
    null;
  const code = (choices.couponCode ?? '').trim();
  const coupon = code === '' ? null : await findCoupon(db, store.id, code);
  const priced = priceOrder({
    country: store.country,
    lines,
    couponCode: code,
    coupon,
    today: storeDate(now, storeTimeZone(store.country)),
    payment: payment ? { type: payment.type, discountPercent: payment.discountPercent } : null,
    delivery,
    deliveryRequired: deliveryOptions.length > 0,
  });
  return { deliveryOptions, paymentMethods, delivery, payment, coupon, priced };
}
