// The store, account, checkout and notification calls over a fresh database.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_CHECKOUT_MESSAGE } from '@panel/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  notifications,
  storeCheckouts,
  storeConfigurations,
  storeCurrencies,
  stores,
  users,
} from '../src/db/schema.js';
import { file, jpeg, png } from './fixtures/media.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  PANEL_HEADERS,
  type Merchant,
  type MultipartPart,
  type TestDatabase,
} from './helpers.js';

describe.each(backends)('stores, accounts, checkout and notifications (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({ DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl });
    uploadsDir = config.uploadsDir;
    app = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const put = (m: Merchant, url: string, parts: MultipartPart[]) => {
    const body = multipartBody(parts);
    return app.inject({
      method: 'PUT',
      url,
      payload: body.payload,
      headers: { ...m.headers, ...body.headers },
    });
  };
  const get = (m: Merchant, url: string) => app.inject({ method: 'GET', url, headers: m.headers });
  const stored = (url: string | null | undefined) =>
    path.join(uploadsDir, (url ?? '').split('/').pop() ?? '');
  const storeRow = async (id: string) =>
    (await app.db.select().from(stores).where(eq(stores.id, id)))[0];
  const userRow = async (id: string) =>
    (await app.db.select().from(users).where(eq(users.id, id)))[0];

  describe('GET /stores', () => {
    it('answers the session user’s store, with configuration and currencies when they exist', async () => {
      const m = await createMerchant(app.db, {
        link: 'mi-tienda',
        country: 'VE',
        storeName: 'Mi Tienda',
      });
      const res = await get(m, '/api/v2/stores');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ok: true,
        data: {
          id: m.storeId,
          name: 'Mi Tienda',
          link: 'mi-tienda',
          picture: null,
          country: 'VE',
          countryChosen: false,
          timeZone: 'America/Caracas',
          owner_id: m.userId,
          accent_color: null,
          description: '',
          configuration: null,
          currencies: null,
        },
      });
      const [config] = await app.db
        .insert(storeConfigurations)
        .values({ storeId: m.storeId, currency: 'VES' })
        .returning();
      const [currencies] = await app.db
        .insert(storeCurrencies)
        .values({ storeId: m.storeId, currencies: ['VES', 'USD'], main: 'USD' })
        .returning();
      const data = (await get(m, '/api/v2/stores')).json().data;
      expect(data.configuration).toEqual({ id: config?.id, store_id: m.storeId, currency: 'VES' });
      expect(data.currencies).toEqual({
        id: currencies?.id,
        store_id: m.storeId,
        currencies: ['VES', 'USD'],
        main: 'USD',
      });
    });

    it('is 401 without a session and 404 for a user without a store', async () => {
      const anonymous = await app.inject({ method: 'GET', url: '/api/v2/stores' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ ok: false, error: 'Not authenticated' });
      const m = await createMerchant(app.db);
      await app.db.delete(stores).where(eq(stores.id, m.storeId));
      for (const url of ['/api/v2/stores', '/api/v2/stores/checkout']) {
        const res = await get(m, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ ok: false, error: 'Not found' });
      }
    });
  });

  describe('PUT /accounts/store/update', () => {
    const form = (name: string, link: string, country = 'US'): MultipartPart[] => [
      ['name', name],
      ['link', link],
      ['country', country],
    ];

    it('saves name, lower-cased link, country and a picture; replacing the picture deletes the old file', async () => {
      const m = await createMerchant(app.db, { link: 'vieja-tienda' });
      const res = await put(m, '/api/v2/accounts/store/update', [
        ...form('Nueva Tienda', 'Nueva-Tienda', 'MX'),
        ['picture', file('logo.png', 'image/png', png())],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const row = await storeRow(m.storeId);
      expect(row).toMatchObject({ name: 'Nueva Tienda', link: 'nueva-tienda', country: 'MX' });
      expect(row?.picture).toMatch(/^\/api\/v2\/media\/[A-Za-z0-9_-]+\.png$/);
      expect(existsSync(stored(row?.picture))).toBe(true);
      const served = await app.inject({ method: 'GET', url: row?.picture ?? '' });
      expect(served.headers['content-type']).toBe('image/png');

      // Without a picture the old one stays; with a new one the old file is deleted.
      await put(m, '/api/v2/accounts/store/update', form('Nueva Tienda', 'nueva-tienda', 'MX'));
      expect((await storeRow(m.storeId))?.picture).toBe(row?.picture);
      const again = await put(m, '/api/v2/accounts/store/update', [
        ...form('Nueva Tienda', 'nueva-tienda', 'MX'),
        ['picture', file('logo.jpg', 'image/jpeg', jpeg())],
      ]);
      expect(again.statusCode).toBe(200);
      const after = await storeRow(m.storeId);
      expect(after?.picture).toMatch(/\.jpg$/);
      expect(existsSync(stored(row?.picture))).toBe(false);
      expect(existsSync(stored(after?.picture))).toBe(true);
      expect((await get(m, '/api/v2/stores')).json().data.picture).toBe(after?.picture);
    });

    it('answers 409 for a link of another store, whatever its case, and keeps its own', async () => {
      await createMerchant(app.db, { link: 'Ocupada-Ya' });
      const m = await createMerchant(app.db, { link: 'la-mia-propia' });
      for (const link of ['ocupada-ya', 'OCUPADA-YA', 'Ocupada-Ya']) {
        const res = await put(m, '/api/v2/accounts/store/update', form('Mi tienda', link));
        expect(res.statusCode, link).toBe(409);
        expect(res.json()).toEqual({ ok: false, error: 'Error link is already used' });
      }
      expect((await storeRow(m.storeId))?.link).toBe('la-mia-propia');
      const own = await put(m, '/api/v2/accounts/store/update', form('Mi tienda', 'LA-MIA-PROPIA'));
      expect(own.statusCode).toBe(200);
    });

    it('applies the store-profile link rules and the store-name rule (400 with the rule’s message)', async () => {
      const m = await createMerchant(app.db, { link: 'reglas-link' });
      const cases: [MultipartPart[], number, string | RegExp][] = [
        [
          form('Mi tienda', 'con espacio'),
          400,
          'El link de tienda solo puede contener letras, números y guiones.',
        ],
        [
          form('Mi tienda', 'con.punto'),
          400,
          'El link de tienda solo puede contener letras, números y guiones.',
        ],
        [
          form('Mi tienda', 'doble--guion'),
          400,
          'El link de tienda solo puede contener letras, números y guiones.',
        ],
        [
          form('Mi tienda', '-guion'),
          400,
          'El link de tienda solo puede contener letras, números y guiones.',
        ],
        [
          form('Mi tienda', 'ñandú'),
          400,
          'El link de tienda solo puede contener letras, números y guiones.',
        ],
        [form('Mi tienda', 'wwwtienda'), 400, 'Tu link no puede comenzar con "www".'],
        [
          form('Mi tienda', 'admin'),
          400,
          'Este link no está disponible, intenta con uno diferente.',
        ],
        // The onboarding rule's minimum length (issue 11), before the reserved words.
        [form('Mi tienda', 'API'), 400, '¡Tu link debe tener al menos 5 caracteres!'],
        [form('Mi tienda', 'abcd'), 400, '¡Tu link debe tener al menos 5 caracteres!'],
        [
          form('Mi tienda', 'LOGIN'),
          400,
          'Este link no está disponible, intenta con uno diferente.',
        ],
        [
          form('   ', 'reglas-link'),
          400,
          '¡Uy! Parece que olvidaste agregar el nombre de tu tienda.',
        ],
        [
          form(' ab ', 'reglas-link'),
          400,
          '¡El nombre de tu tienda debe tener al menos 3 caracteres!',
        ],
        [form('Mi tienda', 'reglas-link', 'ZZ'), 400, /^Invalid request: body\/country/],
        [form('Mi tienda', 'reglas-link', 've'), 400, /^Invalid request: body\/country/],
        [
          [
            ['name', 'Mi tienda'],
            ['link', 'reglas-link'],
          ],
          400,
          /^Invalid request: body\/country/,
        ],
        [form('Mi tienda', 'x'.repeat(64)), 400, /^Invalid request: body\/link/],
      ];
      for (const [parts, status, error] of cases) {
        const res = await put(m, '/api/v2/accounts/store/update', parts);
        expect(res.statusCode, JSON.stringify(parts)).toBe(status);
        expect(res.json().error).toMatch(error);
      }
      expect(await storeRow(m.storeId)).toMatchObject({
        link: 'reglas-link',
        name: 'Tienda de Ana',
      });
    });
  });

  describe('PUT /accounts/update', () => {
    const form = (name: string, phone: string, phoneArea: string): MultipartPart[] => [
      ['name', name],
      ['phone', phone],
      ['phoneArea', phoneArea],
    ];

    it('saves name, phone and picture; empty phone clears it; a new picture deletes the old file', async () => {
      const m = await createMerchant(app.db);
      const res = await put(m, '/api/v2/accounts/update', [
        ...form('  María José  ', '4141234567', '+58'),
        ['picture', file('me.png', 'image/png', png())],
      ]);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const user = await userRow(m.userId);
      expect(user).toMatchObject({ name: 'María José', phone: '4141234567', phoneArea: '+58' });
      expect(existsSync(stored(user?.picture))).toBe(true);

      const trunk = await put(m, '/api/v2/accounts/update', form('María', '04141234567', '+58'));
      expect(trunk.statusCode).toBe(200);
      const us = await put(m, '/api/v2/accounts/update', form('María', '2015550123', '+1'));
      expect(us.statusCode).toBe(200);
      expect(await userRow(m.userId)).toMatchObject({
        phone: '2015550123',
        phoneArea: '+1',
        picture: user?.picture,
      });

      const cleared = await put(m, '/api/v2/accounts/update', [
        ...form('María', '', ''),
        ['picture', file('me2.jpg', 'image/jpeg', jpeg())],
      ]);
      expect(cleared.statusCode).toBe(200);
      const after = await userRow(m.userId);
      expect(after).toMatchObject({ phone: null, phoneArea: null });
      expect(after?.picture).toMatch(/\.jpg$/);
      expect(existsSync(stored(user?.picture))).toBe(false);
    });

    it('refuses a blank name, a bad phone and contract violations with 400', async () => {
      const m = await createMerchant(app.db);
      const cases: [MultipartPart[], string | RegExp][] = [
        [form('   ', '', ''), 'Escribe tu nombre completo.'],
        [form('', '', ''), /^Invalid request: body\/name/],
        [form('Ana', '12', '+58'), /^Invalid request: body\/phone /],
        [form('Ana', '4141234567', ''), /^Invalid request: body\/phoneArea /],
        [form('Ana', '4141234567', '+1'), /^Invalid request: body\/phone /],
        [form('Ana', '414-123', '+58'), /^Invalid request: body\/phone/],
        [form('Ana', '4141234567', '58'), /^Invalid request: body\/phoneArea/],
        [[['name', 'Ana']], /^Invalid request: body\/phone/],
        [[...form('Ana', '', ''), ['email', 'x@y.z']], /^Invalid request: body\/email/],
      ];
      for (const [parts, error] of cases) {
        const res = await put(m, '/api/v2/accounts/update', parts);
        expect(res.statusCode, JSON.stringify(parts)).toBe(400);
        expect(res.json().error).toMatch(error);
      }
      expect(await userRow(m.userId)).toMatchObject({ name: 'Ana Pérez', phone: null });
    });

    it('needs a session and the CSRF header', async () => {
      const body = multipartBody(form('Ana', '', ''));
      const anonymous = await app.inject({
        method: 'PUT',
        url: '/api/v2/accounts/update',
        payload: body.payload,
        headers: { ...PANEL_HEADERS, ...body.headers },
      });
      expect(anonymous.statusCode).toBe(401);
      const m = await createMerchant(app.db);
      const noCsrf = await app.inject({
        method: 'PUT',
        url: '/api/v2/accounts/update',
        payload: body.payload,
        headers: { cookie: m.cookie, ...body.headers },
      });
      expect(noCsrf.statusCode).toBe(403);
    });
  });

  describe('checkout', () => {
    const update = (m: Merchant, payload: unknown) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/stores/checkout/update',
        headers: m.headers,
        payload: payload as object,
      });
    const message = {
      start: '¡Hola {nombre-tienda}!',
      body: 'Quiero:',
      product: '{cantidad} x {nombre-producto}',
      end: 'Gracias',
    };

    it('answers the defaults until something is saved: whatsapp, the country’s calling code, the Spanish template', async () => {
      const ve = await createMerchant(app.db, { country: 'VE' });
      expect((await get(ve, '/api/v2/stores/checkout')).json()).toEqual({
        ok: true,
        data: {
          type: 'whatsapp',
          phone: '',
          phoneArea: '+58',
          customMessage: DEFAULT_CHECKOUT_MESSAGE,
          holdMinutes: 120,
        },
      });
      const us = await createMerchant(app.db, { country: 'US' });
      expect((await get(us, '/api/v2/stores/checkout')).json().data.phoneArea).toBe('+1');
    });

    it('saves and reads back the checkout, then updates it in place', async () => {
      const m = await createMerchant(app.db, { country: 'VE' });
      const saved = {
        type: 'whatsapp',
        phone: '4141234567',
        phoneArea: '+58',
        customMessage: message,
        holdMinutes: 360,
      };
      const res = await update(m, saved);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await get(m, '/api/v2/stores/checkout')).json()).toEqual({ ok: true, data: saved });

      const second = {
        ...saved,
        phone: '',
        phoneArea: '+1',
        customMessage: { ...message, end: '' },
      };
      expect((await update(m, second)).statusCode).toBe(200);
      expect((await get(m, '/api/v2/stores/checkout')).json().data).toEqual(second);
      expect(
        await app.db.select().from(storeCheckouts).where(eq(storeCheckouts.storeId, m.storeId)),
      ).toHaveLength(1);
    });

    it('refuses card (not available yet), bad phones and unbounded message parts with 400', async () => {
      const m = await createMerchant(app.db);
      const good = {
        type: 'whatsapp',
        phone: '2015550123',
        phoneArea: '+1',
        customMessage: message,
      };
      const cases: [unknown, RegExp][] = [
        [{ ...good, type: 'card' }, /^Invalid request: body\/type /],
        [{ ...good, type: 'paypal' }, /^Invalid request: body\/type/],
        [{ ...good, phone: '+12015550123' }, /^Invalid request: body\/phone/],
        [{ ...good, phone: '201 555 0123' }, /^Invalid request: body\/phone/],
        [{ ...good, phone: '123' }, /^Invalid request: body\/phone /],
        [{ ...good, phoneArea: '' }, /^Invalid request: body\/phoneArea /],
        [{ ...good, phoneArea: '+12345' }, /^Invalid request: body\/phoneArea/],
        [
          { ...good, customMessage: { ...message, start: 'x'.repeat(1001) } },
          /^Invalid request: body\/customMessage\/start/,
        ],
        [
          { ...good, customMessage: { start: 'a', body: 'b', product: 'c' } },
          /^Invalid request: body\/customMessage\/end/,
        ],
        [
          { ...good, customMessage: { ...message, extra: 'x' } },
          /^Invalid request: body\/customMessage\/extra/,
        ],
        [{ ...good, storeId: 'another' }, /^Invalid request: body\/storeId/],
        [{ type: 'whatsapp' }, /^Invalid request: body\/phone/],
      ];
      for (const [payload, error] of cases) {
        const res = await update(m, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().error).toMatch(error);
      }
      expect(
        await app.db.select().from(storeCheckouts).where(eq(storeCheckouts.storeId, m.storeId)),
      ).toEqual([]);
    });
  });

  describe('notifications', () => {
    it('lists the store’s and the user’s notifications of this product, newest first', async () => {
      const m = await createMerchant(app.db);
      const other = await createMerchant(app.db);
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
      await app.db.insert(notifications).values([
        { storeId: m.storeId, message: 'uno', source: 'products', type: 'info', createdAt: at(1) },
        {
          storeId: m.storeId,
          message: 'dos',
          source: 'checkout',
          type: 'success',
          app: 'all',
          createdAt: at(3),
        },
        {
          userId: m.userId,
          message: 'del usuario',
          source: 'subscription',
          type: 'warning',
          createdAt: at(2),
        },
        {
          storeId: m.storeId,
          message: 'ignorada',
          source: 'sales',
          status: 'ignored',
          createdAt: at(0),
        },
        { storeId: other.storeId, message: 'ajena', source: 'products' },
        { userId: other.userId, message: 'ajena de usuario', source: 'products' },
      ]);
      const res = await get(m, '/api/v2/notifications');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as { message: string; createdAt: string }[];
      expect(data.map((n) => n.message)).toEqual(['dos', 'del usuario', 'uno', 'ignorada']);
      expect(data[0]).toEqual({
        id: expect.any(String),
        message: 'dos',
        type: 'success',
        status: 'unreaded',
        source: 'checkout',
        app: 'all',
        createdAt: '2026-01-01T00:00:03.000Z',
      });
      expect((await app.inject({ method: 'GET', url: '/api/v2/notifications' })).statusCode).toBe(
        401,
      );
    });

    it('marks notifications read; unknown, malformed and other stores’ ids are ignored', async () => {
      const m = await createMerchant(app.db);
      const other = await createMerchant(app.db);
      const [mine, ignored] = await app.db
        .insert(notifications)
        .values([
          { storeId: m.storeId, message: 'mía', source: 'products' },
          { storeId: m.storeId, message: 'ignorada', source: 'products', status: 'ignored' },
        ])
        .returning();
      const [theirs] = await app.db
        .insert(notifications)
        .values({ storeId: other.storeId, message: 'ajena', source: 'products' })
        .returning();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/notifications/read',
        headers: m.headers,
        payload: {
          ids: [mine?.id, ignored?.id, theirs?.id, 'abc', '00000000-0000-0000-0000-000000000000'],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const status = async (id: string | undefined) =>
        (
          await app.db
            .select()
            .from(notifications)
            .where(eq(notifications.id, id ?? ''))
        )[0]?.status;
      expect(await status(mine?.id)).toBe('readed');
      expect(await status(ignored?.id)).toBe('ignored');
      expect(await status(theirs?.id)).toBe('unreaded');

      for (const payload of [
        { ids: [] },
        { ids: [{}] },
        {},
        { ids: Array(101).fill('a') },
        { ids: ['a b'] },
      ]) {
        const bad = await app.inject({
          method: 'POST',
          url: '/api/v2/notifications/read',
          headers: m.headers,
          payload,
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
        expect(bad.json().error).toMatch(/^Invalid request: body/);
      }
    });
  });
});
