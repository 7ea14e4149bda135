import { displayedRowsText, formatMoney, relativeTime } from '@panel/domain';
import { useState } from 'react';
import { Button as AriaButton, Input, Link, SearchField } from 'react-aria-components';
import { Button } from '../../components/button';
import { button } from '../../components/button/button.css';
import { Glyph } from '../../components/glyph';
import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { es } from '../../i18n/es';
import { Inline, Stack } from '../../layout';
import { toast } from '../../provider/toast';
// The table, search, pagination and load states look like the product list's: one look for lists.
import * as list from '../products/product-list-screen.css';
import type { PaymentMethodValue } from '../sale-settings/payment-settings-screen';
import { OrderBreakdownList, type OrderBreakdownValue } from './order-breakdown';
import * as styles from './orders-screen.css';

const t = es.orders;

/**
 * An order's status (the values of @panel/domain's ORDER_STATUSES, spelled here: the published types
 * never import the private domain package).
 */
export type OrderStatus = 'nuevo' | 'confirmado' | 'entregado' | 'cancelado' | 'vencido';

/** Statuses of the filter, in the order of an order's life ('vencido': its hold ended unconfirmed). */
const FILTER: readonly OrderStatus[] = ['nuevo', 'confirmado', 'entregado', 'cancelado', 'vencido'];

/**
 * The list's filter: a status, or 'sin_confirmar' — 'Pedidos sin confirmar', orders still 'nuevo' more
 * than an hour after they were placed (issue 23; the server's `unconfirmed` filter).
 */
export type OrderFilter = OrderStatus | 'sin_confirmar';

/** An order as listed (the shape of `GET /orders`' items). */
export interface OrderListItem {
  number: number;
  /** ISO date-time. */
  createdAt: string;
  customerName: string;
  /** Units ordered. */
  items: number;
  /** Decimal text, e.g. '12500.00'. */
  total: string;
  delivery: 'pickup' | 'delivery';
  status: OrderStatus;
  /** The sale as priced (issue 23); null or absent for an order placed before breakdowns. */
  breakdown?: OrderBreakdownValue | null;
  /** The payment method the customer chose; null or absent: none. */
  payment?: PaymentMethodValue | null;
}

/** Props of {@link OrdersScreen}. */
export interface OrdersScreenProps {
  /** The current page of orders. */
  orders: readonly OrderListItem[];
  /** The store's country: how amounts are written ('$12.500,00' in Argentina, '$12,500.00' in México). */
  country?: string;
  /** Orders matching the filter and search, over every page. */
  total: number;
  /** 0-based page. */
  page: number;
  /** Rows per page. */
  rowsPerPage: number;
  /** Search text (the container debounces the calls). */
  query: string;
  /** The filter: a status or 'sin_confirmar' ('Pedidos sin confirmar'); null for every order. */
  status: OrderFilter | null;
  /** The store's link (`https://ana.tiendas.com`), shown by the empty state with a copy button. */
  storeUrl: string;
  /** Link of an order's page, e.g. `/orders/1001`. */
  orderHref: (number: number) => string;
  /** Shows the skeleton instead of the rows. */
  isLoading?: boolean;
  /** The list could not be loaded. */
  isError?: boolean;
  /** 'Intentar de nuevo' of the error state. */
  onRetry?: () => void;
  /** Typing in the search box. */
  onQueryChange: (query: string) => void;
  /** A filter button; null for 'Todos'. The container goes back to page 0. */
  onStatusChange: (status: OrderFilter | null) => void;
  /** Page buttons. */
  onPageChange: (page: number) => void;
  /** The time relative dates are counted from (stories and tests pin it). Default now. */
  now?: Date;
  /**
   * False when the store cannot take orders (no WhatsApp number saved): the inbox says so, links to
   * 'Checkout', and its empty state promises no orders (issue 21). Default true.
   */
  takingOrders?: boolean;
  /** Where the notice's 'Ir a Checkout' goes. Default '/checkout'. */
  checkoutHref?: string;
}

const DAY_MS = 86_400_000;

