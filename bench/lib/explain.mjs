// EXPLAIN of the product list's search on PostgreSQL: the shapes the server sends (store filter, folded
// name LIKE '%q%', sort, page), by name and by a variant's SKU (issue 22: `OR id IN (…)`, served by
// product_variants_store_id_sku_trgm_idx) — to see which index serves each. PGlite is not asked: its one
// connection belongs to the running server.
import pg from 'pg';
import { ACCOUNTS } from './data.mjs';

/** @param {string} databaseUrl */
export async function explainList(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT s.id FROM stores s JOIN users u ON u.id = s.owner_id WHERE u.email = $1`,
      [ACCOUNTS.big],
    );
    const storeId = rows[0]?.id;
    const explain = async (/** @type {string} */ sql, /** @type {unknown[]} */ params) =>
      (
        await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${sql}`, params)
      ).rows.map((r) => r['QUERY PLAN']);
    const byName = await explain(
      `SELECT id FROM products WHERE store_id = $1 AND name_search LIKE $2
       ORDER BY retail_price DESC, name COLLATE "C", id LIMIT 10 OFFSET 10`,
      [storeId, '%taza%'],
    );
    // The list's search as it reads a SKU too (routes/products/list.ts `matching`), sorted by name.
    const bySku = await explain(
      `SELECT id FROM products WHERE store_id = $1 AND (name_search LIKE $2
         OR id IN (SELECT pv.product_id FROM product_variants pv
           WHERE pv.store_id = $1 AND upper(pv.sku) LIKE upper($3)))
       ORDER BY name_search COLLATE "C", name COLLATE "C", id LIMIT 10`,
      [storeId, '%rem-12%', '%rem-12%'],
    );
    return ['-- by name (q=taza)', ...byName, '', '-- by name or SKU (q=rem-12)', ...bySku];
  } finally {
    await client.end();
  }
}
