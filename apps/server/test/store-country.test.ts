// The store's country (issue 21): chosen in 'Mi tienda', else it follows the WhatsApp number saved in
// 'Checkout'; the storefront reads customers' phones with it, and the store's days are in its time
// zone. On a fresh PGlite (and PostgreSQL when a URL is given).
// On the code before issue 21 the Mexican store stayed 'US': '55 1234 5678' was stored as +1 5512345678
// (seen failing: country 'US' ≠ 'MX', phoneArea '+1' ≠ '+52').
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { notifications, orders, products, stores } from '../src/db/schema.js';
import { migrationsDir } from '../src/paths.js';
import { startApp, type TestApp } from './auth-helpers.js';
import {
  backends,
  createLegacyStore,
  createMerchant,
  multipartBody,
  tempDir,
  type Merchant,
} from './helpers.js';

const STORE_HOST = 'localhost:3000';

let counter = 0;
const uniqueLink = () => `pais${Date.now().toString(36)}${++counter}`;
let ipCounter = 0;
const freshIp = () => `10.77.${(++ipCounter >> 8) & 255}.${ipCounter & 255}`;

const MESSAGE = { start: 'Hola', body: '', product: '{cantidad} {nombre-producto}', end: '' };

describe.each(backends)('the store country (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend, { STORE_HOST, PUBLIC_URL: 'http://localhost:3000' });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const storeRow = async (id: string) =>
    (await app.db.select().from(stores).where(eq(stores.id, id)))[0];

  const saveCheckout = (m: Merchant, phoneArea: string, phone: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/stores/checkout/update',
      payload: { type: 'whatsapp', phone, phoneArea, customMessage: MESSAGE },
      headers: m.headers,
    });

  const saveProfile = (m: Merchant, country: string, timeZone?: string) => {
    const body = multipartBody([
      ['name', 'Tienda de Ana'],
      ['link', m.link],
      ['country', country],
      ...(timeZone ? ([['timeZone', timeZone]] as [string, string][]) : []),
    ]);
    return app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/store/update',
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
  };

  /** Orders one product on the store's pages without JavaScript, the customer typing `phone`. */
  async function orderWithPhone(m: Merchant, phone: string) {
    const [product] = await app.db
      .insert(products)
      .values({
        storeId: m.storeId,
        slug: `p-${++counter}`,
        name: 'Tacos',
        retailPrice: '100.00',
        manageStock: false,
      })
      .returning({ id: products.id });
    const host = `${m.link}.${STORE_HOST}`;
    return app.inject({
      method: 'POST',
      url: '/pedido',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: `http://${host}`,
        cookie: `carrito=${product!.id}:1`,
      },
      payload: new URLSearchParams({ name: 'Lupita', phone, delivery: 'pickup' }).toString(),
      remoteAddress: freshIp(),
    });
  }

  const lastOrder = async (storeId: string) =>
    (
      await app.db
        .select({ phone: orders.customerPhone, phoneArea: orders.customerPhoneArea })
        .from(orders)
        .where(eq(orders.storeId, storeId))
    ).at(-1);

  it('a Mexican WhatsApp number makes the store Mexican: a customer’s 55 1234 5678 is +52 55 1234 5678', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    expect((await storeRow(m.storeId))?.country).toBe('US');
    const saved = await saveCheckout(m, '+52', '5512345678');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storeRow(m.storeId)).toMatchObject({
      country: 'MX',
      countryChosen: false,
      timeZone: 'America/Mexico_City',
    });
    const data = (
      await app.inject({ method: 'GET', url: '/api/v2/stores', headers: m.headers })
    ).json().data;
    expect(data).toMatchObject({
      country: 'MX',
      countryChosen: false,
      timeZone: 'America/Mexico_City',
    });

    const sent = await orderWithPhone(m, '55 1234 5678');
    expect(sent.statusCode, sent.body).toBe(303);
    // 'Escribir al cliente' opens wa.me/{phoneArea}{phone}: the Mexican number.
    expect(await lastOrder(m.storeId)).toEqual({ phone: '5512345678', phoneArea: '+52' });
  });

  // Failed before the fix (the money followed no country): every page, the WhatsApp message and the
  // merchant's notification wrote a Mexican store's total '$12.500,00', the Argentine way.
  it('a Mexican store writes its money the Mexican way: pages, WhatsApp message and notification', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    expect((await saveCheckout(m, '+52', '5512345678')).statusCode).toBe(200);
    const [product] = await app.db
      .insert(products)
      .values({
        storeId: m.storeId,
        slug: `tacos-${++counter}`,
        name: 'Tacos al pastor',
        retailPrice: '12500.00',
        manageStock: false,
      })
      .returning({ id: products.id, slug: products.slug });
    const host = `${m.link}.${STORE_HOST}`;
    const page = await app.inject({ method: 'GET', url: `/${product!.slug}`, headers: { host } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('$12,500.00');
    expect(page.body).not.toContain('$12.500,00');

    const sent = await app.inject({
      method: 'POST',
      url: '/pedido',
      headers: {
        host,
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        origin: `http://${host}`,
        cookie: `carrito=${product!.id}:1`,
      },
      payload: new URLSearchParams({ name: 'Lupita', phone: '', delivery: 'pickup' }).toString(),
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode, sent.body).toBe(303);
    const orderPage = await app.inject({
      method: 'GET',
      url: new URL(sent.headers.location!, `http://${host}`).pathname,
      headers: { host },
    });
    expect(orderPage.statusCode).toBe(200);
    expect(orderPage.body).toContain('$12,500.00');
    const wa = /href="(https:\/\/wa\.me\/[^"]+)"/.exec(orderPage.body)?.[1];
    expect(wa).toBeDefined();
    const text = new URL(wa!.replaceAll('&amp;', '&')).searchParams.get('text');
    expect(text).toContain('Total: $12,500.00');

    const [note] = await app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(eq(notifications.storeId, m.storeId));
    expect(note?.message).toMatch(/· \$12,500\.00$/);
  });

  it('an Argentine store accepts an Argentine mobile typed without +54', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    expect((await saveCheckout(m, '+54', '91123456789')).statusCode).toBe(200);
    expect(await storeRow(m.storeId)).toMatchObject({
      country: 'AR',
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    const sent = await orderWithPhone(m, '11 2345-6789');
    expect(sent.statusCode, sent.body).toBe(303);
    const order = await lastOrder(m.storeId);
    expect(order?.phoneArea).toBe('+54');
  });

  it('a country chosen in Mi tienda stays when the WhatsApp number is of another', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    const chosen = await saveProfile(m, 'AR');
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await storeRow(m.storeId)).toMatchObject({
      country: 'AR',
      countryChosen: true,
      timeZone: 'America/Argentina/Buenos_Aires',
    });
    expect((await saveCheckout(m, '+52', '5512345678')).statusCode).toBe(200);
    expect((await storeRow(m.storeId))?.country).toBe('AR');
  });

  it('saving the profile with the same country keeps it following the WhatsApp number', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    expect((await saveProfile(m, 'US')).statusCode).toBe(200);
    expect((await storeRow(m.storeId))?.countryChosen).toBe(false);
    expect((await saveCheckout(m, '+56', '912345678')).statusCode).toBe(200);
    expect(await storeRow(m.storeId)).toMatchObject({
      country: 'CL',
      timeZone: 'America/Santiago',
    });
  });

  it('the time zone is one of the country’s; another is refused with a 400', async () => {
    const m = await createMerchant(app.db, { link: uniqueLink() });
    const tijuana = await saveProfile(m, 'MX', 'America/Tijuana');
    expect(tijuana.statusCode, tijuana.body).toBe(200);
    expect(await storeRow(m.storeId)).toMatchObject({ country: 'MX', timeZone: 'America/Tijuana' });
    // Saved again without a zone: the chosen one stays.
    expect((await saveProfile(m, 'MX')).statusCode).toBe(200);
    expect((await storeRow(m.storeId))?.timeZone).toBe('America/Tijuana');

    const refused = await saveProfile(m, 'AR', 'America/Tijuana');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ ok: false });
    expect((await storeRow(m.storeId))?.country).toBe('MX');
    const garbage = await saveProfile(m, 'MX', '../../etc/passwd');
    expect(garbage.statusCode).toBe(400);

    // Moving to Argentina takes Argentina's zone.
    expect((await saveProfile(m, 'AR')).statusCode).toBe(200);
    expect((await storeRow(m.storeId))?.timeZone).toBe('America/Argentina/Buenos_Aires');
  });
});

