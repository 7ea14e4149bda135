// Fixed-window counters in the `rate_limits` table, shared by every server process (ARCHITECTURE.md
// "Scale"): one atomic upsert per hit, timed by the database's clock so processes with skewed clocks
// still agree. `scope` names the limit, `key` its subject (an e-mail, an IP address…).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../auth/db-errors.js';
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
