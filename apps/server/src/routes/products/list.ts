// GET /products: a page of the store's products, searched by name (or a variant's SKU), sorted, with the
// number of matches.
import { and, asc, count, desc, eq, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categories, foldForSearch, products } from '../../db/schema.js';
import { currentTenant } from '../../tenancy/index.js';
import { mediaUrl } from '../../uploads/storage.js';
import { thumbnailUrl } from '../../uploads/variants.js';
import { prices } from './answer.js';
import { variantAnswer, variantsOf } from './variants.js';
import { containsPattern, containsText, foldedPattern, searchWords } from '../../db/search.js';

type SortField = 'name' | 'category' | 'price' | 'quantity';
type SortType = 'asc' | 'desc';

interface ListQuery {
  q?: string;
  offset: number;
  limit: number;
  sortBy?: SortField;
  sortType?: SortType;
}

/** The sortable columns of the contract's `ProductSortField`; anything else never reaches SQL. */
const SORT_COLUMNS = {
  // Byte order of the folded name: the same on every database collation (and served by an index).
  name: sql`${products.nameSearch} COLLATE "C"`,
  // The category's name folded as product names are (uncategorised: NULL, last in ascending order).
  category: sql`${foldForSearch(sql`${categories.name}`)} COLLATE "C"`,
  price: products.retailPrice,
  quantity: sql`(${stock()})`,
} satisfies Record<SortField, unknown>;

/**
 * The stock the list shows and sorts by: the product's count, or with options (issue 22) the summed
 * counts of its variants. A function: the columns are spelled out for the subqueries (see buildList).
 */
function stock(): SQL {
  return sql`CASE WHEN jsonb_array_length("products"."options") > 0 THEN (
      SELECT coalesce(sum(coalesce(pv.quantity, 0)), 0)::int FROM product_variants pv
      WHERE pv.product_id = "products"."id") ELSE "products"."quantity" END`;
}

/**
 * The store's products whose folded name contains every pattern (every product without one), or one of
 * whose variants' SKU contains `skuPattern` (case aside; issue 22: the search also finds SKUs).
 */
const matching = (
  storeId: SQLWrapper | string,
  patterns: readonly SQLWrapper[],
  skuPattern?: SQLWrapper | string,
) => {
  const byName = and(...patterns.map((p) => like(products.nameSearch, p)));
  if (patterns.length === 0 || skuPattern === undefined) {
    return and(eq(products.storeId, storeId), byName);
  }
  // The variants from their trigram index (product_variants_store_id_sku_trgm_idx: migration 0023; a
  // sequential scan of every store's variants before), hashed once, so each product of the store is one
  // hash probe. `id = ANY (ARRAY(…))` lets PostgreSQL OR the primary key with the name's index: faster
  // for a rare SKU, but a scan of the array per row when the page is read along the name index (a store
  // of 6,000 products and 27,000 SKUs on a busy machine: about 2 ms against 10–25 ms for 'rem-12', 376 ms
  // against 65 ms for 'rem', 6,750 SKUs). EXPLAIN ANALYZE in bench/lib/explain.mjs.
  const bySku = sql`"products"."id" IN (SELECT pv.product_id FROM product_variants pv
      WHERE pv.store_id = ${storeId} AND upper(pv.sku) LIKE upper(${skuPattern}))`;
  return and(eq(products.storeId, storeId), or(byName, bySku));
};

