import {
  customerWhatsappUrl,
  INVALID_STATUS_CHANGE,
  isLapsedConfirmRefusal,
  nextOrderStatuses,
  paymentSummary,
  variantLineName,
} from '@panel/domain';
import { useState } from 'react';
import { Link } from 'react-aria-components';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { Columns, Inline, Stack } from '../../layout';
import { toast } from '../../provider/toast';
import * as list from '../products/product-list-screen.css';
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import { OrderBreakdownList, paymentData, type OrderBreakdownValue } from './order-breakdown';
import { OrderStatusChip, orderDate, orderTotal, type OrderStatus } from './orders-screen';
import * as styles from './orders-screen.css';

const t = es.orders;
const d = t.detail;

/** An order with its lines and history (the shape of `GET /orders/{number}`). */
export interface OrderDetails {
  number: number;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  /** National digits; empty when the customer left none. */
  phone: string;
  /** Calling code with '+'; empty without a phone. */
  phoneArea: string;
  delivery: 'pickup' | 'delivery';
  address: string;
  note: string;
  lines: readonly {
    productId: string | null;
    name: string;
    /** The variant as ordered ('Talle M, Negro', issue 22); absent or '' without options. */
    variant?: string;
    quantity: number;
    unitPrice: string;
    subtotal: string;
  }[];
  total: string;
  /** The storefront's page of the order. */
  orderUrl: string;
  history: readonly { from: OrderStatus | null; to: OrderStatus; at: string }[];
  /**
   * The sale as priced when the order was placed (issue 23): subtotal, discounts, delivery and total;
   * null or absent for an order placed before breakdowns (its `total` shows alone).
   */
  breakdown?: OrderBreakdownValue | null;
  /** The payment method the customer chose, as the store had it then; null or absent: none. */
  payment?: PaymentMethodValue | null;
}

/** Props of {@link OrderDetailScreen}. */
export interface OrderDetailScreenProps {
  /** The order; null while loading or on error. */
  order: OrderDetails | null;
  /** The store's name, for the message to the customer. */
  storeName: string;
  /** The store's country: how amounts are written ('$12.500,00' in Argentina, '$12,500.00' in México). */
  country?: string;
  /** Link back to the list. */
  backHref: string;
  isLoading?: boolean;
  /** The order could not be loaded ('notFound' for a number the store does not have). */
  error?: 'notFound' | 'failed' | null;
  onRetry?: () => void;
  /**
   * Moves the order; reject to show the failure toast, with an Error whose message is the server's
   * `INVALID_STATUS_CHANGE` when the order had already moved (then refresh `order`).
   */
  onStatusChange: (status: OrderStatus) => Promise<unknown>;
  /** The time relative dates are counted from. Default now. */
  now?: Date;
}

const ACTION_LABEL: Partial<Record<OrderStatus, string>> = {
  confirmado: d.confirm,
  entregado: d.deliver,
};

/**
 * One order (`/orders/{number}`): lines as ordered, the sale's breakdown (subtotal, discounts, delivery,
 * total and payment; the total alone for an order placed before them), customer, phone, delivery and address,
 * note, the storefront's order page, the history, and the actions its status allows ('Confirmar',
 * 'Marcar como entregado', 'Cancelar' after a confirmation, 'Escribir al cliente' with a phone).
 */