/** 'Hace N …' for the last week, the date otherwise. */
export function orderDate(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (now.getTime() - at.getTime() < 7 * DAY_MS) return relativeTime(at, now);
  return at.toLocaleDateString('es', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** An order's total as money. */
export const orderTotal = (total: string, country?: string) => formatMoney(Number(total), country);

/** The delivery the order's customer chose: the option's name (issue 23), or pickup/delivery before. */
function deliveryText(order: OrderListItem): string {
  const option = order.breakdown?.delivery;
  return option ? t.detail.deliveryOption[option.kind](option.name) : t.delivery[order.delivery];
}

/** An order status chip. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <span className={styles.chip[status]} data-status={status}>
      {t.status[status]}
    </span>
  );
}

function Skeleton() {
  return (
    <div role="status" aria-label={t.loading} className={list.skeleton}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className={list.skeletonRow}>
          <span className={list.skeletonBlock} style={{ flex: 1 }} />
          <span className={list.skeletonBlock} style={{ flex: 2 }} />
          <span className={list.skeletonBlock} style={{ flex: 1 }} />
        </div>
      ))}
    </div>
  );
}

/** The store cannot take orders: why, and the way to fix it. */
function ClosedNotice({ checkoutHref }: { checkoutHref: string }) {
  return (
    <section className={styles.closed} aria-labelledby="tienda-sin-pedidos">
      <Glyph name="warning" className={styles.closedIcon} />
      <Stack gap="xs" align="start">
        <h2 id="tienda-sin-pedidos" className={styles.closedTitle}>
          {t.closed.title}
        </h2>
        <p className={styles.closedText}>{t.closed.text}</p>
        <Link href={checkoutHref} className={button({ variant: 'primary' })}>
          {t.closed.action}
        </Link>
      </Stack>
    </section>
  );
}

function EmptyState({ storeUrl, takingOrders }: { storeUrl: string; takingOrders: boolean }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(storeUrl);
      toast.success(t.empty.copied);
    } catch {
      toast.error(t.empty.copyFailed);
    }
  };
  return (
    <Stack gap="md" align="start" className={styles.emptyState}>
      <h2 className={styles.emptyTitle}>{t.empty.title}</h2>
      <p>{takingOrders ? t.empty.text : t.closed.emptyText}</p>
      <Inline className={styles.storeLink}>
        <span className={styles.muted}>{t.empty.linkLabel}:</span>
        <Link href={storeUrl} target="_blank" rel="noreferrer" className={styles.numberLink}>
          {storeUrl}
        </Link>
        <Button variant="secondary" onPress={() => void copy()}>
          {t.empty.copy}
        </Button>
      </Inline>
    </Stack>
  );
}

/**
 * The orders inbox ('Pedidos', issue 13): status filter, search by number or customer, a table from
 * sm up and a list on phones, pages, the empty state with the store's link, loading and error.
 * Prop-driven: the container owns the query, the filter, the page and the calls.
 */
