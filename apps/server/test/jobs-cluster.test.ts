// Jobs across processes (issue 25): three real server processes on one PostgreSQL, each running
// graphile-worker inside it. A cron tick of the roll-up runs once across the three; a keyed job added twice
// at once exists once; a process killed (SIGKILL) in the middle of a roll-up: its job is freed once the
// process is gone (its liveness lock ends with its connection), runs again on another process, and the
// dashboard's figures are those of a single process's roll-up.
//
// Seen failing on the code before jobs/ (commit 1f3c056's timers): no process logs a job at all, so the
// tick test times out; each process ran its own roll-up every 5 minutes instead. Broken on purpose once
// each: a cron identifier of each process's own gives 3 roll-ups for the tick; the rescue timer off leaves
// the killed process's job locked (4 hours in graphile-worker); jobs.add without its job key, 3 jobs.
// Needs a PostgreSQL URL (TEST_DATABASE_URL or DATABASE_URL); skipped otherwise.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import {
  productMedia,
  products,
  storeDailyMetrics,
  storeEvents,
  stores,
} from '../src/db/schema.js';
import { createBlobs } from '../src/uploads/blobs.js';
import { localDay, rollUpDay } from '../src/metrics/rollup.js';
import { migrationsDir } from '../src/paths.js';
import { pictureSizesKey } from '../src/uploads/media-maintenance.js';
import { startApp } from './auth-helpers.js';
import { freshDatabase, postgresUrl, type TestDatabase } from './helpers.js';
import { call, merchantIn, startServer, until, type ServerProcess } from './process-helpers.js';
import type { Merchant } from './helpers.js';

interface LogLine {
  msg?: string;
  job?: string;
  jobId?: string;
  key?: string | null;
  tick?: string;
  pool?: string;
}

/** The JSON log lines of a process. */
const lines = (server: ServerProcess): LogLine[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        return {};
      }
    });

const poolOf = (server: ServerProcess) =>
  lines(server).find((line) => line.msg === 'jobs: worker pool started')?.pool;

