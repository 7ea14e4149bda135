// Store links an attacker would want (issue 11): the reserved names are refused at onboarding and on the
// store profile, the profile's link is as long as onboarding's, and a link a store gave up is held for
// RELEASED_LINK_HOLD_DAYS days before another store can take it — its old owner may take it back.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createSessionToken, SESSION_COOKIE } from '../src/auth/session.js';
import { loadConfig } from '../src/config.js';
import { releasedStoreLinks, stores, users } from '../src/db/schema.js';
import { RELEASED_LINK_HOLD_DAYS } from '../src/db/store-links.js';
import {
  backends,
  createMerchant,
  freshDatabase,
  multipartBody,
  PANEL_HEADERS,
  type Merchant,
  type TestDatabase,
} from './helpers.js';

const RESERVED = 'Este link no está disponible, intenta con uno diferente.';

describe.each(backends)('store links (%s)', (backend) => {
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

  const fresh = (prefix: string) => `${prefix}-${randomBytes(3).toString('hex')}`;

  /** PUT accounts/store/update with the link (and a fixed name and country). */
  const changeLink = (m: Merchant, link: string) => {
    const body = multipartBody([
      ['name', 'Mi tienda'],
      ['link', link],
      ['country', 'US'],
    ]);
    return app.inject({
      method: 'PUT',
      url: '/api/v2/accounts/store/update',
      headers: { ...m.headers, ...body.headers },
      payload: body.payload,
    });
  };

  /** A user at onboarding step 2 tries to create a store with the link. */
  const onboard = async (link: string) => {
    const [user] = await app.db
      .insert(users)
      .values({ email: `${randomUUID()}@example.com`, name: 'Ana', onboardingLevel: '2' })
      .returning();
    const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, user!.id)}`;
    return app.inject({
      method: 'POST',
      url: '/api/v2/auth/submit-store-info',
      headers: { cookie, ...PANEL_HEADERS },
      payload: { storeName: 'Mi Tienda', storeLink: link },
    });
  };

  const linkOf = async (storeId: string) =>
    (await app.db.select({ link: stores.link }).from(stores).where(eq(stores.id, storeId)))[0]
      ?.link;

  it('refuses the names a phishing page would want, at onboarding and on the profile', async () => {
    const m = await createMerchant(app.db);
    for (const link of ['login', 'soporte', 'ayuda', 'tienda', 'pagos', 'cuenta', 'ingresar']) {
      const onboarding = await onboard(link);
      expect([onboarding.statusCode, onboarding.json()], link).toEqual([
        400,
        { ok: false, error: RESERVED },
      ]);
      const profile = await changeLink(m, link);
      expect([profile.statusCode, profile.json()], link).toEqual([
        400,
        { ok: false, error: RESERVED },
      ]);
    }
  });

  it('holds the profile link to onboarding’s minimum of 5 characters', async () => {
    const m = await createMerchant(app.db);
    for (const link of ['abc', 'abcd', 'a-b']) {
      const res = await changeLink(m, link);
      expect([res.statusCode, res.json()], link).toEqual([
        400,
        { ok: false, error: '¡Tu link debe tener al menos 5 caracteres!' },
      ]);
    }
    expect((await changeLink(m, fresh('cinco'))).statusCode).toBe(200);
  });

  it('holds a given-up link for its old store: others are refused, the old owner takes it back', async () => {
    const given = fresh('dulces-ana');
    const owner = await createMerchant(app.db, { link: given });
    const other = await createMerchant(app.db);

    const moved = await changeLink(owner, fresh('dulces-ana-nueva'));
    expect(moved.statusCode, moved.body).toBe(200);
    const [held] = await app.db
      .select()
      .from(releasedStoreLinks)
      .where(eq(releasedStoreLinks.link, given));
    expect(held?.storeId).toBe(owner.storeId);
    const days = (held!.heldUntil.getTime() - held!.releasedAt.getTime()) / 86_400_000;
    expect(Math.round(days)).toBe(RELEASED_LINK_HOLD_DAYS);

    // Another store, on its profile and at onboarding, in any case.
    for (const link of [given, given.toUpperCase()]) {
      const profile = await changeLink(other, link);
      expect([profile.statusCode, profile.json()]).toEqual([
        409,
        { ok: false, error: 'Error link is already used' },
      ]);
    }
    const onboarding = await onboard(given);
    expect([onboarding.statusCode, onboarding.json()]).toEqual([
      409,
      { ok: false, error: 'LINK_IS_TAKEN' },
    ]);

    // The store that gave it up may take it back; then it is no longer held.
    const back = await changeLink(owner, given);
    expect(back.statusCode, back.body).toBe(200);
    expect(await linkOf(owner.storeId)).toBe(given);
    expect(
      await app.db.select().from(releasedStoreLinks).where(eq(releasedStoreLinks.link, given)),
    ).toEqual([]);
  });

  // Seen failing with onboarding's lock of the link left out (auth/accounts.ts, `lockLinks(tx, [])`):
  // the new store's check ran before the hold was written, and its insert waited for the rename's
  // transaction, then took the link.
  it.runIf(backend === 'postgres')(
    'a link given up while a new store claims it at onboarding is held all the same (parallel)',
    async () => {
      for (let round = 0; round < 12; round++) {
        const given = fresh('pan-casero');
        const owner = await createMerchant(app.db, { link: given });
        const [moved, claimed] = await Promise.all([
          changeLink(owner, fresh('pan-casero-nuevo')),
          onboard(given),
        ]);
        expect(moved.statusCode, moved.body).toBe(200);
        expect([claimed.statusCode, claimed.json()]).toEqual([
          409,
          { ok: false, error: 'LINK_IS_TAKEN' },
        ]);
      }
    },
  );

  it('lets another store take a given-up link once the hold is over', async () => {
    const given = fresh('ropa-leo');
    const owner = await createMerchant(app.db, { link: given });
    const other = await createMerchant(app.db);
    expect((await changeLink(owner, fresh('ropa-leo-nueva'))).statusCode).toBe(200);
    expect((await changeLink(other, given)).statusCode).toBe(409);

    await app.db
      .update(releasedStoreLinks)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(releasedStoreLinks.link, given));
    const taken = await changeLink(other, given);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await linkOf(other.storeId)).toBe(given);
    // Its own previous link is now held for it.
    expect(
      (
        await app.db
          .select()
          .from(releasedStoreLinks)
          .where(eq(releasedStoreLinks.storeId, other.storeId))
      ).length,
    ).toBe(1);

    // Same at onboarding, for a link whose hold is over.
    const third = fresh('zapatos-mia');
    const m3 = await createMerchant(app.db, { link: third });
    expect((await changeLink(m3, fresh('zapatos-mia-2'))).statusCode).toBe(200);
    expect((await onboard(third)).statusCode).toBe(409);
    await app.db
      .update(releasedStoreLinks)
      .set({ heldUntil: sql`now() - interval '1 second'` })
      .where(eq(releasedStoreLinks.link, third));
    const created = await onboard(third);
    expect(created.statusCode, created.body).toBe(200);
  });

  it('does not hold anything when a store saves its own link unchanged', async () => {
    const link = fresh('sin-cambios');
    const m = await createMerchant(app.db, { link });
    expect((await changeLink(m, link)).statusCode).toBe(200);
    expect(
      await app.db
        .select()
        .from(releasedStoreLinks)
        .where(eq(releasedStoreLinks.storeId, m.storeId)),
    ).toEqual([]);
  });
});
