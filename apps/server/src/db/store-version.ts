// `stores.version` moves with every change a customer can see on the storefront, so the store pages' ETag
// (made from it) changes exactly then and a CDN in front keeps serving its copy otherwise.
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import type { Executor } from './errors.js';
import { stores } from './schema.js';

/** `version = version + 1`, for a `.set()` of an update of `stores` that changes what the store shows. */
export const nextStoreVersion = sql`${stores.version} + 1`;

/**
 * Bumps the store's version. Call it inside the transaction of the change (a product saved, the checkout
 * saved). A transaction that also writes products must lock the store's row first ({@link lockStore}, or the order's own `FOR UPDATE`): the one lock order is store, then products (issue 19), so
 * two writes never wait on each other in a cycle.
 */
export async function bumpStoreVersion(db: Executor, storeId: string): Promise<void> {
  await db.update(stores).set({ version: nextStoreVersion }).where(eq(stores.id, storeId));
}

/**
 * Takes the store's row lock for the rest of the transaction: the changes of one store's products are
 * serialised, so counts, slugs, quota and notifications stay exact.
 */
export async function lockStore(tx: Pick<Db, 'select'>, storeId: string): Promise<void> {
  await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId)).for('update');
}
