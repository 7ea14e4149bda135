// Products with options and variants (issue 22) over a fresh database: create/get/update/list with the
// multipart fields `options` and `variants` (JSON text), the rules of @panel/domain as 400s with Spanish
// messages, SKUs unique per store case aside, stored variants keeping their ids, the list's summed stock,
// 'N variantes' count, 'Agotado' and SKU search; old requests without the fields unchanged.
import type { FastifyInstance } from 'fastify';
import { variantsToInput } from '@panel/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { file, png } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

interface Variant {
  id: string;
  values: string[];
  price: string | null;
  quantity: number | null;
  sku: string | null;
  mediaId: string | null;
  available: boolean;
}
interface ProductData {
  id: string;
  quantity: number;
  media: { id: string }[];
  options: { name: string; values: string[] }[];
  variants: Variant[];
}

const talleColor = [
  { name: 'Talle', values: ['S', 'M', 'L'] },
  { name: 'Color', values: ['Negro', 'Blanco'] },
];

const variant = (values: string[], extra: Record<string, unknown> = {}) => ({
  values,
  price: null,
  quantity: 2,
  sku: null,
  mediaIndex: null,
  available: true,
  ...extra,
});

const allSix = () =>
  talleColor[0]!.values.flatMap((talle) =>
    talleColor[1]!.values.map((color) => variant([talle, color])),
  );

