// The catalogue's CSV import and export (issue 24) over a fresh database, PGlite and PostgreSQL: export
// in our format and Tiendanube's (BOM, separator and decimals by country, formula guard on text only,
// streamed in pages), import preview (nothing written; counts, errors with line and column, warnings,
// sample, images not imported, the product limit), apply (one transaction: a row error, the limit or a
// failure in the middle write nothing), the errors CSV, matching by handle then SKU, columns absent left
// as they are, Windows-1252 and BOM files, quotes and line breaks in cells, the round trip (export →
// import changes nothing) in both formats, size limits, and the tenant filter.
// Every call here answered 501 before this handlers existed (the contract had no such paths):
// each test failed on the old code.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { categories, productMedia, productVariants, products } from '../src/db/schema.js';
import { exportCatalog } from '../src/routes/products/catalog/export.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  type Merchant,
  type TestDatabase,
} from './helpers.js';

const TN_HEADER =
  'Identificador de URL;Nombre;Categorías;Nombre de propiedad 1;Valor de propiedad 1;Precio;Stock;SKU';
/** The research's vector 1 (commerce.md §2). */
const VECTOR_1 = [
  TN_HEADER,
  'remera-basica;Remera Básica;Ropa > Remeras;Talle;S;1.500,50;10;RB-S',
  'remera-basica;;;Talle;M;1.500,50;;RB-M',
].join('\r\n');

const utf8Bom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
const cp1252 = (text: string) => {
  const bytes = Buffer.alloc(text.length);
  const table: Record<string, number> = {
    á: 0xe1,
    é: 0xe9,
    í: 0xed,
    ó: 0xf3,
    ú: 0xfa,
    ñ: 0xf1,
    '€': 0x80,
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    bytes[i] = table[c] ?? c.charCodeAt(0);
  }
  return bytes;
};

interface Preview {
  format: string;
  encoding: string;
  bom: boolean;
  separator: string;
  columns: { recognized: string[]; ignored: string[] };
  rows: number;
  counts: Record<string, number>;
  errorRows: number;
  errorCount: number;
  errors: { line: number; column: string | null; value: string | null; reason: string }[];
  warningCount: number;
  warnings: { line: number; column: string | null; reason: string }[];
  sample: {
    action: string;
    slug: string;
    name: string;
    price: string;
    manageStock: boolean;
    quantity: number | null;
    options: unknown[];
    variants: {
      values: string[];
      price: string | null;
      quantity: number | null;
      sku: string | null;
    }[];
  }[];
  imageCount: number;
  imagesNotImported: { line: number; url: string }[];
  limit: { limit: number; current: number; after: number; exceeded: boolean };
}

