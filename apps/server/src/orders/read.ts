// The order page's data (`/pedido/{token}`): what the customer ordered, as it was ordered. And the
// panel's reads of the sale (issue 23): the inbox's page with each order's breakdown and payment, the
// 'Pedidos sin confirmar' filter and count.
import {
  ORDER_PAGE_DAYS,
  variantLineName,
  type OrderBreakdown,
  type OrderDeliveryType,
  type OrderStatus,
  type PaymentMethod,
} from '@panel/domain';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/errors.js';
import type { ORDER_STATUSES } from '../db/schema.js';
import { foldForSearch, orderLines, orderStatusChanges, orders } from '../db/schema.js';
import { containsText } from '../db/search.js';

/** A token {@link newOrderToken} could have made (or a longer one): anything else matches no order. */
const TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** A line of the order page (a snapshot: later price or name changes do not show here). */
export interface OrderViewLine {
  /** With its variant as ordered: 'Remera Oversize — Talle M, Negro' (issue 22). */
  name: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/**
 * The order as its page shows it; the fields of @panel/storefront's `OrderPageData` but the store. No
 * customer phone: the link may be forwarded.
 */
export interface OrderView {
  number: number;
  status: (typeof ORDER_STATUSES)[number];
  lines: OrderViewLine[];
  total: number;
  customerName: string;
  delivery: OrderDeliveryType;
  address: string;
  note: string;
  /** ISO date-time. */
  createdAt: string;
  whatsappUrl: string;
  messageText: string;
  /** ISO date-time until which the order holds its units; null for an order placed before holds. */
  holdUntil: string | null;
  /** The breakdown priced when ordered (issue 23); null for an order placed before it. */
  breakdown: OrderBreakdown | null;
  /** The chosen payment method as the store had it then; null: none chosen. */
  payment: PaymentMethod | null;
}

/** Statuses after which an order page answers only {@link ORDER_PAGE_DAYS} more days. */
const FINAL_STATUSES = new Set(['entregado', 'cancelado', 'vencido']);

/**
 * The order of `storeId` with this page token; null for an unknown token or another store's order; 'gone'
 * {@link ORDER_PAGE_DAYS} days after the order was delivered, cancelled or lapsed (the time of its last
 * status change, on the database's clock), so a forwarded link stops showing a customer's order.
 */
export async function getOrderByToken(
  db: Executor,
  storeId: string,
  token: string,
): Promise<OrderView | 'gone' | null> {
  if (!TOKEN.test(token)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.token, token), eq(orders.storeId, storeId)))
    .limit(1);
  if (!order) return null;
  if (FINAL_STATUSES.has(order.status)) {
    const [last] = await db
      .select({
        past: sql<boolean>`${orderStatusChanges.at} <= now() - make_interval(days => ${ORDER_PAGE_DAYS})`,
      })
      .from(orderStatusChanges)
      .where(
        and(
          eq(orderStatusChanges.orderId, order.id),
          eq(orderStatusChanges.toStatus, order.status),
        ),
      )
      .orderBy(desc(orderStatusChanges.at))
      .limit(1);
    if (last?.past) return 'gone';
  }
  const lines = await db
    .select({
      name: orderLines.name,
      variant: orderLines.variantLabel,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      subtotal: orderLines.subtotal,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  return {
    number: order.number,
    status: order.status,
    lines: lines.map((line) => ({
      name: variantLineName(line.name, line.variant),
      quantity: line.quantity,
      unitPrice: Number(line.unitPrice),
      subtotal: Number(line.subtotal),
    })),
    total: Number(order.total),
    customerName: order.customerName,
    delivery: order.deliveryType,
    address: order.address,
    note: order.note,
    createdAt: order.createdAt.toISOString(),
    whatsappUrl: order.whatsappUrl,
    messageText: order.messageText,
    holdUntil: order.holdUntil?.toISOString() ?? null,
    breakdown: order.breakdown ?? null,
    payment: order.payment ?? null,
  };
}

/**
 * Minutes after which an order still in 'nuevo' counts among the home's 'Pedidos sin confirmar' (issue 23:
 * older than an hour), on the database's clock.
 */
export const UNCONFIRMED_AFTER_MINUTES = 60;

/** The store's orders in 'nuevo' placed more than {@link UNCONFIRMED_AFTER_MINUTES} ago. */
function unconfirmedWhere(storeId: string): SQL | undefined {
  return and(
    eq(orders.storeId, storeId),
    eq(orders.status, 'nuevo'),
    sql`${orders.createdAt} <= now() - make_interval(mins => ${UNCONFIRMED_AFTER_MINUTES})`,
  );
}

/** How many of the store's orders are 'Pedidos sin confirmar' (see {@link UNCONFIRMED_AFTER_MINUTES}). */
export async function countUnconfirmedOrders(db: Executor, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(unconfirmedWhere(storeId));
  return row?.n ?? 0;
}

/** The sale of an order as the server priced it when it was placed (issue 23). */
export interface OrderSale {
  /** Subtotal, discounts, delivery and total in cents; null for an order placed before breakdowns. */
  breakdown: OrderBreakdown | null;
  /** The payment method the customer chose, as the store had it then; null: none. */
  payment: PaymentMethod | null;
}

/** The sale of the store's order with this number (empty for an order it does not have). */
export async function getOrderSale(
  db: Executor,
  storeId: string,
  number: number,
): Promise<OrderSale> {
  const [row] = await db
    .select({ breakdown: orders.breakdown, payment: orders.payment })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.number, number)))
    .limit(1);
  return { breakdown: row?.breakdown ?? null, payment: row?.payment ?? null };
}

