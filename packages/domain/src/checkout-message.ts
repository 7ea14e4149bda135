import { whatsappNumber, whatsappUrl } from './whatsapp';

/** The four editable parts of the checkout message (spec §3). */
export interface CheckoutMessageTemplate {
  /** Greeting; may contain {nombre-tienda}. */
  start: string;
  /** Line before the products. */
  body: string;
  /** One line per product; may contain {cantidad} and {nombre-producto}. */
  product: string;
  /** Closing; may contain {nombre-tienda}. */
  end: string;
}

/** Checkout types: WhatsApp, or card (announced, not available). */
export type CheckoutType = 'whatsapp' | 'card';

/** The checkout settings that are saved and compared for the dirty flag. */
export interface CheckoutSettings {
  type: CheckoutType;
  phone: string;
  /** Calling code with '+'. */
  phoneArea: string;
  customMessage: CheckoutMessageTemplate;
  /** How long an unconfirmed order holds its units, in minutes (issue 19); absent: not compared. */
  holdMinutes?: number;
}

/** A product line of an order. */
export interface CheckoutLine {
  quantity: number;
  name: string;
  /** The variant chosen ('Talle M, Negro', issue 22); empty or absent for a product without options. */
  variant?: string;
}

/** Placeholders of the message template. */
export const CHECKOUT_PLACEHOLDERS = {
  storeName: '{nombre-tienda}',
  quantity: '{cantidad}',
  productName: '{nombre-producto}',
  /** The variant (issue 22); a template without it gets it after the name: 'Remera (Talle M, Negro)'. */
  variant: '{variante}',
} as const;

/**
 * Default message template. The body is the spec's line; the greeting, product line and closing
 * are our wording (the spec only describes them).
 */
export const DEFAULT_CHECKOUT_MESSAGE = {
  start: '¡Hola {nombre-tienda}! 👋',
  body: 'Me gustaría confirmar mi pedido de los siguientes productos:',
  product: '- {cantidad} x {nombre-producto}',
  end: '¿Me podrías indicar el total a pagar y los métodos de envío disponibles? Quedo a la espera para realizar el pago. 🙌',
} as const satisfies CheckoutMessageTemplate;

/**
 * The closing of a message that already says the total, the delivery and how to pay (issue 23): the
 * default closing asks the merchant for 'el total a pagar y los métodos de envío disponibles', which such
 * a message answers itself.
 */
export const SALE_CLOSING = '¡Gracias! Quedo atento a la confirmación.';

/**
 * The template an order's message uses: with `saysItAll` (the order's delivery has a known fee and a
 * payment method was chosen) the default closing becomes {@link SALE_CLOSING}; a closing the merchant
 * wrote (anything but the default's text) stays as written.
 */
export function saleMessageTemplate(
  template: CheckoutMessageTemplate,
  saysItAll: boolean,
): CheckoutMessageTemplate {
  if (!saysItAll || template.end !== DEFAULT_CHECKOUT_MESSAGE.end) return template;
  return { ...template, end: SALE_CLOSING };
}

/** Quantity of the test message (spec §5). */
export const SAMPLE_QUANTITY = 5;

/** Product name of the test message (our wording). */
export const SAMPLE_PRODUCT_NAME = 'Producto de ejemplo';

/**
 * Renders the order message: greeting, body, one product line per item, closing, one per line.
 * {nombre-tienda} is replaced in every part, {cantidad}/{nombre-producto}/{variante} in the product
 * lines (a line's variant goes in parentheses after the name when the template does not place it);
 * parts left blank are skipped.
 */
export function renderCheckoutMessage(
  template: CheckoutMessageTemplate,
  storeName: string,
  lines: readonly CheckoutLine[],
): string {
  const withStore = (text: string) => text.replaceAll(CHECKOUT_PLACEHOLDERS.storeName, storeName);
  const placesVariant = template.product.includes(CHECKOUT_PLACEHOLDERS.variant);
  const productLines = lines.map((line) => {
    const variant = line.variant?.trim() ?? '';
    const name = variant !== '' && !placesVariant ? `${line.name} (${variant})` : line.name;
    // Placeholders are replaced once each, in one pass: a product or variant named '{cantidad}' stays so.
    return withStore(template.product).replace(
      /\{cantidad\}|\{nombre-producto\}|\{variante\}/g,
      (placeholder) =>
        placeholder === CHECKOUT_PLACEHOLDERS.quantity
          ? String(line.quantity)
          : placeholder === CHECKOUT_PLACEHOLDERS.productName
            ? name
            : variant,
    );
  });
  return [
    withStore(template.start),
    withStore(template.body),
    ...productLines,
    withStore(template.end),
  ]
    .filter((part) => part.trim() !== '')
    .join('\n');
}

/** The test message of the checkout screen: the template with the store name, quantity 5 and a sample product. */
export function sampleMessage(template: CheckoutMessageTemplate, storeName: string): string {
  return renderCheckoutMessage(template, storeName, [
    { quantity: SAMPLE_QUANTITY, name: SAMPLE_PRODUCT_NAME },
  ]);
}

/**
 * WhatsApp link to the merchant: https://wa.me/<calling code + phone digits>?text=<encoded text>, the
 * number normalised by {@link whatsappNumber} (trunk 0 dropped, Argentina's mobile 9).
 */
export function whatsappLink(phoneArea: string, phone: string, text: string): string {
  const digits = whatsappNumber(phoneArea, phone) ?? `${phoneArea}${phone}`.replace(/\D/g, '');
  return whatsappUrl(digits, text);
}

/**
 * True when type, phone, phone area, the hold time or any message part differs from the saved checkout
 * (spec §4).
 */
export function isCheckoutDirty(saved: CheckoutSettings, current: CheckoutSettings): boolean {
  if (saved.type !== current.type) return true;
  if (saved.holdMinutes !== current.holdMinutes) return true;
  if (saved.phone !== current.phone) return true;
  if (saved.phoneArea !== current.phoneArea) return true;
  const parts = ['start', 'body', 'product', 'end'] as const;
  return parts.some((part) => saved.customMessage[part] !== current.customMessage[part]);
}