describe.skipIf(!postgresUrl)('jobs on three server processes of one PostgreSQL', () => {
  let database: TestDatabase;
  let servers: ServerProcess[] = [];
  let merchant: Merchant;
  let direct: Database;
  let admin: pg.Client;

  const env = () => ({
    DATABASE_URL: database.databaseUrl!,
    DATA_DIR: database.dataDir,
    STORE_HOST: 'tiendas.test',
    // Every minute (cron's shortest): a test sees a tick within 60 s.
    JOBS_ROLLUP_CRON: '* * * * *',
    JOBS_RESCUE_SECONDS: '1',
  });

  beforeAll(async () => {
    database = await freshDatabase('postgres');
    merchant = await merchantIn(env());
    servers = await Promise.all([startServer(env()), startServer(env()), startServer(env())]);
    await until(() => servers.every((s) => poolOf(s)), 'every worker pool', 30_000);
    direct = await openDatabase({
      databaseUrl: database.databaseUrl!,
      pgliteDir: '',
      migrationsDir,
    });
    admin = new pg.Client({ connectionString: database.databaseUrl });
    admin.on('error', () => undefined); // the database is dropped at the end
    await admin.connect();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill()));
    await admin?.end();
    await direct?.close();
    await database?.cleanup();
  });

  const rollUps = () =>
    servers.flatMap((s) =>
      lines(s).filter((l) => l.msg === 'job done' && l.job === 'metrics_rollup' && l.tick),
    );

  it('runs the roll-up once per cron tick across the three processes', async () => {
    await until(() => rollUps().length >= 1, 'a tick of the roll-up', 90_000);
    // The other processes would have run the same tick by now.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const ticks = rollUps().map((l) => l.tick!);
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ticks).size).toBe(ticks.length);
  }, 120_000);

  it('keeps one job for a key added twice at once', async () => {
    // A fourth process's worth of jobs, in this test process, adding as the picture backfill does.
    const local = await startApp('postgres', {}, { database });
    onTestFinished(() => local.close());
    const key = '0123456789abcdef0123456789abcdef.png';
    // Due in an hour, so no worker takes it while it is counted.
    const runAt = new Date(Date.now() + 3_600_000);
    await Promise.all(
      [1, 2, 3].map(() =>
        local.app.jobs.add('picture_sizes', { key }, { jobKey: pictureSizesKey(key), runAt }),
      ),
    );
    const { rows } = await admin.query<{ n: number; key: string }>(
      `SELECT count(*)::int AS n, min(key) AS key FROM graphile_worker.jobs
       WHERE task_identifier = 'picture_sizes'`,
    );
    expect(rows[0]).toEqual({ n: 1, key: `sizes:${key}` });
    await admin.query(`DELETE FROM graphile_worker._private_jobs WHERE key = $1`, [`sizes:${key}`]);
  }, 60_000);

  it('makes the sizes of a picture stored before sizes existed once, whichever processes start the backfill', async () => {
    const key = `${randomBytes(18).toString('base64url')}.jpg`;
    const blobs = createBlobs(path.join(database.dataDir, 'uploads'), null);
    onTestFinished(() => blobs.close());
    await blobs.put(
      key,
      await sharp({ create: { width: 700, height: 350, channels: 3, background: '#c85028' } })
        .jpeg()
        .toBuffer(),
    );
    const [product] = await direct.db
      .insert(products)
      .values({ storeId: merchant.storeId, name: 'Viejo', slug: `viejo-${Date.now()}` })
      .returning();
    await direct.db.insert(productMedia).values({
      storeId: merchant.storeId,
      productId: product!.id,
      key,
      kind: 'image',
      position: 0,
      bytes: 1,
    });
    // As each process does at start-up, three times at once.
    await Promise.all(
      [1, 2, 3].map(() =>
        admin.query(
          `SELECT graphile_worker.add_job('picture_sizes_backfill', '{}', job_key => 'backfill-' || $1)`,
          [String(Math.random())],
        ),
      ),
    );
    const width = async () =>
      (
        await direct.db
          .select({ width: productMedia.width })
          .from(productMedia)
          .where(eq(productMedia.key, key))
      )[0]?.width;
    const deadline = Date.now() + 60_000;
    while ((await width()) == null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await width()).toBe(700);
    const decoded = servers.flatMap((s) =>
      lines(s).filter((l) => l.msg === 'picture sizes made' && l.key === key),
    );
    expect(decoded).toHaveLength(1);
  }, 90_000);

  it('runs again, on another process, a roll-up whose process was killed mid-job; the figures are one process’s', async () => {
    const now = new Date();
    const at = new Date(now.getTime() - 40 * 60_000);
    await direct.db.insert(storeEvents).values(
      ['a', 'b', 'c'].map((visitor) => ({
        storeId: merchant.storeId,
        at,
        kind: 'view' as const,
        visitor: `visitante-${visitor}`,
      })),
    );
    // The roll-up's upsert waits for this lock: the job is held in the middle of its run.
    const blocker = new pg.Client({ connectionString: database.databaseUrl });
    blocker.on('error', () => undefined);
    onTestFinished(() => blocker.end().catch(() => undefined));
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE store_daily_metrics IN EXCLUSIVE MODE');
    const jobKey = `killed-${Date.now()}`;
    await admin.query(`SELECT graphile_worker.add_job('metrics_rollup', '{}', job_key => $1)`, [
      jobKey,
    ]);
    const lockedBy = async () =>
      (
        await admin.query<{ locked_by: string | null; id: string }>(
          'SELECT locked_by, id::text FROM graphile_worker.jobs WHERE key = $1',
          [jobKey],
        )
      ).rows[0];
    let owner: string | null = null;
    const deadline = Date.now() + 30_000;
    while (!owner && Date.now() < deadline) {
      owner = (await lockedBy())?.locked_by ?? null;
      if (!owner) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(owner).not.toBeNull();
    const victim = servers.find((s) => poolOf(s) === owner)!;
    expect(victim).toBeDefined();
    await victim.kill();
    const survivors = servers.filter((s) => s !== victim);
    const survivorPools = survivors.map(poolOf);

    // Freed by a survivor's rescue and taken by a survivor's worker (still waiting for the lock).
    const takenAgain = Date.now() + 30_000;
    let next: string | null = null;
    while (Date.now() < takenAgain) {
      next = (await lockedBy())?.locked_by ?? null;
      if (next && survivorPools.includes(next)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(survivorPools).toContain(next);
    await blocker.query('COMMIT');

    // The job ends on the survivor that took it.
    await until(
      () =>
        survivors.some((s) =>
          lines(s).some(
            (l) => l.msg === 'job done' && l.job === 'metrics_rollup' && l.key === jobKey,
          ),
        ),
      'the job to run again',
      30_000,
    );
    // Completed (graphile-worker deletes the row just after the function returns).
    const gone = Date.now() + 10_000;
    while ((await lockedBy()) && Date.now() < gone) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await lockedBy()) ?? null).toBeNull();

    const [store] = await direct.db
      .select({ zone: stores.timeZone })
      .from(stores)
      .where(eq(stores.id, merchant.storeId));
    const today = localDay(now, store!.zone);
    const rolled = async () =>
      direct.db
        .select({
          day: storeDailyMetrics.day,
          visits: storeDailyMetrics.visits,
          carts: storeDailyMetrics.carts,
        })
        .from(storeDailyMetrics)
        .where(eq(storeDailyMetrics.storeId, merchant.storeId));
    const afterJobs = await rolled();
    // One process's roll-up of the same events, done here: the same rows.
    await rollUpDay(direct.db, today, new Date(), merchant.storeId);
    expect(await rolled()).toEqual(afterJobs);
    expect(afterJobs.reduce((sum, row) => sum + row.visits, 0)).toBe(3);

    // And the dashboard through a surviving process says the same.
    const answer = await call(survivors[0]!, merchant, 'GET', '/reports/summary?period=day');
    expect(answer.status).toBe(200);
    const data = (answer.body as unknown as { data: { visits: { value: number } } }).data;
    expect(data.visits.value).toBe(3);
  }, 120_000);
});
