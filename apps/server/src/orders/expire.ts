// Holds ending (issue 19): an order in 'nuevo' whose hold time passed becomes 'vencido', its units are for
// sale again and the merchant is told. A plain job function, run by a timer in every server process
// (orders/holds-plugin.ts) and callable from a graphile-worker job: several runs at once lapse each order
// exactly once, because each store is swept under its row lock and the orders move with
// `UPDATE … WHERE status = 'nuevo' AND hold_until <= now RETURNING`: a second run finds nothing left.
import { expiredOrderNotification } from '@panel/domain';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Tx } from '../auth/db-errors.js';
import { notifications, orderStatusChanges, orders, stores } from '../db/schema.js';
import { giveBackCouponUse } from '../coupons/index.js';
import { giveUnitsBack } from './stock.js';

/** An order a run of {@link expireOrderHolds} lapsed. */
export interface LapsedOrder {
  storeId: string;
  number: number;
}

/** Stores swept per statement of a run (a run repeats until none is left). */
const STORES_PER_BATCH = 100;

/**
 * Lapses every order in 'nuevo' whose hold ended by `now` (default: the database's clock), store by store,
 * and answers the orders it lapsed. Idempotent and safe to run in several processes at once.
 */
export async function expireOrderHolds(db: Db, now?: Date): Promise<LapsedOrder[]> {
  const cutoff = now ?? sql`now()`;
  const lapsed: LapsedOrder[] = [];
  const done = new Set<string>();
  for (;;) {
    const due = await db
      .selectDistinct({ storeId: orders.storeId })
      .from(orders)
      .where(and(eq(orders.status, 'nuevo'), lte(orders.holdUntil, cutoff)))
      .limit(STORES_PER_BATCH);
    const fresh = due.filter((row) => !done.has(row.storeId));
    if (fresh.length === 0) break;
    for (const { storeId } of fresh) {
      done.add(storeId);
      lapsed.push(...(await db.transaction((tx) => expireStore(tx, storeId, cutoff))));
    }
  }
  return lapsed;
}

/** Lapses the store's due orders in one transaction: the store's row first, then products (one lock order). */
async function expireStore(
  tx: Tx,
  storeId: string,
  cutoff: Date | ReturnType<typeof sql>,
): Promise<LapsedOrder[]> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
  const moved = await tx
    .update(orders)
    .set({ status: 'vencido', updatedAt: new Date() })
    .where(
      and(eq(orders.storeId, storeId), eq(orders.status, 'nuevo'), lte(orders.holdUntil, cutoff)),
    )
    .returning({ id: orders.id, number: orders.number, couponId: orders.couponId });
  if (moved.length === 0) return [];
  const ids = moved.map((order) => order.id);

  // The units they held go back; a lapsed order holds nothing: a later cancel gives nothing back, a
  // confirm takes the units again.
  await giveUnitsBack(tx, storeId, ids);
  // Their coupons' uses too (issue 23), once: only an order in 'nuevo' moves here, and a lapsed order holds
  // none (a later cancel gives nothing back; a confirm takes it again: manage.ts).
  for (const order of moved) {
    if (order.couponId !== null) await giveBackCouponUse(tx, storeId, order.couponId);
  }
  await tx.insert(orderStatusChanges).values(
    moved.map((order) => ({
      orderId: order.id,
      storeId,
      fromStatus: 'nuevo' as const,
      toStatus: 'vencido' as const,
    })),
  );
  await tx.insert(notifications).values(
    moved.map((order) => ({
      storeId,
      message: expiredOrderNotification(order.number),
      source: 'orders' as const,
      type: 'warning' as const,
    })),
  );
  return moved.map((order) => ({ storeId, number: order.number }));
}
