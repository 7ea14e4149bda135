// Counters in the `rate_limits` table, shared by every server process (ARCHITECTURE.md "Scale"): one
// atomic upsert per hit, timed by the database's clock so processes with skewed clocks still agree.
// `scope` names the limit, `key` its subject (an e-mail, a client network…). Two kinds:
// - fixed windows starting at their first hit (`hit`/`peek`): right for a cooldown (`max: 1`), where a
//   window boundary cannot double anything;
// - token buckets (`take`/`look`, GCRA): a budget of `max` that refills continuously at `max` per
//   `windowSeconds`, so no boundary lets a second full budget through right after the first.
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/errors.js';
import { rateLimits } from '../db/schema.js';

/** A limit: at most `max` hits per window of `windowSeconds`, the window starting at its first hit. */
export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

/** The state of one counter after a hit (or a look). */
export interface LimitState {
  /** Hits in the current window, this one included. */
  count: number;
  /** `count <= max`: the hit is within the limit. */
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1), for `Retry-After`. */
  retryAfterSeconds: number;
}

const windowOf = (limit: Limit) => sql`make_interval(secs => ${limit.windowSeconds})`;

function stateOf(limit: Limit, count: number, remaining: number | string): LimitState {
  return {
    count,
    allowed: count <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(remaining))),
  };
}

/**
 * Counts one hit of `key` against `limit` and answers whether it is allowed. Atomic across processes:
 * concurrent hits each see a distinct count. A refused hit counts too but never extends the window.
 */
export async function hit(db: Executor, limit: Limit, key: string): Promise<LimitState> {
  const expired = sql`${rateLimits.windowStart} <= now() - ${windowOf(limit)}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ scope: limit.scope, key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      count: rateLimits.count,
      remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${windowOf(limit)} - now()))`,
    });
  if (!row) throw new Error(`rate limit ${limit.scope}: the upsert returned no row`);
  return stateOf(limit, row.count, row.remaining);
}

/**
 * The counter of `key` without counting a hit: `allowed` is false once the window holds `max` hits,
 * i.e. when one more hit would be refused.
 */
export async function peek(db: Executor, limit: Limit, key: string): Promise<LimitState> {
  const [row] = await db
    .select({
      count: rateLimits.count,
      remaining: sql<string>`extract(epoch from (${rateLimits.windowStart} + ${windowOf(limit)} - now()))`,
    })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.scope, limit.scope),
        eq(rateLimits.key, key),
        sql`${rateLimits.windowStart} > now() - ${windowOf(limit)}`,
      ),
    )
    .limit(1);
  if (!row) return { count: 0, allowed: true, retryAfterSeconds: 1 };
  return { ...stateOf(limit, row.count, row.remaining), allowed: row.count < limit.max };
}

/** Forgets the counter of `key` (e.g. a hit whose action failed and should not cost the user). */
export async function reset(db: Executor, limit: Limit, key: string): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.scope, limit.scope), eq(rateLimits.key, key)));
}

