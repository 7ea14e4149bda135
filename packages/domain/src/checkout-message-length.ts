/**
 * The 'Checkout' screen's live length meter and preview (issue 23): the message the merchant's template
 * makes for a sample order of {@link METER_SAMPLE_LINES} products, priced with the store's own delivery
 * options and payment methods (a sample zone and method while it has none), measured with the real
 * message's guard — the wa.me URL against {@link WHATSAPP_URL_MAX_LENGTH} (order-message.ts), past which the
 * product lines collapse — so the merchant sees a long template coming before a customer's message is cut.
 */
import {
  DEFAULT_CHECKOUT_MESSAGE,
  SALE_CLOSING,
  SAMPLE_PRODUCT_NAME,
  SAMPLE_QUANTITY,
  saleMessageTemplate,
  type CheckoutMessageTemplate,
} from './checkout-message';
import type { DeliveryOption } from './delivery';
import { messageSaysWhatToPay, renderOrderMessage, WHATSAPP_URL_MAX_LENGTH } from './order-message';
import { priceOrder } from './order-pricing';
import type { PaymentMethod } from './payments';
import { whatsappNumber, whatsappUrl } from './whatsapp';

/** Products of the meter's sample order (the 10). */
export const METER_SAMPLE_LINES = 10;
/** From this share of the limit the meter warns (the customer's message is still whole). */
export const METER_WARNING_RATIO = 0.8;
/** The sample order's number, customer, address and unit price (our wording). */
export const METER_SAMPLE = {
  number: 1001,
  customerName: 'Cliente de ejemplo',
  address: 'Av. Siempre Viva 742, depto. 3',
  unitPriceCents: 250_000,
  variant: 'Talle M, Negro',
} as const;
/** The zone priced while the store has no delivery option (our wording). */
export const METER_SAMPLE_DELIVERY: DeliveryOption = {
  id: 'ejemplo',
  kind: 'envio',
  name: 'Zona de ejemplo',
  detail: null,
  feeCents: 150_000,
  minSubtotalCents: null,
  freeOverCents: null,
  active: true,
};
/** The method shown while the store has none: a payment link, which every country may take. */
export const METER_SAMPLE_PAYMENT: PaymentMethod = {
  type: 'payment_link',
  url: 'https://link.mercadopago.com.ar/tutienda',
  discountPercent: null,
};
/** A sample number for the URL while the store saved none (an Argentine mobile: the longest usual). */
const SAMPLE_DIGITS = '5491123456789';
/** An order page's token is 18 random bytes in base64url: 24 characters. */
const SAMPLE_TOKEN = 'x'.repeat(24);

/** What the sample message is made of. */
export interface SampleOrderMessageInput {
  template: CheckoutMessageTemplate;
  storeName: string;
  country: string | null | undefined;
  /** The store's delivery options; the inactive ones are skipped; none: {@link METER_SAMPLE_DELIVERY}. */
  deliveryOptions?: readonly DeliveryOption[];
  /** The store's payment methods; none: {@link METER_SAMPLE_PAYMENT}. */
  paymentMethods?: readonly PaymentMethod[];
  /** The store's origin ('https://ana.tiendas.com'), for the order page's link. */
  storeOrigin?: string;
}

/** The sample message and what it was priced with. */
export interface SampleOrderMessage {
  text: string;
  /** The delivery option and payment method priced (the store's own, or the samples). */
  delivery: DeliveryOption;
  payment: PaymentMethod;
  /** True when the store has no active delivery option or no payment method, and a sample stands in. */
  sampleDelivery: boolean;
  samplePayment: boolean;
}

