// GET /healthz and /readyz, and a graceful stop behind a balancer (issue 25): a real server process sent
// SIGTERM while a request is open answers 503 to /readyz at once, keeps serving for SHUTDOWN_DELAY_MS, then
// stops accepting connections, finishes the open request and exits 0. On the code before (commit 9cbe0da)
// every case fails: both paths were 404, and SIGTERM closed the listener at once (seen once, with the
// route, the contract paths and main.ts's change stashed).
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { backends, freshDatabase, tempDir, type TestDatabase } from './helpers.js';
import {
  privatePostgresMissing,
  startPrivatePostgres,
  startServer,
  type PrivatePostgres,
  type ServerProcess,
} from './process-helpers.js';

describe.each(backends)('health and readiness (%s)', (backend) => {
  let app: FastifyInstance;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await freshDatabase(backend);
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      PANEL_DIST: '/nonexistent',
    });
    app = await buildApp(config, { logger: false, mediaMaintenance: false });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('says alive and ready, uncached', async () => {
    for (const url of ['/api/v2/healthz', '/api/v2/readyz']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('is not ready while draining, and still alive', async () => {
    app.lifecycle.draining = true;
    try {
      const ready = await app.inject({ url: '/api/v2/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ok: false, error: 'Service unavailable' });
      expect(ready.headers['retry-after']).toBe('1');
      expect((await app.inject({ url: '/api/v2/healthz' })).statusCode).toBe(200);
    } finally {
      app.lifecycle.draining = false;
    }
  });
});

describe.skipIf(privatePostgresMissing() !== null)('readiness while PostgreSQL is down', () => {
  let app: FastifyInstance;
  let postgres: PrivatePostgres;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    app = await buildApp(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: postgres.url,
        PANEL_DIST: '/nonexistent',
      }),
      { logger: false, mediaMaintenance: false, metricsJobs: false, orderHolds: false },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await postgres?.cleanup();
  });

  it('answers 503 on readyz and 200 on healthz until the database is back', async () => {
    expect((await app.inject({ url: '/api/v2/readyz' })).statusCode).toBe(200);
    await postgres.stop('fast');
    const down = await app.inject({ url: '/api/v2/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ ok: false, error: 'Service unavailable' });
    expect((await app.inject({ url: '/api/v2/healthz' })).statusCode).toBe(200);
    await postgres.start();
    await until(async () => (await app.inject({ url: '/api/v2/readyz' })).statusCode === 200);
  }, 90_000);
});

/** Waits until `check` is true, polling; throws after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGTERM on a real process', () => {
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = tempDir();
    server = await startServer({ DATA_DIR: dataDir, SHUTDOWN_DELAY_MS: '4000' });
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
  });

  it('turns unready at once, keeps serving, then drains the open request and exits 0', async () => {
    const { port } = new URL(server.url);
    expect((await fetch(`${server.url}/api/v2/readyz`)).status).toBe(200);

    // A request whose body is still arriving when SIGTERM comes.
    const body = Buffer.from(JSON.stringify({ email: 'drain@example.com' }));
    const open = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/v2/auth/login',
      headers: {
        host: `localhost:${port}`,
        'content-type': 'application/json',
        'content-length': body.length,
        'x-panel-request': '1',
      },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      open.on('response', (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      open.on('error', reject);
    });
    open.write(body.subarray(0, 5));
    open.flushHeaders();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the headers reach the server

    server.child.kill('SIGTERM');
    await until(() => server.output().includes('"shutting down"'));
    // From the signal on: not ready, still alive and serving.
    const ready = await fetch(`${server.url}/api/v2/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ok: false, error: 'Service unavailable' });
    expect((await fetch(`${server.url}/api/v2/healthz`)).status).toBe(200);

    // Then no new connection is accepted, while the open request still is.
    await until(() => server.output().includes('draining: no new connections'));
    await until(() =>
      fetch(`${server.url}/api/v2/healthz`).then(
        () => false,
        () => true,
      ),
    );
    expect(server.child.exitCode).toBeNull();

    open.end(body.subarray(5));
    const answer = await answered;
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ ok: true });
    expect(await server.exited).toBe(0);
  }, 60_000);
});