describe.each(backends)('catalogue CSV (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    app = await buildApp(
      loadConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        PRODUCTS_LIMIT: '20',
      }),
      { logger: false, mediaMaintenance: false, metricsJobs: false, orderHolds: false },
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const post = (m: Merchant, what: 'preview' | 'apply' | 'errors', body: Buffer | string) =>
    app.inject({
      method: 'POST',
      url: `/api/v2/products/import/${what}`,
      payload: typeof body === 'string' ? Buffer.from(body) : body,
      headers: { ...m.headers, 'content-type': 'text/csv' },
    });
  async function preview(m: Merchant, body: Buffer | string): Promise<Preview> {
    const res = await post(m, 'preview', body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Preview }).data;
  }
  async function apply(m: Merchant, body: Buffer | string) {
    const res = await post(m, 'apply', body);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: Record<string, number> }).data;
  }
  async function exported(m: Merchant, format: 'ours' | 'tiendanube' = 'ours') {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v2/products/export?format=${format}`,
      headers: m.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }
  /** The store's products and variants as stored, without timestamps (what an import may change). */
  async function snapshot(storeId: string) {
    const rows = await app.db
      .select()
      .from(products)
      .where(eq(products.storeId, storeId))
      .orderBy(asc(products.slug));
    const variants = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.storeId, storeId))
      .orderBy(asc(productVariants.productId), asc(productVariants.position));
    const cats = await app.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, storeId));
    return {
      products: rows.map(({ updatedAt: _u, createdAt: _c, ...rest }) => rest),
      variants: variants.map(({ createdAt: _c, ...rest }) => rest),
      categories: cats,
    };
  }
  const count = async (storeId: string) =>
    (await app.db.select({ id: products.id }).from(products).where(eq(products.storeId, storeId)))
      .length;

  it('previews vector 1 (UTF-8 with BOM) without writing, then applies it', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const plan = await preview(m, utf8Bom(VECTOR_1));
    expect(plan).toMatchObject({
      format: 'tiendanube',
      encoding: 'utf-8',
      bom: true,
      separator: ';',
      rows: 2,
      counts: { productsCreated: 1, productsUpdated: 0, variantsCreated: 2 },
      errorCount: 0,
      limit: { limit: 20, current: 0, after: 1, exceeded: false },
    });
    expect(plan.sample[0]).toMatchObject({
      action: 'create',
      slug: 'remera-basica',
      name: 'Remera Básica',
      price: '1500.50',
      manageStock: true,
      options: [{ name: 'Talle', values: ['S', 'M'] }],
      variants: [
        { values: ['S'], price: null, quantity: 10, sku: 'RB-S' },
        { values: ['M'], price: null, quantity: 0, sku: 'RB-M' },
      ],
    });
    // A blank stock beside a counted one: warned (Panel keeps stock per product).
    expect(plan.warnings).toEqual([
      expect.objectContaining({
        line: 3,
        column: 'Stock',
        reason: expect.stringMatching(/queda con 0/),
      }),
    ]);
    expect(await count(m.storeId)).toBe(0);

    expect(await apply(m, utf8Bom(VECTOR_1))).toEqual({
      productsCreated: 1,
      productsUpdated: 0,
      productsUnchanged: 0,
      variantsCreated: 2,
      variantsUpdated: 0,
    });
    const [row] = await app.db.select().from(products).where(eq(products.storeId, m.storeId));
    expect(row).toMatchObject({
      slug: 'remera-basica',
      name: 'Remera Básica',
      retailPrice: '1500.50',
    });
    const [cat] = await app.db.select().from(categories).where(eq(categories.storeId, m.storeId));
    expect(cat?.name).toBe('Remeras');
    expect(row?.categoryId).toBe(cat?.id);
    // Applying the same file again changes nothing.
    expect(await apply(m, utf8Bom(VECTOR_1))).toMatchObject({
      productsCreated: 0,
      productsUpdated: 0,
      productsUnchanged: 1,
    });
  });

  it('reads the same file saved by Excel in Windows-1252 (vector 2)', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    // A charset the client declares is no matter: the bytes are sniffed.
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/products/import/preview',
      payload: cp1252(VECTOR_1),
      headers: { ...m.headers, 'content-type': 'text/csv; charset=utf-8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan = (res.json() as { data: Preview }).data;
    expect(plan).toMatchObject({ encoding: 'windows-1252', bom: false, errorCount: 0 });
    expect(plan.sample[0]?.name).toBe('Remera Básica');
    expect(plan.columns.recognized).toContain('Categorías');
  });

  it('reads Tiendanube’s own export (vector 3): 31 columns, `10,000.00`, a blank-handle continuation', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const row = (cells: Record<number, string>) =>
      Array.from({ length: 31 }, (_, i) => cells[i + 1] ?? '').join(';');
    const header = (await exported(m, 'tiendanube')).body.slice(1).split('\r\n')[0]!;
    expect(header.split(';')).toHaveLength(31);
    const file = [
      header,
      row({
        1: 'taza-alta',
        2: 'Taza alta',
        3: 'VAJILLA > Tazas',
        4: 'Modelo',
        5: 'Bicolor',
        10: '10,000.00',
        16: '2',
        19: 'SI',
        21: '"<p>Taza de cer&aacute;mica</p>"',
        31: 'Visible',
      }),
      row({ 4: 'Modelo', 5: 'Escamas', 10: '10,000.00', 16: '3' }),
      row({ 1: 'workshop-sena', 2: 'Workshop seña', 10: '27,500.00', 19: 'NO', 31: 'Oculto' }),
    ].join('\r\n');
    expect(await apply(m, cp1252(file))).toMatchObject({ productsCreated: 2, variantsCreated: 2 });
    const rows = await app.db
      .select()
      .from(products)
      .where(eq(products.storeId, m.storeId))
      .orderBy(asc(products.slug));
    expect(rows.map((r) => [r.slug, r.name, r.status, r.retailPrice, r.description])).toEqual([
      ['taza-alta', 'Taza alta', 'published', '10000.00', 'Taza de cerámica'],
      ['workshop-sena', 'Workshop seña', 'hidden', '27500.00', ''],
    ]);
    const variants = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, rows[0]!.id))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.values, v.quantity])).toEqual([
      [['Bicolor'], 2],
      [['Escamas'], 3],
    ]);
  });

  it('keeps quotes, separators and line breaks inside cells, and reads `,` files', async () => {
    const m = await createMerchant(app.db, { country: 'MX' });
    const file = [
      'Nombre,Precio,Stock,Descripción',
      '"Remera; roja, ""clásica""",1,500.50,3,"Primera línea',
      'segunda línea"',
      'Taza,"1,200.00",,Sin stock',
    ].join('\n');
    // The unquoted 1,500.50 splits: a row error with its line, not a crash.
    const plan = await preview(m, file);
    expect(plan.separator).toBe(',');
    expect(plan.errors[0]).toMatchObject({ line: 2, column: 'Stock' });
    const fixed = file.replace('",1,500.50,3,', '","1,500.50",3,');
    const good = await preview(m, fixed);
    expect(good.errorCount).toBe(0);
    expect(good.sample.map((s) => [s.name, s.price, s.quantity])).toEqual([
      ['Remera; roja, "clásica"', '1500.50', 3],
      ['Taza', '1200.00', null],
    ]);
    await apply(m, fixed);
    const [remera] = await app.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, m.storeId), eq(products.name, 'Remera; roja, "clásica"')));
    expect(remera?.description).toBe('Primera línea\nsegunda línea');
  });

  it('lists row errors with line, column and a Spanish reason; apply then writes nothing', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const file = [
      'Nombre;Precio;Stock;Mostrar en tienda',
      'Taza;1.500;2;SI',
      'Plato;1.234.567,891;2;SI',
      'Vaso;100;muchos;tal vez',
      ';;;',
      'Jarra;;3;SI',
    ].join('\r\n');
    const plan = await preview(m, file);
    expect(plan.errors).toEqual([
      { line: 3, column: 'Precio', value: '1.234.567,891', reason: 'Tiene más de 2 decimales' },
      {
        line: 4,
        column: 'Mostrar en tienda',
        value: 'tal vez',
        reason: '«tal vez» no es SI ni NO',
      },
      { line: 4, column: 'Stock', value: 'muchos', reason: '«muchos» no es un número' },
      {
        line: 6,
        column: 'Precio',
        value: null,
        reason: 'Falta el Precio: un producto nuevo lo necesita',
      },
    ]);
    expect(plan.errorRows).toBe(3);
    expect(plan.counts.productsCreated).toBe(1);
    expect(plan.warnings[0]).toMatchObject({ line: 2, column: 'Precio' });

    const res = await post(m, 'apply', file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ ok: false, error: 'Import has errors: 3 filas con errores' });
    expect(await count(m.storeId)).toBe(0);

    const errors = await post(m, 'errors', file);
    expect(errors.statusCode).toBe(200);
    expect(errors.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(errors.headers['content-disposition']).toBe(
      'attachment; filename="productos-errores.csv"',
    );
    expect(errors.body).toBe(
      '\uFEFFNombre;Precio;Stock;Mostrar en tienda;Error\r\n' +
        'Plato;1.234.567,891;2;SI;Columna Precio: Tiene más de 2 decimales\r\n' +
        'Vaso;100;muchos;tal vez;Columna Mostrar en tienda: «tal vez» no es SI ni NO | Columna Stock: «muchos» no es un número\r\n' +
        'Jarra;;3;SI;Columna Precio: Falta el Precio: un producto nuevo lo necesita\r\n',
    );
  });

  it('rolls the whole file back when a write fails in the middle', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    // A database refusal no rule of the plan foresees: a trigger on one product's name.
    await app.db.execute(sql`
      CREATE OR REPLACE FUNCTION catalog_test_boom() RETURNS trigger AS $$
      BEGIN
        IF NEW.name = 'Explota' THEN RAISE EXCEPTION 'boom'; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await app.db.execute(sql`
      CREATE TRIGGER catalog_test_boom BEFORE INSERT OR UPDATE ON products
      FOR EACH ROW EXECUTE FUNCTION catalog_test_boom()`);
    try {
      const file = [
        'Nombre;Precio;Categorías',
        'Uno;1;Nueva',
        'Dos;2;Nueva',
        'Explota;3;Nueva',
      ].join('\n');
      const res = await post(m, 'apply', file);
      expect(res.statusCode).toBe(500);
      expect(await count(m.storeId)).toBe(0);
      const cats = await app.db.select().from(categories).where(eq(categories.storeId, m.storeId));
      expect(cats).toEqual([]);
    } finally {
      await app.db.execute(sql`DROP TRIGGER catalog_test_boom ON products`);
      await app.db.execute(sql`DROP FUNCTION catalog_test_boom()`);
    }
  });

  it('applies the plan’s product limit with the create call’s refusal; updates still pass', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const rows = Array.from({ length: 19 }, (_, i) => `Producto ${i + 1};10`);
    await apply(m, ['Nombre;Precio', ...rows].join('\n'));
    const over = ['Nombre;Precio', 'Nuevo A;1', 'Nuevo B;1'].join('\n');
    const plan = await preview(m, over);
    expect(plan.limit).toEqual({ limit: 20, current: 19, after: 21, exceeded: true });
    const res = await post(m, 'apply', over);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ ok: false, error: 'Products limit reached' });
    expect(await count(m.storeId)).toBe(19);
    // Updates of existing products are no new products.
    expect(await apply(m, ['Nombre;Precio', 'Producto 1;12'].join('\n'))).toMatchObject({
      productsUpdated: 1,
    });
  });

  it('matches by handle, then by SKU; columns absent from the file stay as they are', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const [p] = await app.db
      .insert(products)
      .values({
        storeId: m.storeId,
        slug: 'remera',
        name: 'Remera',
        description: 'De algodón',
        retailPrice: '100.00',
        retailCost: '40.00',
        manageStock: true,
        options: [{ name: 'Talle', values: ['S', 'M'] }],
      })
      .returning();
    await app.db.insert(productVariants).values([
      {
        productId: p!.id,
        storeId: m.storeId,
        position: 0,
        values: ['S'],
        quantity: 1,
        sku: 'REM-S',
      },
      {
        productId: p!.id,
        storeId: m.storeId,
        position: 1,
        values: ['M'],
        quantity: 1,
        sku: 'REM-M',
      },
    ]);
    // Only handle, property and stock: stock changes, nothing else.
    const stockOnly = [
      'Identificador de URL;Nombre de propiedad 1;Valor de propiedad 1;Stock',
      'remera;Talle;S;7',
      'remera;Talle;M;8',
    ].join('\n');
    expect(await apply(m, stockOnly)).toMatchObject({ productsUpdated: 1, variantsUpdated: 2 });
    const [after] = await app.db.select().from(products).where(eq(products.id, p!.id));
    expect(after).toMatchObject({
      name: 'Remera',
      description: 'De algodón',
      retailPrice: '100.00',
      retailCost: '40.00',
    });
    const variants = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, p!.id))
      .orderBy(asc(productVariants.position));
    expect(variants.map((v) => [v.sku, v.quantity])).toEqual([
      ['REM-S', 7],
      ['REM-M', 8],
    ]);
    // Another handle but a known SKU: the same product.
    const bySku = [
      'Identificador de URL;SKU;Valor de propiedad 1;Nombre de propiedad 1;Precio',
      'otra;rem-m;M;Talle;130',
    ].join('\n');
    const plan = await preview(m, bySku);
    expect(plan.counts).toMatchObject({
      productsCreated: 0,
      productsUpdated: 1,
      variantsUpdated: 1,
    });
    expect(plan.sample[0]).toMatchObject({ slug: 'remera', action: 'update' });
    // Two variants exchanging their SKUs: no clash with the store's unique SKUs on the way.
    const swap = [
      'Identificador de URL;Nombre de propiedad 1;Valor de propiedad 1;SKU',
      'remera;Talle;S;REM-M',
      'remera;Talle;M;REM-S',
    ].join('\n');
    expect(await apply(m, swap)).toMatchObject({ productsUpdated: 1 });
    const swapped = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, p!.id))
      .orderBy(asc(productVariants.position));
    expect(swapped.map((v) => [v.values[0], v.sku]).sort()).toEqual([
      ['M', 'REM-S'],
      ['S', 'REM-M'],
    ]);
  });

  it('reads Shopify’s file: rows grouped by handle, pictures listed and never fetched', async () => {
    const m = await createMerchant(app.db, { country: 'MX' });
    const file = [
      'Handle,Title,Body (HTML),Vendor,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Published',
      'gorra,Gorra,<p>Linda</p>,Marca,Color,Rojo,G-R,12.50,4,https://cdn.example/a.jpg,TRUE',
      'gorra,,,,,Azul,G-A,14.00,5,,',
      'gorra,,,,,,,,,https://cdn.example/b.jpg,',
    ].join('\n');
    const plan = await preview(m, file);
    expect(plan).toMatchObject({ format: 'shopify', errorCount: 0, imageCount: 2 });
    expect(plan.imagesNotImported).toEqual([
      { line: 2, url: 'https://cdn.example/a.jpg' },
      { line: 4, url: 'https://cdn.example/b.jpg' },
    ]);
    expect(plan.columns.ignored).toEqual(['Vendor']);
    expect(plan.sample[0]).toMatchObject({
      name: 'Gorra',
      price: '12.50',
      variants: [
        { values: ['Rojo'], price: null, quantity: 4, sku: 'G-R' },
        { values: ['Azul'], price: '14.00', quantity: 5, sku: 'G-A' },
      ],
    });
    await apply(m, file);
    expect(
      await app.db.select().from(productMedia).where(eq(productMedia.storeId, m.storeId)),
    ).toEqual([]);
  });

  it('exports Excel-ready: BOM, `;` and decimal comma in AR, `,` and point in MX, formulas guarded on text only', async () => {
    const ar = await createMerchant(app.db, { country: 'AR', link: `ar-${Date.now()}` });
    await app.db.insert(products).values({
      storeId: ar.storeId,
      slug: 'formula',
      name: '=HYPERLINK("x")',
      retailPrice: '1500.50',
      manageStock: true,
      quantity: -5,
    });
    const res = await exported(ar);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="productos-${ar.link}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, line] = res.body.slice(1).split('\r\n');
    expect(header?.startsWith('Identificador de URL;Nombre;Categorías;')).toBe(true);
    expect(
      header?.endsWith(';Precio mayorista;Mínimo mayorista;Precio dinámico;Disponible;Imágenes'),
    ).toBe(true);
    const cells = line!.split(';');
    expect(cells[1]).toBe(`"'=HYPERLINK(""x"")"`);
    expect(cells[9]).toBe('1500,50');
    expect(cells[15]).toBe('-5');

    const mx = await createMerchant(app.db, { country: 'MX' });
    await app.db
      .insert(products)
      .values({ storeId: mx.storeId, slug: 'a', name: 'A', retailPrice: '1500.50' });
    const mxBody = (await exported(mx, 'tiendanube')).body;
    const [mxHeader, mxLine] = mxBody.slice(1).split('\r\n');
    expect(mxHeader?.split(',')).toHaveLength(31);
    expect(mxLine?.split(',')[9]).toBe('1500.50');

    const cl = await createMerchant(app.db, { country: 'CL' });
    await app.db
      .insert(products)
      .values({ storeId: cl.storeId, slug: 'a', name: 'A', retailPrice: '12990.00' });
    expect((await exported(cl)).body.split('\r\n')[1]?.split(';')[9]).toBe('12990');
  });

  it('streams the export in pages, never the whole store at once', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const many = Array.from({ length: 450 }, (_, i) => ({
      storeId: m.storeId,
      slug: `p-${i}`,
      name: `Producto ${i}`,
      retailPrice: '10.00',
    }));
    for (let i = 0; i < many.length; i += 150)
      await app.db.insert(products).values(many.slice(i, i + 150));
    const pages: number[] = [];
    const stream = exportCatalog(
      app.db,
      { storeId: m.storeId, country: 'AR', format: 'ours', mediaUrl: (k) => k },
      (size) => pages.push(size),
    );
    const chunks: string[] = [];
    for await (const chunk of stream) {
      chunks.push(String(chunk));
      // Each page is sent before the next one is read.
      expect(pages.length).toBeLessThanOrEqual(chunks.length);
    }
    expect(pages).toEqual([200, 200, 50]);
    const lines = chunks
      .join('')
      .split('\r\n')
      .filter((l) => l !== '');
    expect(lines).toHaveLength(451);
    expect(new Set(lines.slice(1).map((l) => l.split(';')[0])).size).toBe(450);
  });

  it.each(['AR', 'MX'])(
    'round trip (%s): our export and Tiendanube’s, imported back, change nothing',
    async (country) => {
      const m = await createMerchant(app.db, { country });
      const [cat] = await app.db
        .insert(categories)
        .values({ storeId: m.storeId, name: 'Ropa', nameKey: 'ropa' })
        .returning();
      const [remera] = await app.db
        .insert(products)
        .values({
          storeId: m.storeId,
          slug: 'remera',
          name: 'Remera "Clásica"; algodón',
          description: 'Línea 1\nLínea 2 & <más>',
          categoryId: cat!.id,
          retailPrice: '1500.50',
          retailCost: '700.00',
          manageStock: true,
          options: [
            { name: 'Talle', values: ['S', 'M'] },
            { name: 'Color', values: ['Negro', 'Blanco'] },
          ],
        })
        .returning();
      await app.db.insert(productVariants).values([
        {
          productId: remera!.id,
          storeId: m.storeId,
          position: 0,
          values: ['S', 'Negro'],
          quantity: 3,
          sku: 'R-S-N',
        },
        {
          productId: remera!.id,
          storeId: m.storeId,
          position: 1,
          values: ['S', 'Blanco'],
          quantity: 0,
          sku: 'R-S-B',
          price: '1600.00',
        },
        {
          productId: remera!.id,
          storeId: m.storeId,
          position: 2,
          values: ['M', 'Negro'],
          quantity: 2,
          sku: null,
          available: false,
        },
      ]);
      await app.db.insert(products).values([
        {
          storeId: m.storeId,
          slug: 'borrador',
          name: 'Borrador',
          status: 'draft',
          retailPrice: '10.00',
          manageStock: false,
        },
        {
          storeId: m.storeId,
          slug: 'oculto',
          name: '-Oferta',
          status: 'hidden',
          retailPrice: '0.00',
          manageStock: true,
          quantity: 4,
        },
        {
          storeId: m.storeId,
          slug: 'ebook',
          name: '@ebook',
          type: 'digital-file',
          retailPrice: '99.99',
          manageStock: false,
          sellWithoutStock: true,
          wholesalePrice: '80.00',
          wholesaleMinQuantity: 5,
          wholesaleAllowed: true,
        },
      ]);
      const before = await snapshot(m.storeId);
      for (const format of ['ours', 'tiendanube'] as const) {
        const file = (await exported(m, format)).rawPayload;
        const plan = await preview(m, file);
        expect(plan.errors, format).toEqual([]);
        expect(plan.separator).toBe(country === 'AR' ? ';' : ',');
        expect(plan.counts, format).toEqual({
          productsCreated: 0,
          productsUpdated: 0,
          productsUnchanged: 4,
          variantsCreated: 0,
          variantsUpdated: 0,
        });
        await apply(m, file);
        expect(await snapshot(m.storeId), format).toEqual(before);
      }
    },
  );

  it('refuses files over 5 MB or 10,000 rows, empty files and spreadsheets, in Spanish', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 'a');
    const tooBig = await post(m, 'preview', big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      ok: false,
      error: 'File too large: el archivo pesa más de 5 MB; divídelo en partes',
    });
    const rows = ['Nombre;Precio', ...Array.from({ length: 10_001 }, (_, i) => `P${i};1`)].join(
      '\n',
    );
    const tooMany = await post(m, 'preview', rows);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().error).toBe(
      'File too large: el archivo tiene más de 10.000 filas; divídelo en partes',
    );
    const empty = await post(m, 'preview', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const xlsx = await post(m, 'preview', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]));
    expect(xlsx.statusCode).toBe(400);
    expect(xlsx.json().error).toMatch(/^Invalid request: es un archivo de Excel/);
    const unknown = await post(m, 'preview', 'foo;bar\n1;2');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/^Invalid request: No reconocemos las columnas/);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v2/products/import/preview',
      payload: { a: 1 },
      headers: m.headers,
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses an oversized body sent without a length as soon as it passes 5 MB', async () => {
    const m = await createMerchant(app.db, { country: 'AR' });
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/products/import/preview',
      payload: Readable.from(Array.from({ length: 7 }, () => chunk)),
      headers: { ...m.headers, 'content-type': 'text/csv' },
    });
    expect(res.headers['content-length']).not.toBe(undefined);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      ok: false,
      error: 'File too large: el archivo pesa más de 5 MB; divídelo en partes',
    });
  });

  it.runIf(backend === 'postgres')(
    'holds the product limit when two imports run at once',
    async () => {
      const m = await createMerchant(app.db, { country: 'AR' });
      await apply(
        m,
        ['Nombre;Precio', ...Array.from({ length: 14 }, (_, i) => `Base ${i};1`)].join('\n'),
      );
      const file = (prefix: string) =>
        ['Nombre;Precio', ...Array.from({ length: 4 }, (_, i) => `${prefix} ${i};1`)].join('\n');
      const answers = await Promise.all([post(m, 'apply', file('A')), post(m, 'apply', file('B'))]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403]);
      expect(await count(m.storeId)).toBe(18);
      // The same new products from two imports at once: created once, the other finds them.
      const same = ['Nombre;Precio', 'Igual;1'].join('\n');
      const twice = await Promise.all([post(m, 'apply', same), post(m, 'apply', same)]);
      expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
      const created = twice.map(
        (r) => (r.json() as { data: { productsCreated: number } }).data.productsCreated,
      );
      expect(created.sort()).toEqual([0, 1]);
      expect(await count(m.storeId)).toBe(19);
    },
  );

  it('stays in the session’s store', async () => {
    const a = await createMerchant(app.db, { country: 'AR' });
    const b = await createMerchant(app.db, { country: 'AR' });
    await app.db
      .insert(products)
      .values({ storeId: a.storeId, slug: 'secreto', name: 'Secreto', retailPrice: '5.00' });
    expect((await exported(b)).body.includes('secreto')).toBe(false);
    const before = await snapshot(a.storeId);
    const plan = await preview(b, 'Identificador de URL;Nombre;Precio\nsecreto;Robado;1');
    expect(plan.counts.productsCreated).toBe(1);
    await apply(b, 'Identificador de URL;Nombre;Precio\nsecreto;Robado;1');
    expect(await snapshot(a.storeId)).toEqual(before);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/v2/products/import/preview',
      payload: 'Nombre;Precio\nA;1',
      headers: { 'content-type': 'text/csv', 'x-panel-request': '1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
