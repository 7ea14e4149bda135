// Forwarded headers behind a trusted proxy (issue 19): X-Forwarded-Proto is honoured only as http or https,
// X-Forwarded-Host passes the same Host allow-list as Host, and a malformed one is a 400, never a 500.
// On the code before the fix, `X-Forwarded-Proto: a b` answered 500 on a store page, a crafted scheme became
// the page's canonical URL and og:url, and a foreign Host passed the allow-list beside an allowed
// X-Forwarded-Host (all seen failing).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant } from './helpers.js';

const STORE_HOST = 'tiendas.example.com';
const PUBLIC_URL = 'https://panel.example.com';

describe.each(backends)('forwarded headers with TRUST_PROXY (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let host: string;

  beforeAll(async () => {
    testApp = await startApp(backend, {
      STORE_HOST,
      PUBLIC_URL,
      TRUST_PROXY: '1',
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
    });
    app = testApp.app;
    const link = `reenvio${Date.now().toString(36)}`;
    await createMerchant(app.db, { link, storeName: 'Dulces Ana' });
    host = `${link}.${STORE_HOST}`;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const page = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/', headers: { host, ...headers } });

  it('takes https from the proxy for the canonical URL', async () => {
    const res = await page({ 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://${host}/"`);
    expect(res.body).toContain(`content="https://${host}/"`);
  });

  it('normalises the case of a scheme it honours', async () => {
    const res = await page({ 'x-forwarded-proto': 'HTTPS' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://${host}/"`);
  });

  it.each(['a b', 'javascript', 'https://evil.example/x?', 'ftp', 'http, evil', '', 'https\u0000'])(
    'refuses X-Forwarded-Proto %j with 400, never a 500 or a crafted URL',
    async (proto) => {
      const res = await page({ 'x-forwarded-proto': proto });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Invalid request: X-Forwarded-Proto must be http or https',
      });
      expect(res.body).not.toContain('evil');
    },
  );

  it('reads the last entry a proxy appended', async () => {
    const res = await page({ 'x-forwarded-proto': 'evil, https' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<link rel="canonical" href="https://${host}/"`);
    expect(res.body).not.toContain('evil');
  });

  it('refuses an X-Forwarded-Host outside the allow-list (421)', async () => {
    const res = await page({ 'x-forwarded-host': 'evil.example.net' });
    expect(res.statusCode).toBe(421);
  });

  it('refuses a foreign Host even beside an allowed X-Forwarded-Host (DNS rebinding)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/auth/verify',
      headers: { host: 'rebound.attacker.example', 'x-forwarded-host': 'panel.example.com' },
    });
    expect(res.statusCode).toBe(421);
  });

  it.each(['a b', 'panel.example.com/x', 'panel.example.com:99999999', '[zz]', 'ü.example.com'])(
    'refuses a malformed X-Forwarded-Host %j with 400',
    async (forwarded) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/auth/verify',
        headers: { host: 'panel.example.com', 'x-forwarded-host': forwarded },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        ok: false,
        error: 'Invalid request: X-Forwarded-Host must be a host name',
      });
    },
  );

  it('answers an allowed X-Forwarded-Host', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v2/auth/verify',
      headers: { host: 'panel.example.com', 'x-forwarded-host': 'panel.example.com' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe.each(backends)('forwarded headers without TRUST_PROXY (%s)', (backend) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startApp(backend, {
      STORE_HOST,
      PUBLIC_URL,
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
    });
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('ignores them: nobody in front of the server is trusted to send them', async () => {
    const res = await testApp.app.inject({
      method: 'GET',
      url: '/api/v2/auth/verify',
      headers: {
        host: 'panel.example.com',
        'x-forwarded-host': 'a b',
        'x-forwarded-proto': 'a b',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});
