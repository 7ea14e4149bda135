// The storefront order as a WhatsApp message to the merchant (issue 12 "The order"): the checkout
// template of the merchant, then the order's number, total, customer, delivery, note and page link. A
// priced order (issue 23) ends with its breakdown — subtotal, discounts, delivery, total — and how the
// customer pays, so the merchant needs no question back.
import { renderCheckoutMessage, type CheckoutMessageTemplate } from './checkout-message';
import { formatMoney } from './money';
import { orderBreakdownLines } from './order-breakdown-message';
import type { OrderBreakdown } from './order-pricing';
import type { PaymentMethodData } from './payments';
import { whatsappUrl } from './whatsapp';

/**
 * Longest wa.me URL we hand out. A 20-line Spanish order with the default template makes a URL of about
 * 2,000 characters and 40 lines about 3,550 (issue 12's sample; our test order with shorter names: 1,818
 * and 2,901); WhatsApp's share sheets (Android intents, iOS) have been seen cutting the text near 2,250
 * characters, and a cut message loses its total and the order link. Past this length the product lines
 * collapse into 'N productos (detalle en el enlace del pedido)' (the order page has the full list).
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
  /** The variant ('Talle M, Negro', issue 22); empty or absent for a product without options. */
  variant?: string;
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
  /** The store's country: how the total is written ('$12.500,00' in Argentina, '$12,500.00' in México). */
  country?: string | null;
  customerName: string;
  delivery: { type: OrderDeliveryType; address: string };
  note: string;
  /** Absolute URL of the order's page on the store. */
  orderUrl: string;
  /**
   * The order's figures as the server priced them (issue 23): the message ends with them (and `total` is
   * not written apart). Absent or null: an order of before, with its 'Total:' line.
   */
  breakdown?: OrderBreakdown | null;
  /** The payment method the customer chose: its 'Pago: …' line after the total. */
  payment?: PaymentMethodData | null;
}

/**
 * 'N productos (detalle en el enlace del pedido)', the product lines of a message too long for WhatsApp.
 * No link of its own: the details end with 'Ver pedido: {link}', and one link is enough.
 */
export function collapsedProductsLine(lineCount: number): string {
  const products = lineCount === 1 ? '1 producto' : `${lineCount} productos`;
  return `${products} (detalle en el enlace del pedido)`;
}

/**
 * The lines after the template: number, total, customer, delivery, note (when given) and page link; for a
 * priced order (issue 23) number, customer, address, note and link, then a blank line, the breakdown and
 * the payment (orderBreakdownLines): never cut, whatever the length guard does to the rest.
 */
