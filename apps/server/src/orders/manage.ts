// The merchant's side of orders (issue 13, 'Pedidos'): the inbox list, one order, and its status changes.
// Every query filters by the session's store id, which the caller takes from the session.
import {
  canChangeOrderStatus,
  INVALID_STATUS_CHANGE,
  ORDER_HOLD_MESSAGES,
  variantLineName,
  type OrderStatus,
} from '@panel/domain';
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor, Tx } from '../auth/db-errors.js';
import type { Db } from '../db/client.js';
import {
  foldForSearch,
  orderLines,
  orderStatusChanges,
  orders,
  products,
  stores,
} from '../db/schema.js';
import { bumpStoreVersion } from '../db/store-version.js';
import { giveBackCouponUse, holdsCouponUse, retakeCouponUse } from '../coupons/index.js';
import { giveUnitsBack, takeUnits } from './stock.js';
import { HttpError } from '../http-error.js';
import { containsText } from '../routes/products/search.js';

export interface OrderListQuery {
  status?: OrderStatus;
  q?: string;
  offset: number;
  limit: number;
}

export interface OrderListItem {
  number: number;
  createdAt: string;
  customerName: string;
  items: number;
  total: string;
  delivery: 'pickup' | 'delivery';
  status: OrderStatus;
}

export interface OrderPage {
  orders: OrderListItem[];
  totalOrders: number;
  newOrders: number;
}

export interface OrderDetails {
  number: number;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  phone: string;
  phoneArea: string;
  delivery: 'pickup' | 'delivery';
  address: string;
  note: string;
  lines: {
    productId: string | null;
    /** The variant ordered (issue 22); null without options or once deleted. */
    variantId: string | null;
    /** The variant as ordered ('Talle M, Negro'); '' without options. */
    variant: string;
    name: string;
    quantity: number;
    unitPrice: string;
    subtotal: string;
  }[];
  total: string;
  orderUrl: string;
  history: { from: OrderStatus | null; to: OrderStatus; at: string }[];
}

/** The largest order number a path may name (an int4). */
const MAX_NUMBER = 2_147_483_647;

/** The filter of a list: the store, the status, and a search by number (`1001`, `#1001`) or name. */
function listWhere(storeId: string, query: OrderListQuery): SQL | undefined {
  const q = query.q?.trim() ?? '';
  const conditions: (SQL | undefined)[] = [eq(orders.storeId, storeId)];
  if (query.status) conditions.push(eq(orders.status, query.status));
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

/** A page of the store's orders, newest first, with the total matching and the count of 'nuevo'. */
export async function listOrders(
  db: Executor,
  storeId: string,
  query: OrderListQuery,
): Promise<OrderPage> {
  const where = listWhere(storeId, query);
  // Qualified by hand: inside a subquery drizzle would name the columns without their tables.
  const items = sql<number>`(SELECT coalesce(sum(ol.quantity), 0) FROM order_lines ol
    WHERE ol.order_id = "orders"."id")`.mapWith(Number);
  const [rows, [total], [fresh]] = await Promise.all([
    db
      .select({
        number: orders.number,
        createdAt: orders.createdAt,
        customerName: orders.customerName,
        items,
        total: orders.total,
        delivery: orders.deliveryType,
        status: orders.status,
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
  ]);
  return {
    orders: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      total: row.total,
    })),
    totalOrders: total?.n ?? 0,
    newOrders: fresh?.n ?? 0,
  };
}

type OrderRow = typeof orders.$inferSelect;

async function details(db: Executor, order: OrderRow, origin: string): Promise<OrderDetails> {
  const [lines, history] = await Promise.all([
    db
      .select({
        productId: orderLines.productId,
        variantId: orderLines.variantId,
        variant: orderLines.variantLabel,
        name: orderLines.name,
        quantity: orderLines.quantity,
        unitPrice: orderLines.unitPrice,
        subtotal: orderLines.subtotal,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
    db
      .select({
        from: orderStatusChanges.fromStatus,
        to: orderStatusChanges.toStatus,
        at: orderStatusChanges.at,
      })
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, order.id))
      .orderBy(asc(orderStatusChanges.at), asc(orderStatusChanges.id)),
  ]);
  return {
    number: order.number,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    customerName: order.customerName,
    phone: order.customerPhone,
    phoneArea: order.customerPhoneArea,
    delivery: order.deliveryType,
    address: order.address,
    note: order.note,
    lines,
    total: order.total,
    orderUrl: `${origin}/pedido/${order.token}`,
    history: history.map((h) => ({ from: h.from ?? null, to: h.to, at: h.at.toISOString() })),
  };
}