/** Handler of `productsList`. */
export function productsList(app: FastifyInstance) {
  const matchCount = async (storeId: string, q: string) => {
    const [row] = await app.db
      .select({ n: count() })
      .from(products)
      .where(matching(storeId, searchWords(q).map(containsPattern), containsText(q)));
    return row?.n ?? 0;
  };

  /**
   * The list query of one sort, with or without a search: the page, with only the columns the list
   * shows, and the number of matches in one round trip. The count is a subquery of its own, not
   * `count(*) OVER ()`: so the page may still stop early along the (store, name) index, and the count use
   * an index-only scan (PostgreSQL, a broad search sorted by name: 1.9 ms with the window, 0.5 ms so).
   * Prepared on first use, one per sort and number of search words: drizzle builds the SQL once
   * (≈ 0.3 ms a call otherwise), and PostgreSQL parses each once per connection.
   */
  const buildList = (name: string, sortBy: SortField, sortType: SortType, words: number) => {
    const where = matching(
      sql.placeholder('storeId'),
      Array.from({ length: words }, (_, i) => foldedPattern(sql.placeholder(`pattern${i}`))),
      sql.placeholder('skuPattern'),
    );
    const order = sortType === 'desc' ? desc : asc;
    // Columns spelled out: drizzle leaves them unqualified in a one-table select, and inside the
    // subquery an unqualified `id` would be product_media's.
    const image = sql<string | null>`(
      SELECT pm.key FROM product_media pm
      WHERE pm.product_id = "products"."id" AND pm.kind = 'image'
      ORDER BY pm.position, pm.created_at LIMIT 1)`;
    return app.db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        retailCost: products.retailCost,
        retailPrice: products.retailPrice,
        retailUtility: products.retailUtility,
        wholesaleCost: products.wholesaleCost,
        wholesalePrice: products.wholesalePrice,
        wholesaleUtility: products.wholesaleUtility,
        wholesaleAllowed: products.wholesaleAllowed,
        quantity: sql<number>`(${stock()})`.mapWith(Number),
        options: products.options,
        // 'Agotado' only when no offered variant has a unit left (issue 22).
        outOfStock: sql<boolean>`CASE WHEN jsonb_array_length("products"."options") > 0 THEN NOT EXISTS (
            SELECT 1 FROM product_variants pv WHERE pv.product_id = "products"."id"
            AND pv.available AND coalesce(pv.quantity, 0) > 0) ELSE "products"."quantity" <= 0 END`,
        status: products.status,
        category: categories.name,
        manageStock: products.manageStock,
        sellWithoutStock: products.sellWithoutStock,
        image,
        total: sql<number>`(${app.db.select({ n: count() }).from(products).where(where)})`.mapWith(
          Number,
        ),
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(where)
      .orderBy(
        order(SORT_COLUMNS[sortBy] as SQL),
        asc(sql`${products.name} COLLATE "C"`),
        asc(products.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  };
  const listStatements = new Map<string, ReturnType<typeof buildList>>();
  const listStatement = (sortBy: SortField, sortType: SortType, words: number) => {
    const name = `products_list_${sortBy}_${sortType}${words > 0 ? `_search${words}` : ''}`;
    let statement = listStatements.get(name);
    if (!statement) {
      statement = buildList(name, sortBy, sortType, words);
      listStatements.set(name, statement);
    }
    return statement;
  };

  return async function list(request: FastifyRequest) {
    const query = request.query as ListQuery;
    const { store } = await currentTenant(app, request);
    if (!store) return { ok: true as const, data: { products: [], totalProducts: 0 } };

    const q = query.q?.trim() ?? '';
    const words = searchWords(q);
    const rows = await listStatement(
      query.sortBy ?? 'name',
      query.sortType ?? 'asc',
      words.length,
    ).execute({
      storeId: store.id,
      ...Object.fromEntries(words.map((word, i) => [`pattern${i}`, containsText(word)])),
      skuPattern: containsText(q),
      limit: query.limit,
      offset: query.offset,
    });
    // A page past the end has no row to carry the count: only then is it asked on its own.
    const totalProducts = rows[0]?.total ?? (query.offset > 0 ? await matchCount(store.id, q) : 0);
    const variants = await variantsOf(
      app.db,
      rows.filter((row) => row.options.length > 0).map((row) => row.id),
    );
    return {
      ok: true as const,
      data: {
        totalProducts,
        products: rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          name: row.name,
          prices: [
            prices(row.retailCost, row.retailPrice, row.retailUtility),
            ...(row.wholesaleAllowed
              ? [prices(row.wholesaleCost, row.wholesalePrice, row.wholesaleUtility)]
              : []),
          ],
          quantity: row.quantity,
          status: row.status,
          manageStock: row.manageStock,
          sellWithoutStock: row.sellWithoutStock,
          image: row.image ? mediaUrl(row.image) : null,
          // The 160 px WebP size (made at upload, or on first request for older pictures).
          thumbnail: row.image ? thumbnailUrl(row.image) : null,
          // The list shows 'Sin categoría' for null (spec §3).
          category: row.category,
          options: row.options,
          variants: (variants.get(row.id) ?? []).map(variantAnswer),
          variantCount: variants.get(row.id)?.length ?? 0,
          soldOut: row.manageStock && !row.sellWithoutStock && row.outOfStock,
        })),
      },
    };
  };
}
