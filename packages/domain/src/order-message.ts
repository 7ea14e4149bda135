// The storefront order as a WhatsApp message to the merchant (issue 12 "The order"): the checkout
// template of the merchant, then the order's number, total, customer, delivery, note and page link.
import { renderCheckoutMessage, type CheckoutMessageTemplate } from './checkout-message';
import { formatPrice } from './price';
import { whatsappUrl } from './whatsapp';

/**
 * Longest wa.me URL we hand out. A 20-line Spanish order with the default template makes a URL of about
 * 2,000 characters and 40 lines about 3,550 (issue 12's sample; our test order with shorter names: 1,818
 * and 2,901); WhatsApp's share sheets (Android intents, iOS) have been seen cutting the text near 2,250
 * characters, and a cut message loses its total and the order link. Past this length the product lines
 * collapse into 'N productos — ver pedido: {link}' (the order page has the full list).
 */
export const WHATSAPP_URL_MAX_LENGTH = 2000;

/** Delivery of a storefront order: pick-up at the store, or delivery to an address. */
export type OrderDeliveryType = 'pickup' | 'delivery';

/** Labels of the delivery choices (our wording, as the storefront's order form shows them). */
export const ORDER_DELIVERY_LABELS = {
  pickup: 'Retiro',
  delivery: 'Envío a domicilio',
} as const satisfies Record<OrderDeliveryType, string>;

/** A line of a placed order, as the message shows it. */
export interface OrderMessageLine {
  quantity: number;
  name: string;
}

/** Everything the order message says. */
export interface OrderMessageInput {
  /** The merchant's checkout template (or the default one). */
  template: CheckoutMessageTemplate;
  storeName: string;
  /** The store's order number (1001, 1002…). */
  number: number;
  lines: readonly OrderMessageLine[];
  /** Total in currency units. */
  total: number;
  customerName: string;
  delivery: { type: OrderDeliveryType; address: string };
  note: string;
  /** Absolute URL of the order's page on the store. */
  orderUrl: string;
}

/** 'N productos — ver pedido: {link}', the product lines of a message too long for WhatsApp. */
export function collapsedProductsLine(lineCount: number, orderUrl: string): string {
  const products = lineCount === 1 ? '1 producto' : `${lineCount} productos`;
  return `${products} — ver pedido: ${orderUrl}`;
}

/** The lines after the template: number, total, customer, delivery, note (when given) and page link. */
function orderDetails(input: OrderMessageInput): string[] {
  const address = input.delivery.address.trim();
  const delivery =
    input.delivery.type === 'delivery'
      ? `Entrega: ${ORDER_DELIVERY_LABELS.delivery}${address ? ` — ${address}` : ''}`
      : `Entrega: ${ORDER_DELIVERY_LABELS.pickup}`;
  const note = input.note.trim();
  return [
    `Pedido #${input.number}`,
    `Total: ${formatPrice(input.total)}`,
    `Nombre: ${input.customerName.trim()}`,
    delivery,
    ...(note ? [`Nota: ${note}`] : []),
    `Ver pedido: ${input.orderUrl}`,
  ];
}

/**
 * The whole order as text: the template with one line per product, a blank line, then the details. The
 * storefront's 'Copiar pedido' copies this text (never collapsed).
 */
export function renderOrderMessage(input: OrderMessageInput): string {
  const message = renderCheckoutMessage(input.template, input.storeName, input.lines);
  return `${message}\n\n${orderDetails(input).join('\n')}`;
}

/** The same message with the product lines replaced by {@link collapsedProductsLine}. */
function collapsedOrderMessage(input: OrderMessageInput): string {
  const withStore = (text: string) => text.replaceAll('{nombre-tienda}', input.storeName);
  const parts = [input.template.start, input.template.body]
    .map(withStore)
    .filter((part) => part.trim() !== '');
  parts.push(collapsedProductsLine(input.lines.length, input.orderUrl));
  const end = withStore(input.template.end);
  if (end.trim() !== '') parts.push(end);
  return `${parts.join('\n')}\n\n${orderDetails(input).join('\n')}`;
}

/** The order's WhatsApp link and the texts behind it. */
export interface OrderWhatsapp {
  /** The wa.me URL, at most {@link WHATSAPP_URL_MAX_LENGTH} characters. */
  url: string;
  /** The text the URL carries (collapsed when the full one was too long). */
  urlText: string;
  /** The full message, for 'Copiar pedido' and the order page. */
  fullText: string;
  /** True when the product lines were collapsed to fit. */
  collapsed: boolean;
}

/**
 * The WhatsApp link of an order to the merchant's number `digits` (see {@link whatsappNumber}). The full
 * message when its URL fits {@link WHATSAPP_URL_MAX_LENGTH}; else the product lines collapse into one; if
 * even that is too long (a merchant's very long template or note), only the order's details are sent, the
 * note cut to fit.
 */
export function orderWhatsapp(digits: string, input: OrderMessageInput): OrderWhatsapp {
  const fullText = renderOrderMessage(input);
  const fits = (text: string) => whatsappUrl(digits, text).length <= WHATSAPP_URL_MAX_LENGTH;
  if (fits(fullText)) {
    return { url: whatsappUrl(digits, fullText), urlText: fullText, fullText, collapsed: false };
  }
  let urlText = collapsedOrderMessage(input);
  if (!fits(urlText)) {
    const bare = { ...input, template: { start: '', body: '', product: '', end: '' } };
    urlText = collapsedOrderMessage(bare);
    // The note is the only free text left: cut it (by code points, never inside an emoji) until it fits.
    let note = [...input.note.trim()];
    while (!fits(urlText) && note.length > 0) {
      note = note.slice(0, Math.max(0, note.length - 50));
      urlText = collapsedOrderMessage({ ...bare, note: note.length ? `${note.join('')}…` : '' });
    }
  }
  return { url: whatsappUrl(digits, urlText), urlText, fullText, collapsed: true };
}
