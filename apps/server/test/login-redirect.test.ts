// A signed-in merchant who opens /login is sent on by the server before any paint (issue 21): the
// sign-in form flashed until the browser's session check answered. The destination is the login area's
// (apps/panel/src/guards.tsx): the onboarding step, else `redirectTo` within the panel, else home.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { startApp, type TestApp } from './auth-helpers.js';
import {
  backends,
  createMerchant,
  FAKE_LOGIN_HTML,
  fakePanelDist,
  removePanelDist,
} from './helpers.js';

describe.each(backends)('/login for a signed-in visitor (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let panelDist: string;

  beforeAll(async () => {
    panelDist = fakePanelDist({ prerendered: true });
    testApp = await startApp(backend, { PANEL_DIST: panelDist });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
    removePanelDist(panelDist);
  });

  const open = (url: string, cookie?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
    });

  it('sends a merchant home, or to a redirectTo inside the panel, never elsewhere', async () => {
    const { cookie } = await createMerchant(app.db);
    const home = await open('/login', cookie);
    expect([home.statusCode, home.headers.location]).toEqual([302, '/']);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect(String(home.headers.vary)).toMatch(/\bCookie\b/i);
    const orders = await open(
      `/login?redirectTo=${encodeURIComponent('/orders?estado=nuevo')}`,
      cookie,
    );
    expect(orders.headers.location).toBe('/orders?estado=nuevo');
    for (const away of ['//evil.example', '/\\evil.example', 'https://evil.example/']) {
      const res = await open(`/login?redirectTo=${encodeURIComponent(away)}`, cookie);
      expect([res.statusCode, res.headers.location], away).toEqual([302, '/']);
    }
  });

  it('sends an unfinished onboarding to its step', async () => {
    const merchant = await createMerchant(app.db);
    await app.db.update(users).set({ onboardingLevel: '1' }).where(eq(users.id, merchant.userId));
    expect((await open('/login', merchant.cookie)).headers.location).toBe('/login/personal-info');
    await app.db.update(users).set({ onboardingLevel: '2' }).where(eq(users.id, merchant.userId));
    expect((await open('/login', merchant.cookie)).headers.location).toBe('/login/store-info');
  });

  it('shows the sign-in page without a live session, and a link page even with one', async () => {
    for (const cookie of [undefined, 'panel_session=not-a-session']) {
      const res = await open('/login', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(FAKE_LOGIN_HTML);
    }
    const { cookie } = await createMerchant(app.db);
    // A sign-in link's page names its account and may ask to sign out first (issue 19).
    expect((await open('/login/enlace', cookie)).statusCode).toBe(200);
  });
});
