// Work that must run once across the cluster (issue 25): the features register their job functions here
// (`app.jobs.define`) and this module runs them.
//
// - On PostgreSQL (DATABASE_URL), as graphile-worker 0.17 jobs, inside each server process through the
//   library's run(): a cron schedule is ticked once per tick across every process (graphile-worker's
//   known_crontabs), a periodic job without one is a single keyed job that schedules its next run when it
//   ends, and a keyed job (`app.jobs.add(…, { jobKey })`) exists once however often it is added.
// - On PGlite (one process by design), the same functions run on timers in the process, as before.
//
// Delivery is at least once: every job function must be idempotent. A job whose process dies stays locked
// by that process's worker pool; graphile-worker alone would free it after 4 hours. Here each process
// holds a session-level advisory lock named after its pool for as long as it lives (its own connection,
// with TCP keepalives): every JOBS_RESCUE_SECONDS each process looks for jobs locked by a pool whose
// advisory lock is free — a process that was killed, or a machine lost — and unlocks them, so they run
// again on a live process.
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import fp from 'fastify-plugin';
import {
  Logger,
  parseCronItems,
  run,
  type JobHelpers,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import pg from 'pg';

/** What a job function is told. */
export interface JobContext {
  /** Aborted when the process is closing: a long job stops between steps (it runs again later). */
  shouldStop(): boolean;
  /** The graphile-worker job (PostgreSQL only). */
  job: JobHelpers['job'] | null;
}

/** A job a feature registers. */
export interface JobDefinition {
  /** The task's name (graphile-worker's task identifier): lower case and underscores. */
  name: string;
  /** The job function: idempotent, as a job may run again (a retry, a process killed mid-job). */
  run(payload: Record<string, unknown>, context: JobContext): Promise<unknown>;
  /** PostgreSQL: a cron schedule (5 fields, UTC), ticked once across all processes. */
  cron?: string;
  /**
   * How often it runs: on PGlite the timer's period; on PostgreSQL, without {@link cron}, the delay before
   * the next run of its one keyed job. Absent: it runs only when added ({@link Jobs.add}) or at start.
   */
  everyMs?: number;
  /** Also run once shortly after start-up (on PostgreSQL: added once with its name as job key). */
  atStart?: boolean;
}

export interface AddOptions {
  /** At most one job waiting with this key, across all processes. */
  jobKey?: string;
  /** Not before then (PostgreSQL; PGlite runs it at once). */
  runAt?: Date;
}

export interface Jobs {
  /** Registers a job; before the app is ready. */
  define(job: JobDefinition): void;
  /**
   * Runs job `name` once with `payload`: on PostgreSQL queued for any process, deduplicated by `jobKey`;
   * on PGlite run in this process (one at a time per key).
   */
  add(name: string, payload?: Record<string, unknown>, options?: AddOptions): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Jobs run once across the cluster (jobs/index.ts). */
    jobs: Jobs;
  }
}

/** The advisory lock key of a worker pool's life (any stable hash of its id, shared by every process). */
const liveness = (poolId: string) => `panel-jobs:${poolId}`;

/** Jobs locked for less than this are never rescued: their pool may not hold its liveness lock yet. */
const RESCUE_GRACE_SECONDS = 5;

/** graphile-worker's log lines through the app's logger (debug lines dropped). */
function workerLogger(app: FastifyInstance): Logger {
  return new Logger(() => (level, message, meta) => {
    if (level === 'error') app.log.error({ ...meta }, message);
    else if (level === 'warning') app.log.warn({ ...meta }, message);
    else if (level === 'info') app.log.debug({ ...meta }, message);
  });
}

