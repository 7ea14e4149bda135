// Queries the product operations share, always scoped to one store.
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { isRowId } from '../../tenancy/index.js';
import type { ProductRow } from './answer.js';

/** The store's product `id`, or 404 `Not found` (unknown id, or another store's). */
export async function ownProduct(db: Db, storeId: string, id: string): Promise<ProductRow> {
  if (!isRowId(id)) throw new HttpError(404, 'Not found');
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.storeId, storeId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Not found');
  return row;
}

/** How many products the store has. */
export async function productCount(db: Pick<Db, 'select'>, storeId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.storeId, storeId));
  return row?.n ?? 0;
}

/** The store's row lock (db/store-version.ts), here for the product operations that take it. */
export { lockStore } from '../../db/store-version.js';
