// Tenant isolation, built from the route table: a second store's session, given the first store's ids,
// is refused (404, or ignored where the contract says so) and nothing of the first store changes. Every
// operation of the contract that takes an id (a path parameter, or a body field of the contract's `Id`
// type) must have a row in the matrix, or this test fails.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  categories,
  coupons,
  notifications,
  orderStatusChanges,
  orders,
  productMedia,
  products,
  storeCheckouts,
  storeDailyMetrics,
  stores,
  users,
} from '../src/db/schema.js';
import { listOperations, loadOpenApi, type OpenApiDocument } from '../src/openapi.js';
import { createOrder } from '../src/orders/index.js';
import { openapiPath } from '../src/paths.js';
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

const spec = loadOpenApi(openapiPath);
const operations = listOperations(spec);

type Schema = { $ref?: string; type?: string; items?: Schema; properties?: Record<string, Schema> };

function resolve(doc: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  const schemas = (doc.components as { schemas: Record<string, Schema> }).schemas;
  return resolve(doc, schemas[name]);
}

const isId = (schema: Schema | undefined) =>
  schema?.$ref === '#/components/schemas/Id' || schema?.items?.$ref === '#/components/schemas/Id';

/** What of an operation carries an id: `path:id`, `body:keepMedia`… */
function idInputs(method: string, pathName: string): string[] {
  const item = (spec.paths ?? {})[pathName] as Record<string, unknown>;
  const op = item[method.toLowerCase()] as {
    requestBody?: { content?: Record<string, { schema?: Schema }> };
  };
  const inputs = [...pathName.matchAll(/\{(\w+)\}/g)].map((m) => `path:${m[1]}`);
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    const body = resolve(spec, media.schema);
    for (const [name, prop] of Object.entries(body?.properties ?? {})) {
      if (isId(prop)) inputs.push(`body:${name}`);
    }
  }
  return inputs;
}

interface Victim extends Merchant {
  productId: string;
  categoryId: string;
  mediaId: string;
  mediaUrl: string;
  notificationId: string;
  couponId: string;
}

interface Row {
  /** The id inputs of the operation this row covers. */
  covers: string[];
  /** The attack, by the attacker's session against the victim's ids. */
  attack(
    app: FastifyInstance,
    attacker: Merchant & { productId: string },
    victim: Victim,
  ): Promise<LightMyRequestResponse>;
  /** Expected answer. */
  status: number;
  error?: string;
}

const multipart = (
  app: FastifyInstance,
  m: Merchant,
  method: 'POST' | 'PUT',
  url: string,
  parts: MultipartPart[],
) => {
  const body = multipartBody(parts);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...m.headers, ...body.headers },
  });
};

const FORM: MultipartPart[] = [
  ['name', 'Robado'],
  ['type', 'product'],
  ['status', 'published'],
  ['price', '0'],
];