const byNumber = (storeId: string, number: number) =>
  and(eq(orders.storeId, storeId), eq(orders.number, number));

/**
 * The store's order with this number, or 404 `Not found`. `origin` is the store's origin, for the
 * order page's link.
 */
export async function getOrder(
  db: Executor,
  storeId: string,
  number: number,
  origin: string,
): Promise<OrderDetails> {
  const [order] = await db.select().from(orders).where(byNumber(storeId, number)).limit(1);
  if (!order) throw new HttpError(404, 'Not found');
  return details(db, order, origin);
}

/**
 * Moves the order to `to` (409 {@link INVALID_STATUS_CHANGE} when the rules of @panel/domain refuse it),
 * keeps the change with its time, moves its coupon's use with it (holdsCouponUse), and moves stock with it: a cancel gives back the units the order holds
 * (none once it lapsed: the hold's end gave them back), and confirming a lapsed order ('vencido') takes
 * its units again, all or none (409 with a Spanish message naming the product when they are gone). One
 * transaction that locks the store's row first, then the order's (of two cancels racing, the second sees
 * 'cancelado' and is refused, so stock comes back exactly once), then products in id order: the lock
 * order of every write. The store's version moves when a product that showed 'Agotado' has stock again,
 * or one sells out.
 */
export async function changeOrderStatus(
  db: Db,
  storeId: string,
  number: number,
  to: OrderStatus,
  origin: string,
): Promise<OrderDetails> {
  return db.transaction(async (tx) => {
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
    const [order] = await tx
      .select()
      .from(orders)
      .where(byNumber(storeId, number))
      .limit(1)
      .for('update');
    if (!order) throw new HttpError(404, 'Not found');
    if (!canChangeOrderStatus(order.status, to)) throw new HttpError(409, INVALID_STATUS_CHANGE);

    const [changed] = await tx
      .update(orders)
      .set({ status: to, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning();
    if (!changed) throw new HttpError(409, INVALID_STATUS_CHANGE);
    await tx
      .insert(orderStatusChanges)
      .values({ orderId: order.id, storeId, fromStatus: order.status, toStatus: to });

    if (to === 'cancelado') {
      await giveUnitsBack(tx, storeId, [order.id]);
    } else if (order.status === 'vencido' && to === 'confirmado') {
      await takeAgain(tx, storeId, order.id);
    }
    // The coupon's use follows the status (issue 23): given back when an order holding it is cancelled, taken
    // again when a lapsed one (whose lapse gave it back) is confirmed; a lapsed order cancelled gives nothing.
    if (order.couponId !== null) {
      const held = holdsCouponUse(order.status);
      if (held && !holdsCouponUse(to)) await giveBackCouponUse(tx, storeId, order.couponId);
      else if (!held && holdsCouponUse(to)) await retakeCouponUse(tx, storeId, order.couponId);
    }
    return details(tx, changed, origin);
  });
}

/**
 * A lapsed order confirmed: its lines take their units again from products that manage stock (and do not
 * sell without it), in product id order, each `quantity = quantity - n WHERE quantity >= n`; when one is
 * short the whole change is refused (the transaction rolls back what was taken).
 */
async function takeAgain(tx: Tx, storeId: string, orderId: string): Promise<void> {
  const lines = await tx
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      variantId: orderLines.variantId,
      variantLabel: orderLines.variantLabel,
      quantity: orderLines.quantity,
      name: products.name,
      manageStock: products.manageStock,
      sellWithoutStock: products.sellWithoutStock,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orderLines.orderId, orderId), eq(products.storeId, storeId)))
    .orderBy(asc(orderLines.productId), asc(orderLines.variantId));
  let soldOut = false;
  for (const line of lines) {
    if (!line.manageStock || line.sellWithoutStock) continue;
    const name = variantLineName(line.name, line.variantLabel);
    // A variant deleted since (issue 22): no units to take, so the order cannot be confirmed as is.
    if (line.variantId === null && line.variantLabel !== '') {
      throw new HttpError(409, ORDER_HOLD_MESSAGES.goneWhenConfirming(name, 0));
    }
    const taken = await takeUnits(tx, storeId, {
      productId: line.productId!,
      variantId: line.variantId,
      quantity: line.quantity,
    });
    if (!taken.ok) {
      throw new HttpError(409, ORDER_HOLD_MESSAGES.goneWhenConfirming(name, taken.left));
    }
    await tx
      .update(orderLines)
      .set({ stockTaken: line.quantity })
      .where(eq(orderLines.id, line.id));
    if (taken.left === 0) soldOut = true;
  }
  if (soldOut) await bumpStoreVersion(tx, storeId);
}