export function OrdersScreen({
  orders,
  country,
  total,
  page,
  rowsPerPage,
  query,
  status,
  storeUrl,
  orderHref,
  isLoading = false,
  isError = false,
  onRetry,
  onQueryChange,
  onStatusChange,
  onPageChange,
  now,
  takingOrders = true,
  checkoutHref = '/checkout',
}: OrdersScreenProps) {
  const [search, setSearch] = useState(query);
  const lastPage = Math.max(0, Math.ceil(total / rowsPerPage) - 1);
  const filtered = query.trim() !== '' || status !== null;
  const clock = now ?? new Date();

  const body = isLoading ? (
    <Skeleton />
  ) : isError ? (
    <div role="alert" className={list.loadError}>
      <p>{t.loadError}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {t.retry}
        </Button>
      )}
    </div>
  ) : orders.length === 0 ? (
    filtered ? (
      <p className={list.empty}>{t.noResults}</p>
    ) : (
      <EmptyState storeUrl={storeUrl} takingOrders={takingOrders} />
    )
  ) : (
    <>
      <div className={`${list.scroller} ${styles.wide}`}>
        <table aria-label={t.title} className={list.table}>
          <thead>
            <tr>
              {Object.values(t.columns).map((label) => (
                <th key={label} scope="col" className={list.column}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} className={list.row}>
                <th scope="row" className={list.cell}>
                  <Link
                    href={orderHref(order.number)}
                    aria-label={t.openOrder(order.number)}
                    className={styles.numberLink}
                  >
                    {t.number(order.number)}
                  </Link>
                </th>
                <td className={list.cell}>{orderDate(order.createdAt, clock)}</td>
                <td className={list.cell}>{order.customerName}</td>
                <td className={list.cell}>{order.items}</td>
                <td className={list.cell}>
                  <span className={styles.listTotal}>{orderTotal(order.total, country)}</span>
                  {order.breakdown && (
                    <OrderBreakdownList
                      breakdown={order.breakdown}
                      payment={order.payment}
                      country={country}
                      label={t.breakdownOf(order.number)}
                      compact
                    />
                  )}
                </td>
                <td className={list.cell}>{deliveryText(order)}</td>
                <td className={list.cell}>
                  <OrderStatusChip status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t.title} className={`${styles.list} ${styles.narrow}`}>
        {orders.map((order) => (
          <li key={order.number} className={styles.listItem}>
            <Link href={orderHref(order.number)} className={styles.listLink}>
              <strong>
                {t.number(order.number)} · {order.customerName}
              </strong>
              <span className={styles.end}>
                <OrderStatusChip status={order.status} />
              </span>
              <span className={styles.muted}>
                {orderDate(order.createdAt, clock)} · {t.items(order.items)} · {deliveryText(order)}
              </span>
              <span className={`${styles.end} ${styles.listTotal}`}>
                {orderTotal(order.total, country)}
              </span>
              {order.breakdown && (
                <span className={styles.listBreakdown}>
                  <OrderBreakdownList
                    breakdown={order.breakdown}
                    payment={order.payment}
                    country={country}
                    label={t.breakdownOf(order.number)}
                    compact
                  />
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );

  return (
    <div className={list.root}>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {!takingOrders && <ClosedNotice checkoutHref={checkoutHref} />}
      <section className={list.paper} aria-label={t.title}>
        <div className={list.filterBar}>
          <SearchField
            aria-label={t.searchLabel}
            value={search}
            onChange={(value) => {
              setSearch(value);
              onQueryChange(value);
            }}
            className={list.search}
          >
            <Icon name="search" />
            <Input placeholder={t.searchPlaceholder} className={list.searchInput} />
          </SearchField>
        </div>
        <Inline
          gap="xs"
          alignY="stretch"
          role="group"
          aria-label={t.filterLabel}
          className={styles.filters}
        >
          <AriaButton
            className={styles.filterButton}
            aria-pressed={status === null}
            onPress={() => onStatusChange(null)}
          >
            {t.all}
          </AriaButton>
          {FILTER.map((s) => (
            <AriaButton
              key={s}
              className={styles.filterButton}
              aria-pressed={status === s}
              onPress={() => onStatusChange(s)}
            >
              {t.statusFilter[s]}
            </AriaButton>
          ))}
          <AriaButton
            className={styles.filterButton}
            aria-pressed={status === 'sin_confirmar'}
            onPress={() => onStatusChange('sin_confirmar')}
          >
            {t.unconfirmedFilter}
          </AriaButton>
        </Inline>
        {body}
        <div className={list.pagination}>
          <span aria-live="polite">{displayedRowsText(page, rowsPerPage, total)}</span>
          <div className={list.pageButtons}>
            <AriaButton
              aria-label={t.pagination.previous}
              className={list.iconButton}
              isDisabled={page <= 0 || isLoading || isError}
              onPress={() => onPageChange(page - 1)}
            >
              <Icon name="chevronLeft" />
            </AriaButton>
            <AriaButton
              aria-label={t.pagination.next}
              className={list.iconButton}
              isDisabled={page >= lastPage || isLoading || isError}
              onPress={() => onPageChange(page + 1)}
            >
              <Icon name="chevronRight" />
            </AriaButton>
          </div>
        </div>
      </section>
    </div>
  );
}