export default fp(
  async (app: FastifyInstance) => {
    const definitions = new Map<string, JobDefinition>();
    let closing = false;
    const context = (job: JobHelpers['job'] | null): JobContext => ({
      shouldStop: () => closing,
      job,
    });

    // ----- PGlite: timers in this process ----------------------------------------------------------------
    const timers: NodeJS.Timeout[] = [];
    const runningLocal = new Map<string, Promise<unknown>>();
    const runLocal = (name: string, payload: Record<string, unknown>, key = name) => {
      const definition = definitions.get(name);
      if (!definition) return Promise.reject(new Error(`unknown job ${name}`));
      // One run per key at a time, in order.
      const previous = runningLocal.get(key) ?? Promise.resolve();
      const next = previous
        .then(() => (closing ? undefined : definition.run(payload, context(null))))
        .catch((err: unknown) => app.log.warn({ err, job: name }, 'job failed'));
      runningLocal.set(key, next);
      void next.then(() => runningLocal.get(key) === next && runningLocal.delete(key));
      return next;
    };

    // ----- PostgreSQL: graphile-worker -------------------------------------------------------------------
    let runner: Runner | null = null;
    let pool: pg.Pool | null = null;
    let alive: pg.Client | null = null;
    let rescueTimer: NodeJS.Timeout | undefined;

    const jobs: Jobs = {
      define(job) {
        if (definitions.has(job.name)) throw new Error(`job ${job.name} defined twice`);
        definitions.set(job.name, job);
      },
      async add(name, payload = {}, options = {}) {
        if (!definitions.has(name)) throw new Error(`unknown job ${name}`);
        if (runner) {
          await runner.addJob(name, payload, { jobKey: options.jobKey, runAt: options.runAt });
          return;
        }
        if (app.dbKind === 'postgres' && !closing) throw new Error('jobs are not started yet');
        void runLocal(name, payload, options.jobKey ?? `${name}:${Math.random()}`);
      },
    };
    app.decorate('jobs', jobs);

    const startPglite = () => {
      for (const definition of definitions.values()) {
        if (definition.atStart || definition.everyMs) void runLocal(definition.name, {});
        if (definition.everyMs) {
          const timer = setInterval(() => void runLocal(definition.name, {}), definition.everyMs);
          timer.unref();
          timers.push(timer);
        }
      }
    };

    /** The next run of a periodic job without cron: its one keyed job, `delayMs` from now. */
    const schedule = (definition: JobDefinition, delayMs: number) =>
      runner!.addJob(
        definition.name,
        {},
        {
          jobKey: definition.name,
          runAt: new Date(Date.now() + delayMs),
          // A waiting run keeps its time: several processes asking for one do not push it back.
          jobKeyMode: 'preserve_run_at',
        },
      );

    const startPostgres = async (url: string) => {
      const { rescueSeconds } = app.config.jobs;
      pool = new pg.Pool({ connectionString: url, max: 4, application_name: 'panel-jobs' });
      // A connection lost (PostgreSQL restarting) is logged; the pool and graphile-worker reconnect.
      pool.on('error', (err) => app.log.warn({ err }, 'idle jobs connection failed'));
      pool.on('connect', (client) =>
        client.on('error', (err) => app.log.warn({ err }, 'jobs connection failed')),
      );
      const taskList: TaskList = {};
      for (const definition of definitions.values()) {
        taskList[definition.name] = async (payload, helpers) => {
          const started = Date.now();
          const payloadObject =
            payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {};
          try {
            const result = await definition.run(payloadObject, context(helpers.job));
            app.log.info(
              {
                job: definition.name,
                jobId: helpers.job.id,
                key: helpers.job.key,
                tick: (payloadObject._cron as { ts?: string } | undefined)?.ts,
                ms: Date.now() - started,
                result,
              },
              'job done',
            );
          } finally {
            // Even while this process closes: the next run may be another process's.
            if (definition.everyMs && !definition.cron) {
              await schedule(definition, definition.everyMs).catch((err: unknown) =>
                app.log.warn({ err, job: definition.name }, 'job not rescheduled'),
              );
            }
          }
        };
      }
      const cronItems = [...definitions.values()]
        .filter((d) => d.cron)
        .map((d) => ({
          task: d.name,
          match: d.cron!,
          identifier: d.name,
          // A tick missed while no process ran is not made up: the next one does the same work.
          options: { backfillPeriod: 0, maxAttempts: 5 },
        }));
      let poolId: string | null = null;
      const events = new EventEmitter() as WorkerEvents;
      events.on('pool:create', ({ workerPool }: { workerPool: { id: string } }) => {
        poolId = workerPool.id;
      });
      runner = await run({
        pgPool: pool,
        taskList,
        parsedCronItems: parseCronItems(cronItems),
        concurrency: 2,
        noHandleSignals: true,
        pollInterval: 2_000,
        logger: workerLogger(app),
        events,
      });
      if (!poolId) throw new Error('graphile-worker did not say its pool id');
      const ownPool: string = poolId;
      app.log.info({ pool: ownPool }, 'jobs: worker pool started');
      await holdLiveness(url, ownPool);

      for (const definition of definitions.values()) {
        if (definition.everyMs && !definition.cron) await schedule(definition, 0);
        else if (definition.atStart) {
          await runner.addJob(definition.name, {}, { jobKey: definition.name });
        }
      }
      const rescueTick = () => {
        rescue(ownPool).catch((err: unknown) =>
          app.log.warn({ err }, 'jobs: rescue of dead workers failed'),
        );
      };
      rescueTimer = setInterval(rescueTick, rescueSeconds * 1000);
      rescueTimer.unref();
    };

    /**
     * This process's liveness lock, on a connection of its own, taken again (every second until it is)
     * whenever that connection ends: PostgreSQL restarting, the network. Meanwhile other processes may
     * free this one's jobs and run them too, which their idempotence allows.
     */
    const holdLiveness = async (url: string, poolId: string): Promise<void> => {
      const client = new pg.Client({
        connectionString: url,
        application_name: 'panel-jobs-liveness',
        keepAlive: true,
      });
      let lost = false;
      const retry = (err?: unknown) => {
        if (lost) return;
        lost = true;
        if (alive === client) alive = null;
        if (closing) return;
        app.log.warn({ err }, 'jobs: liveness connection lost; taking the lock again');
        client.end().catch(() => undefined);
        setTimeout(
          () => void holdLiveness(url, poolId).catch((e: unknown) => app.log.debug({ err: e })),
          1_000,
        ).unref();
      };
      client.on('error', retry);
      client.on('end', () => retry());
      try {
        await client.connect();
        // A machine lost without closing its connection is noticed within about a minute.
        await client.query(
          'SET tcp_keepalives_idle = 30; SET tcp_keepalives_interval = 10; SET tcp_keepalives_count = 3',
        );
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [liveness(poolId)]);
      } catch (err) {
        retry(err);
        throw err;
      }
      if (closing) await client.end();
      else alive = client;
    };

    /**
     * Unlocks the jobs of worker pools whose process is gone (their liveness lock is free), so another
     * process runs them again. The free lock is taken and let go on a connection of the rescuer's.
     */
    const rescue = async (ownPool: string): Promise<void> => {
      if (!pool || closing) return;
      const locked = await pool.query<{ locked_by: string }>(
        `SELECT DISTINCT locked_by FROM graphile_worker._private_jobs
         WHERE locked_by IS NOT NULL AND locked_by <> $1
           AND locked_at < now() - make_interval(secs => $2)`,
        [ownPool, RESCUE_GRACE_SECONDS],
      );
      if (locked.rows.length === 0) return;
      const client = await pool.connect();
      try {
        for (const { locked_by: owner } of locked.rows) {
          const key = liveness(owner);
          const free = await client.query<{ taken: boolean }>(
            'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS taken',
            [key],
          );
          if (!free.rows[0]?.taken) continue;
          try {
            await client.query('SELECT graphile_worker.force_unlock_workers($1::text[])', [
              [owner],
            ]);
            app.log.warn({ pool: owner }, 'jobs: unlocked the jobs of a worker pool that is gone');
          } finally {
            await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]);
          }
        }
      } finally {
        client.release();
      }
    };

    app.addHook('onReady', async () => {
      if (definitions.size === 0) return;
      if (app.dbKind === 'postgres' && app.config.databaseUrl) {
        await startPostgres(app.config.databaseUrl);
      } else {
        startPglite();
      }
    });

    app.addHook('onClose', async () => {
      closing = true;
      for (const timer of timers) clearInterval(timer);
      clearInterval(rescueTimer);
      if (runner) {
        // Running jobs finish (or, past graphile-worker's timeout, are given back to the queue).
        await runner.stop().catch((err: unknown) => app.log.warn({ err }, 'jobs: stop failed'));
        runner = null;
      }
      await Promise.all([...runningLocal.values()]);
      if (alive) {
        const client = alive;
        alive = null;
        await client.end().catch(() => undefined);
      }
      if (pool) await pool.end().catch(() => undefined);
    });
  },
  { name: 'panel-jobs', dependencies: ['panel-db'] },
);
