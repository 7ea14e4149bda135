// The contract and the server agree where an outside validator (Stoplight Prism in proxy mode) and direct
// calls found them apart (issue 21). Each case failed on the code before the fix (seen once, with the fix
// stashed: noted on each test); the contract walk (contract.test.ts) and the fuzzer catch the same kinds.
import fs from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import type { Socket } from 'node:net';
import {
  ADDRESS_MAX_LENGTH,
  CUSTOMER_NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_MESSAGES,
  callingCodeOf,
} from '@panel/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { categories, products, sessions } from '../src/db/schema.js';
import { API_PREFIX } from '../src/openapi.js';
import { migrationsDir } from '../src/paths.js';
import { contract, deref } from './contract.js';
import { file, jpeg, png } from './fixtures/media.js';
import {
  backends,
  createLegacyStore,
  createMerchant,
  fakePanelDist,
  freshDatabase,
  multipartBody,
  removePanelDist,
  tempDir,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

type Node = Record<string, unknown>;
/** The contract node at a path of keys, following `$ref`s. */
const at = (...keys: string[]): Node =>
  keys.reduce<Node>((node, key) => deref<Node>(node[key]), contract as unknown as Node);

describe('the contract says the domain’s limits of a storefront order', () => {
  // Failed before: the schema said 200, 600 and 1,000 while the server refused over 120, 300 and 500.
  it('has maxLength equal to CUSTOMER_NAME_MAX_LENGTH, ADDRESS_MAX_LENGTH and NOTE_MAX_LENGTH', () => {
    const request = at('components', 'schemas', 'StorefrontOrderRequest', 'properties');
    const customer = deref<Node>(request.customer).properties as Record<string, Node>;
    const delivery = deref<Node>(request.delivery).properties as Record<string, Node>;
    expect(customer.name!.maxLength).toBe(CUSTOMER_NAME_MAX_LENGTH);
    expect(delivery.address!.maxLength).toBe(ADDRESS_MAX_LENGTH);
    expect(deref<Node>(request.note).maxLength).toBe(NOTE_MAX_LENGTH);
  });
});

describe.each(backends)('the contract and the server agree (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    panelDist = fakePanelDist();
    app = await buildApp(
      loadConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        PANEL_DIST: panelDist,
      }),
      { logger: false, mediaMaintenance: false, metricsJobs: false, orderHolds: false },
    );
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    if (panelDist) removePanelDist(panelDist);
  });

  const storeHostOf = (merchant: Merchant) => `${merchant.link}.${app.config.storeHost}`;

  const sendForm = (
    merchant: Merchant,
    method: 'POST' | 'PUT',
    url: string,
    parts: MultipartPart[],
  ) => {
    const form = multipartBody(parts);
    return app.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { ...merchant.headers, ...form.headers },
      payload: form.payload,
    });
  };

  const createProduct = async (merchant: Merchant, parts: MultipartPart[]) => {
    const res = await sendForm(merchant, 'POST', '/products/create', [
      ['name', 'Café'],
      ['type', 'product'],
      ['status', 'published'],
      ...parts,
    ]);
    return res;
  };

  // Failed before: 404 text/html, the store's cacheable page, `public, s-maxage=60`.
  it('answers a panel call on a store host with the contract’s JSON 421, never the store’s page', async () => {
    const merchant = await createMerchant(app.db);
    for (const [method, url] of [
      ['GET', '/products'],
      ['GET', '/auth/user-info'],
      ['POST', '/auth/logout'],
      ['GET', '/no-such-call'],
    ] as const) {
      const res = await app.inject({
        method,
        url: `${API_PREFIX}${url}`,
        headers: { ...merchant.headers, host: storeHostOf(merchant) },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(421);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ ok: false, error: 'Misdirected request: store host' });
    }
    // The storefront's own calls still answer there.
    const order = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/storefront/orders`,
      headers: { host: storeHostOf(merchant) },
      payload: { lines: [], customer: { name: 'Ana' }, delivery: { type: 'pickup' } },
    });
    expect(order.statusCode).toBe(400);
  });

  // Failed before: the 206 of a WebP size was image/webp, which PartialContent did not list.
  it('answers a range of a WebP size as 206 image/webp, which the contract lists', async () => {
    const merchant = await createMerchant(app.db);
    const created = await createProduct(merchant, [
      ['price', '1'],
      ['images', file('a.png', 'image/png', png())],
    ]);
    const key = (created.json().data.media[0].url as string).split('/').pop()!;
    const res = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/media/${key.replace(/\.\w+$/, '.w160.webp')}`,
      headers: { range: 'bytes=0-0' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(Object.keys(at('components', 'responses', 'PartialContent').content as Node)).toContain(
      'image/webp',
    );
  });

  // Failed before: with the panel built, @fastify/static's GET wildcard matched first and answered 404.
  it('answers 414 to a GET whose path parameter is over 100 characters, as PUT and POST do', async () => {
    const merchant = await createMerchant(app.db);
    const long = 'a'.repeat(101);
    for (const url of [`/products/${long}`, `/media/${long}`, `/orders/${long}`]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await app.inject({
          method,
          url: `${API_PREFIX}${url}`,
          headers: merchant.headers,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(414);
      }
      const res = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}${url}`,
        headers: merchant.headers,
      });
      expect(res.json()).toEqual({ ok: false, error: 'Invalid request: path parameter too long' });
    }
    // 100 characters are the router's; the call's own schema refuses them.
    const hundred = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/products/${'a'.repeat(100)}`,
      headers: merchant.headers,
    });
    expect(hundred.statusCode).toBe(400);
  });

  // Failed before: text/plain was parsed; products/delete and categories/delete deleted, logout signed out.
  it('refuses a text/plain body to a call that takes none with 415, and changes nothing', async () => {
    const merchant = await createMerchant(app.db);
    const product = (await createProduct(merchant, [['price', '1']])).json().data.id as string;
    const [category] = await app.db
      .insert(categories)
      .values({ storeId: merchant.storeId, name: 'Bebidas', nameKey: 'bebidas' })
      .returning();
    const textPlain = (method: 'POST' | 'DELETE', url: string) =>
      app.inject({
        method,
        url: `${API_PREFIX}${url}`,
        headers: { ...merchant.headers, 'content-type': 'text/plain' },
        payload: 'x',
      });
    for (const [method, url] of [
      ['DELETE', `/products/delete/${product}`],
      ['DELETE', `/products/categories/delete/${category!.id}`],
      ['POST', '/auth/logout'],
    ] as const) {
      const res = await textPlain(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(415);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Unsupported media type: this call takes no body',
      });
    }
    expect(await app.db.select().from(products).where(eq(products.id, product))).toHaveLength(1);
    expect(
      await app.db.select().from(categories).where(eq(categories.id, category!.id)),
    ).toHaveLength(1);
    expect(
      await app.db.select().from(sessions).where(eq(sessions.userId, merchant.userId)),
    ).toHaveLength(1);
    // JSON (`{}`) is still taken, as the contract says.
    const json = await app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/logout`,
      headers: merchant.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(200);
  });

  // Failed before: Fastify's default `{"error":"Request Timeout","message":"Client Timeout",…}`.
  it('answers the request timeout’s 408 in the contract’s shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const client = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    client.on('data', (chunk: Buffer) => received.push(chunk));
    const closed = new Promise((resolve) => client.on('close', resolve));
    client.write(
      'POST /api/v2/auth/logout HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n',
    );
    // What Node's HTTP server emits when requestTimeout passes (not waited for: 120 s).
    const socket = await accepted;
    app.server.emit(
      'clientError',
      Object.assign(new Error('Request timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket,
    );
    await closed;
    const answer = Buffer.concat(received).toString();
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(head).toMatch(/\r\nContent-Type: application\/json; charset=utf-8/);
    expect(JSON.parse(body!)).toEqual({ ok: false, error: 'Request timeout' });
    const declared = at('components', 'responses', 'RequestTimeout').content as Node;
    expect(Object.keys(declared)).toEqual(['application/json']);
  });

  describe('a stored margin matches cost and price', () => {
    const pricesOf = async (merchant: Merchant, id: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `${API_PREFIX}/products/${id}`,
          headers: merchant.headers,
        })
      ).json().data.prices;

    // Failed before: the utility sent (99) was stored beside cost 10 and price 12.
    it('computes it from cost and price without a dynamic price, ignoring a utility sent', async () => {
      const merchant = await createMerchant(app.db);
      const res = await createProduct(merchant, [
        ['cost', '10'],
        ['price', '12'],
        ['utility', '99'],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.prices).toEqual({ cost: '10.00', price: '12.00', utility: '20.00' });
      const id = res.json().data.id as string;
      expect(await pricesOf(merchant, id)).toEqual({
        cost: '10.00',
        price: '12.00',
        utility: '20.00',
      });
      // Under the cost the margin is negative (the contract's 'may be negative'); without a cost, 0.
      const update = await sendForm(merchant, 'PUT', `/products/update/${id}`, [
        ['name', 'Café'],
        ['type', 'product'],
        ['status', 'published'],
        ['cost', '3'],
        ['price', '2'],
        ['utility', '50'],
      ]);
      expect(update.statusCode, update.body).toBe(200);
      expect(await pricesOf(merchant, id)).toEqual({
        cost: '3.00',
        price: '2.00',
        utility: '-33.33',
      });
      const free = await createProduct(merchant, [
        ['price', '5'],
        ['utility', '12'],
      ]);
      expect(free.json().data.prices).toEqual({ cost: '0.00', price: '5.00', utility: '0.00' });
    });

    it('keeps the margin the price is computed from with a dynamic price, and refuses a negative one', async () => {
      const merchant = await createMerchant(app.db);
      const dynamic = await createProduct(merchant, [
        ['dynamicPrice', 'true'],
        ['cost', '10'],
        ['utility', '25'],
      ]);
      expect(dynamic.json().data.prices).toEqual({
        cost: '10.00',
        price: '12.50',
        utility: '25.00',
      });
      const negative = await createProduct(merchant, [
        ['dynamicPrice', 'true'],
        ['cost', '10'],
        ['utility', '-10'],
      ]);
      expect(negative.statusCode).toBe(400);
      expect(negative.json().error).toMatch(/^Invalid request: body\/utility /);
      // The contract says so (it said 'may be negative' for the form's utility too).
      const form = at('components', 'schemas', 'ProductForm', 'properties');
      expect(String((form.utility as Node).description)).toMatch(/0 or more/);
    });
  });

  // The contract said PNG only; the avatar takes JPEG like the store's picture (server right).
  it('takes a JPEG avatar, and the contract says so', async () => {
    const merchant = await createMerchant(app.db);
    const res = await sendForm(merchant, 'PUT', '/accounts/update', [
      ['name', 'Ana'],
      ['phone', ''],
      ['phoneArea', ''],
      ['picture', file('me.jpg', 'image/jpeg', jpeg())],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const body = at('paths', '/accounts/update', 'put', 'requestBody', 'content');
    const encoding = (body['multipart/form-data'] as Node).encoding as Record<string, Node>;
    expect(String(encoding.picture!.contentType).split(/,\s*/)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  // The description said an empty phone area; the answer is the store country's calling code (server right).
  it('answers the store country’s calling code as the default phone area, as the description says', async () => {
    const merchant = await createMerchant(app.db, { country: 'VE' });
    const res = await app.inject({
      method: 'GET',
      url: `${API_PREFIX}/stores/checkout`,
      headers: merchant.headers,
    });
    expect(res.json().data).toMatchObject({ phone: '', phoneArea: callingCodeOf('VE') });
    expect(callingCodeOf('VE')).toBe('+58');
    const description = String(at('paths', '/stores/checkout', 'get').description);
    expect(description).toMatch(/calling code of the store's country/);
    expect(description).not.toMatch(/empty phone and phone\s+area/);
  });

  // Passed before too (the server refused after the schema let the text through): the schema refusing
  // first must keep the order's Spanish answer. The failing one is the maxLength test above.
  it('refuses a storefront order over the domain’s limits as the schema says', async () => {
    const merchant = await createMerchant(app.db);
    const over = (max: number) => 'a'.repeat(max + 1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { customer: { name: over(CUSTOMER_NAME_MAX_LENGTH) } },
        ORDER_MESSAGES.nameTooLong,
        'customer.name',
      ],
      [
        { delivery: { type: 'delivery', address: over(ADDRESS_MAX_LENGTH) } },
        ORDER_MESSAGES.addressTooLong,
        'delivery.address',
      ],
      [{ note: over(NOTE_MAX_LENGTH) }, ORDER_MESSAGES.noteTooLong, 'note'],
    ];
    for (const [change, error, field] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: `${API_PREFIX}/storefront/orders`,
        headers: { host: storeHostOf(merchant) },
        payload: {
          lines: [{ productId: 'x', quantity: 1 }],
          customer: { name: 'Ana' },
          delivery: { type: 'pickup' },
          ...change,
        },
      });
      // The order's own Spanish refusal, as for a text that is too long once trimmed.
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ ok: false, error, field });
    }
  });
});

describe('the product_margins migration (pglite)', () => {
  // Failed before (without the migration): the margins stored as sent stayed beside their prices.
  it('makes every stored margin without a dynamic price match its cost and price', async () => {
    // The migrations before this one, then products with margins as the old server stored them.
    const old = tempDir('panel-migrations-');
    fs.cpSync(migrationsDir, old, { recursive: true });
    const journalPath = path.join(old, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    // It and every later one: drizzle applies only migrations newer than the last one applied, so a
    // later migration run first would make it skip this one.
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_product_margins'));
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const pgliteDir = path.join(tempDir(), 'pglite');

    const rows: Array<[string, string | null, string, string | null, boolean]> = [
      // name, cost, price, utility as sent, dynamic price
      ['P1', '10.00', '12.00', '99.00', false],
      ['P2', '3.00', '2.00', '50.00', false],
      ['P3', null, '5.00', '12.00', false],
      ['P4', '0.01', '99999.00', '1.00', false],
      ['P5', '10.00', '12.50', '25.00', true],
    ];
    const before = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir: old });
    try {
      const storeId = await createLegacyStore(before.db, 'margenes');
      for (const [name, cost, price, utility, dynamic] of rows) {
        await before.db.execute(
          sql`insert into products (store_id, slug, name, retail_cost, retail_price, retail_utility,
                dynamic_price, wholesale_cost, wholesale_price, wholesale_utility)
              values (${storeId}, ${name.toLowerCase()}, ${name}, ${cost}, ${price}, ${utility},
                ${dynamic}, '4.00', '5.00', '7.00')`,
        );
      }
    } finally {
      await before.close();
    }

    const after = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      const stored = await after.db
        .select({
          name: products.name,
          utility: products.retailUtility,
          wholesale: products.wholesaleUtility,
        })
        .from(products)
        .orderBy(products.name);
      expect(stored).toEqual([
        { name: 'P1', utility: '20.00', wholesale: '25.00' },
        { name: 'P2', utility: '-33.33', wholesale: '25.00' },
        { name: 'P3', utility: null, wholesale: '25.00' },
        { name: 'P4', utility: null, wholesale: '25.00' },
        { name: 'P5', utility: '25.00', wholesale: '7.00' },
      ]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
