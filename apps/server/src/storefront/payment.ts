// How the order page says to pay (issue 23): the chosen method's values with their copy buttons
// (@panel/domain paymentDetails), a payment link as a button, and for Pix a static BR Code of the order's
// total with the order number as its reference (domain pix.ts), drawn as a QR on the server — an SVG path
// in the page, so the customer's phone runs no QR code and the store's CSP needs no image source.
import {
  PAYMENT_METHOD_NAMES,
  paymentDetails,
  pixPayload,
  type PaymentMethod,
} from '@panel/domain';
import type { OrderPayment, OrderPix } from '@panel/storefront';
import QRCode from 'qrcode';

/** Modules of light margin around a QR (the standard's quiet zone). */
const QUIET_ZONE = 4;

/**
 * A QR of `text` as one SVG path: each run of dark modules in a row is one rectangle (`M x y h n v 1 h -n z`),
 * in a viewBox of `size` modules with the quiet zone. Error correction M (15%): a printed or screen code.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const parts: string[] = [];
  for (let y = 0; y < n; y += 1) {
    let x = 0;
    while (x < n) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < n && modules.get(y, x)) x += 1;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  }
  return { size: n + 2 * QUIET_ZONE, path: parts.join('') };
}

/** The BR Code of a Pix order: its total in centavos, the order number as the reference. */
export function orderPix(
  method: Extract<PaymentMethod, { type: 'pix' }>,
  totalCents: number,
  number: number,
): OrderPix {
  const payload = pixPayload({
    key: method.key,
    name: method.name,
    city: method.city,
    amountCents: totalCents,
    reference: String(number),
  });
  return { payload, ...qrPath(payload) };
}

/** The order page's payment card for the method the order keeps (null: none chosen). */
export function orderPayment(
  method: PaymentMethod | null,
  totalCents: number,
  number: number,
): OrderPayment | null {
  if (method === null) return null;
  return {
    type: method.type,
    name: PAYMENT_METHOD_NAMES[method.type],
    details: method.type === 'payment_link' ? [] : paymentDetails(method),
    link: method.type === 'payment_link' ? method.url : null,
    pix: method.type === 'pix' ? orderPix(method, totalCents, number) : null,
  };
}
