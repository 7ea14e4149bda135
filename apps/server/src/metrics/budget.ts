// The visitor budget (issue 19): visits cannot be bought for free. Per store and client address (an IPv4
// address or an IPv6 /64: rate-limit/client-key.ts; `request.ip`, so TRUST_PROXY decides which hop is the
// client), new visitors come from a token bucket in the database — a burst of NEW_VISITORS.max, then one
// a minute — shared by every process (rate-limit `take`, GCRA). And each visitor's events come from a
// small bucket of its own in this process. Over budget, the caller still answers as if counted (the page
// is served, the beacon answers `ok`); the event is simply not stored.
//
// A "visitor" is what the roll-up counts (rollup.ts): the salted hash of (store, address, user agent) and
// the tab the page script names, or none. A phone whose script runs is counted by its tabs and its
// script-less page views are dropped, so its first tab costs nothing more: a new visitor hash takes a
// token, and so does every tab of it after the first. So a hundred phones behind one carrier NAT cost a
// hundred tokens, however many pages they see; varied user agents or replayed beacons with new tab ids
// cost one token each.
//
// Cost: an event of a visitor this process has admitted today costs no query (an in-process cache). The
// first event of a visitor in a process is admitted by group commit: the admissions asked while one is
// being written go together in the next statement — its admission rows in rate_limits (known already or
// new), for a new visitor a token of its address's bucket, and the event itself when admitted — so a busy
// store's new visitors share round trips and commits (on a machine where a system call is dear, the
// round trips are most of an event's cost). A statement holds each visitor, tab and address once (a
// second ask of one of them waits for the next statement: a bucket's tokens are taken one statement after
// the other). When an address's bucket is empty this process refuses its new visitors without a query until the bucket's
// next token is due, so a flood costs no database work; a visitor another process admitted before the
// flood, seen here for the first time during it, is not counted here meanwhile (its events through the
// other process still are).
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import type { storeEvents } from '../db/schema.js';
import { takeEachStatement, takenState, type Limit } from '../rate-limit/index.js';
import { Shield } from '../rate-limit/shield.js';
import {
  ADMISSION_SCOPES,
  ensureEventPartitions,
  isMissingPartition,
  NEW_VISITORS_SCOPE,
} from './retention.js';

type EventRow = typeof storeEvents.$inferInsert;

/** New visitors per store and client address: 30 at once, then one a minute (1,440 a day). */
export const NEW_VISITORS: Limit = { scope: NEW_VISITORS_SCOPE, max: 30, windowSeconds: 30 * 60 };

/** Events of one visitor (hash and tab) in a process: 30 at once, then one every 2 seconds. */
export const VISITOR_EVENTS = { burst: 30, perSecond: 0.5 } as const;

const [VISITOR_SCOPE, TAB_SCOPE] = ADMISSION_SCOPES;

/** Admissions written by one statement at most. */
const MAX_BATCH = 200;

/**
 * Admission statements running at once: one, so the asks of a busy moment gather into the next (measured
 * at c=10 on PostgreSQL: 2,750 beacons of new visitors a second with one, 2,550 with two).
 */
const PARALLEL_BATCHES = 1;

/** One visitor key asking for its admission, with the event to store when admitted. */
interface Ask {
  event: EventRow;
  /** The visitor's hash and tab. */
  key: string;
  /** The address's bucket of new visitors: store and client key. */
  bucket: string;
  /** Settles with the statement's answer, or `refused` when its bucket was found empty meanwhile. */
  settle: { resolve: (answer: Answer | 'refused') => void; reject: (err: unknown) => void };
}

/** What the statement found for one ask (see {@link VisitBudget.write}). */
interface Answer {
  created: boolean;
  taken: number | null;
  ahead: number | string | null;
}

/**
 * What became of an event: over the budget (not stored); within it, for the caller to store; or within
 * it and stored already, by the statement that admitted its visitor.
 */
