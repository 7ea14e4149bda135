// The priced order's breakdown (issue 23) as the panel shows it: the rows of @panel/domain's
// orderBreakdownRows, worded as the WhatsApp message the customer sent.
import {
  orderBreakdownRows,
  type OrderBreakdown as DomainOrderBreakdown,
  type PaymentMethodData,
} from '@panel/domain';
import type { DeliveryKind } from '../sale-settings/kinds';
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import * as styles from './orders-screen.css';

/**
 * An order's figures as the server priced them when it was placed (the shape of the answers'
 * `breakdown`, in integer cents; @panel/domain's OrderBreakdown, spelled here for the published types).
 */
export interface OrderBreakdownValue {
  subtotalCents: number;
  discounts: readonly {
    kind: 'coupon' | 'payment';
    /** 'Cupón PRIMERA10 (-10%)', 'Descuento transferencia (-10%)'. */
    label: string;
    amountCents: number;
    code?: string;
  }[];
  discountCents: number;
  delivery: {
    optionId: string;
    kind: DeliveryKind;
    name: string;
    detail: string | null;
    /** null: 'a coordinar'. */
    feeCents: number | null;
    waived: boolean;
    missingForFreeCents: number | null;
  } | null;
  deliveryFeeCents: number;
  totalCents: number;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };
const agree: Same<Mutable<OrderBreakdownValue>, DomainOrderBreakdown> = true;
void agree;

/** The payment method an answer carries, as @panel/domain's rules read it (the server normalised it). */
export const paymentData = (payment: PaymentMethodValue): PaymentMethodData =>
  payment as unknown as PaymentMethodData;

/** Props of {@link OrderBreakdownList}. */
export interface OrderBreakdownListProps {
  breakdown: OrderBreakdownValue;
  payment?: PaymentMethodValue | null;
  country?: string;
  /** The list's small version under the total: every row but the total, muted. */
  compact?: boolean;
  /** Accessible name of the list. */
  label: string;
}

/**
 * Subtotal, each discount with its label, the delivery ('Envío (CABA)': fee, 'Gratis' or 'a coordinar';
 * 'Retiro en'), the total and 'Pago' with the method, as a description list in a named group.
 */
export function OrderBreakdownList({
  breakdown,
  payment = null,
  country,
  compact = false,
  label,
}: OrderBreakdownListProps) {
  const rows = orderBreakdownRows(
    breakdown as DomainOrderBreakdown,
    country,
    payment ? paymentData(payment) : null,
  ).filter((row) => !compact || row.kind !== 'total');
  return (
    <div role="group" aria-label={label}>
      <dl className={compact ? styles.breakdownCompact : styles.breakdown}>
        {rows.map((row, i) => (
          <div key={i} className={styles.breakdownRow} data-kind={row.kind}>
            <dt className={styles.breakdownTerm}>{row.label}</dt>
            <dd className={styles.breakdownValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
