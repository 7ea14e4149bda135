// POST /products/create: a new product of the store with its uploaded media and the stored media it
// shares (`sharedMedia`, a duplicate's), under the product limit and the upload quota.
import { and, eq, like, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { countMedia } from '@panel/domain';
import { productMedia, products } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { requireStore } from '../../tenancy/index.js';
import { checkCategory } from '../categories/index.js';
import { productAnswer } from './answer.js';
import { productValues, type ProductFormBody } from './form.js';
import { notifyLimit } from './limit.js';
import { checkLimit, checkMedia, checkQuota, sharedMediaRows } from './media.js';
import { slugify, uniqueSlug } from './slug.js';
import { lockStore, productCount } from './store.js';

/** Handler of `productsCreate`. */
export function productsCreate(app: FastifyInstance) {
  const storage = app.media;
  return async function create(request: FastifyRequest) {
    const { store } = await requireStore(app, request);
    const body = request.body as ProductFormBody;
    const values = productValues(body);
    const limit = app.config.productsLimit;
    // Cheap refusal before reading any file; the transaction below re-checks under the store's lock.
    if ((await productCount(app.db, store.id)) >= limit) {
      throw new HttpError(403, 'Products limit reached');
    }
    const sharedIds = body.sharedMedia ?? [];
    // Cheap refusal before storing any file; re-read below under the store's lock.
    const shared = countMedia(await sharedMediaRows(app.db, store.id, sharedIds));
    const { images, videos } = await checkMedia(storage, request, body);
    checkLimit({ images: shared.images + images.length, videos: shared.videos + videos.length });

    const stored = await storage.commit([...images, ...videos]);
    const keys = stored.map((m) => m.key);
    try {
      const created = await app.db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        await checkCategory(tx, store.id, values.categoryId);
        const n = await productCount(tx, store.id);
        if (n >= limit) throw new HttpError(403, 'Products limit reached');
        await checkQuota(tx, store.id, app.config.uploadQuotaBytes, stored);
        // Shared files are the original's: they take no more room, and stay while a row names them.
        const media = [...(await sharedMediaRows(tx, store.id, sharedIds)), ...stored];

        const base = slugify(values.name);
        const taken = await tx
          .select({ slug: products.slug })
          .from(products)
          .where(
            and(
              eq(products.storeId, store.id),
              or(eq(products.slug, base), like(products.slug, `${base}-%`)),
            ),
          );
        const slug = uniqueSlug(base, new Set(taken.map((t) => t.slug)));
        const [row] = await tx
          .insert(products)
          .values({ ...values, storeId: store.id, slug })
          .returning();
        if (!row) throw new Error('product insert returned nothing');
        const mediaRows = media.length
          ? await tx
              .insert(productMedia)
              .values(
                media.map((m, position) => ({
                  productId: row.id,
                  storeId: store.id,
                  key: m.key,
                  kind: m.kind,
                  width: m.width,
                  height: m.height,
                  bytes: m.bytes,
                  position,
                })),
              )
              .returning()
          : [];
        await notifyLimit(tx, store.id, n + 1, limit);
        await bumpStoreVersion(tx, store.id);
        return productAnswer(
          row,
          mediaRows.sort((a, b) => a.position - b.position),
        );
      });
      return { ok: true as const, data: created };
    } catch (err) {
      await storage.remove(keys);
      throw err;
    }
  };
}