export function OrderDetailScreen({
  order,
  storeName,
  country,
  backHref,
  isLoading = false,
  error = null,
  onRetry,
  onStatusChange,
  now,
}: OrderDetailScreenProps) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const clock = now ?? new Date();

  const change = async (status: OrderStatus) => {
    setPending(status);
    try {
      await toast.promise(onStatusChange(status), {
        loading: d.toasts.pending,
        success:
          status === 'cancelado' && order?.status === 'vencido'
            ? d.toasts.canceladoLapsed
            : d.toasts[status as 'confirmado' | 'entregado' | 'cancelado'],
        error: (err) => {
          if (!(err instanceof Error)) return d.toasts.failure;
          if (err.message === INVALID_STATUS_CHANGE) return d.toasts.alreadyChanged;
          // A lapsed order whose units were sold meanwhile: the server's message names the product.
          return isLapsedConfirmRefusal(err.message) ? err.message : d.toasts.failure;
        },
      });
    } catch {
      // The failure toast is shown.
    } finally {
      setPending(null);
    }
  };

  const back = (
    <Link href={backHref} className={styles.numberLink}>
      {d.back}
    </Link>
  );

  if (isLoading || error || !order) {
    return (
      <div className={list.root}>
        <PageHeader title={t.title} />
        <section className={list.paper}>
          {isLoading ? (
            <div role="status" aria-label={t.loading} className={list.skeleton}>
              <div className={list.skeletonRow}>
                <span className={list.skeletonBlock} style={{ flex: 1 }} />
              </div>
            </div>
          ) : (
            <div role="alert" className={list.loadError}>
              <p>{error === 'notFound' ? d.notFound : d.loadError}</p>
              {error !== 'notFound' && onRetry && (
                <Button variant="secondary" onPress={onRetry}>
                  {t.retry}
                </Button>
              )}
              {back}
            </div>
          )}
        </section>
      </div>
    );
  }

  const next = nextOrderStatuses(order.status);
  const breakdown = order.breakdown ?? null;
  const whatsapp = customerWhatsappUrl(order, storeName);

  return (
    <div className={list.root}>
      <PageHeader title={d.title(order.number)} subtitle={orderDate(order.createdAt, clock)} />
      <section className={list.paper} aria-label={d.title(order.number)}>
        <Columns template={{ md: '2/1' }} className={styles.detail}>
          <Stack gap="sm" align="start" className={styles.section}>
            {back}
            <Inline gap="sm" alignY="stretch">
              <OrderStatusChip status={order.status} />
            </Inline>
            {order.status === 'vencido' && <p className={styles.muted}>{d.lapsedNote}</p>}
            <div className={`${styles.wide} ${list.scroller}`} style={{ alignSelf: 'stretch' }}>
              <table aria-label={d.lines} className={list.table}>
                <thead>
                  <tr>
                    <th scope="col" className={list.column}>
                      {d.lines}
                    </th>
                    <th scope="col" className={list.column}>
                      {d.quantity}
                    </th>
                    <th scope="col" className={list.column}>
                      {d.unitPrice}
                    </th>
                    <th scope="col" className={list.column}>
                      {d.subtotal}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, i) => (
                    <tr key={i}>
                      <th scope="row" className={list.cell}>
                        {variantLineName(line.name, line.variant ?? '')}
                      </th>
                      <td className={list.cell}>{line.quantity}</td>
                      <td className={list.cell}>{orderTotal(line.unitPrice, country)}</td>
                      <td className={list.cell}>{orderTotal(line.subtotal, country)}</td>
                    </tr>
                  ))}
                  {!breakdown && (
                    <tr className={styles.totalRow}>
                      <th scope="row" colSpan={3} className={list.cell}>
                        {d.total}
                      </th>
                      <td className={list.cell}>{orderTotal(order.total, country)}</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </div>
            {/* A phone: one block per line (name; quantity × unit price; subtotal), then the total. */}
            <div className={styles.narrow} style={{ alignSelf: 'stretch' }}>
              <ul aria-label={d.lines} className={styles.list}>
                {order.lines.map((line, i) => (
                  <li key={i} className={styles.lineItem}>
                    <span className={styles.lineName}>
                      {variantLineName(line.name, line.variant ?? '')}
                    </span>
                    <span className={styles.muted}>
                      {d.quantityTimesPrice(line.quantity, orderTotal(line.unitPrice, country))}
                    </span>
                    <span className={styles.lineSubtotal}>
                      {orderTotal(line.subtotal, country)}
                    </span>
                  </li>
                ))}
              </ul>
              {!breakdown && (
                <p className={styles.lineTotal}>
                  <span>{d.total}</span>
                  <span>{orderTotal(order.total, country)}</span>
                </p>
              )}
            </div>
            {breakdown && (
              <div className={styles.detailBreakdown}>
                <OrderBreakdownList
                  breakdown={breakdown}
                  payment={order.payment}
                  country={country}
                  label={d.breakdown}
                />
              </div>
            )}
            {(next.length > 0 || whatsapp) && (
              <Inline gap="sm" alignY="stretch">
                {next
                  .filter((s) => s !== 'cancelado')
                  .map((s) => (
                    <Button
                      key={s}
                      isPending={pending === s}
                      isDisabled={pending !== null}
                      onPress={() => void change(s)}
                    >
                      {ACTION_LABEL[s]}
                    </Button>
                  ))}
                {whatsapp && (
                  <Link
                    href={whatsapp}
                    target="_blank"
                    rel="noreferrer"
                    className={styles.linkButton}
                  >
                    {d.writeCustomer}
                  </Link>
                )}
                {next.includes('cancelado') && (
                  <Button
                    variant="ghost"
                    isPending={pending === 'cancelado'}
                    isDisabled={pending !== null}
                    onPress={() => setConfirmCancel(true)}
                  >
                    {d.cancel}
                  </Button>
                )}
              </Inline>
            )}
          </Stack>
          <Stack gap="sm" align="start" className={styles.section}>
            <h2 className={styles.sectionTitle}>{d.customer}</h2>
            <dl className={styles.facts}>
              <dt className={styles.factTerm}>{d.customer}</dt>
              <dd className={styles.factValue}>{order.customerName}</dd>
              <dt className={styles.factTerm}>{d.phone}</dt>
              <dd className={styles.factValue}>
                {order.phone ? `${order.phoneArea} ${order.phone}` : d.noPhone}
              </dd>
              <dt className={styles.factTerm}>{d.delivery}</dt>
              <dd className={styles.factValue}>
                {breakdown?.delivery
                  ? d.deliveryOption[breakdown.delivery.kind](breakdown.delivery.name)
                  : t.delivery[order.delivery]}
              </dd>
              {order.address && (
                <>
                  <dt className={styles.factTerm}>{d.address}</dt>
                  <dd className={styles.factValue}>{order.address}</dd>
                </>
              )}
              {order.payment && (
                <>
                  <dt className={styles.factTerm}>{d.payment}</dt>
                  <dd className={styles.factValue}>{paymentSummary(paymentData(order.payment))}</dd>
                </>
              )}
              {order.note && (
                <>
                  <dt className={styles.factTerm}>{d.note}</dt>
                  <dd className={styles.factValue}>{order.note}</dd>
                </>
              )}
            </dl>
            <Link
              href={order.orderUrl}
              target="_blank"
              rel="noreferrer"
              className={styles.numberLink}
            >
              {d.orderPage}
            </Link>
            <h2 className={styles.sectionTitle}>{d.history}</h2>
            <ol className={styles.list}>
              {order.history.map((h, i) => (
                <li key={i} className={styles.muted}>
                  {h.from === null ? d.placed : t.status[h.to]} · {orderDate(h.at, clock)}
                </li>
              ))}
            </ol>
          </Stack>
        </Columns>
      </section>
      <ConfirmDialog
        isOpen={confirmCancel}
        title={d.cancelDialog.title(order.number)}
        text={order.status === 'vencido' ? d.cancelDialog.lapsedText : d.cancelDialog.text}
        confirmLabel={d.cancelDialog.confirm}
        cancelLabel={d.cancelDialog.dismiss}
        onConfirm={() => {
          setConfirmCancel(false);
          void change('cancelado');
        }}
        onCancel={() => setConfirmCancel(false)}
      />
    </div>
  );
}
