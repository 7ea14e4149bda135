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
  type OrderBreakdown,
  type PaymentMethod,
  type PaymentMethodType,
  type PriceOrderResult,
  type PricingLine,
} from '@panel/domain';
import type { Db } from '../db/client.js';
import { activeDeliveryOptions, storePaymentMethods } from '../checkout/index.js';
import { findCoupon, type StoredCoupon } from '../coupons/index.js';
import { take, type Limit } from '../rate-limit/index.js';
import {
  checkLineIds,
  checkLines,
  readLines,
  refuse,
  Refused,
  type OrderLineInput,
  type OrderRefusal,
} from './lines.js';

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

/**
 * The field of a refusal of the customer's sale choices, by priceOrder's field: the request's names, as
 * the order call and the quote call (routes/storefront) take them.
 */
export const SALE_CHOICE_FIELDS = {
  coupon: 'couponCode',
  delivery: 'deliveryOptionId',
} as const;

/**
 * The cart's live quotes one client may ask for: a token bucket of 60, refilled at one a second (a cart
 * asks again when a quantity, the option, the code or the method changes; a script polling prices is
 * held back). Per client, as the order call's bucket, keyed by `clientLimitKey`.
 */
export const QUOTE_LIMIT = {
  scope: 'quote-client',
  max: 60,
  windowSeconds: 60,
} as const satisfies Limit;

/** The quote call's own refusal (Spanish, for the customer). */
export const QUOTE_MESSAGES = {
  tooMany: 'Estás consultando muy seguido. Espera un momento e inténtalo de nuevo.',
} as const;

/** What the cart asks a quote for: its lines and the customer's choices, on the store of the Host. */
export interface CartQuoteInput {
  /** From the Host header (findStoreByHost), never from the request body. */
  store: QuoteStore;
  lines: readonly OrderLineInput[];
  choices: SaleChoices;
  /** `clientLimitKey(db, request.ip)`: the key of the client's {@link QUOTE_LIMIT} bucket. */
  clientKey: string;
  /** Overrides {@link QUOTE_LIMIT} (tests). */
  limit?: Limit;
}

/** A cart's quote: the breakdown with the chosen option and method, or why not (as an order would say). */
export type CartQuoteResult =
  | {
      ok: true;
      breakdown: OrderBreakdown;
      /** The delivery option priced (chosen, or the store's only one). */
      delivery: DeliveryOption | null;
      payment: PaymentMethod | null;
    }
  | { ok: false; refusal: OrderRefusal };

/**
 * The cart's live figures: the lines read and priced from the database exactly as an order's (the same
 * checks, the same 4xx refusals), then {@link quoteSale} with the customer's choices. Writes nothing but
 * the client's token of {@link QUOTE_LIMIT}; answers only this store's own records.
 */
export async function quoteCart(db: Db, input: CartQuoteInput): Promise<CartQuoteResult> {
  try {
    const lines = checkLines(input.lines);
    checkLineIds(lines);
    const state = await take(db, input.limit ?? QUOTE_LIMIT, input.clientKey);
    if (!state.allowed) {
      throw new Refused({
        status: 429,
        message: QUOTE_MESSAGES.tooMany,
        retryAfterSeconds: state.retryAfterSeconds,
      });
    }
    const read = await readLines(db, input.store.id, lines);
    const quote = await quoteSale(
      db,
      input.store,
      read.map((line) => ({ unitPriceCents: line.unitCents, quantity: line.quantity })),
      input.choices,
    );
    if (!quote.priced.ok) {
      return refuse(400, quote.priced.error, SALE_CHOICE_FIELDS[quote.priced.field]);
    }
    return {
      ok: true,
      breakdown: quote.priced.breakdown,
      delivery: quote.delivery,
      payment: quote.payment,
    };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, refusal: err.refusal };
    throw err;
  }
}
