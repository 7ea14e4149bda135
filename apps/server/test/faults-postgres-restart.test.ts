// PostgreSQL restarted under load, on real processes: the server (a child process, real HTTP) over a
// PostgreSQL of this test's own, stopped and started again while writers create products and readers list
// them. While the database is away every call is answered — 503 `Service unavailable` with Retry-After,
// never a hang, a 500 or a dropped connection — the server reconnects by itself once it is back, and every
// creation answered 200 is in the database afterwards. Twice: a clean restart (`-m fast`) and a crash
// (`-m immediate`, recovered from the WAL at start).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABLE_RETRY_AFTER_S } from '../src/plugins/errors.js';
import { tempDir, type Merchant } from './helpers.js';
import {
  merchantIn,
  privatePostgresMissing,
  productNames,
  startLoad,
  startPrivatePostgres,
  startServer,
  until,
  type PrivatePostgres,
  type ServerProcess,
} from './process-helpers.js';

const missing = privatePostgresMissing();
if (missing) console.warn(`PostgreSQL restart test skipped: ${missing}`);

/** How long the database stays down: long enough for many calls to meet it. */
const OUTAGE_MS = 3_000;

describe.skipIf(missing !== null)('PostgreSQL restarted under load', () => {
  let postgres: PrivatePostgres;
  let server: ServerProcess;
  let merchant: Merchant;
  const dataDir = tempDir();

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const env = { DATABASE_URL: postgres.url, DATA_DIR: dataDir };
    merchant = await merchantIn(env);
    server = await startServer({ ...env, PRODUCTS_LIMIT: '1000000' });
  }, 180_000);

  afterAll(async () => {
    await server?.kill();
    await postgres?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['fast', 'immediate'] as const)(
    'answers 503 while it is away (pg_ctl stop -m %s), reconnects, and loses no acknowledged write',
    async (mode) => {
      const load = startLoad(() => server, merchant, { writers: 4, readers: 2, prefix: mode });
      let down = 0;
      let up = 0;
      try {
        await until(() => load.acknowledged.size >= 20, 'writes before the restart');
        down = Date.now();
        await postgres.stop(mode);
        await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
        await postgres.start();
        up = Date.now();
        const before = load.acknowledged.size;
        await until(() => load.acknowledged.size >= before + 20, 'writes after the restart');
      } finally {
        await load.stop();
      }

      const answered = load.calls.filter((c) => c.answer);
      const statuses = new Set(answered.map((c) => c.answer!.status));
      const unavailable = answered.filter((c) => c.answer!.status === 503);
      // Every call got an answer: no hang, no connection dropped.
      expect(load.calls.filter((c) => c.failure).map((c) => c.failure)).toEqual([]);
      expect([...statuses].sort()).toEqual([200, 503]);
      for (const c of unavailable) {
        expect(c.answer!.body).toEqual({ ok: false, error: 'Service unavailable' });
        expect(c.answer!.retryAfter).toBe(String(UNAVAILABLE_RETRY_AFTER_S));
      }
      // Reconnected by itself: writes and reads sent after the database came back succeed.
      const after = answered.filter((c) => c.at >= up);
      expect(after.some((c) => c.kind === 'write' && c.answer!.status === 200)).toBe(true);
      expect(after.some((c) => c.kind === 'read' && c.answer!.status === 200)).toBe(true);

      const names = await productNames(server, merchant);
      const lost = [...load.acknowledged].filter((name) => !names.has(name));
      expect(lost).toEqual([]);

      // The figures of the run (reported, not asserted: the machine is shared).
      const backAt = Math.min(
        ...answered.filter((c) => c.at >= down && c.answer!.status === 200).map((c) => c.at + c.ms),
      );
      console.info(
        `PostgreSQL ${mode} restart: ${JSON.stringify({
          calls: load.calls.length,
          acknowledgedWrites: load.acknowledged.size,
          productsListed: names.size,
          answered503: unavailable.length,
          slowest503Ms: Math.max(0, ...unavailable.map((c) => c.ms)),
          slowestCallMs: Math.max(...load.calls.map((c) => c.ms)),
          databaseDownMs: up - down,
          firstSuccessAfterBackMs: backAt - up,
        })}`,
      );
    },
    180_000,
  );
});