/** The matrix, by operationId: one or more attacks each. */
const MATRIX: Record<string, Row[]> = {
  productsGet: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({ method: 'GET', url: `/api/v2/products/${v.productId}`, headers: a.headers }),
      status: 404,
      error: 'Not found',
    },
  ],
  productsUpdate: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        multipart(app, a, 'PUT', `/api/v2/products/update/${v.productId}`, [
          ...FORM,
          ['images', file('x.png', 'image/png', png())],
        ]),
      status: 404,
      error: 'Not found',
    },
    {
      covers: ['body:keepMedia'],
      // The attacker's own product, keeping the victim's media: refused, the media stays the victim's.
      attack: (app, a, v) =>
        multipart(app, a, 'PUT', `/api/v2/products/update/${a.productId}`, [
          ...FORM,
          ['keepMedia', v.mediaId],
        ]),
      status: 400,
    },
    {
      covers: ['body:categoryId'],
      attack: (app, a, v) =>
        multipart(app, a, 'PUT', `/api/v2/products/update/${v.productId}`, [
          ...FORM,
          ['categoryId', v.categoryId],
        ]),
      status: 404,
      error: 'Not found',
    },
    {
      // The attacker's own product filed under the victim's category: refused, nothing points at it.
      covers: ['body:categoryId'],
      attack: (app, a, v) =>
        multipart(app, a, 'PUT', `/api/v2/products/update/${a.productId}`, [
          ...FORM,
          ['categoryId', v.categoryId],
        ]),
      status: 400,
      error: 'Invalid request: body/categoryId is not a category of this store',
    },
  ],
  productsDelete: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'DELETE',
          url: `/api/v2/products/delete/${v.productId}`,
          headers: a.headers,
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  productsCreate: [
    {
      covers: ['body:sharedMedia'],
      // A new product sharing the victim's media: refused, the victim's file is not named by the attacker.
      attack: (app, a, v) =>
        multipart(app, a, 'POST', '/api/v2/products/create', [...FORM, ['sharedMedia', v.mediaId]]),
      status: 400,
    },
    {
      // A product of the attacker's store in the victim's category: refused.
      covers: ['body:categoryId'],
      attack: (app, a, v) =>
        multipart(app, a, 'POST', '/api/v2/products/create', [
          ...FORM,
          ['categoryId', v.categoryId],
        ]),
      status: 400,
      error: 'Invalid request: body/categoryId is not a category of this store',
    },
  ],
  categoriesUpdate: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'PUT',
          url: `/api/v2/products/categories/update/${v.categoryId}`,
          headers: a.headers,
          payload: { name: 'Robada' },
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  // The store's coupons (issue 23): another store's coupon id is answered 404 and the coupon stays.
  couponsUpdate: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'PUT',
          url: `/api/v2/coupons/update/${v.couponId}`,
          headers: a.headers,
          payload: { code: 'ROBADO', kind: 'porcentaje', percent: 100 },
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  couponsDeactivate: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'POST',
          url: `/api/v2/coupons/deactivate/${v.couponId}`,
          headers: a.headers,
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  couponsDelete: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'DELETE',
          url: `/api/v2/coupons/delete/${v.couponId}`,
          headers: a.headers,
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  categoriesDelete: [
    {
      covers: ['path:id'],
      attack: (app, a, v) =>
        app.inject({
          method: 'DELETE',
          url: `/api/v2/products/categories/delete/${v.categoryId}`,
          headers: a.headers,
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  categoriesCreate: [
    {
      // The victim's category name in the attacker's store: allowed, names are unique per store only.
      covers: [],
      attack: (app, a) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/products/categories/create',
          headers: a.headers,
          payload: { name: 'SECRETOS' },
        }),
      status: 200,
    },
  ],
  ordersGet: [
    {
      covers: ['path:number'],
      attack: (app, a) =>
        app.inject({ method: 'GET', url: '/api/v2/orders/1001', headers: a.headers }),
      status: 404,
      error: 'Not found',
    },
  ],
  ordersStatusUpdate: [
    {
      // The victim's order 1001: the attacker has none, so nothing is found and nothing changes.
      covers: ['path:number'],
      attack: (app, a) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/orders/1001/status',
          headers: a.headers,
          payload: { status: 'cancelado' },
        }),
      status: 404,
      error: 'Not found',
    },
  ],
  notificationsRead: [
    {
      // The contract: ids of other stores are ignored.
      covers: ['body:ids'],
      attack: (app, a, v) =>
        app.inject({
          method: 'POST',
          url: '/api/v2/notifications/read',
          headers: a.headers,
          payload: { ids: [v.notificationId] },
        }),
      status: 200,
    },
  ],
  mediaGet: [
    {
      // Public by contract (the storefront shows product media): readable, never writable.
      covers: ['path:key'],
      attack: (app, _a, v) => app.inject({ method: 'GET', url: v.mediaUrl }),
      status: 200,
    },
  ],
  accountsStoreUpdate: [
    {
      // The victim's link, in any case: 409, the victim keeps it.
      covers: [],
      attack: async (app, a, v) => {
        const [store] = await app.db.select().from(stores).where(eq(stores.id, v.storeId));
        return multipart(app, a, 'PUT', '/api/v2/accounts/store/update', [
          ['name', 'Mi tienda'],
          ['link', (store?.link ?? '').toUpperCase()],
          ['country', 'US'],
        ]);
      },
      status: 409,
      error: 'Error link is already used',
    },
  ],
};

