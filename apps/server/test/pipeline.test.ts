// The request pipeline before any handler runs: the CSRF guard on the route the router matched (odd
// encodings of the path included), the request id a client may give, and the Host allow-list.
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import {
  backends,
  createMerchant,
  fakePanelDist,
  freshDatabase,
  PANEL_HEADERS,
  type TestDatabase,
} from './helpers.js';

describe.each(backends)('request pipeline (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PUBLIC_URL: 'https://panel.example.com',
      STORE_HOST: 'tiendas.example.com',
      ALLOWED_HOSTS: '10.0.0.5',
      PANEL_DIST: '/nonexistent',
    });
    // As NODE_ENV=production would make it (without the rest production asks for: SMTP…).
    app = await buildApp({ ...config, development: false }, { logger: false });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  const host = { host: 'panel.example.com' };

  describe('CSRF guard on the matched route', () => {
    const paths = [
      '/api/v2/auth/login',
      '/%61pi/v2/auth/login',
      '/%61%70%69/v2/auth/login',
      '/api/v2/auth/%6cogin',
      '/api/%76%32/auth/login',
      '/./api/v2/auth/login',
      '/api/v2/auth/login?x=1',
    ];
    it.each(paths)('refuses POST %s without the client header', async (url) => {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...host, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=ana@example.com',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ ok: false, error: 'Forbidden' });
    });

    it('refuses unsafe methods on paths that match no route as well', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/%61pi/v2/nope', headers: host });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('x-request-id', () => {
    it('keeps a short, well-formed id from the client', async () => {
      const res = await app.inject({
        url: '/api/v2/config',
        headers: { ...host, 'x-request-id': 'lb-1234.abcd:5' },
      });
      expect(res.headers['x-request-id']).toBe('lb-1234.abcd:5');
    });

    it.each([
      ['too long', 'a'.repeat(65)],
      ['spaces', 'hello world'],
      ['a log injection', 'x\\n{"level":60}'],
      ['markup', '<script>'],
      ['empty', ''],
    ])('replaces an id with %s by a new one', async (_why, id) => {
      const res = await app.inject({
        url: '/api/v2/config',
        headers: { ...host, 'x-request-id': id },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('Host allow-list', () => {
    it.each([
      'panel.example.com',
      'PANEL.example.com:443',
      'tiendas.example.com',
      'ana.tiendas.example.com',
      'ana.tiendas.example.com:8443',
      '10.0.0.5:3000',
    ])('answers %s', async (name) => {
      // A path both surfaces answer (the panel's files; a store host's robots.txt — a store host answers
      // no panel API call, see src/storefront): what matters here is that the allow-list lets it in.
      const res = await app.inject({ url: '/robots.txt', headers: { host: name } });
      expect(res.statusCode).not.toBe(421);
    });

    it.each([
      'evil.example',
      'panel.example.com.evil.example',
      'a.b.tiendas.example.com',
      'xtiendas.example.com',
      'localhost:3000',
      '127.0.0.1',
      '',
    ])('refuses %s with 421 before anything else', async (name) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        headers: { host: name, ...PANEL_HEADERS },
        payload: { email: 'ana@example.com' },
      });
      expect(res.statusCode).toBe(421);
      expect(res.json()).toEqual({ ok: false, error: 'Misdirected request: unknown host' });
    });
  });
});

describe('Host allow-list in development', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    app = await buildApp(
      loadConfig({ DATA_DIR: database.dataDir, PORT: '4000', PANEL_DIST: '/nonexistent' }),
      { logger: false },
    );
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it.each(['localhost:5173', '127.0.0.1:4000', '[::1]:4000', 'ana.localhost:4000'])(
    'answers %s',
    async (name) => {
      // A path both surfaces answer (ana.localhost:4000 is a store host: it answers no panel API call).
      const res = await app.inject({ url: '/robots.txt', headers: { host: name } });
      expect(res.statusCode).not.toBe(421);
    },
  );

  it('still refuses other names', async () => {
    const res = await app.inject({
      url: '/api/v2/config',
      headers: { host: 'rebind.evil.example' },
    });
    expect(res.statusCode).toBe(421);
  });
});

describe.each(backends)('security headers of the panel (%s)', (backend) => {
  const INLINE = 'for (const a of []) document.head.appendChild(a);';
  const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
  let panelDist: string;
  const apps: FastifyInstance[] = [];
  const databases: TestDatabase[] = [];

  async function start(env: Record<string, string>) {
    const database = await freshDatabase(backend);
    databases.push(database);
    const app = await buildApp(
      loadConfig({
        DATA_DIR: database.dataDir,
        DATABASE_URL: database.databaseUrl,
        PANEL_DIST: panelDist,
        ...env,
      }),
      { logger: false, mediaMaintenance: false },
    );
    apps.push(app);
    return app;
  }

  beforeAll(() => {
    panelDist = fakePanelDist({ prerendered: true });
    writeFileSync(
      path.join(panelDist, 'index.html'),
      `<!doctype html><html><head><script>${INLINE}</script>` +
        '<script type="module" src="/assets/x.js"></script></head><body></body></html>',
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.cleanup();
    rmSync(panelDist, { recursive: true, force: true });
  });

  const directives = (csp: string) =>
    Object.fromEntries(
      csp.split(/;\s*/).map((d) => {
        const [name = '', ...values] = d.split(' ');
        return [name, values];
      }),
    );

  it('sends a strict CSP, COOP, Permissions-Policy and HSTS on the pages, with Google and analytics', async () => {
    const app = await start({
      PUBLIC_URL: 'https://panel.example.com',
      GOOGLE_CLIENT_ID: 'client-1.apps.googleusercontent.com',
      ANALYTICS_HOST: 'https://analytics.example.com/collect',
      ANALYTICS_TOKEN: 't',
    });
    for (const url of ['/', '/products', '/login', '/index.html']) {
      const res = await app.inject({
        url,
        headers: { host: 'panel.example.com', accept: 'text/html' },
      });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['script-src']).toEqual(["'self'", hash, 'https://accounts.google.com/gsi/client']);
      expect(csp['connect-src']).toEqual([
        "'self'",
        'https://accounts.google.com/gsi/',
        'https://analytics.example.com',
      ]);
      expect(csp['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });

  it('names no outside host when Google and analytics are not configured, and no HSTS over http', async () => {
    const app = await start({});
    const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    const header = res.headers['content-security-policy'] as string;
    expect(header).not.toMatch(/google|analytics|https:/);
    expect(directives(header)['frame-src']).toEqual(["'none'"]);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('marks API answers no-store, media excepted', async () => {
    const app = await start({});
    const m = await createMerchant(app.db);
    for (const url of [
      '/api/v2/config',
      '/api/v2/products?offset=0&limit=5',
      '/api/v2/auth/user-info',
    ]) {
      const res = await app.inject({ url, headers: m.headers });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const denied = await app.inject({ url: '/api/v2/stores' });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
  });
});
