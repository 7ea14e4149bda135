// Applying a catalogue import (issue 24): the plan read again inside one transaction, under the store's
// row lock (the lock every product write takes first), then written — new categories, new products in
// batches, updated products column by column, their variants — or nothing at all: a row error, the
// product limit or any failure rolls the whole file back.
import { categoryKey } from '@panel/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categories, productVariants, products } from '../../../db/schema.js';
import { bumpStoreVersion } from '../../../db/store-version.js';
import { HttpError } from '../../../http-error.js';
import { isUniqueViolation } from '../../../tenancy/index.js';
import type { StoreRow } from '../../../tenancy/index.js';
import { notifyLimit } from '../limit.js';
import { lockStore } from '../store.js';
import { planCatalog, type CatalogPlan, type PlannedVariant } from './plan.js';
import type { CatalogFile } from './read.js';

/** The refusal of a file with row errors (the contract's 422). */
export const importErrors = (rows: number) =>
  `Import has errors: ${rows} ${rows === 1 ? 'fila con errores' : 'filas con errores'}`;

/** Rows per insert. */
const BATCH = 200;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

const variantRow = (v: PlannedVariant, position: number) => ({
  position,
  values: v.values,
  price: v.price,
  quantity: v.quantity,
  sku: v.sku,
  available: v.available,
  mediaId: v.mediaId,
});

/**
 * Writes the file's plan in one transaction and answers its counts. 422 `Import has errors` when any row
 * has an error, 403 `Products limit reached` past the plan's limit (nothing written either way).
 */
export async function applyCatalog(
  app: FastifyInstance,
  store: Pick<StoreRow, 'id' | 'country'>,
  file: CatalogFile,
): Promise<CatalogPlan['counts']> {
  const limit = app.config.productsLimit;
  try {
    return await app.db.transaction(async (tx) => {
      await lockStore(tx, store.id);
      const plan = await planCatalog(tx, store, file, limit);
      if (plan.errors.length > 0) throw new HttpError(422, importErrors(plan.errorLines.size));
      if (plan.limit.exceeded) throw new HttpError(403, 'Products limit reached');

      const categoryIds = new Map<string, string>();
      for (const batch of batches([...plan.newCategories.values()])) {
        const rows = await tx
          .insert(categories)
          .values(batch.map((name) => ({ storeId: store.id, name, nameKey: categoryKey(name) })))
          .returning({ id: categories.id, name: categories.name });
        for (const row of rows) categoryIds.set(categoryKey(row.name), row.id);
      }
      const categoryOf = (name: string | null, id: string | null) =>
        name === null ? id : (categoryIds.get(categoryKey(name)) ?? null);

      const creates = plan.products.filter((p) => p.action === 'create');
      for (const batch of batches(creates)) {
        const rows = await tx
          .insert(products)
          .values(
            batch.map((p) => ({
              ...p.values,
              storeId: store.id,
              slug: p.slug,
              categoryId: categoryOf(p.newCategory, p.values.categoryId),
            })),
          )
          .returning({ id: products.id, slug: products.slug });
        const idOfSlug = new Map(rows.map((r) => [r.slug, r.id]));
        const variants = batch.flatMap((p) =>
          (p.variants ?? []).map((v, position) => ({
            ...variantRow(v, position),
            productId: idOfSlug.get(p.slug) ?? '',
            storeId: store.id,
          })),
        );
        for (const part of batches(variants)) await tx.insert(productVariants).values(part);
      }

      for (const p of plan.products) {
        if (p.action !== 'update' || p.id === null) continue;
        const set = { ...p.changed };
        if (p.newCategory !== null) set.categoryId = categoryOf(p.newCategory, null);
        if (Object.keys(set).length > 0) {
          await tx.update(products).set(set).where(eq(products.id, p.id));
        }
        if (p.variants === null) continue;
        if (p.variantsDropped.length > 0) {
          await tx.delete(productVariants).where(inArray(productVariants.id, p.variantsDropped));
        }
        // Only the rows that change are written. SKUs may move between the product's own variants:
        // those of the changing rows are cleared first, then written.
        const dirty = p.variants.flatMap((v) => (v.id && v.dirty ? [v.id] : []));
        if (dirty.length > 0) {
          await tx
            .update(productVariants)
            .set({ sku: null })
            .where(inArray(productVariants.id, dirty));
        }
        const fresh: ReturnType<typeof variantRow>[] = [];
        for (const [position, v] of p.variants.entries()) {
          if (!v.id) fresh.push(variantRow(v, position));
          else if (v.dirty) {
            await tx
              .update(productVariants)
              .set(variantRow(v, position))
              .where(eq(productVariants.id, v.id));
          }
        }
        if (fresh.length > 0) {
          await tx
            .insert(productVariants)
            .values(fresh.map((v) => ({ ...v, productId: p.id ?? '', storeId: store.id })));
        }
      }

      if (creates.length > 0) await notifyLimit(tx, store.id, plan.limit.after, limit);
      if (plan.counts.productsCreated + plan.counts.productsUpdated > 0) {
        await bumpStoreVersion(tx, store.id);
      }
      return plan.counts;
    });
  } catch (err) {
    // A SKU or a slug another write took between the plan and the insert: refused, nothing written.
    if (isUniqueViolation(err)) {
      throw new HttpError(
        409,
        'Conflict: otro cambio en tus productos se cruzó con la importación; vuelve a intentarlo',
      );
    }
    throw err;
  }
}