describe.each(backends)('product variants (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    app = await buildApp(
      loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl }),
      { logger: false },
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const send = (m: Merchant, method: 'POST' | 'PUT', url: string, parts: MultipartPart[]) => {
    const body = multipartBody(parts);
    return app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
  };
  const form = (fields: Record<string, unknown>): MultipartPart[] =>
    Object.entries({
      name: 'Remera Oversize',
      type: 'product',
      status: 'published',
      price: '100',
      ...fields,
    }).map(
      ([key, value]) =>
        [key, typeof value === 'string' ? value : JSON.stringify(value)] as MultipartPart,
    );
  const create = (m: Merchant, fields: Record<string, unknown>, files: MultipartPart[] = []) =>
    send(m, 'POST', '/api/v2/products/create', [...form(fields), ...files]);
  const update = (m: Merchant, id: string, fields: Record<string, unknown>) =>
    send(m, 'PUT', `/api/v2/products/update/${id}`, form(fields));
  async function createOk(
    m: Merchant,
    fields: Record<string, unknown>,
    files: MultipartPart[] = [],
  ) {
    const res = await create(m, fields, files);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: ProductData }).data;
  }
  const get = async (m: Merchant, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: m.headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: unknown };
  };

  it('creates a product with Talle × Color and reads its options and variants back', async () => {
    const m = await createMerchant(app.db);
    const variants = allSix();
    variants[2] = variant(['M', 'Negro'], {
      quantity: 1,
      sku: 'REM-M-NEG',
      price: '120,50',
      mediaIndex: 0,
    });
    const created = await createOk(m, { options: talleColor, variants }, [
      ['images', file('a.png', 'image/png', png())],
    ]);
    expect(created.options).toEqual(talleColor);
    expect(created.variants).toHaveLength(6);
    expect(created.quantity).toBe(11);
    const mNegro = created.variants[2]!;
    expect(mNegro).toMatchObject({
      values: ['M', 'Negro'],
      price: '120.50',
      quantity: 1,
      sku: 'REM-M-NEG',
      mediaId: created.media[0]!.id,
      available: true,
    });
    const read = (await get(m, `/api/v2/products/${created.id}`)).data as ProductData;
    expect(read.variants).toEqual(created.variants);
    expect(read.options).toEqual(talleColor);
  });

  it('keeps old requests valid: no options is one implicit variant', async () => {
    const m = await createMerchant(app.db);
    const created = await createOk(m, { quantity: '3' });
    expect(created.options).toEqual([]);
    expect(created.variants).toEqual([]);
    expect(created.quantity).toBe(3);
  });

  it('refuses 10 × 10 × 3 = 300 combinations naming 300 and 250, and stores nothing', async () => {
    const m = await createMerchant(app.db);
    const values = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
    const res = await create(m, {
      options: [
        { name: 'A', values: values(10) },
        { name: 'B', values: values(10) },
        { name: 'C', values: values(3) },
      ],
      variants: [variant(['v0', 'v0', 'v0'])],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(
      'Un producto puede tener hasta 250 variantes; con estas opciones tendrías 300.',
    );
    const list = (await get(m, '/api/v2/products')).data as { totalProducts: number };
    expect(list.totalProducts).toBe(0);
  });

  it('refuses a repeated combination, a bad SKU, values not matching the options, malformed JSON', async () => {
    const m = await createMerchant(app.db);
    const twice = await create(m, {
      options: talleColor,
      variants: [variant(['M', 'Negro']), variant(['M', 'negro'])],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('Invalid request: body/variants/1 Esa combinación ya existe');
    const sku = await create(m, {
      options: talleColor,
      variants: [variant(['M', 'Negro'], { sku: 'A B' })],
    });
    expect(sku.statusCode).toBe(400);
    expect(sku.json().error).toContain('El SKU solo puede llevar');
    const short = await create(m, { options: talleColor, variants: [variant(['M'])] });
    expect(short.json().error).toContain('Cada variante lleva un valor por cada opción.');
    const json = await create(m, { options: '[{', variants: '[]' });
    expect(json.statusCode).toBe(400);
    const picture = await create(m, {
      options: talleColor,
      variants: [variant(['M', 'Negro'], { mediaIndex: 0 })],
    });
    expect(picture.json().error).toContain('Esa imagen no es del producto.');
  });

  it('keeps a SKU unique in the store, case aside, across products', async () => {
    const m = await createMerchant(app.db);
    await createOk(m, {
      options: talleColor,
      variants: [variant(['M', 'Negro'], { sku: 'rem-m' })],
    });
    const res = await create(m, {
      name: 'Otra',
      options: talleColor,
      variants: [variant(['L', 'Negro'], { sku: 'REM-M' })],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Ese SKU ya lo usa otro producto de tu tienda.');
    // Another store may use it.
    const other = await createMerchant(app.db);
    await createOk(other, {
      options: talleColor,
      variants: [variant(['L', 'Negro'], { sku: 'REM-M' })],
    });
  });

  it('updates: a stored variant with the same values keeps its id; an update without the fields keeps them', async () => {
    const m = await createMerchant(app.db);
    const created = await createOk(m, { options: talleColor, variants: allSix() });
    const mNegro = created.variants.find((v) => v.values.join() === 'M,Negro')!;
    // Drop 'S', add 'XL'; the form sends no ids, and M Negro's stock is left out (kept).
    const options = [
      { name: 'Talle', values: ['M', 'L', 'XL'] },
      { name: 'Color', values: ['Negro', 'Blanco'] },
    ];
    const variants = ['M', 'L', 'XL'].flatMap((t) =>
      ['Negro', 'Blanco'].map((c) =>
        variant([t, c], t === 'M' && c === 'Negro' ? { quantity: null } : {}),
      ),
    );
    const res = await update(m, created.id, { options, variants });
    expect(res.statusCode, res.body).toBe(200);
    const updated = (res.json() as { data: ProductData }).data;
    expect(updated.variants.map((v) => v.values.join(' '))).toEqual([
      'M Negro',
      'M Blanco',
      'L Negro',
      'L Blanco',
      'XL Negro',
      'XL Blanco',
    ]);
    expect(updated.variants[0]).toMatchObject({ id: mNegro.id, quantity: 2 });
    expect(new Set(updated.variants.map((v) => v.id)).size).toBe(6);

    const old = await update(m, created.id, { name: 'Remera', quantity: '0' });
    expect(old.statusCode, old.body).toBe(200);
    expect((old.json() as { data: ProductData }).data.variants).toEqual(updated.variants);

    const none = await update(m, created.id, { options: [], variants: [] });
    expect((none.json() as { data: ProductData }).data).toMatchObject({
      options: [],
      variants: [],
    });
  });

  it('duplicates: the copy shares the pictures, its variants point at them, SKUs left out', async () => {
    const m = await createMerchant(app.db);
    const original = await createOk(
      m,
      {
        options: talleColor,
        variants: [
          variant(['M', 'Negro'], { sku: 'DUP-M', mediaIndex: 1 }),
          variant(['L', 'Negro'], { sku: 'DUP-L' }),
        ],
      },
      [
        ['images', file('a.png', 'image/png', png())],
        ['images', file('b.png', 'image/png', png())],
      ],
    );
    const mediaIds = original.media.map((media) => media.id);
    const res = await send(m, 'POST', '/api/v2/products/create', [
      ...form({
        name: 'Remera Oversize (copia)',
        options: original.options,
        variants: variantsToInput(original.variants, mediaIds, 'copy'),
      }),
      ...mediaIds.map((id): MultipartPart => ['sharedMedia', id]),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const copy = (res.json() as { data: ProductData }).data;
    expect(copy.variants).toHaveLength(2);
    expect(copy.variants.every((v) => v.sku === null)).toBe(true);
    // M Negro points at the copy's own row of the second (shared) picture.
    expect(copy.variants[0]?.mediaId).toBe(copy.media[1]?.id);
    expect(copy.media[1]?.id).not.toBe(mediaIds[1]);
    expect(new Set([...copy.variants, ...original.variants].map((v) => v.id)).size).toBe(4);
  });

  it('lists the variant count, the summed stock, Agotado only when every offered variant is out, and finds SKUs', async () => {
    const m = await createMerchant(app.db);
    await createOk(m, {
      name: 'Remera Agotada',
      options: talleColor,
      variants: [
        variant(['M', 'Negro'], { quantity: 0 }),
        variant(['L', 'Negro'], { quantity: 4, available: false }),
      ],
    });
    await createOk(m, {
      name: 'Remera Con Stock',
      options: talleColor,
      variants: [
        variant(['M', 'Negro'], { quantity: 0 }),
        variant(['L', 'Negro'], { quantity: 1, sku: 'CAM-L-01' }),
      ],
    });
    const list = (await get(m, '/api/v2/products')).data as {
      products: {
        name: string;
        quantity: number;
        variantCount: number;
        soldOut: boolean;
        variants: Variant[];
      }[];
    };
    const byName = new Map(list.products.map((p) => [p.name, p]));
    expect(byName.get('Remera Agotada')).toMatchObject({
      quantity: 4,
      variantCount: 2,
      soldOut: true,
    });
    expect(byName.get('Remera Con Stock')).toMatchObject({
      quantity: 1,
      variantCount: 2,
      soldOut: false,
    });
    expect(byName.get('Remera Con Stock')?.variants).toHaveLength(2);

    const found = (await get(m, '/api/v2/products?q=cam-l')).data as {
      products: { name: string }[];
      totalProducts: number;
    };
    expect(found.products.map((p) => p.name)).toEqual(['Remera Con Stock']);
    expect(found.totalProducts).toBe(1);
    const sorted = (await get(m, '/api/v2/products?sortBy=quantity&sortType=desc')).data as {
      products: { name: string }[];
    };
    expect(sorted.products.map((p) => p.name)).toEqual(['Remera Agotada', 'Remera Con Stock']);
  });
});