describe('the store_country_time_zone migration (pglite)', () => {
  it("infers existing stores' country from their saved WhatsApp number, and their time zone", async () => {
    // The migrations before this one, then stores as the old server left them (all 'US').
    const old = tempDir('panel-migrations-');
    fs.cpSync(migrationsDir, old, { recursive: true });
    const journalPath = path.join(old, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as {
      entries: { tag: string }[];
    };
    const ours = journal.entries.findIndex((e) => e.tag.endsWith('_store_country_time_zone'));
    journal.entries = journal.entries.slice(0, ours);
    fs.writeFileSync(journalPath, JSON.stringify(journal));
    const pgliteDir = path.join(tempDir(), 'pglite');

    const before = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir: old });
    const ids: Record<string, string> = {};
    try {
      for (const [link, area, phone] of [
        ['mexico', '+52', '5512345678'],
        ['dominicana', '+1', '8095551234'],
        ['argentina', '+54', '91123456789'],
        ['sin-numero', '+52', ''],
        ['sin-checkout', null, null],
      ] as const) {
        ids[link] = await createLegacyStore(before.db, link);
        if (area !== null) {
          await before.db.execute(
            sql`INSERT INTO store_checkouts (store_id, phone, phone_area)
                VALUES (${ids[link]}, ${phone}, ${area})`,
          );
        }
      }
    } finally {
      await before.close();
    }

    const after = await openDatabase({ databaseUrl: null, pgliteDir, migrationsDir });
    try {
      const rows = await after.db
        .select({ link: stores.link, country: stores.country, zone: stores.timeZone })
        .from(stores)
        .orderBy(stores.link);
      expect(rows).toEqual([
        { link: 'argentina', country: 'AR', zone: 'America/Argentina/Buenos_Aires' },
        { link: 'dominicana', country: 'DO', zone: 'America/Santo_Domingo' },
        { link: 'mexico', country: 'MX', zone: 'America/Mexico_City' },
        { link: 'sin-checkout', country: 'US', zone: 'America/New_York' },
        { link: 'sin-numero', country: 'US', zone: 'America/New_York' },
      ]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