export type Admission = 'refused' | 'admitted' | 'stored';

/** Answers whether an event is within the budget, and stores the event of a visitor it admits. */
export class VisitBudget {
  /** Visitor keys (hash and tab) admitted today, as this process knows them. */
  private readonly admitted = new LRUCache<string, true>({ max: 200_000 });
  /** Until when (ms of `now`) an address's bucket is known to be empty, by store and address. */
  private readonly refusedUntil = new LRUCache<string, number>({ max: 100_000 });
  private readonly events: Shield;
  /** Asks waiting for a statement, oldest first. */
  private queue: Ask[] = [];
  private running = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {
    this.events = new Shield(VISITOR_EVENTS.burst, VISITOR_EVENTS.perSecond, 200_000, () =>
      this.now().getTime(),
    );
  }

  /**
   * Whether `row` (an event of a visitor, not yet stored) is within the budget of its store and client
   * address `client` (clientLimitKey: a keyed hash, never the address); the event of a visitor admitted
   * here and now is stored with its admission. Orders are always within it (orders have limits of their
   * own, and a conversion must not be lost).
   */
  async admit(row: EventRow, client: string): Promise<Admission> {
    if (row.kind === 'order') return 'admitted';
    const key = `${row.visitor}|${row.tab ?? ''}`;
    if (!this.events.allow(key)) return 'refused';
    if (this.admitted.has(key)) return 'admitted';
    const bucket = `${row.storeId}|${client}`;
    const nowMs = this.now().getTime();
    const until = this.refusedUntil.get(bucket);
    if (until !== undefined && until > nowMs) return 'refused';

    const state = await new Promise<Answer | 'refused'>((resolve, reject) => {
      this.queue.push({ event: row, key, bucket, settle: { resolve, reject } });
      this.pump();
    });
    if (state === 'refused') return 'refused';
    // No token asked: known already (another process admitted it), or the first tab of a visitor
    // counted without one.
    if (state.taken === null || state.ahead === null) {
      this.admitted.set(key, true);
      return 'stored';
    }
    const taken = takenState(NEW_VISITORS, { taken: state.taken, ahead: state.ahead });
    if (taken.allowed) {
      this.admitted.set(key, true);
      return 'stored';
    }
    this.refusedUntil.set(bucket, nowMs + taken.retryAfterSeconds * 1000);
    // Not admitted: its admission goes, so its next event asks again (and is refused while the bucket
    // is empty).
    await this.db.execute(sql`DELETE FROM rate_limits WHERE scope = ${TAB_SCOPE} AND key = ${key}`);
    await this.db.execute(
      state.created
        ? sql`DELETE FROM rate_limits WHERE scope = ${VISITOR_SCOPE} AND key = ${row.visitor}`
        : sql`UPDATE rate_limits SET count = count - 1
              WHERE scope = ${VISITOR_SCOPE} AND key = ${row.visitor}`,
    );
    return 'refused';
  }

  /**
   * Starts statements while fewer than {@link PARALLEL_BATCHES} run: each takes the oldest asks whose
   * key, visitor and bucket no earlier ask of it has; the others stay queued for the next. An ask whose
   * bucket a statement found empty meanwhile is refused without one (a flood from one address queues
   * many).
   */
  private pump(): void {
    while (this.running < PARALLEL_BATCHES && this.queue.length > 0) {
      const batch: Ask[] = [];
      const rest: Ask[] = [];
      const seen = new Set<string>();
      const nowMs = this.now().getTime();
      for (const ask of this.queue) {
        const names = [`k${ask.key}`, `v${ask.event.visitor}`, `b${ask.bucket}`];
        if ((this.refusedUntil.get(ask.bucket) ?? 0) > nowMs) ask.settle.resolve('refused');
        else if (batch.length < MAX_BATCH && !names.some((name) => seen.has(name))) {
          names.forEach((name) => seen.add(name));
          batch.push(ask);
        } else rest.push(ask);
      }
      this.queue = rest;
      if (batch.length === 0) return;
      this.running += 1;
      void this.write(batch).finally(() => {
        this.running -= 1;
        this.pump();
      });
    }
  }

