/**
 * The breakdown of a priced order (issue 23) as label/value rows, for the panel's order detail and
 * 'Pedidos': the same wording as the WhatsApp message's lines (order-breakdown-message.ts), so the merchant
 * reads in the panel exactly what the customer sent.
 */
import { formatCents } from './cents';
import type { OrderBreakdown } from './order-pricing';
import { paymentSummary, type PaymentMethodData } from './payments';

/** One row of an order's breakdown. */
export interface BreakdownRow {
  kind: 'subtotal' | 'discount' | 'delivery' | 'total' | 'payment';
  /** 'Subtotal', 'Cupón PRIMERA10 (-10%)', 'Envío (CABA)', 'Retiro en', 'Total', 'Pago'. */
  label: string;
  /** '$27.500,00', '-$2.750,00', 'Gratis', 'a coordinar', 'transferencia al alias tienda.ana'; '' for none. */
  value: string;
}

/**
 * Subtotal, one row per discount, the delivery ('Envío (CABA)': fee or 'Gratis'; 'Envío': 'a coordinar';
 * 'Retiro en': the point), the total ('+ envío a coordinar' when it is) and 'Pago' with the method.
 */
export function orderBreakdownRows(
  breakdown: OrderBreakdown,
  country: string | null | undefined,
  payment?: PaymentMethodData | null,
): BreakdownRow[] {
  const money = (cents: number) => formatCents(cents, country);
  const rows: BreakdownRow[] = [
    { kind: 'subtotal', label: 'Subtotal', value: money(breakdown.subtotalCents) },
  ];
  for (const discount of breakdown.discounts) {
    rows.push({
      kind: 'discount',
      label: discount.label,
      value: discount.amountCents > 0 ? `-${money(discount.amountCents)}` : '',
    });
  }
  const delivery = breakdown.delivery;
  if (delivery?.kind === 'retiro') {
    rows.push({
      kind: 'delivery',
      label: 'Retiro en',
      value: `${delivery.name}${delivery.detail ? ` — ${delivery.detail}` : ''}`,
    });
  } else if (delivery?.kind === 'coordinar' || (delivery && delivery.feeCents === null)) {
    rows.push({ kind: 'delivery', label: 'Envío', value: 'a coordinar' });
  } else if (delivery) {
    rows.push({
      kind: 'delivery',
      label: `Envío (${delivery.name})`,
      value: delivery.feeCents === 0 ? 'Gratis' : money(delivery.feeCents ?? 0),
    });
  }
  const coordinate = delivery !== null && delivery.feeCents === null;
  rows.push({
    kind: 'total',
    label: 'Total',
    value: `${money(breakdown.totalCents)}${coordinate ? ' + envío a coordinar' : ''}`,
  });
  if (payment) rows.push({ kind: 'payment', label: 'Pago', value: paymentSummary(payment) });
  return rows;
}

/** A row as one line of text: 'Envío (CABA): Gratis'; a row without a value is its label. */
export function breakdownRowText(row: BreakdownRow): string {
  return row.value === '' ? row.label : `${row.label}: ${row.value}`;
}
