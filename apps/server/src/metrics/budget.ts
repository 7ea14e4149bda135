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
// first event of a visitor in a process costs one statement: its admission rows in rate_limits (known
// already, or new) and, for a new visitor, a token of the bucket in the same round trip. When an address's bucket is empty this process
// refuses its new visitors without a query until the bucket's next token is due, so a flood costs no
// database work; a visitor another process admitted before the flood, seen here for the first time during
// it, is not counted here meanwhile (its events through the other process still are).
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.js';
import type { storeEvents } from '../db/schema.js';
import { takeStatement, takenState, type Limit } from '../rate-limit/index.js';
import { Shield } from '../rate-limit/shield.js';
import { ADMISSION_SCOPES, NEW_VISITORS_SCOPE } from './retention.js';

type EventRow = typeof storeEvents.$inferInsert;

/** New visitors per store and client address: 30 at once, then one a minute (1,440 a day). */
export const NEW_VISITORS: Limit = { scope: NEW_VISITORS_SCOPE, max: 30, windowSeconds: 30 * 60 };

/** Events of one visitor (hash and tab) in a process: 30 at once, then one every 2 seconds. */
export const VISITOR_EVENTS = { burst: 30, perSecond: 0.5 } as const;

const [VISITOR_SCOPE, TAB_SCOPE] = ADMISSION_SCOPES;

/** Answers whether an event is within the budget (and should be stored). */
export class VisitBudget {
  /** Visitor keys (hash and tab) admitted today, as this process knows them. */
  private readonly admitted = new LRUCache<string, true>({ max: 200_000 });
  /** Until when (ms of `now`) an address's bucket is known to be empty, by store and address. */
  private readonly refusedUntil = new LRUCache<string, number>({ max: 100_000 });
  private readonly events: Shield;

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
   * address `client` (clientLimitKey: a keyed hash, never the address). Orders are always within it (orders have limits of their own,
   * and a conversion must not be lost).
   */
  async admit(row: EventRow, client: string): Promise<boolean> {
    if (row.kind === 'order') return true;
    const key = `${row.visitor}|${row.tab ?? ''}`;
    if (!this.events.allow(key)) return false;
    if (this.admitted.has(key)) return true;
    const bucket = `${row.storeId}|${client}`;
    const nowMs = this.now().getTime();
    const until = this.refusedUntil.get(bucket);
    if (until !== undefined && until > nowMs) return false;

    const isTab = row.tab != null;
    const at = (row.at ?? this.now()).toISOString();
    // One statement: the key's admission row (new or known); for a new key, its visitor's row (created,
    // or one more tab counted); and when that makes a new visitor or a further tab, a token of the
    // address's bucket.
    const result = (await this.db.execute(sql`
      WITH tab AS (
        INSERT INTO rate_limits (scope, key, count, window_start)
        VALUES (${TAB_SCOPE}, ${key}, 1, ${at}::timestamptz)
        ON CONFLICT (scope, key) DO NOTHING
        RETURNING 1
      ), visitor AS (
        INSERT INTO rate_limits (scope, key, count, window_start)
        SELECT ${VISITOR_SCOPE}, ${row.visitor}, ${isTab ? 1 : 0}, ${at}::timestamptz
        WHERE EXISTS (SELECT 1 FROM tab)
        ON CONFLICT (scope, key) DO UPDATE SET count = rate_limits.count + excluded.count
        RETURNING count, (xmax = 0) AS created
      ), bucket AS (
        ${takeStatement(
          NEW_VISITORS,
          bucket,
          sql`EXISTS (SELECT 1 FROM visitor WHERE created OR (${isTab} AND count > 1))`,
        )}
      )
      SELECT coalesce((SELECT created FROM visitor), false) AS created,
        (SELECT taken FROM bucket) AS taken, (SELECT ahead FROM bucket) AS ahead
    `)) as unknown as {
      rows: { created: boolean; taken: number | null; ahead: number | string | null }[];
    };
    const state = result.rows[0];
    if (!state) throw new Error('visit budget: the admission returned no row');
    // No token asked: known already (another process admitted it), or the first tab of a visitor
    // counted without one.
    if (state.taken === null || state.ahead === null) {
      this.admitted.set(key, true);
      return true;
    }
    const taken = takenState(NEW_VISITORS, { taken: state.taken, ahead: state.ahead });
    if (taken.allowed) {
      this.admitted.set(key, true);
      return true;
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
    return false;
  }
}