describe('tenant isolation matrix', () => {
  it('has a row for every id an operation of the contract takes', () => {
    const missing: string[] = [];
    for (const op of operations) {
      const covered = new Set((MATRIX[op.operationId] ?? []).flatMap((row) => row.covers));
      for (const input of idInputs(op.method, op.path)) {
        if (!covered.has(input)) missing.push(`${op.operationId} ${input}`);
      }
    }
    expect(missing).toEqual([]);
    // And the matrix names only operations of the contract.
    for (const id of Object.keys(MATRIX))
      expect(operations.map((o) => o.operationId)).toContain(id);
  });
});

describe.each(backends)('tenant isolation (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let uploadsDir: string;
  let victim: Victim;
  let attacker: Merchant & { productId: string };

  /** Everything of the victim: its rows and whether its files are on disk. */
  async function snapshot() {
    const where = eq(products.storeId, victim.storeId);
    const media = await app.db
      .select()
      .from(productMedia)
      .where(eq(productMedia.storeId, victim.storeId));
    return {
      store: await app.db.select().from(stores).where(eq(stores.id, victim.storeId)),
      user: await app.db.select().from(users).where(eq(users.id, victim.userId)),
      products: await app.db.select().from(products).where(where),
      categories: await app.db
        .select()
        .from(categories)
        .where(eq(categories.storeId, victim.storeId)),
      media,
      files: media.map((m) => existsSync(path.join(uploadsDir, m.key))),
      notifications: await app.db
        .select()
        .from(notifications)
        .where(eq(notifications.storeId, victim.storeId)),
      checkout: await app.db
        .select()
        .from(storeCheckouts)
        .where(eq(storeCheckouts.storeId, victim.storeId)),
      orders: await app.db.select().from(orders).where(eq(orders.storeId, victim.storeId)),
      coupons: await app.db.select().from(coupons).where(eq(coupons.storeId, victim.storeId)),
      orderStatusChanges: await app.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.storeId, victim.storeId)),
    };
  }

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    uploadsDir = config.uploadsDir;
    app = await buildApp(config, { logger: false });

    const v = await createMerchant(app.db, { link: 'tienda-victima' });
    const shelf = await app.inject({
      method: 'POST',
      url: '/api/v2/products/categories/create',
      headers: v.headers,
      payload: { name: 'Secretos' },
    });
    const categoryId = (shelf.json().data as { id: string }).id;
    const created = await multipart(app, v, 'POST', '/api/v2/products/create', [
      ['name', 'Secreto'],
      ['categoryId', categoryId],
      ['type', 'product'],
      ['status', 'published'],
      ['price', '99'],
      ['images', file('x.png', 'image/png', png())],
    ]);
    const product = created.json().data as { id: string; media: { id: string; url: string }[] };
    const [coupon] = await app.db
      .insert(coupons)
      .values({ storeId: v.storeId, code: 'SECRETO', kind: 'porcentaje', percent: 10 })
      .returning({ id: coupons.id });
    const [note] = await app.db
      .insert(notifications)
      .values({ storeId: v.storeId, message: 'privada', source: 'products' })
      .returning();
    await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/update',
      headers: v.headers,
      payload: {
        type: 'whatsapp',
        phone: '2015550123',
        phoneArea: '+1',
        customMessage: { start: 'a', body: 'b', product: 'c', end: 'd' },
      },
    });
    const [ordered] = await app.db
      .insert(products)
      .values({
        storeId: v.storeId,
        slug: 'pedido',
        name: 'Secreto pedido',
        status: 'published',
        manageStock: false,
      })
      .returning({ id: products.id });
    const placed = await createOrder(app.db, {
      storeId: v.storeId,
      lines: [{ productId: ordered!.id, quantity: 1 }],
      customer: { name: 'Cliente privada' },
      delivery: { type: 'pickup' },
      clientKey: '10.99.0.1',
      orderPageUrl: (token) => `http://tienda-victima.localhost/pedido/${token}`,
    });
    expect(placed.ok ? 'ok' : placed.refusal.message).toBe('ok');
    // The victim's dashboard figures, today's and yesterday's (final: rolled long ago).
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    await app.db.insert(storeDailyMetrics).values(
      [0, 1].map((ago) => ({
        storeId: v.storeId,
        day: day(ago),
        visits: 4242,
        carts: 4141,
        abandonedCarts: 4040,
        visitsWithOrder: 3939,
        rolledAt: new Date(),
      })),
    );
    victim = {
      ...v,
      productId: product.id,
      categoryId,
      mediaId: product.media[0]?.id ?? '',
      mediaUrl: product.media[0]?.url ?? '',
      notificationId: note?.id ?? '',
      couponId: coupon?.id ?? '',
    };
    const a = await createMerchant(app.db, { link: 'tienda-atacante' });
    const own = await multipart(app, a, 'POST', '/api/v2/products/create', FORM);
    attacker = { ...a, productId: own.json().data.id };
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const rows = Object.entries(MATRIX).flatMap(([operationId, list]) =>
    list.map((row, i) => ({
      name: `${operationId} #${i + 1} (${row.covers.join(', ') || 'store'})`,
      row,
    })),
  );

  it.each(rows)('$name: refused and nothing of the other store changes', async ({ row }) => {
    const before = await snapshot();
    const res = await row.attack(app, attacker, victim);
    expect(res.statusCode, res.body).toBe(row.status);
    if (row.error) expect(res.json()).toEqual({ ok: false, error: row.error });
    expect(await snapshot()).toEqual(before);
  });

  it('store-wide reads answer only the session’s own store', async () => {
    const body = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: attacker.headers })).body;
    for (const url of [
      '/api/v2/stores',
      '/api/v2/stores/checkout',
      '/api/v2/products',
      '/api/v2/products?q=secreto',
      '/api/v2/products?sortBy=category',
      '/api/v2/products/categories',
      '/api/v2/notifications',
      '/api/v2/orders',
      '/api/v2/orders?q=privada',
      '/api/v2/reports/summary?period=day',
      '/api/v2/reports/summary?period=year',
    ]) {
      const text = await body(url);
      expect(text, url).not.toContain(victim.storeId);
      expect(text, url).not.toContain(victim.productId);
      expect(text, url).not.toContain(victim.categoryId);
      expect(text, url).not.toContain('Secreto');
      expect(text, url).not.toContain('privada');
      expect(text, url).not.toContain('tienda-victima');
    }
    expect(JSON.parse(await body('/api/v2/products?q=secreto')).data.totalProducts).toBe(0);
    // Its own product only: every attack that would have created one was refused.
    expect(JSON.parse(await body('/api/v2/products/count')).data).toBe(1);
    // The attacker's store has no visits; the victim's figures (4242 visits…) never show.
    const summary = JSON.parse(await body('/api/v2/reports/summary?period=year')).data;
    for (const key of ['visits', 'conversionRate', 'carts', 'abandonedCarts']) {
      expect(summary[key], key).toEqual({ value: 0, previous: 0, change: null });
    }
    const own = await app.inject({
      method: 'GET',
      url: '/api/v2/reports/summary?period=day',
      headers: victim.headers,
    });
    expect(own.json().data.visits.value).toBe(4242);
  });

  it('ignores a store id sent in the request', async () => {
    const before = await snapshot();
    const list = await app.inject({
      method: 'GET',
      url: `/api/v2/products?storeId=${victim.storeId}&store_id=${victim.storeId}`,
      headers: { ...attacker.headers, 'x-store-id': victim.storeId },
    });
    expect(list.body).not.toContain('Secreto');
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/update',
      headers: attacker.headers,
      payload: {
        type: 'whatsapp',
        phone: '',
        phoneArea: '',
        customMessage: { start: '', body: '', product: '', end: '' },
        storeId: victim.storeId,
      },
    });
    expect(checkout.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});
