// Storefront metrics (issue 13): events recorded by the store pages and the beacon call, rolled up per store
// and day by a periodic job (jobs/index.ts: once per tick across the cluster; idempotent upserts) and on
// demand by the dashboard call for today, so a visit shows within 30 seconds. Past days' salts are deleted
// by the same job, and raw events past their 35 days by the retention that follows it (retention.ts).
// New visitors and each visitor's events are budgeted per store and client address (budget.ts).
import {
  conversionRate,
  metricChange,
  VISIT_GAP_MS,
  type MetricPeriod,
  type StoreEventKind,
} from '@panel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { clientLimitKey } from '../rate-limit/client-hash.js';
import { VisitBudget } from './budget.js';
import { DaySalts, EventWriter, eventRow, notAVisitor, type EventInput } from './events.js';
import { pruneEvents } from './retention.js';
import {
  addDays,
  forgetOld,
  localDay,
  periodCounts,
  rolledAt,
  rollUpDay,
  startOfLocalDay,
} from './rollup.js';
import { StoreZones, storeZone } from './zones.js';
import { sql } from 'drizzle-orm';

export { OWNER_MARKER, OWNER_MARKER_VALUE, TAB_ID, notAVisitor } from './events.js';
export { NEW_VISITORS, VISITOR_EVENTS } from './budget.js';
export { EVENT_RETENTION_DAYS, pruneEvents } from './retention.js';

/** How old today's roll-up may be when the dashboard reads it. */
export const FRESH_MS = 30_000;
/** How often the roll-up job runs on PGlite (on PostgreSQL: JOBS_ROLLUP_CRON, every 5 minutes). */
export const ROLL_UP_EVERY_MS = 5 * 60_000;

/** One of the dashboard's numbers: this period, the previous one, the change in percent (null: '—'). */
export interface MetricFigure {
  value: number;
  previous: number;
  change: number | null;
}

export interface StoreMetrics {
  /** The clock of events and roll-ups (tests move it). */
  now(): Date;
  /**
   * Records an event of a visitor without delaying the caller (errors are logged): nothing for automated
   * agents, link previews and prefetches, nor past the visitor budget (metrics/budget.ts).
   */
  record(request: FastifyRequest, input: EventInput): void;
  /**
   * {@link record}, resolved once the event is stored (the beacon call); at once for an event not stored:
   * not a visitor's, or over the visitor budget (metrics/budget.ts).
   */
  recordNow(request: FastifyRequest, input: EventInput): Promise<void>;
  /** Waits for queued events to be written. */
  flush(): Promise<void>;
  /** The roll-up job once (also run as the job `metrics_rollup`). */
  rollUp(): Promise<void>;
  /** The dashboard's four numbers of a store for a period. */
  summary(storeId: string, period: MetricPeriod): Promise<DashboardSummary>;
}

export interface DashboardSummary {
  period: MetricPeriod;
  from: string;
  to: string;
  visits: MetricFigure;
  conversionRate: MetricFigure;
  carts: MetricFigure;
  abandonedCarts: MetricFigure;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Storefront events and the dashboard's figures. */
    metrics: StoreMetrics;
  }
}

export interface MetricsOptions {
  /** The clock; default the system's. */
  now?: () => Date;
  /** The periodic roll-up job. Default on. */
  jobs?: boolean;
}

const figure = (value: number, previous: number): MetricFigure => ({
  value,
  previous,
  change: metricChange(value, previous),
});

/** Rates keep two decimals (percent). */
const rate = (value: number) => Math.round(value * 100) / 100;

