// The panel list's search by SKU (issue 22) served by an index: the statement GET /products?q= sends,
// taken at the database client, explained on the same database. The SKU's LIKE must be an index
// condition (product_variants_store_id_sku_trgm_idx, migration 0023), not a filter over every variant of
// the store (or, as PostgreSQL chose without the index over a realistic store, a sequential scan of
// every store's variants). Failed before the migration: the plan read the variants through
// product_variants_store_id_sku_key with the LIKE as a filter. Sequential scans are turned off for the
// EXPLAIN: a test's few thousand rows fit a few pages, where a scan is cheapest; what is asked is
// whether an index can serve the condition. The plan over a realistic store: bench/lib/explain.mjs.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { products, productVariants } from '../src/db/schema.js';
import { suiteApp } from './auth-helpers.js';
import { backends, createMerchant } from './helpers.js';

describe.each(backends)('product list SKU search plan (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started));

  /** A store of `count` products, every other one with 6 variants with a SKU. */
  async function store(count: number) {
    const m = await createMerchant(app.db);
    const rows = await app.db
      .insert(products)
      .values(
        Array.from({ length: count }, (_, i) => ({
          storeId: m.storeId,
          slug: `p-${i}`,
          name: `${['Remera', 'Taza', 'Buzo', 'Gorra'][i % 4]} ${i}`,
          retailPrice: '100.00',
          options: i % 2 ? [] : [{ name: 'Talle', values: ['S', 'M', 'L', 'XL', 'XXL', 'XS'] }],
        })),
      )
      .returning({ id: products.id, slug: products.slug, options: products.options });
    const variants = rows.flatMap((row) =>
      (row.options[0]?.values ?? []).map((talle, position) => ({
        productId: row.id,
        storeId: m.storeId,
        position,
        values: [talle],
        quantity: 3,
        sku: `${row.slug}-${talle}`.toUpperCase(),
      })),
    );
    for (let i = 0; i < variants.length; i += 500) {
      await app.db.insert(productVariants).values(variants.slice(i, i + 500));
    }
    return m;
  }

  it('finds a SKU through the variants’ trigram index', async () => {
    const m = await store(400);
    await store(200);
    await app.db.execute(sql`ANALYZE products`);
    await app.db.execute(sql`ANALYZE product_variants`);

    // The statement the list sends (prepared: its text and values), taken at the database client.
    const client = (app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const spy = vi.spyOn(client, 'query');
    let sent: { text: string; values: unknown[] } | undefined;
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/products?q=p-12-x',
        headers: m.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      // P-12-XL, P-12-XXL, P-12-XS: one product (of this store).
      expect((res.json() as { data: { totalProducts: number } }).data.totalProducts).toBe(1);
      for (const [arg, values] of spy.mock.calls) {
        const config = arg as { text?: string; values?: unknown[] } | string;
        const text = typeof config === 'string' ? config : (config.text ?? '');
        if (/product_variants/.test(text) && /upper\(pv\.sku\)/.test(text)) {
          sent = {
            text,
            // node-postgres: values as the second argument (drizzle's); PGlite: the same.
            values: ((typeof config === 'string' ? undefined : config.values) ??
              values) as unknown[],
          };
        }
      }
    } finally {
      spy.mockRestore();
    }
    expect(sent, 'the list statement').toBeDefined();
    // Its values as literals (a uuid, patterns, numbers): EXPLAIN of a parameterised text needs them.
    const literal = (value: unknown) => `'${String(value).replace(/'/g, "''")}'`;
    const text = sent!.text.replace(/\$(\d+)/g, (_, n: string) =>
      literal(sent!.values[Number(n) - 1]),
    );
    const plan = await app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const result = (await tx.execute(sql.raw(`EXPLAIN ${text}`))) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']);
    });
    const shown = plan.join('\n');
    // The SKU's LIKE is an index condition, on the trigram index.
    expect(shown, shown).toMatch(/product_variants_store_id_sku_trgm_idx/);
    expect(shown, shown).toMatch(/Index Cond: .*upper\(sku\) ~~/);
    expect(shown, shown).not.toMatch(/Filter: .*upper\(.*sku\) ~~/);
  });
});