  /**
   * One statement for `batch`: each key's admission row (new or known); for a new key, its visitor's row
   * (created, or one more tab counted); when that makes a new visitor or a further tab, a token of the
   * address's bucket; and the event of each key admitted (no token asked, or one taken). Each ask settles
   * with its own row of the answer. When an event's day has no partition yet (retention.ts), the
   * partitions are made and the statement runs once more.
   */
  private async write(batch: Ask[]): Promise<void> {
    try {
      let result;
      try {
        result = await this.statement(batch);
      } catch (err) {
        if (!isMissingPartition(err)) throw err;
        await ensureEventPartitions(
          this.db,
          batch.map((ask) => ask.event.at ?? this.now()),
        );
        result = await this.statement(batch);
      }
      const answers = new Map(result.map((row) => [Number(row.i), row]));
      batch.forEach((ask, i) => {
        const answer = answers.get(i);
        if (answer) ask.settle.resolve(answer);
        else ask.settle.reject(new Error('visit budget: the admission returned no row'));
      });
    } catch (err) {
      batch.forEach((ask) => ask.settle.reject(err));
    }
  }

  private async statement(batch: Ask[]): Promise<(Answer & { i: number })[]> {
    const input = sql.join(
      batch.map(
        ({ key, bucket, event }, i) =>
          sql`(${i}::int, ${key}::text, ${bucket}::text, ${event.storeId}::uuid,
            ${(event.at ?? this.now()).toISOString()}::timestamptz, ${event.kind}::text,
            ${event.visitor}::text, ${event.tab ?? null}::text, ${event.owner ?? false}::boolean)`,
      ),
      sql`, `,
    );
    // Rows are written in the order of their keys (tabs, then visitors, then buckets): two statements
    // over the same rows, in this process or another, wait for each other instead of deadlocking.
    const result = (await this.db.execute(sql`
      WITH input (i, key, bucket, store_id, at, kind, visitor, tab, owner) AS (
        VALUES ${input}
      ), tab AS (
        INSERT INTO rate_limits (scope, key, count, window_start)
        SELECT ${TAB_SCOPE}, key, 1, at FROM input ORDER BY key
        ON CONFLICT (scope, key) DO NOTHING
        RETURNING key
      ), visitor AS (
        INSERT INTO rate_limits (scope, key, count, window_start)
        SELECT ${VISITOR_SCOPE}, input.visitor, CASE WHEN input.tab IS NULL THEN 0 ELSE 1 END, input.at
        FROM input JOIN tab ON tab.key = input.key ORDER BY input.visitor
        ON CONFLICT (scope, key) DO UPDATE SET count = rate_limits.count + excluded.count
        RETURNING key, count, (xmax = 0) AS created
      ), bucket AS (
        ${takeEachStatement(
          NEW_VISITORS,
          sql`SELECT input.bucket AS key FROM input JOIN visitor ON visitor.key = input.visitor
              WHERE visitor.created OR (input.tab IS NOT NULL AND visitor.count > 1)`,
        )}
      ), answer AS (
        SELECT input.*, coalesce(visitor.created, false) AS created, bucket.taken, bucket.ahead
        FROM input
        LEFT JOIN visitor ON visitor.key = input.visitor
        LEFT JOIN bucket ON bucket.key = input.bucket
      ), stored AS (
        INSERT INTO store_events (store_id, at, kind, visitor, tab, owner)
        SELECT store_id, at, kind, visitor, tab, owner FROM answer
        WHERE taken IS NULL OR taken = 1
      )
      SELECT i, created, taken, ahead FROM answer
    `)) as unknown as { rows: (Answer & { i: number })[] };
    return result.rows;
  }
}
