// The server skeleton over a fresh database: public config, contract validation, CSRF guard, errors,
// security headers and the built panel.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  backends,
  createMerchant,
  FAKE_LOGIN_HTML,
  fakePanelDist,
  freshDatabase,
  PANEL_HEADERS,
  type TestDatabase,
} from './helpers.js';

describe.each(backends)('server skeleton (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    panelDist = fakePanelDist({ prerendered: true });
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PORT: '4123',
      STORE_HOST: 'tiendas.example.com',
      GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
      ANALYTICS_HOST: 'https://analytics.example.com',
      ANALYTICS_TOKEN: 'tok_abc',
      PRODUCTS_LIMIT: '105',
      PANEL_DIST: panelDist,
    });
    app = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    rmSync(panelDist, { recursive: true, force: true });
  });

  it('GET /api/v2/config answers the runtime settings from the environment', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v2/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      ok: true,
      data: {
        storeHost: 'tiendas.example.com',
        googleClientId: 'client-123.apps.googleusercontent.com',
        analytics: { host: 'https://analytics.example.com', token: 'tok_abc' },
        productsLimit: 105,
      },
    });
  });

  it('sets the security headers and a request id on every answer', async () => {
    for (const url of ['/api/v2/config', '/api/v2/nope', '/products']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers unknown /api paths with a JSON 404, even to a browser', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/nope'],
      ['GET', '/api/v1/config'],
      ['DELETE', '/api/v2/config'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: { accept: 'text/html,application/xhtml+xml', ...PANEL_HEADERS },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ ok: false, error: 'Not found' });
    }
  });

  describe('CSRF guard', () => {
    const login = {
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 'ana@example.com' },
    } as const;

    it('refuses an unsafe call without x-panel-request: 1, before validating anything', async () => {
      for (const headers of [{}, { 'x-panel-request': '0' }]) {
        const res = await app.inject({ ...login, headers });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ ok: false, error: 'Forbidden' });
      }
      const invalid = await app.inject({ ...login, payload: { nope: 1 } });
      expect(invalid.statusCode).toBe(403);
    });

    it('refuses a cross-site call even with the header', async () => {
      const res = await app.inject({
        ...login,
        headers: { ...PANEL_HEADERS, 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, error: 'Forbidden' });
    });

    it('refuses a foreign Origin and accepts PUBLIC_URL or the request own origin', async () => {
      const foreign = await app.inject({
        ...login,
        headers: { ...PANEL_HEADERS, origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);

      for (const origin of ['http://localhost:4123', 'http://127.0.0.1:8080']) {
        const res = await app.inject({
          ...login,
          // One address per call: a second code for one address within 120 s is a 429.
          payload: { email: `ana-${new URL(origin).port}@example.com` },
          headers: {
            ...PANEL_HEADERS,
            origin,
            host: new URL(origin).host,
            'sec-fetch-site': 'same-origin',
          },
        });
        expect(res.statusCode, origin).toBe(200);
      }
    });

    it('lets safe methods through without the header', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v2/config' });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('contract validation (before the handler, implemented or not)', () => {
    it('answers 400 Invalid request with the path of the bad field', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: PANEL_HEADERS,
        payload: { email: 'not-an-email' },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.ok).toBe(false);
      expect(body.error).toMatch(/^Invalid request: body\/email /);
      expect(Object.keys(body).sort()).toEqual(['error', 'ok']);
    });

    it('refuses unknown and missing body fields', async () => {
      const extra = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: PANEL_HEADERS,
        payload: { email: 'ana@example.com', admin: true },
      });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error).toBe(
        'Invalid request: body/admin must NOT have additional properties',
      );

      const missing = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/submit-email-code',
        headers: PANEL_HEADERS,
        payload: { email: 'ana@example.com' },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatch(/^Invalid request: body\/otpCode /);
    });

    it('validates query strings and path parameters', async () => {
      const query = await app.inject({ method: 'GET', url: '/api/v2/products?limit=500' });
      expect(query.statusCode).toBe(400);
      expect(query.json().error).toMatch(/^Invalid request: querystring\/limit /);

      const params = await app.inject({ method: 'GET', url: '/api/v2/products/a%20b' });
      expect(params.statusCode).toBe(400);
      expect(params.json().error).toMatch(/^Invalid request: params\/id /);
    });

    it('answers a body that is not JSON with 400 and a body of an undeclared type with 415', async () => {
      const broken = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: { ...PANEL_HEADERS, 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        ok: false,
        error: 'Invalid request: body is not valid JSON',
      });

      const missing = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: PANEL_HEADERS,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toMatch(/^Invalid request: /);

      // A JSON body must not slip past the multipart schema of the account form.
      const json = await app.inject({
        method: 'PUT',
        url: '/api/v2/accounts/update',
        headers: PANEL_HEADERS,
        payload: { name: 'Ana' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().ok).toBe(false);
    });

    it('validates multipart forms field by field, files included', async () => {
      const form = (fields: Record<string, string>, file?: string) => {
        const boundary = 'panelboundary';
        const parts = Object.entries(fields).map(
          ([k, v]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
        );
        if (file) {
          parts.push(
            `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n` +
              `Content-Type: image/png\r\n\r\n${file}\r\n`,
          );
        }
        return {
          method: 'PUT' as const,
          url: '/api/v2/accounts/update',
          headers: {
            ...PANEL_HEADERS,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: `${parts.join('')}--${boundary}--\r\n`,
        };
      };
      // Multipart bodies are read only for a live session (anonymous ones are refused first: 401).
      const { cookie } = await createMerchant(app.db);
      const badForm = form({ name: 'Ana', phone: 'abc', phoneArea: '+58' });
      const bad = await app.inject({ ...badForm, headers: { ...badForm.headers, cookie } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toMatch(/^Invalid request: body\/phone /);

      const good = await app.inject(
        form({ name: 'Ana', phone: '4141234567', phoneArea: '+58' }, 'PNG'),
      );
      // Anonymous: refused before its body is read.
      expect(good.statusCode).toBe(401);
    });
  });

  it('hands a valid call to its handler', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      headers: PANEL_HEADERS,
      payload: { email: 'ana@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, data: { delivery: 'code' } });
  });

  describe('the built panel', () => {
    it('serves index.html for / and, as SPA fallback, for browser navigations', async () => {
      for (const url of ['/', '/products', '/update/123', '/login/personal-info?x=1']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body).toContain('<div id="root">');
      }
    });

    it("serves a panel route's page to a client that does not say it wants HTML", async () => {
      for (const headers of [{}, { accept: '*/*' }]) {
        for (const url of ['/login', '/products']) {
          const res = await app.inject({ method: 'GET', url, headers });
          expect(res.statusCode, url).toBe(200);
          expect(res.body, url).toContain('<div id="root">');
        }
      }
      const json = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { accept: 'application/json' },
      });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ ok: false, error: 'Not found' });
    });

    it('serves login.html, the prerendered sign-in page, for /login with or without a query', async () => {
      for (const url of ['/login', '/login?redirectTo=%2Fproducts', '/login?redirectTo=%2F#x']) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(FAKE_LOGIN_HTML);
      }
    });

    it("serves the build's Brotli and gzip copies of login.html as they are", async () => {
      const br = await app.inject({
        method: 'GET',
        url: '/login?redirectTo=%2Fproducts',
        headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('no-cache');
      expect(br.rawPayload).toEqual(readFileSync(path.join(panelDist, 'login.html.br')));
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(FAKE_LOGIN_HTML);

      const gzip = await app.inject({
        method: 'GET',
        url: '/login',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(FAKE_LOGIN_HTML);
    });

    it('keeps index.html for every other page, the steps under /login included', async () => {
      const index = readFileSync(path.join(panelDist, 'index.html'), 'utf8');
      for (const url of [
        '/',
        '/verify',
        '/login/personal-info',
        '/login/store-info?x=1',
        '/users',
      ]) {
        const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-cache');
        expect(res.body, url).toBe(index);
      }
    });

    it('caches hashed assets forever and compresses them', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/x.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['content-encoding']).toBe('gzip');
    });

    it("serves the build's Brotli copy of an asset as it is, and the asset itself without Brotli", async () => {
      const br = await app.inject({
        method: 'GET',
        url: '/assets/y.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.rawPayload).toEqual(readFileSync(path.join(panelDist, 'assets', 'y.js.br')));

      const plain = await app.inject({ method: 'GET', url: '/assets/y.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(brotliDecompressSync(br.rawPayload).toString());
    });

    it('revalidates other files and answers missing ones with 404 rather than index.html', async () => {
      const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');

      const missing = await app.inject({
        method: 'GET',
        url: '/assets/missing.js',
        headers: { accept: '*/*' },
      });
      expect(missing.statusCode).toBe(404);
      const post = await app.inject({
        method: 'POST',
        url: '/products',
        headers: { accept: 'text/html' },
      });
      expect(post.statusCode).toBe(404);
    });
  });
});

describe('with a panel build that has no prerendered pages', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let panelDist: string;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    panelDist = fakePanelDist();
    const config = loadConfig({ DATA_DIR: database.dataDir, PANEL_DIST: panelDist });
    app = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
    rmSync(panelDist, { recursive: true, force: true });
  });

  it('serves index.html for /login as for any page', async () => {
    const index = readFileSync(path.join(panelDist, 'index.html'), 'utf8');
    for (const url of ['/login', '/login?redirectTo=%2Fproducts']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(index);
    }
  });
});

describe('without a panel build', () => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase('pglite');
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      PANEL_DIST: `${database.dataDir}/no-build`,
    });
    app = await buildApp(config, { logger: false });
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('explains at / how to build it, and the API still works', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('pnpm build');

    const nav = await app.inject({
      method: 'GET',
      url: '/products',
      headers: { accept: 'text/html' },
    });
    expect(nav.statusCode).toBe(503);

    const config = await app.inject({ method: 'GET', url: '/api/v2/config' });
    expect(config.json()).toEqual({
      ok: true,
      data: {
        storeHost: 'localhost:3000',
        googleClientId: null,
        analytics: null,
        productsLimit: 100,
      },
    });
  });
});
