// The product limit of a store (config.productsLimit, PRODUCTS_LIMIT) and the notifications that warn
// the merchant on the way there: one at 80 % and one at 100 %, each created once.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema.js';

/** A transaction or the database: both run the same queries. */
type Queries = Pick<Db, 'select' | 'insert'>;

/** Share of the limit at which the merchant is warned. */
export const WARNING_SHARE = 0.8;

/** Our wording (the spec shows no text for these notifications). */
export const limitMessages = (limit: number) => ({
  warning: `Ya usaste el 80 % de tu límite de productos (${Math.ceil(limit * WARNING_SHARE)} de ${limit}).`,
  reached: `Llegaste al límite de ${limit} productos. Aumenta tu plan para agregar más.`,
});

/**
 * Creates the 80 % and 100 % notifications once `count` reaches them, unless the store already has them
 * (for this limit). Runs in the creating transaction, which holds the store's row lock.
 */
export async function notifyLimit(
  tx: Queries,
  storeId: string,
  count: number,
  limit: number,
): Promise<void> {
  const messages = limitMessages(limit);
  const due: { message: string; type: 'warning' | 'error' }[] = [];
  if (count >= Math.ceil(limit * WARNING_SHARE))
    due.push({ message: messages.warning, type: 'warning' });
  if (count >= limit) due.push({ message: messages.reached, type: 'error' });
  for (const { message, type } of due) {
    const [existing] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.storeId, storeId),
          eq(notifications.source, 'products'),
          eq(notifications.message, message),
        ),
      )
      .limit(1);
    if (!existing) {
      await tx
        .insert(notifications)
        .values({ storeId, message, type, source: 'products', app: 'ecommerce' });
    }
  }
}