/** Deletes counters whose window ended more than `olderThanSeconds` ago (housekeeping). */
export async function purgeOlderThan(db: Executor, olderThanSeconds: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(secs => ${olderThanSeconds})`));
}

// ---------------------------------------------------------------------------------------------------------
// Token buckets (GCRA). One timestamp per key, the bucket's "theoretical arrival time" (TAT), stored in
// `window_start`: the bucket is full when TAT <= now, each hit moves TAT forward by the emission interval
// T = window / max, and a hit is refused when it would move TAT more than a window past now. So at most
// `max` hits at once, then one per T: at most max + n·max/window hits in any span of n seconds.

const intervalOf = (limit: Limit) => sql`make_interval(secs => ${limit.windowSeconds / limit.max})`;
/** Seconds from now to a bucket's TAT (negative when the bucket is full). */
const aheadOf = sql<string>`extract(epoch from (${rateLimits.windowStart} - now()))`;

/**
 * Takes one token of `key`'s bucket when there is one. Atomic across processes; a refused hit changes
 * nothing. `retryAfterSeconds` says when the next token comes (refused) or when the bucket is full again.
 */
export async function take(db: Executor, limit: Limit, key: string): Promise<LimitState> {
  const result = (await db.execute(
    takeEachStatement(limit, sql`SELECT ${key}::text AS key`),
  )) as unknown as {
    rows: TakenRow[];
  };
  return takenState(limit, result.rows[0]);
}

/** What {@link takeEachStatement} returns: 1 when a token was taken, and the bucket's TAT from now. */
export interface TakenRow {
  taken: number;
  ahead: number | string;
}

/**
 * One token of each bucket `keys` names (a SELECT of one column `key`, each key once), as one statement
 * RETURNING `key` and {@link TakenRow} for each: to run alone, or as a CTE of a larger statement. The rows
 * are taken in the order of their keys, so two such statements over the same buckets wait for each other
 * instead of deadlocking.
 */
export function takeEachStatement(limit: Limit, keys: SQL): SQL {
  const tat = sql`greatest(${rateLimits.windowStart}, now())`;
  const fits = sql`${tat} + ${intervalOf(limit)} <= now() + ${windowOf(limit)}`;
  return sql`INSERT INTO ${rateLimits} (scope, key, count, window_start)
    SELECT ${limit.scope}, asked.key, 1, now() + ${intervalOf(limit)}
    FROM (${keys}) AS asked ORDER BY asked.key
    ON CONFLICT (scope, key) DO UPDATE SET
      count = CASE WHEN ${fits} THEN 1 ELSE 0 END,
      window_start = CASE WHEN ${fits} THEN ${tat} + ${intervalOf(limit)} ELSE ${rateLimits.windowStart} END
    RETURNING key, count AS taken, ${aheadOf} AS ahead`;
}

/** The state of a bucket from {@link takeEachStatement}'s row. */
export function takenState(limit: Limit, row: TakenRow | undefined): LimitState {
  if (!row) throw new Error(`rate limit ${limit.scope}: the upsert returned no row`);
  return bucketState(limit, Number(row.ahead), Number(row.taken) === 1);
}

/** `key`'s bucket without taking a token: `allowed` is whether one more hit would be allowed. */
export async function look(db: Executor, limit: Limit, key: string): Promise<LimitState> {
  const [row] = await db
    .select({ ahead: aheadOf })
    .from(rateLimits)
    .where(and(eq(rateLimits.scope, limit.scope), eq(rateLimits.key, key)))
    .limit(1);
  return lookedState(limit, row?.ahead);
}

/**
 * {@link look}, holding the bucket's row locked until the transaction `db` ends (a full bucket's row is
 * created for it): transactions that hold the same key run one after the other, so each sees the tokens
 * the previous one took.
 */
export async function hold(db: Executor, limit: Limit, key: string): Promise<LimitState> {
  const [row] = await db
    .insert(rateLimits)
    .values({ scope: limit.scope, key, count: 0, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: [rateLimits.scope, rateLimits.key],
      set: { count: sql`${rateLimits.count}` },
    })
    .returning({ ahead: aheadOf });
  if (!row) throw new Error(`rate limit ${limit.scope}: the upsert returned no row`);
  return lookedState(limit, row.ahead);
}

/** Gives back one token taken from `key`'s bucket (e.g. for a mail that could not be sent). */
export async function refund(db: Executor, limit: Limit, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ windowStart: sql`${rateLimits.windowStart} - ${intervalOf(limit)}` })
    .where(and(eq(rateLimits.scope, limit.scope), eq(rateLimits.key, key)));
}

function lookedState(limit: Limit, aheadText: string | undefined): LimitState {
  const ahead = Math.max(0, Number(aheadText ?? 0));
  const interval = limit.windowSeconds / limit.max;
  return bucketState(limit, ahead, ahead + interval <= limit.windowSeconds + 1e-6);
}

/** The state of a bucket whose TAT is `ahead` seconds from now (after the hit, when there was one). */
function bucketState(limit: Limit, ahead: number, allowed: boolean): LimitState {
  const interval = limit.windowSeconds / limit.max;
  const used = Math.max(0, Math.ceil(ahead / interval - 1e-9));
  // Refused: the next token comes when TAT + T fits in the window again.
  const wait = allowed ? ahead : ahead + interval - limit.windowSeconds;
  return { count: used, allowed, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
}
