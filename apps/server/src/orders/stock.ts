// The units an order holds go back to its products in one way for every path that ends a hold (a
// cancel, a lapse): per product, in product id order (the lock order: store, then products), and the
// store's version moves when a product comes back from sold out, so cached store pages change. A line of
// a variant (issue 22) takes from and gives back to the variant's row.
import { and, asc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/errors.js';
import { orderLines, products, productVariants } from '../db/schema.js';

/**
 * Takes `quantity` units of the product, or of its variant, with `quantity = quantity - n WHERE quantity
 * >= n` (so of 20 customers racing for the last unit exactly one gets it, across processes); answers
 * what is left, or when short how many there were.
 */
export async function takeUnits(
  tx: Tx,
  storeId: string,
  line: { productId: string; variantId: string | null; quantity: number },
): Promise<{ ok: boolean; left: number }> {
  if (line.variantId !== null) {
    const stock = sql`coalesce(${productVariants.quantity}, 0)`;
    const [left] = await tx
      .update(productVariants)
      .set({ quantity: sql`${stock} - ${line.quantity}` })
      .where(
        and(
          eq(productVariants.id, line.variantId),
          eq(productVariants.productId, line.productId),
          eq(productVariants.storeId, storeId),
          sql`${stock} >= ${line.quantity}`,
        ),
      )
      .returning({ quantity: productVariants.quantity });
    if (left) return { ok: true, left: left.quantity ?? 0 };
    const [now] = await tx
      .select({ quantity: productVariants.quantity })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    return { ok: false, left: now?.quantity ?? 0 };
  }
  const [left] = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${line.quantity}` })
    .where(
      and(
        eq(products.id, line.productId),
        eq(products.storeId, storeId),
        gte(products.quantity, line.quantity),
      ),
    )
    .returning({ quantity: products.quantity });
  if (left) return { ok: true, left: left.quantity };
  const [now] = await tx
    .select({ quantity: products.quantity })
    .from(products)
    .where(eq(products.id, line.productId));
  return { ok: false, left: now?.quantity ?? 0 };
}
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
      variantId: orderLines.variantId,
      units: sql<number>`sum(${orderLines.stockTaken})`.mapWith(Number),
    })
    .from(orderLines)
    .where(
      and(
        inArray(orderLines.orderId, orderIds),
        gt(orderLines.stockTaken, 0),
        isNotNull(orderLines.productId),
        // A line of a variant deleted since (its id set null, its label kept) has nowhere to go back to:
        // never to the product's own count, which a product with options does not sell from.
        sql`(${orderLines.variantId} IS NOT NULL OR ${orderLines.variantLabel} = '')`,
      ),
    )
    .groupBy(orderLines.productId, orderLines.variantId)
    .orderBy(asc(orderLines.productId), asc(orderLines.variantId));
  let backInStock = false;
  for (const line of held) {
    if (line.variantId !== null) {
      const [variant] = await tx
        .update(productVariants)
        .set({ quantity: sql`coalesce(${productVariants.quantity}, 0) + ${line.units}` })
        .where(and(eq(productVariants.id, line.variantId), eq(productVariants.storeId, storeId)))
        .returning({ quantity: productVariants.quantity });
      if (variant && (variant.quantity ?? 0) - line.units <= 0) backInStock = true;
      continue;
    }
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
