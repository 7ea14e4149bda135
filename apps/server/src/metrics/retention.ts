// Raw storefront events are kept EVENT_RETENTION_DAYS days (the roll-ups in store_daily_metrics for ever),
// so a flood of events cannot fill the disk for longer than that (issue 19). store_events is partitioned
// by range of `at`, one partition per UTC day (`store_events_pYYYYMMDD`, migration 0011): a day is
// dropped in one statement, never deleted row by row (no dead tuples, no vacuum). The same design runs on
// PGlite (PostgreSQL 17) and PostgreSQL.
//
// Partitions are made ahead (today and the next PARTITIONS_AHEAD days) by pruneEvents, and on demand by
// the event writer when an insert finds none (a clock past the last one made, a process that slept).
// Every DDL statement here runs under one transaction-scoped advisory lock, so processes doing the same at
// once queue up and each sees what the previous one made or dropped: idempotent across processes.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { DAY_MS, isoDay, startOfDay } from './rollup.js';

/** How many days of raw events are kept (the day of `now` included, and the 35 before it). */
export const EVENT_RETENTION_DAYS = 35;
/** Partitions made ahead of today. */
export const PARTITIONS_AHEAD = 2;
/** The advisory lock of store_events' partition DDL (any constant shared by every process). */
const PARTITION_LOCK = 190_035;

/** The partition of the UTC day of `day`. */
export const partitionName = (day: Date): string =>
  `store_events_p${isoDay(day).replace(/-/g, '')}`;

const PARTITION = /^store_events_p(\d{4})(\d{2})(\d{2})$/;

/** The day of a partition name, or null when it is not one. */
function dayOfPartition(name: string): Date | null {
  const match = PARTITION.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
}

/** The partitions of store_events, by name. */
export async function eventPartitions(db: Pick<Db, 'execute'>): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'store_events'::regclass ORDER BY c.relname
  `)) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const lockPartitions = (tx: Tx) => tx.execute(sql`SELECT pg_advisory_xact_lock(${PARTITION_LOCK})`);

async function createMissing(tx: Tx, days: readonly Date[]): Promise<string[]> {
  const existing = new Set(await eventPartitions(tx));
  const made: string[] = [];
  for (const day of days) {
    const name = partitionName(day);
    if (existing.has(name)) continue;
    const from = startOfDay(day);
    const to = new Date(from.getTime() + DAY_MS);
    await tx.execute(
      sql.raw(
        `CREATE TABLE IF NOT EXISTS "${name}" PARTITION OF "store_events" ` +
          `FOR VALUES FROM ('${from.toISOString()}') TO ('${to.toISOString()}')`,
      ),
    );
    existing.add(name);
    made.push(name);
  }
  return made;
}

/** Makes the partitions of the UTC days of `days` that do not exist yet; answers the names made. */
export async function ensureEventPartitions(db: Db, days: readonly Date[]): Promise<string[]> {
  const wanted = [...new Map(days.map((d) => [isoDay(d), startOfDay(d)])).values()];
  if (wanted.length === 0) return [];
  return db.transaction(async (tx) => {
    await lockPartitions(tx);
    return createMissing(tx, wanted);
  });
}

/** Whether `err` (drizzle's, or the driver's beneath it) says a row found no partition of store_events. */
export function isMissingPartition(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (code === '23514' && typeof message === 'string' && message.includes('no partition')) {
      return true;
    }
    current = cause;
  }
  return false;
}

export interface PruneResult {
  /** Partitions made ahead. */
  made: string[];
  /** Partitions dropped (their days are past the retention). */
  dropped: string[];
}

/**
 * The retention of raw events, run by a timer in every process (and by any job): makes the partitions of
 * today and the next {@link PARTITIONS_AHEAD} days, and drops, in one statement, every partition of a day
 * before the {@link EVENT_RETENTION_DAYS} kept (the day of `now` and the 35 before it stay). Also forgets
 * the visitor budget's admissions of past days (metrics/budget.ts). Idempotent; safe in several processes
 * at once. The roll-ups are never touched.
 */
export async function pruneEvents(db: Db, now: Date): Promise<PruneResult> {
  const today = startOfDay(now);
  const oldestKept = new Date(today.getTime() - EVENT_RETENTION_DAYS * DAY_MS);
  const ahead = Array.from(
    { length: PARTITIONS_AHEAD + 1 },
    (_, i) => new Date(today.getTime() + i * DAY_MS),
  );
  const result = await db.transaction(async (tx) => {
    await lockPartitions(tx);
    // Making or dropping a partition locks store_events: rather than queue the page views' inserts
    // behind a long roll-up, give up and let the next run do it.
    await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
    const made = await createMissing(tx, ahead);
    const dropped = (await eventPartitions(tx)).filter((name) => {
      const day = dayOfPartition(name);
      return day !== null && day.getTime() < oldestKept.getTime();
    });
    if (dropped.length > 0) {
      await tx.execute(sql.raw(`DROP TABLE IF EXISTS ${dropped.map((n) => `"${n}"`).join(', ')}`));
    }
    return { made, dropped };
  });
  // Rows of a partition nobody made (none in this design) would stay; nothing else holds raw events.
  await forgetAdmissions(db, now);
  return result;
}

/** The rate_limits scopes of the visitor budget's admissions (one row per visitor and tab, per day). */
export const ADMISSION_SCOPES = ['visit-visitor', 'visit-tab'] as const;

/** The rate_limits scope of the new-visitor buckets (metrics/budget.ts NEW_VISITORS). */
export const NEW_VISITORS_SCOPE = 'visit-new';

/**
 * Deletes admissions of days before yesterday (their salt is gone: no event can name them again), and
 * new-visitor buckets full since then (a full bucket and no row are the same).
 */
async function forgetAdmissions(db: Db, now: Date): Promise<void> {
  const before = new Date(startOfDay(now).getTime() - DAY_MS);
  await db.execute(sql`
    DELETE FROM rate_limits
    WHERE scope IN (${sql.join(
      [...ADMISSION_SCOPES, NEW_VISITORS_SCOPE].map((s) => sql`${s}`),
      sql`, `,
    )}) AND window_start < ${before.toISOString()}::timestamptz
  `);
}
