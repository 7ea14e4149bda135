// EXPLAIN of the product list's search on PostgreSQL: the shape the server sends (store filter, folded
// name LIKE '%q%', sort, page) — to see which index serves it. PGlite is not asked: its one connection
// belongs to the running server.
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
    const plan = await client.query(
      `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF)
       SELECT id FROM products WHERE store_id = $1 AND name_search LIKE $2
       ORDER BY retail_price DESC, name COLLATE "C", id LIMIT 10 OFFSET 10`,
      [storeId, '%taza%'],
    );
    return plan.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.end();
  }
}
