// The order page's data (`/pedido/{token}`): what the customer ordered, as it was ordered.
import {
  ORDER_PAGE_DAYS,
  variantLineName,
  type OrderBreakdown,
  type OrderDeliveryType,
  type PaymentMethod,
} from '@panel/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../auth/db-errors.js';
import type { ORDER_STATUSES } from '../db/schema.js';
import { orderLines, orderStatusChanges, orders } from '../db/schema.js';

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
