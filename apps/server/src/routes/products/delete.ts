// DELETE /products/delete/{id}: removes the product, its media rows and then the stored files no other
// product (a duplicate sharing them) names.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { productMedia, products } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { isRowId, requireStore } from '../../tenancy/index.js';
import { unusedKeys } from './media.js';
import { lockStore } from './store.js';

/** Handler of `productsDelete`. */
export function productsDelete(app: FastifyInstance) {
  const storage = app.media;
  return async function remove(request: FastifyRequest) {
    const { store } = await requireStore(app, request);
    const { id } = request.params as { id: string };
    if (!isRowId(id)) throw new HttpError(404, 'Not found');
    const keys = await app.db.transaction(async (tx) => {
      // The store's row first, then the product: the one lock order of every write (issue 19).
      await lockStore(tx, store.id);
      const media = await tx
        .select({ key: productMedia.key })
        .from(productMedia)
        .where(and(eq(productMedia.productId, id), eq(productMedia.storeId, store.id)));
      const deleted = await tx
        .delete(products)
        .where(and(eq(products.id, id), eq(products.storeId, store.id)))
        .returning({ id: products.id });
      if (deleted.length === 0) throw new HttpError(404, 'Not found');
      // The store's row is locked: a creation sharing this product's media either committed before
      // (its rows keep the files) or then finds the media gone.
      await bumpStoreVersion(tx, store.id);
      return unusedKeys(
        tx,
        store.id,
        media.map((m) => m.key),
      );
    });
    await storage.remove(keys);
    return { ok: true as const };
  };
}
