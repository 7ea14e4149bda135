// The request pipeline before any handler runs: the CSRF guard on the route the router matched (odd
// encodings of the path included), the request id a client may give, and the Host allow-list.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { backends, freshDatabase, PANEL_HEADERS, type TestDatabase } from './helpers.js';

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
      const res = await app.inject({ url: '/api/v2/config', headers: { host: name } });
      expect(res.statusCode).toBe(200);
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
      const res = await app.inject({ url: '/api/v2/config', headers: { host: name } });
      expect(res.statusCode).toBe(200);
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