/** The panel's inbox query: a status or 'Pedidos sin confirmar', a search, a page. */
export interface PanelOrderListQuery {
  status?: OrderStatus;
  /** Only 'Pedidos sin confirmar' ('nuevo' for more than {@link UNCONFIRMED_AFTER_MINUTES}). */
  unconfirmed?: boolean;
  q?: string;
  offset: number;
  limit: number;
}

/** An order of the panel's inbox, with its sale. */
export interface PanelOrderListItem extends OrderSale {
  number: number;
  createdAt: string;
  customerName: string;
  items: number;
  total: string;
  delivery: 'pickup' | 'delivery';
  address: string;
  status: OrderStatus;
}

/** A page of the panel's inbox. */
export interface PanelOrderPage {
  orders: PanelOrderListItem[];
  totalOrders: number;
  newOrders: number;
  /** The store's 'Pedidos sin confirmar', whatever the filter. */
  unconfirmedOrders: number;
}

/** The largest order number a search may name (an int4). */
const MAX_NUMBER = 2_147_483_647;

/** The list's filter: the store, the status or 'sin confirmar', and a search by number or name. */
function panelListWhere(storeId: string, query: PanelOrderListQuery): SQL | undefined {
  const q = query.q?.trim() ?? '';
  const conditions: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.unconfirmed) conditions.push(unconfirmedWhere(storeId));
  if (q !== '') {
    const byName = sql`${foldForSearch(sql`${orders.customerName}`)} LIKE ${foldForSearch(sql`${containsText(q)}`)}`;
    const digits = /^#?\s*(\d{1,10})$/.exec(q)?.[1];
    const n = digits === undefined ? NaN : Number(digits);
    conditions.push(
      Number.isSafeInteger(n) && n <= MAX_NUMBER ? or(eq(orders.number, n), byName) : byName,
    );
  }
  return and(...conditions);
}

/**
 * A page of the store's orders for 'Pedidos' (each with its breakdown, payment
 * and address, and the 'Pedidos sin confirmar' filter and count), newest first.
 */
export async function listPanelOrders(
  db: Executor,
  storeId: string,
  query: PanelOrderListQuery,
): Promise<PanelOrderPage> {
  const where = panelListWhere(storeId, query);
  // Qualified by hand: inside a subquery drizzle would name the columns without their tables.
  const items = sql<number>`(SELECT coalesce(sum(ol.quantity), 0) FROM order_lines ol
    WHERE ol.order_id = "orders"."id")`.mapWith(Number);
  const [rows, [total], [fresh], unconfirmedOrders] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        items,
        total: orders.total,
        delivery: orders.deliveryType,
        address: orders.address,
        status: orders.status,
        breakdown: orders.breakdown,
        payment: orders.payment,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(orders).where(where),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.status, 'nuevo'))),
    countUnconfirmedOrders(db, storeId),
  ]);
  return {
    orders: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      breakdown: row.breakdown ?? null,
      payment: row.payment ?? null,
    })),
    totalOrders: total?.n ?? 0,
    newOrders: fresh?.n ?? 0,
    unconfirmedOrders,
  };
}
