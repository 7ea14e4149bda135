// The units an order holds go back to its products in one way for every path that ends a hold (a
// cancel, a lapse): per product, in product id order (the lock order: store, then products), and the
// store's version moves when a product comes back from sold out, so cached store pages change.
import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../auth/db-errors.js';
import { orderLines, products } from '../db/schema.js';
import { bumpStoreVersion } from '../db/store-version.js';

/**
 * Gives back every unit the orders `orderIds` of `storeId` hold and marks their lines as holding none, so
 * a later cancel gives nothing twice. The caller holds the store's row lock.
 */
export async function giveUnitsBack(tx: Tx, storeId: string, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  const held = await tx
    .select({
      productId: orderLines.productId,
      units: sql<number>`sum(${orderLines.stockTaken})`.mapWith(Number),
    })
    .from(orderLines)
    .where(
      and(
        inArray(orderLines.orderId, orderIds),
        gt(orderLines.stockTaken, 0),
        isNotNull(orderLines.productId),
      ),
    )
    .groupBy(orderLines.productId)
    .orderBy(asc(orderLines.productId));
  let backInStock = false;
  for (const line of held) {
    const [product] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.units}` })
      .where(and(eq(products.id, line.productId!), eq(products.storeId, storeId)))
      .returning({ quantity: products.quantity });
    if (product && product.quantity - line.units <= 0) backInStock = true;
  }
  await tx
    .update(orderLines)
    .set({ stockTaken: 0 })
    .where(and(inArray(orderLines.orderId, orderIds), gt(orderLines.stockTaken, 0)));
  if (backInStock) await bumpStoreVersion(tx, storeId);
}
