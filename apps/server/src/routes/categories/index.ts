// GET /products/categories, POST …/create, PUT …/update/{id}, DELETE …/delete/{id}: the store's product
// categories. Always of the session's store: another store's category id is answered 404. Names are
// unique per store case-insensitively (`name_key`, categoryKey of @panel/domain). Changes that show on
// the storefront (its category filter lists names) move the store's version.
import { CATEGORIES_MAX, categoryKey, categoryName, validateCategoryName } from '@panel/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { categories, products } from '../../db/schema.js';
import { bumpStoreVersion } from '../../db/store-version.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';
import { currentTenant, isRowId, isUniqueViolation, requireStore } from '../../tenancy/index.js';
import { lockStore } from '../../db/store-version.js';

type Queries = Pick<Db, 'select'>;

const CATEGORY_EXISTS = 'Category already exists';

/** The tidied name of a create/rename body; 400 when nothing or too much is left. */
function nameOf(request: FastifyRequest): string {
  const { name } = request.body as { name: string };
  const problem = validateCategoryName(name);
  if (problem === 'required') throw new HttpError(400, `${INVALID_REQUEST}: body/name is blank`);
  if (problem === 'tooLong') {
    throw new HttpError(400, `${INVALID_REQUEST}: body/name must NOT have more than 80 characters`);
  }
  return categoryName(name);
}

/** 409 when the store has another category (not `exceptId`) of the same name, case-insensitively. */
async function refuseTaken(tx: Queries, storeId: string, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        eq(categories.nameKey, categoryKey(name)),
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new HttpError(409, CATEGORY_EXISTS);
}

/** How many of the store's products are in `categoryId`. */
async function productsIn(tx: Queries, categoryId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(products)
    .where(eq(products.categoryId, categoryId));
  return row?.n ?? 0;
}

/**
 * For a product form: 400 unless `categoryId` (when given) is one of the store's categories. Call it
 * in the transaction that holds the store's row lock, which a category's deletion also takes.
 */
export async function checkCategory(
  tx: Queries,
  storeId: string,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId === null || categoryId === undefined) return;
  const [row] = isRowId(categoryId)
    ? await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.id, categoryId), eq(categories.storeId, storeId)))
        .limit(1)
    : [];
  if (!row) {
    throw new HttpError(400, `${INVALID_REQUEST}: body/categoryId is not a category of this store`);
  }
}

/** Handlers of the category operations, by operationId. */
export function categoryHandlers(app: FastifyInstance) {
  const idOf = (request: FastifyRequest) => {
    const { id } = request.params as { id: string };
    if (!isRowId(id)) throw new HttpError(404, 'Not found');
    return id;
  };

  /** Runs `work`; a unique-index race with another writer of the same name is the same 409. */
  const unique = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, CATEGORY_EXISTS);
      throw err;
    }
  };

  return {
    async categoriesList(request: FastifyRequest) {
      const { store } = await currentTenant(app, request);
      if (!store) return { ok: true as const, data: [] };
      const rows = await app.db
        .select({ id: categories.id, name: categories.name, products: count(products.id) })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .where(eq(categories.storeId, store.id))
        .groupBy(categories.id);
      return {
        ok: true as const,
        data: rows.sort((a, b) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' })),
      };
    },

    async categoriesCreate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const name = nameOf(request);
      const created = await unique(() =>
        app.db.transaction(async (tx) => {
          await lockStore(tx, store.id);
          const [current] = await tx
            .select({ n: count() })
            .from(categories)
            .where(eq(categories.storeId, store.id));
          if ((current?.n ?? 0) >= CATEGORIES_MAX) {
            throw new HttpError(403, 'Categories limit reached');
          }
          await refuseTaken(tx, store.id, name);
          const [row] = await tx
            .insert(categories)
            .values({ storeId: store.id, name, nameKey: categoryKey(name) })
            .returning({ id: categories.id, name: categories.name });
          if (!row) throw new Error('category insert returned nothing');
          return row;
        }),
      );
      return { ok: true as const, data: { ...created, products: 0 } };
    },

    async categoriesUpdate(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const id = idOf(request);
      const name = nameOf(request);
      const renamed = await unique(() =>
        app.db.transaction(async (tx) => {
          await lockStore(tx, store.id);
          await refuseTaken(tx, store.id, name, id);
          const [row] = await tx
            .update(categories)
            .set({ name, nameKey: categoryKey(name) })
            .where(and(eq(categories.id, id), eq(categories.storeId, store.id)))
            .returning({ id: categories.id, name: categories.name });
          if (!row) throw new HttpError(404, 'Not found');
          await bumpStoreVersion(tx, store.id);
          return { ...row, products: await productsIn(tx, row.id) };
        }),
      );
      return { ok: true as const, data: renamed };
    },

    async categoriesDelete(request: FastifyRequest) {
      const { store } = await requireStore(app, request);
      const id = idOf(request);
      await app.db.transaction(async (tx) => {
        await lockStore(tx, store.id);
        // Its products keep existing: the foreign key sets their category_id to null.
        const deleted = await tx
          .delete(categories)
          .where(and(eq(categories.id, id), eq(categories.storeId, store.id)))
          .returning({ id: categories.id });
        if (deleted.length === 0) throw new HttpError(404, 'Not found');
        await bumpStoreVersion(tx, store.id);
      });
      return { ok: true as const };
    },
  };
}
