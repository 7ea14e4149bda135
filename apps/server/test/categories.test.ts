// The store's product categories (issue 14) over a fresh database: list, create, rename, delete, names
// unique per store case-insensitively, the limit, products filed under a category and left 'Sin categoría'
// when it goes, another store's session that can neither see nor use them, and the migration that turns
// the old free-text categories into rows.
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES_MAX } from '@panel/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { categories, products, stores } from '../src/db/schema.js';
import { migrationsDir } from '../src/paths.js';
import { suiteApp } from './auth-helpers.js';
import {
  backends,
  createLegacyStore,
  createMerchant,
  multipartBody,
  tempDir,
  type Merchant,
} from './helpers.js';

interface CategoryData {
  id: string;
  name: string;
  products: number;
}

describe.each(backends)('categories (%s)', (backend) => {
  let app: FastifyInstance;
  suiteApp(backend, (started) => (app = started));

  const list = async (m: Merchant) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/products/categories',
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CategoryData[];
  };
  const create = (m: Merchant, name: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/products/categories/create',
      headers: m.headers,
      payload: { name },
    });
  const createOk = async (m: Merchant, name: string) => {
    const res = await create(m, name);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as CategoryData;
  };
  const rename = (m: Merchant, id: string, name: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/v2/products/categories/update/${id}`,
      headers: m.headers,
      payload: { name },
    });
  const remove = (m: Merchant, id: string) =>
    app.inject({
      method: 'DELETE',
      url: `/api/v2/products/categories/delete/${id}`,
      headers: m.headers,
    });
  const product = async (m: Merchant, name: string, categoryId?: string) => {
    const body = multipartBody([
      ['name', name],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '10'],
      ...(categoryId ? ([['categoryId', categoryId]] as [string, string][]) : []),
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v2/products/create',
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
  };
  const listed = async (m: Merchant) => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/products?sortBy=name',
      headers: m.headers,
    });
    return (res.json().data.products as { name: string; category: string | null }[]).map(
      (p) => [p.name, p.category] as const,
    );
  };
  const version = async (m: Merchant) =>
    (await app.db.select().from(stores).where(eq(stores.id, m.storeId)))[0]?.version;

  it('creates, lists by name with product counts, renames and deletes', async () => {
    const m = await createMerchant(app.db);
    expect(await list(m)).toEqual([]);
    const ropa = await createOk(m, '  Ropa   de verano ');
    expect(ropa).toEqual({ id: ropa.id, name: 'Ropa de verano', products: 0 });
    const abrigos = await createOk(m, 'abrigos');
    await createOk(m, 'Él y ella');
    expect((await product(m, 'Camisa', ropa.id)).statusCode).toBe(200);
    expect((await product(m, 'Short', ropa.id)).statusCode).toBe(200);
    expect(await list(m)).toEqual([
      { id: abrigos.id, name: 'abrigos', products: 0 },
      { id: expect.any(String), name: 'Él y ella', products: 0 },
      { id: ropa.id, name: 'Ropa de verano', products: 2 },
    ]);

    const before = await version(m);
    const renamed = await rename(m, ropa.id, 'Ropa');
    expect(renamed.json()).toEqual({ ok: true, data: { id: ropa.id, name: 'Ropa', products: 2 } });
    // The storefront's filter shows the name: its pages change.
    expect(await version(m)).toBe((before ?? 0) + 1);
    // Renaming to the same name in another case is allowed (it is the same category).
    expect((await rename(m, ropa.id, 'ROPA')).statusCode).toBe(200);
    expect(await listed(m)).toEqual([
      ['Camisa', 'ROPA'],
      ['Short', 'ROPA'],
    ]);

    expect((await remove(m, ropa.id)).json()).toEqual({ ok: true });
    expect((await list(m)).map((c) => c.name)).toEqual(['abrigos', 'Él y ella']);
    // Its products stay, without category.
    expect(await listed(m)).toEqual([
      ['Camisa', null],
      ['Short', null],
    ]);
    expect((await remove(m, ropa.id)).statusCode).toBe(404);
    expect((await rename(m, ropa.id, 'Otra')).statusCode).toBe(404);
    expect((await remove(m, 'no-es-un-id')).statusCode).toBe(404);
  });

  it('keeps names unique per store, case-insensitively, and refuses blank or long ones', async () => {
    const m = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const zapatos = await createOk(m, 'Zapatos');
    const botas = await createOk(m, 'Botas');
    for (const name of ['zapatos', ' ZAPATOS ', 'Zapatos']) {
      const res = await create(m, name);
      expect(res.statusCode, name).toBe(409);
      expect(res.json()).toEqual({ ok: false, error: 'Category already exists' });
    }
    expect((await rename(m, botas.id, 'zapatos')).json()).toEqual({
      ok: false,
      error: 'Category already exists',
    });
    // Another store may use the same name.
    expect((await create(other, 'Zapatos')).statusCode).toBe(200);

    for (const name of ['', '   ', 'x'.repeat(81)]) {
      const res = await create(m, name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error).toMatch(/^Invalid request: body/);
    }
    expect((await rename(m, zapatos.id, ' ')).statusCode).toBe(400);
    expect((await list(m)).map((c) => c.name)).toEqual(['Botas', 'Zapatos']);
  });

  it(`refuses a category past ${CATEGORIES_MAX} with 403`, async () => {
    const m = await createMerchant(app.db);
    await app.db.insert(categories).values(
      Array.from({ length: CATEGORIES_MAX }, (_, i) => ({
        storeId: m.storeId,
        name: `C${i}`,
        nameKey: `c${i}`,
      })),
    );
    expect((await create(m, 'Una más')).json()).toEqual({
      ok: false,
      error: 'Categories limit reached',
    });
    expect(await list(m)).toHaveLength(CATEGORIES_MAX);
  });

  it('files products only under one of the store’s own categories', async () => {
    const m = await createMerchant(app.db);
    const other = await createMerchant(app.db);
    const mine = await createOk(m, 'Mía');
    const theirs = await createOk(other, 'Ajena');

    for (const categoryId of [theirs.id, 'categoria-1', '00000000-0000-4000-8000-000000000000']) {
      const res = await product(m, 'Intruso', categoryId);
      expect(res.statusCode, categoryId).toBe(400);
      expect(res.json().error).toBe(
        'Invalid request: body/categoryId is not a category of this store',
      );
    }
    const created = await product(m, 'Propio', mine.id);
    expect(created.json().data.categoryId).toBe(mine.id);

    // Another store's session sees none of them and can change none.
    expect(await list(other)).toEqual([{ id: theirs.id, name: 'Ajena', products: 0 }]);
    expect((await rename(other, mine.id, 'Robada')).statusCode).toBe(404);
    expect((await remove(other, mine.id)).statusCode).toBe(404);
    expect(await list(m)).toEqual([{ id: mine.id, name: 'Mía', products: 1 }]);
    const [row] = await app.db.select().from(products).where(eq(products.storeId, m.storeId));
    expect(row?.categoryId).toBe(mine.id);
  });

  it('needs a session, and the CSRF header for changes', async () => {
    const m = await createMerchant(app.db);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v2/products/categories' });
    expect(anonymous.statusCode).toBe(401);
    const noHeader = await app.inject({
      method: 'POST',
      url: '/api/v2/products/categories/create',
      headers: { cookie: m.cookie },
      payload: { name: 'Sin cabecera' },
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await list(m)).toEqual([]);
  });
});

describe('migration 0009 (pglite)', () => {
  it('turns the old free-text categories into each store’s categories', async () => {
    // The migrations up to 0008, then the products of the old model, then every migration.
    const old = tempDir('panel-migrations-');
    fs.cpSync(migrationsDir, old, { recursive: true });
    const journalPath = path.join(old, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    journal.entries = journal.entries.filter((e) => e.tag < '0009');
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const pgliteDir = path.join(tempDir(), 'pglite');

    const before = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir: old });
    const ids: Record<string, string> = {};
    try {
      for (const link of ['tienda-uno', 'tienda-dos']) {
        const storeId = await createLegacyStore(before.db, link);
        ids[link] = storeId;
        let n = 0;
        for (const category of ['Tortas', ' tortas ', 'Galletas  dulces', '', null]) {
          n += 1;
          await before.db.execute(
            sql`insert into products (store_id, slug, name, category_id)
                values (${storeId}, ${`p-${n}`}, ${`P${n}`}, ${category})`,
          );
        }
      }
    } finally {
      await before.close();
    }

    const after = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      for (const storeId of Object.values(ids)) {
        const shelves = await after.db
          .select({ id: categories.id, name: categories.name, key: categories.nameKey })
          .from(categories)
          .where(eq(categories.storeId, storeId))
          .orderBy(categories.nameKey);
        expect(shelves.map((c) => [c.name, c.key])).toEqual([
          ['Galletas dulces', 'galletas dulces'],
          ['Tortas', 'tortas'],
        ]);
        const rows = await after.db
          .select({ name: products.name, categoryId: products.categoryId })
          .from(products)
          .where(eq(products.storeId, storeId))
          .orderBy(products.name);
        const [galletas, tortas] = shelves;
        expect(rows).toEqual([
          { name: 'P1', categoryId: tortas?.id },
          { name: 'P2', categoryId: tortas?.id },
          { name: 'P3', categoryId: galletas?.id },
          { name: 'P4', categoryId: null },
          { name: 'P5', categoryId: null },
        ]);
      }
    } finally {
      await after.close();
    }
  }, 60_000);
});