export default fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const now = options.now ?? (() => new Date());
    const writer = new EventWriter(app.db);
    const salts = new DaySalts(app.db);
    const zones = new StoreZones(app.db, now);
    let firstRun = true;
    // The events recorded so far on their way to the writer (waiting for the day's salt, their
    // admission): flush waits for them too. Each record chains its event to the earlier ones'.
    let recorded: Promise<unknown> = Promise.resolve();

    const budget = new VisitBudget(app.db, now);

    const store = async (request: FastifyRequest, input: EventInput, deferred: boolean) => {
      if (notAVisitor(request)) return;
      const row = await eventRow(salts, request, input, now(), await zones.of(input.storeId));
      // Over the visitor budget (issue 19, 'refused'): not stored, and the caller answers as if it were.
      // A visitor admitted now has its event stored with its admission ('stored').
      const admission = await budget.admit(row, await clientLimitKey(app.db, request.ip));
      if (admission === 'admitted') await writer.add(row, deferred);
    };
    const recordNow = (request: FastifyRequest, input: EventInput) => store(request, input, false);

    // Each store's days are in its time zone (issue 21): the stores of one zone are rolled up together.
    const rollUp = async () => {
      const at = now();
      const result = (await app.db.execute(
        sql`SELECT DISTINCT time_zone AS zone FROM stores`,
      )) as unknown as { rows: { zone: string }[] };
      for (const { zone } of result.rows) {
        const today = localDay(at, zone);
        // Yesterday's visits ended by 00:30: roll it once more then (and on a process's first run).
        if (firstRun || at.getTime() - startOfLocalDay(today, zone).getTime() < 2 * 3_600_000) {
          await rollUpDay(app.db, addDays(today, -1), at, null, zone);
        }
        await rollUpDay(app.db, today, at, null, zone);
      }
      firstRun = false;
      await forgetOld(app.db, at);
    };

    const metrics: StoreMetrics = {
      now,
      record(request, input) {
        const recording = store(request, input, true).catch((err: unknown) =>
          request.log.warn({ err }, 'storefront event not recorded'),
        );
        recorded = Promise.all([recorded, recording]);
      },
      recordNow,
      async flush() {
        await recorded;
        await writer.flush();
      },
      rollUp,
      async summary(storeId, period) {
        await metrics.flush();
        const at = now();
        // The store's days, in its time zone (read fresh: the merchant may just have changed it).
        const zone = await storeZone(app.db, storeId);
        const today = localDay(at, zone);
        const yesterday = addDays(today, -1);
        const rolled = await rolledAt(app.db, storeId, [yesterday, today]);
        const stale = (day: string, final: number) => {
          const when = rolled.get(day)?.getTime();
          return when === undefined || (when < final && at.getTime() - when > FRESH_MS);
        };
        // Yesterday is final once rolled 30 minutes after midnight (its last visits have ended).
        if (stale(yesterday, startOfLocalDay(today, zone).getTime() + VISIT_GAP_MS)) {
          await rollUpDay(app.db, yesterday, at, storeId);
        }
        if (stale(today, Number.POSITIVE_INFINITY)) await rollUpDay(app.db, today, at, storeId);
        const { current, previous, from, to } = await periodCounts(
          app.db,
          storeId,
          period,
          at,
          zone,
        );
        const currentRate = rate(conversionRate(current.visitsWithOrder, current.visits));
        const previousRate = rate(conversionRate(previous.visitsWithOrder, previous.visits));
        return {
          period,
          from,
          to,
          visits: figure(current.visits, previous.visits),
          conversionRate: figure(currentRate, previousRate),
          carts: figure(current.carts, previous.carts),
          abandonedCarts: figure(current.abandonedCarts, previous.abandonedCarts),
        };
      },
    };
    app.decorate('metrics', metrics);

    if (options.jobs ?? true) {
      // Once per tick across the cluster on PostgreSQL, a timer on PGlite (jobs/index.ts); also once after
      // start-up (a process's first run rolls yesterday up too).
      app.jobs.define({
        name: 'metrics_rollup',
        cron: app.config.jobs.rollUpCron,
        everyMs: ROLL_UP_EVERY_MS,
        atStart: true,
        run: async () => {
          await rollUp();
          return 'rolled up';
        },
      });
      // Raw events past their 35 days go, and the next days' partitions are made (hourly on PostgreSQL).
      app.jobs.define({
        name: 'events_retention',
        cron: '7 * * * *',
        everyMs: ROLL_UP_EVERY_MS,
        atStart: true,
        run: async () => {
          const { dropped } = await pruneEvents(app.db, now());
          if (dropped.length > 0) app.log.info({ dropped }, 'storefront events: days dropped');
          return { dropped: dropped.length };
        },
      });
    }
    app.addHook('onClose', async () => {
      await metrics.flush();
    });
  },
  { name: 'panel-metrics', dependencies: ['panel-db', 'panel-jobs'] },
);

export type { EventInput, StoreEventKind };
