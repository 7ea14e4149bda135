// No client address in the rate-limit table (issue 21, "The storefront": customer addresses stayed there a
// month). Every counter keyed by a client holds a keyed hash of its address (IPv4, IPv6 /64) under the
// server's secret, and the limits trigger as before. Runs on PGlite, and on PostgreSQL too when a URL is
// given.
//
// Failed on the code before this change: the 'order-client', 'visit-new' and 'code-request:ip' rows held
// `203.0.113.45`, `2001:db8:abcd:12::/64` and the like as they are.
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { orders, products, storeCheckouts } from '../src/db/schema.js';
import { migrationsDir } from '../src/paths.js';
import { clientLimitKey } from '../src/rate-limit/client-hash.js';
import { rows, startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant, PANEL_HEADERS, tempDir } from './helpers.js';

const STORE_HOST = 'tiendas.test:3000';
const PANEL_ORIGIN = 'http://panel.test:3000';
const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

let counter = 0;

describe.each(backends)('rate-limit keys (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend, { STORE_HOST, PUBLIC_URL: PANEL_ORIGIN });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  async function shop() {
    const link = `claves-${Date.now().toString(36)}-${++counter}`;
    const merchant = await createMerchant(app.db, { link, storeName: 'Dulces Ana' });
    await app.db
      .insert(storeCheckouts)
      .values({ storeId: merchant.storeId, phone: '1123456789', phoneArea: '+54' });
    const [product] = await app.db
      .insert(products)
      .values({
        storeId: merchant.storeId,
        slug: 'torta',
        name: 'Torta',
        retailPrice: '100.00',
        manageStock: false,
      })
      .returning({ id: products.id });
    return { ...merchant, host: `${link}.${STORE_HOST}`, productId: product!.id };
  }

  /** Eleven orders from `ip` (each confirmed, so only the client's bucket can refuse): the statuses. */
  async function elevenOrders(s: Awaited<ReturnType<typeof shop>>, ip: (i: number) => string) {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/storefront/orders',
        headers: { host: s.host, 'user-agent': PHONE },
        payload: {
          lines: [{ productId: s.productId, quantity: 1 }],
          customer: { name: 'María Núñez' },
          delivery: { type: 'pickup' },
        },
        remoteAddress: ip(i),
      });
      statuses.push(res.statusCode);
      await app.db
        .update(orders)
        .set({ status: 'confirmado' })
        .where(and(eq(orders.storeId, s.storeId), eq(orders.status, 'nuevo')));
    }
    return statuses;
  }

  /** Every scope and key of the rate-limit table, as text. */
  const table = async () =>
    (await rows<{ scope: string; key: string }>(app, sql`SELECT scope, key FROM rate_limits`))
      .map((r) => `${r.scope} ${r.key}`)
      .join('\n')
      .toLowerCase();

  it('keeps a keyed hash of an IPv4 address, and its limit still triggers', async () => {
    const s = await shop();
    const ip = '203.0.113.45';
    expect(await elevenOrders(s, () => ip)).toEqual([...Array(10).fill(200), 429]);
    // The storefront's beacon (the new-visitor bucket) and a sign-in code request from the same address.
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/v2/storefront/events',
      headers: {
        host: s.host,
        'user-agent': PHONE,
        origin: `http://${s.host}`,
        'sec-fetch-site': 'same-origin',
      },
      payload: { kind: 'view', tab: 'tabAAAAAAAAAAAAAAAAAAA' },
      remoteAddress: ip,
    });
    expect(beacon.statusCode).toBe(200);
    await app.metrics.flush();
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: { ...PANEL_HEADERS, host: 'panel.test:3000', origin: PANEL_ORIGIN },
      payload: { email: `cliente-${counter}@example.com` },
      remoteAddress: ip,
    });
    expect(login.statusCode, login.body).toBe(200);

    const stored = await table();
    expect(stored).toContain('order-client ip:');
    expect(stored).toContain('visit-new');
    expect(stored).toContain('code-request:ip ip:');
    expect(stored).not.toContain('203.0.113');
    const key = await clientLimitKey(app.db, ip);
    expect(key).toMatch(/^ip:[A-Za-z0-9_-]{22}$/);
    expect(stored).toContain(`order-client ${key.toLowerCase()}`);
    // Another client still orders.
    expect(await elevenOrders(s, () => '203.0.113.46')).toContain(200);
  });

  it('keeps a keyed hash of an IPv6 /64, and its limit still triggers across the /64', async () => {
    const s = await shop();
    const net = '2001:db8:abcd:12';
    expect(await elevenOrders(s, (i) => `${net}::${i.toString(16)}`)).toEqual([
      ...Array(10).fill(200),
      429,
    ]);
    const stored = await table();
    expect(stored).not.toContain('2001:db8');
    expect(stored).not.toContain('abcd:12');
    expect(stored).toContain(
      `order-client ${(await clientLimitKey(app.db, `${net}::1`)).toLowerCase()}`,
    );
    // Another /64 is another client.
    expect((await elevenOrders(s, () => '2001:db8:abcd:13::1'))[0]).toBe(200);
  });
});

describe('the rate_limit_client_hashes migration (pglite)', () => {
  // Failed before (without the migration's DELETE): the counters keyed by raw addresses stayed a month.
  it('drops the counters keyed by a raw client address and keeps the others', async () => {
    const old = tempDir('panel-migrations-');
    fs.cpSync(migrationsDir, old, { recursive: true });
    const journalPath = path.join(old, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_rate_limit_client_hashes'));
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const pgliteDir = path.join(tempDir(), 'pglite');

    const before = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir: old });
    try {
      await before.db.execute(sql`INSERT INTO rate_limits (scope, key, count) VALUES
        ('order-client', '203.0.113.45', 3),
        ('code-request:ip', '2001:db8:abcd:12::/64', 1),
        ('code-failure:client', '198.51.100.7', 2),
        ('visit-new', '5f0c6a2e-0000-4000-8000-000000000000|203.0.113.45', 1),
        ('code-request:address', 'ana@example.com', 1)`);
    } finally {
      await before.close();
    }

    const after = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      const left = (await after.db.execute(
        sql`SELECT scope, key FROM rate_limits ORDER BY scope`,
      )) as unknown as { rows: { scope: string; key: string }[] };
      expect(left.rows).toEqual([{ scope: 'code-request:address', key: 'ana@example.com' }]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
