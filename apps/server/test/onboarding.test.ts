// Onboarding over real HTTP: personal info (level 1 → 2) and store info (2 → 3) with the rules of
// @panel/domain on the server, the store and its rows, the welcome notification, LINK_IS_TAKEN whatever
// the case, and 50 parallel claims of one link.
import { PERSONAL_NAME_MESSAGES, STORE_LINK_MESSAGES, STORE_NAME_MESSAGES } from '@panel/domain';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitStoreInfo, welcomeMessage } from '../src/auth/accounts.js';
import { createSessionToken } from '../src/auth/session.js';
import { users } from '../src/db/schema.js';
import {
  codeOf,
  get,
  post,
  readOutbox,
  rows,
  signInByCode,
  startApp,
  type TestApp,
} from './auth-helpers.js';
import { backends, PANEL_HEADERS } from './helpers.js';

let counter = 0;
const address = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;
let linkCounter = 0;
const freshLink = (label = 'tienda') => `${label}-${Date.now().toString(36)}-${++linkCounter}`;

describe.each(backends)('onboarding (%s)', (backend) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp(backend, { PRODUCTS_LIMIT: '77', STORE_HOST: 'tiendas.example.com' });
  });

  afterAll(async () => {
    await t?.close();
  });

  async function outboxCode(email: string): Promise<string> {
    const mail = (await readOutbox(t.app.config.outboxDir))
      .filter((m) => (Array.isArray(m.to) ? m.to : [m.to])[0]?.text === email)
      .at(-1);
    if (!mail) throw new Error(`no mail for ${email}`);
    return codeOf(mail);
  }

  /** A user at `level` with a live session, made straight in the database (fast, for many users). */
  async function userAt(level: '1' | '2' | '3', name: string | null = 'Ana Pérez') {
    const [user] = await t.app.db
      .insert(users)
      .values({ email: address('db'), name, onboardingLevel: level })
      .returning({ id: users.id });
    return { id: user!.id, session: await createSessionToken(t.app.db, user!.id) };
  }

  const level = async (userId: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, userId)))[0]!.onboardingLevel;

  it('runs the whole flow: code sign-in, name, store, then user-info shows it all', async () => {
    const email = address('flow');
    const { session, isNewUser } = await signInByCode(t.app, email, outboxCode);
    expect(isNewUser).toBe(true);

    const named = await post(
      t.app,
      '/auth/submit-personal-info',
      { name: '  María José Pérez ' },
      { session },
    );
    expect([named.statusCode, named.json()]).toEqual([200, { ok: true }]);
    let info = (await get(t.app, '/auth/user-info', { session })).json() as {
      data: Record<string, unknown> & { user: { id: string; name: string } };
    };
    expect(info.data.user.name).toBe('María José Pérez');
    expect(info.data.userOnboarding).toEqual({ level: '2' });
    expect(info.data.store).toBeNull();

    const link = freshLink('MiTienda');
    const created = await post(
      t.app,
      '/auth/submit-store-info',
      { storeName: ' Mi Tienda ', storeLink: link },
      { session },
    );
    expect([created.statusCode, created.json()]).toEqual([200, { ok: true }]);

    info = (await get(t.app, '/auth/user-info', { session })).json() as typeof info;
    const store = info.data.store as { id: string };
    expect(info.data.userOnboarding).toEqual({ level: '3' });
    expect(store).toEqual({
      id: store.id,
      name: 'Mi Tienda',
      link: link.toLowerCase(),
      picture: null,
      country: 'US',
      owner_id: info.data.user.id,
    });
    const configuration = info.data.storeConfiguration as { id: string };
    expect(configuration).toEqual({ id: configuration.id, store_id: store.id, currency: 'USD' });

    const [limits] = await rows<{ products_limit: number }>(
      t.app,
      sql`SELECT products_limit FROM stores WHERE id = ${store.id}`,
    );
    expect(limits!.products_limit).toBe(77);
    const currencies = await rows<{ currencies: string[]; main: string }>(
      t.app,
      sql`SELECT currencies, main FROM store_currencies WHERE store_id = ${store.id}`,
    );
    expect(currencies).toEqual([{ currencies: ['USD'], main: 'USD' }]);
    const welcome = await rows(
      t.app,
      sql`SELECT message, type, status, source, app, user_id FROM notifications WHERE store_id = ${store.id}`,
    );
    expect(welcome).toEqual([
      {
        message: welcomeMessage('Mi Tienda'),
        type: 'success',
        status: 'unreaded',
        source: 'personalization',
        app: 'ecommerce',
        user_id: info.data.user.id,
      },
    ]);
    expect(welcomeMessage('Mi Tienda')).toMatch(/^¡Bienvenido a Panel!/);

    // Signing in again: onboarding is done.
    await t.app.db.execute(
      sql`UPDATE rate_limits SET window_start = window_start - interval '1 day' WHERE key = ${email}`,
    );
    expect((await signInByCode(t.app, email, outboxCode)).isNewUser).toBe(false);
  });

  it('needs a session (401) and the CSRF header (403) for both steps', async () => {
    for (const [url, body] of [
      ['/auth/submit-personal-info', { name: 'Ana' }],
      ['/auth/submit-store-info', { storeName: 'Mi Tienda', storeLink: freshLink() }],
    ] as const) {
      const anonymous = await post(t.app, url, body);
      expect([anonymous.statusCode, anonymous.json()]).toEqual([
        401,
        { ok: false, error: 'Not authenticated' },
      ]);
      const { session } = await userAt('2');
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/v2${url}`,
        payload: body,
        headers: { cookie: `panel_session=${session}` },
      });
      expect([forged.statusCode, forged.json()]).toEqual([403, { ok: false, error: 'Forbidden' }]);
    }
  });

  it('checks the name with the rule of @panel/domain', async () => {
    const { id, session } = await userAt('1', null);
    const blank = await post(t.app, '/auth/submit-personal-info', { name: '   ' }, { session });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { ok: false, error: PERSONAL_NAME_MESSAGES.required },
    ]);
    const empty = await post(t.app, '/auth/submit-personal-info', { name: '' }, { session });
    expect(empty.statusCode).toBe(400);
    expect(await level(id)).toBe('1');
    // A finished account may rename itself without going back in onboarding.
    const done = await userAt('3');
    expect(
      (await post(t.app, '/auth/submit-personal-info', { name: 'Otro' }, { session: done.session }))
        .statusCode,
    ).toBe(200);
    expect(await level(done.id)).toBe('3');
  });

  it('checks the store name and link with the onboarding rules of @panel/domain, in order', async () => {
    const { id, session } = await userAt('2');
    const cases: Array<[string, string, string]> = [
      ['   ', freshLink(), STORE_NAME_MESSAGES.required],
      [' ab ', freshLink(), STORE_NAME_MESSAGES.tooShort],
      ['Mi Tienda', '   ', STORE_LINK_MESSAGES.required],
      ['Mi Tienda', 'abcd', STORE_LINK_MESSAGES.tooShort],
      ['Mi Tienda', 'wwwtienda', STORE_LINK_MESSAGES.wwwPrefix],
      ['Mi Tienda', 'WWW-tienda', STORE_LINK_MESSAGES.wwwPrefix],
      ['Mi Tienda', 'Admin', STORE_LINK_MESSAGES.reserved],
      ['Mi Tienda', 'dashboard', STORE_LINK_MESSAGES.reserved],
      ['Mi Tienda', 'mi tienda', STORE_LINK_MESSAGES.spaces],
      ['Mi Tienda', 'mi.tienda', STORE_LINK_MESSAGES.dots],
      ['Mi Tienda', 'mi_tienda', STORE_LINK_MESSAGES.invalidCharacters],
      ['Mi Tienda', 'tiendañ', STORE_LINK_MESSAGES.invalidCharacters],
      ['Mi Tienda', 'xn--tienda-9za', STORE_LINK_MESSAGES.hyphens],
      ['Mi Tienda', 'mi--tienda', STORE_LINK_MESSAGES.hyphens],
      ['Mi Tienda', '-tienda', STORE_LINK_MESSAGES.hyphens],
      ['Mi Tienda', 'tienda-', STORE_LINK_MESSAGES.hyphens],
    ];
    for (const [storeName, storeLink, message] of cases) {
      const res = await post(
        t.app,
        '/auth/submit-store-info',
        { storeName, storeLink },
        { session },
      );
      expect([res.statusCode, res.json()], `${storeName} / ${storeLink}`).toEqual([
        400,
        { ok: false, error: message },
      ]);
    }
    // The contract's own bounds come first (`Invalid request`).
    const short = await post(
      t.app,
      '/auth/submit-store-info',
      { storeName: 'ab', storeLink: freshLink() },
      { session },
    );
    expect(short.statusCode).toBe(400);
    expect((short.json() as { error: string }).error).toMatch(/^Invalid request: body\/storeName/);
    expect(await level(id)).toBe('2');
    expect(await rows(t.app, sql`SELECT id FROM stores WHERE owner_id = ${id}`)).toHaveLength(0);
  });

  it('answers 409 LINK_IS_TAKEN for a link another store has, whatever its case', async () => {
    const link = freshLink('casa');
    const first = await userAt('2');
    expect(
      (
        await post(
          t.app,
          '/auth/submit-store-info',
          { storeName: 'Casa Uno', storeLink: link },
          { session: first.session },
        )
      ).statusCode,
    ).toBe(200);

    const second = await userAt('2');
    for (const taken of [link, link.toUpperCase(), `${link[0]!.toUpperCase()}${link.slice(1)}`]) {
      const res = await post(
        t.app,
        '/auth/submit-store-info',
        { storeName: 'Casa Dos', storeLink: taken },
        { session: second.session },
      );
      expect([res.statusCode, res.json()]).toEqual([409, { ok: false, error: 'LINK_IS_TAKEN' }]);
    }
    // Nothing of the refused store was kept.
    expect(await level(second.id)).toBe('2');
    expect(
      await rows(t.app, sql`SELECT id FROM stores WHERE owner_id = ${second.id}`),
    ).toHaveLength(0);
    expect(
      await rows(t.app, sql`SELECT id FROM notifications WHERE user_id = ${second.id}`),
    ).toHaveLength(0);
    // Another link works.
    expect(
      (
        await post(
          t.app,
          '/auth/submit-store-info',
          { storeName: 'Casa Dos', storeLink: freshLink('casa') },
          { session: second.session },
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses the store step before the name and after the store exists', async () => {
    const early = await userAt('1', null);
    const res = await post(
      t.app,
      '/auth/submit-store-info',
      { storeName: 'Mi Tienda', storeLink: freshLink() },
      { session: early.session },
    );
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid request: personal info is pending' },
    ]);
    const done = await userAt('2');
    expect(
      (
        await post(
          t.app,
          '/auth/submit-store-info',
          { storeName: 'Mi Tienda', storeLink: freshLink() },
          { session: done.session },
        )
      ).statusCode,
    ).toBe(200);
    const again = await post(
      t.app,
      '/auth/submit-store-info',
      { storeName: 'Otra', storeLink: freshLink() },
      { session: done.session },
    );
    expect([again.statusCode, again.json()]).toEqual([
      400,
      { ok: false, error: 'Invalid request: the store already exists' },
    ]);
  });

  // Seen failing with the user's check left out (auth/accounts.ts): a TypeError, answered as a 500.
  it('answers 401 when the user is gone by the time the store is made (an account deleted meanwhile)', async () => {
    const link = freshLink();
    await expect(
      submitStoreInfo(t.app.db, randomUUID(), { storeName: 'Mi Tienda', storeLink: link }, 10),
    ).rejects.toMatchObject({ name: 'HttpError', statusCode: 401, message: 'Not authenticated' });
    expect(await rows(t.app, sql`SELECT id FROM stores WHERE link = ${link}`)).toEqual([]);
  });

  it('gives one store to a user who submits twice at once', async () => {
    const { id, session } = await userAt('2');
    const answers = await Promise.all(
      [freshLink('doble'), freshLink('doble'), freshLink('doble')].map((storeLink) =>
        post(t.app, '/auth/submit-store-info', { storeName: 'Doble', storeLink }, { session }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await rows(t.app, sql`SELECT id FROM stores WHERE owner_id = ${id}`)).toHaveLength(1);
  });

  it('gives a link claimed by 50 users at once to exactly one of them', async () => {
    const claimants = await Promise.all(Array.from({ length: 50 }, () => userAt('2')));
    const link = freshLink('carrera');
    const answers = await Promise.all(
      claimants.map((c, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v2/auth/submit-store-info',
          // Mixed case: the race is on the case-insensitive link.
          payload: { storeName: `Carrera ${i}`, storeLink: i % 2 ? link.toUpperCase() : link },
          headers: { ...PANEL_HEADERS, cookie: `panel_session=${c.session}` },
        }),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    const losers = answers.filter((a) => a.statusCode === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(49);
    for (const l of losers) expect(l.json()).toEqual({ ok: false, error: 'LINK_IS_TAKEN' });
    const stores = await rows<{ owner_id: string }>(
      t.app,
      sql`SELECT owner_id FROM stores WHERE lower(link) = ${link}`,
    );
    expect(stores).toHaveLength(1);
    const levels = await Promise.all(claimants.map((c) => level(c.id)));
    expect(levels.filter((l) => l === '3')).toHaveLength(1);
    expect(levels.filter((l) => l === '2')).toHaveLength(49);
    expect(claimants[levels.indexOf('3')]!.id).toBe(stores[0]!.owner_id);
  });
});