function orderDetails(input: OrderMessageInput): string[] {
  const address = input.delivery.address.trim();
  const note = input.note.trim();
  const breakdown = input.breakdown ?? null;
  // A priced order's delivery line is the breakdown's ('Envío (CABA): $2.500', 'Retiro en: …'): here only
  // where to deliver.
  const delivery =
    breakdown?.delivery != null
      ? input.delivery.type === 'delivery' && address
        ? [`Dirección: ${address}`]
        : []
      : input.delivery.type === 'delivery'
        ? [`Entrega: ${ORDER_DELIVERY_LABELS.delivery}${address ? ` — ${address}` : ''}`]
        : [`Entrega: ${ORDER_DELIVERY_LABELS.pickup}`];
  return [
    `Pedido #${input.number}`,
    ...(breakdown === null ? [`Total: ${formatMoney(input.total, input.country)}`] : []),
    // Empty only when cut away to fit (orderWhatsapp): the name is required.
    ...(input.customerName.trim() ? [`Nombre: ${input.customerName.trim()}`] : []),
    ...delivery,
    ...(note ? [`Nota: ${note}`] : []),
    `Ver pedido: ${input.orderUrl}`,
    ...(breakdown === null
      ? []
      : ['', ...orderBreakdownLines(breakdown, input.country, input.payment ?? null)]),
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
  parts.push(collapsedProductsLine(input.lines.length));
  const end = withStore(input.template.end);
  if (end.trim() !== '') parts.push(end);
  return `${parts.join('\n')}\n\n${orderDetails(input).join('\n')}`;
}

/** The order's WhatsApp link and the texts behind it. */
export interface OrderWhatsapp {
  /** The wa.me URL, at most {@link WHATSAPP_URL_MAX_LENGTH} characters. */
  url: string;
  /** The text the URL carries (cut or collapsed when the full one was too long). */
  urlText: string;
  /** The full message, for 'Copiar pedido' and the order page. */
  fullText: string;
  /** True when the product lines were collapsed to fit. */
  collapsed: boolean;
}

/** The customer's free texts, in the order they are cut: the note first, then the address, then the name. */
type FreeText = 'note' | 'address' | 'name';

/** `input` with one free text replaced by its first `length` code points (and '…' when cut). */
function withFreeText(
  input: OrderMessageInput,
  field: FreeText,
  length: number,
): OrderMessageInput {
  const full = [...freeText(input, field)];
  const text =
    length >= full.length ? full.join('') : length <= 0 ? '' : `${full.slice(0, length).join('')}…`;
  if (field === 'note') return { ...input, note: text };
  if (field === 'name') return { ...input, customerName: text };
  return { ...input, delivery: { ...input.delivery, address: text } };
}

function freeText(input: OrderMessageInput, field: FreeText): string {
  if (field === 'note') return input.note.trim();
  if (field === 'name') return input.customerName.trim();
  return input.delivery.type === 'delivery' ? input.delivery.address.trim() : '';
}

/**
 * The message `render` makes of `input` within the limit, the free texts `cuttable` cut in that order (each
 * to the longest start that fits, by code points: never inside an emoji, a binary search since a longer
 * start never makes a shorter URL); null when it does not fit even with all of them gone.
 */
function fitted(
  input: OrderMessageInput,
  render: (input: OrderMessageInput) => string,
  fits: (text: string) => boolean,
  cuttable: readonly FreeText[],
): string | null {
  let current = input;
  if (fits(render(current))) return render(current);
  for (const field of cuttable) {
    const emptied = withFreeText(current, field, 0);
    if (!fits(render(emptied))) {
      current = emptied;
      continue;
    }
    let low = 0; // fits
    let high = [...freeText(current, field)].length; // does not fit
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (fits(render(withFreeText(current, field, mid)))) low = mid;
      else high = mid;
    }
    return render(withFreeText(current, field, low));
  }
  return null;
}

/**
 * The WhatsApp link of an order to the merchant's number `digits` (see {@link whatsappNumber}), at most
 * {@link WHATSAPP_URL_MAX_LENGTH} characters, always with the order's number, its products, total and link
 * (and a priced order's whole breakdown and payment line: only the product lines, the template and the
 * customer's free texts give way).
 * The first of these that fits:
 * 1. the full message, the note cut as needed (the note goes before the product lines do);
 * 2. the product lines collapsed into {@link collapsedProductsLine}, then also without the merchant's
 *    template, the note cut as needed;
 * 3. the full product lines with the template, then without it, the note, the address and the customer's
 *    name cut in that order (a small order keeps its lines whatever its address);
 * 4. collapsed, with the template then without it, the same three cut.
 * The order page has everything in full; 'Copiar pedido' copies `fullText`.
 */
export function orderWhatsapp(digits: string, input: OrderMessageInput): OrderWhatsapp {
  const fullText = renderOrderMessage(input);
  const fits = (text: string) => whatsappUrl(digits, text).length <= WHATSAPP_URL_MAX_LENGTH;
  // Without the merchant's greeting, intro and closing; the product line's own wording stays.
  const bare = {
    ...input,
    template: { start: '', body: '', product: input.template.product, end: '' },
  };
  const full = renderOrderMessage;
  const all: FreeText[] = ['note', 'address', 'name'];
  const attempts: Array<
    [OrderMessageInput, (i: OrderMessageInput) => string, FreeText[], boolean]
  > = [
    [input, full, ['note'], false],
    [input, collapsedOrderMessage, ['note'], true],
    [bare, collapsedOrderMessage, ['note'], true],
    [input, full, all, false],
    [bare, full, all, false],
    [input, collapsedOrderMessage, all, true],
    [bare, collapsedOrderMessage, all, true],
  ];
  for (const [from, render, cuttable, collapsed] of attempts) {
    const urlText = fitted(from, render, fits, cuttable);
    if (urlText !== null)
      return { url: whatsappUrl(digits, urlText), urlText, fullText, collapsed };
  }
  // Only an order link or a number beyond any real one gets here: the shortest message, whatever its length.
  const urlText = collapsedOrderMessage(
    withFreeText(withFreeText(withFreeText(bare, 'note', 0), 'address', 0), 'name', 0),
  );
  return { url: whatsappUrl(digits, urlText), urlText, fullText, collapsed: true };
}
