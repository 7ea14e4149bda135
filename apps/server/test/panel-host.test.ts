// The panel at `panel.{STORE_HOST}`, the production layout (issue 19): a host equal to PUBLIC_URL's is the
// panel, always, even though it also looks like a store host. Before the fix `/`, `/login` and `/products`
// answered the store's 404 page there (seen failing), as the store routes' host pattern matched it.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_LINK_MESSAGES } from '@panel/domain';
import { SECURE_SESSION_COOKIE } from '../src/auth/session.js';
import { stores, users } from '../src/db/schema.js';
import { post, startApp, type TestApp } from './auth-helpers.js';
import {
  backends,
  createMerchant,
  FAKE_LOGIN_HTML,
  fakePanelDist,
  removePanelDist,
} from './helpers.js';

describe.each(backends)('the panel at panel.{STORE_HOST} (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let panelDist: string;
  let link: string;

  beforeAll(async () => {
    panelDist = fakePanelDist({ prerendered: true });
    testApp = await startApp(backend, {
      PUBLIC_URL: 'https://panel.example.com',
      STORE_HOST: 'example.com',
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      PANEL_DIST: panelDist,
    });
    app = testApp.app;
    link = `vecina${Date.now().toString(36)}`;
    await createMerchant(app.db, { link, storeName: 'Dulces Ana' });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    removePanelDist(panelDist);
  });

  const open = (host: string, url: string) =>
    app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it.each(['/', '/products', '/settings'])('serves the panel at %s', async (url) => {
    for (const host of ['panel.example.com', 'PANEL.example.com:443']) {
      const res = await open(host, url);
      expect(res.statusCode, `${host}${url}`).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.body).not.toContain('Esta tienda no existe');
    }
  });

  it('serves the prerendered sign-in page at /login', async () => {
    const res = await open('panel.example.com', '/login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(FAKE_LOGIN_HTML);
  });

  it('answers the API on the panel host', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/config',
      headers: { host: 'panel.example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ok: true });
  });

  it('still serves the stores at {link}.{STORE_HOST}', async () => {
    const res = await open(`${link}.example.com`, '/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Dulces Ana');
    const missing = await open(`${link}.example.com`, '/login');
    expect(missing.statusCode).toBe(404);
  });

  it.each(['panel', 'admin', 'media', 'static', 'Panel'])(
    'refuses %j as a store link at onboarding',
    async (storeLink) => {
      const user = await createMerchant(app.db);
      // A user at onboarding step 2: no store yet.
      await app.db.delete(stores).where(eq(stores.id, user.storeId));
      await app.db.update(users).set({ onboardingLevel: '2' }).where(eq(users.id, user.userId));
      const session = user.cookie.split('=')[1];
      const res = await post(
        app,
        '/auth/submit-store-info',
        { storeName: 'Mi Tienda', storeLink },
        // Over https the session cookie is `__Host-panel_session`.
        { headers: { host: 'panel.example.com', cookie: `${SECURE_SESSION_COOKIE}=${session}` } },
      );
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { ok: false, error: STORE_LINK_MESSAGES.reserved },
      ]);
    },
  );
});
