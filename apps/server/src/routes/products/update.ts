// PUT /products/update/{id}: replaces the product's fields and media (`keepMedia` in order, then the new
// uploads), under the upload quota; removed files no product names any more are deleted once the change
// is committed.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countMedia } from '@panel/domain';
import { productMedia, products } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { requireStore } from '../../tenancy/index.js';
import { formFiles } from '../../uploads/form.js';
import type { StoredMedia } from '../../uploads/storage.js';
import { checkCategory } from '../categories/index.js';
import { productAnswer } from './answer.js';
import { productValues, type ProductFormBody } from './form.js';
import { checkLimit, checkMedia, checkQuota, imagesFirst, mediaOf, unusedKeys } from './media.js';
import { lockStore, ownProduct } from './store.js';

/** Handler of `productsUpdate`. */
export function productsUpdate(app: FastifyInstance) {
  const storage = app.media;
  return async function update(request: FastifyRequest) {
    const { store } = await requireStore(app, request);
    const row = await ownProduct(app.db, store.id, (request.params as { id: string }).id);
    const body = request.body as ProductFormBody;
    const values = productValues(body);

    const existing = await mediaOf(app.db, row.id);
    const keepIds = body.keepMedia ?? [];
    if (new Set(keepIds).size !== keepIds.length) {
      throw new HttpError(400, `${INVALID_REQUEST}: body/keepMedia must not repeat an id`);
    }
    const kept = keepIds.map((id) => {
      const media = existing.find((m) => m.id === id);
      if (!media) {
        throw new HttpError(
          400,
          `${INVALID_REQUEST}: body/keepMedia ${id} is not a media of this product`,
        );
      }
      return media;
    });
    const files = formFiles(request, body, ['images', 'video'] as const);
    const keptCounts = countMedia(kept);
    checkLimit({
      images: keptCounts.images + files.images.length,
      videos: keptCounts.videos + files.video.length,
    });
    const { images, videos } = await checkMedia(storage, request, body);
    const added = await storage.commit([...images, ...videos]);
    const keys = added.map((m) => m.key);
    const removed = existing.filter((m) => !keepIds.includes(m.id));

    try {
      const { answer, unused } = await app.db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        await checkCategory(tx, store.id, values.categoryId);
        const [updated] = await tx
          .update(products)
          .set(values)
          .where(and(eq(products.id, row.id), eq(products.storeId, store.id)))
          .returning();
        if (!updated) throw new HttpError(404, 'Not found');
        if (removed.length) {
          await tx.delete(productMedia).where(
            and(
              eq(productMedia.productId, row.id),
              inArray(
                productMedia.id,
                removed.map((m) => m.id),
              ),
            ),
          );
        }
        await checkQuota(tx, store.id, app.config.uploadQuotaBytes, added);
        const order = imagesFirst<
          Pick<StoredMedia, 'kind' | 'key' | 'width' | 'height' | 'bytes'> & { id?: string }
        >([...kept, ...added]);
        for (const [position, media] of order.entries()) {
          if (media.id) {
            await tx
              .update(productMedia)
              .set({ position })
              .where(and(eq(productMedia.id, media.id), eq(productMedia.productId, row.id)));
          } else {
            await tx.insert(productMedia).values({
              productId: row.id,
              storeId: store.id,
              key: media.key,
              kind: media.kind,
              width: media.width,
              height: media.height,
              bytes: media.bytes,
              position,
            });
          }
        }
        const media = await tx
          .select()
          .from(productMedia)
          .where(eq(productMedia.productId, row.id))
          .orderBy(asc(productMedia.position));
        await bumpStoreVersion(tx, store.id);
        const unused = await unusedKeys(
          tx,
          store.id,
          removed.map((m) => m.key),
        );
        return { answer: productAnswer(updated, media), unused };
      });
      await storage.remove(unused);
      return { ok: true as const, data: answer };
    } catch (err) {
      await storage.remove(keys);
      throw err;
    }
  };
}