function messageWith(
  input: SampleOrderMessageInput,
  delivery: DeliveryOption,
  payment: PaymentMethod,
): string {
  const lines = Array.from({ length: METER_SAMPLE_LINES }, (_, i) => ({
    quantity: SAMPLE_QUANTITY,
    name: `${SAMPLE_PRODUCT_NAME} ${i + 1}`,
    variant: METER_SAMPLE.variant,
  }));
  const priced = priceOrder({
    country: input.country,
    lines: lines.map((line) => ({
      unitPriceCents: METER_SAMPLE.unitPriceCents,
      quantity: line.quantity,
    })),
    today: '2000-01-01',
    payment: { type: payment.type, discountPercent: payment.discountPercent },
    // A zone's minimum does not matter to the length: priced as if it were met.
    delivery: { ...delivery, minSubtotalCents: null, active: true },
  });
  const breakdown = priced.ok ? priced.breakdown : null;
  const origin = input.storeOrigin ?? 'https://tu-tienda.tiendas.com';
  // The real order's message (order-message.ts), with the closing the real order would have.
  return renderOrderMessage({
    template: saleMessageTemplate(input.template, messageSaysWhatToPay(breakdown, payment)),
    storeName: input.storeName,
    number: METER_SAMPLE.number,
    lines,
    total: (breakdown?.totalCents ?? 0) / 100,
    country: input.country,
    customerName: METER_SAMPLE.customerName,
    delivery: {
      type: delivery.kind === 'envio' ? 'delivery' : 'pickup',
      address: delivery.kind === 'envio' ? METER_SAMPLE.address : '',
    },
    note: '',
    orderUrl: `${origin}/pedido/${SAMPLE_TOKEN}`,
    breakdown,
    payment,
  });
}

/**
 * The message a customer sends for a sample order of {@link METER_SAMPLE_LINES} products: the template,
 * then the order's number, its breakdown (subtotal, discounts, delivery, total), 'Pago: …', the customer
 * and the order page's link. Of the store's active delivery options × payment methods, the combination
 * that makes the longest message (the meter warns for the worst case a customer can choose).
 */
export function sampleOrderMessage(input: SampleOrderMessageInput): SampleOrderMessage {
  const options = (input.deliveryOptions ?? []).filter((option) => option.active);
  const methods = input.paymentMethods ?? [];
  const deliveries = options.length > 0 ? options : [METER_SAMPLE_DELIVERY];
  const payments = methods.length > 0 ? methods : [METER_SAMPLE_PAYMENT];
  let best: SampleOrderMessage | null = null;
  for (const delivery of deliveries) {
    for (const payment of payments) {
      const text = messageWith(input, delivery, payment);
      if (best === null || text.length > best.text.length) {
        best = {
          text,
          delivery,
          payment,
          sampleDelivery: options.length === 0,
          samplePayment: methods.length === 0,
        };
      }
    }
  }
  // deliveries and payments are never empty: best is set.
  return best as SampleOrderMessage;
}

/** How a message's length stands against the URL limit. */
export type MessageLengthState = 'ok' | 'warning' | 'over';

/** The meter's reading. */
export interface MessageLength {
  /** Characters of the wa.me URL the message makes (what the limit counts). */
  urlLength: number;
  /** {@link WHATSAPP_URL_MAX_LENGTH}. */
  limit: number;
  /** `urlLength` / `limit` in percent, rounded down (may pass 100). */
  percent: number;
  /** ok; warning from {@link METER_WARNING_RATIO} of the limit; over past it (the product lines collapse). */
  state: MessageLengthState;
}

/**
 * The length of `text` as the order's guard measures it: the wa.me URL to the store's number (a sample
 * Argentine mobile while none is saved), encoded as the real link is.
 */
export function messageLength(text: string, phoneArea = '', phone = ''): MessageLength {
  const digits = whatsappNumber(phoneArea, phone) ?? SAMPLE_DIGITS;
  const urlLength = whatsappUrl(digits, text).length;
  const limit = WHATSAPP_URL_MAX_LENGTH;
  const state: MessageLengthState =
    urlLength > limit ? 'over' : urlLength >= limit * METER_WARNING_RATIO ? 'warning' : 'ok';
  return { urlLength, limit, percent: Math.floor((urlLength * 100) / limit), state };
}

/**
 * {@link SALE_CLOSING} (checkout-message.ts) when it fits and the merchant has not written a closing of their own: the
 * store has an active delivery option and a payment method, and the closing is still the default one
 * (blank counts as the merchant's choice). Null otherwise: a closing the merchant wrote is never offered a
 * change.
 */
export function suggestedClosing(
  end: string,
  store: { deliveryOptions: number; paymentMethods: number },
): string | null {
  if (store.deliveryOptions < 1 || store.paymentMethods < 1) return null;
  return end.trim() === DEFAULT_CHECKOUT_MESSAGE.end ? SALE_CLOSING : null;
}
