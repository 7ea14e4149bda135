/**
 * The end of the WhatsApp message of a priced order (issue 23): the breakdown priceOrder computed, the
 * delivery, the total and how the customer pays, in the store's money — so the merchant needs no reply but
 * 'Confirmado'. Lines, not a whole message: the message's template and its length guard collapse the
 * product lines first and keep these (order-message.ts puts them together).
 */
import { formatCents } from './cents';
import type { OrderBreakdown } from './order-pricing';
import { paymentSummary, type PaymentMethodData } from './payments';

/**
 * 'Subtotal: $27.500', one line per discount ('Cupón PRIMERA10 (-10%): -$2.750'), the delivery ('Envío
 * (CABA): $1.500', 'Envío (CABA): Gratis', 'Retiro en: Local Palermo — Av. Corrientes 1234', 'Envío: a
 * coordinar'), '*Total: $26.250*' (with '+ envío a coordinar' when it is), and 'Pago: …'.
 */
export function orderBreakdownLines(
  breakdown: OrderBreakdown,
  country: string | null | undefined,
  payment?: PaymentMethodData | null,
): string[] {
  const money = (cents: number) => formatCents(cents, country);
  const lines = [`Subtotal: ${money(breakdown.subtotalCents)}`];
  for (const discount of breakdown.discounts) {
    lines.push(
      discount.amountCents > 0
        ? `${discount.label}: -${money(discount.amountCents)}`
        : discount.label,
    );
  }
  const delivery = breakdown.delivery;
  if (delivery?.kind === 'retiro') {
    lines.push(`Retiro en: ${delivery.name}${delivery.detail ? ` — ${delivery.detail}` : ''}`);
  } else if (delivery?.kind === 'coordinar' || (delivery && delivery.feeCents === null)) {
    lines.push('Envío: a coordinar');
  } else if (delivery) {
    const fee = delivery.feeCents === 0 ? 'Gratis' : money(delivery.feeCents ?? 0);
    lines.push(`Envío (${delivery.name}): ${fee}`);
  }
  const coordinate = delivery !== null && delivery.feeCents === null;
  lines.push(`*Total: ${money(breakdown.totalCents)}*${coordinate ? ' + envío a coordinar' : ''}`);
  if (payment) lines.push(`Pago: ${paymentSummary(payment)}`);
  return lines;
}
