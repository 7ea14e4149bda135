// Recording storefront events cheaply: every event is one row appended to store_events, written by a
// group commit (one multi-row INSERT while the previous one runs), never a read-modify-write of a
// counter. Page views do not wait for it; the beacon call does (its answer says the event is stored).
import { createHash, randomBytes } from 'node:crypto';
import { isAutomatedAgent, isPrefetch, type StoreEventKind } from '@panel/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { metricSalts, storeEvents } from '../db/schema.js';
import { ensureEventPartitions, isMissingPartition } from './retention.js';
import { localDay } from './rollup.js';

/** The day of `at` in `timeZone` (a store's), `YYYY-MM-DD`: the day of the salt its visitors are hashed under. */
export const dayOf = (at: Date, timeZone = 'UTC'): string => localDay(at, timeZone);

/** The most rows one INSERT carries. */
const MAX_BATCH = 1000;

type EventRow = typeof storeEvents.$inferInsert;

/** How long a page view waits for others to share its insert. */
const DEFER_MS = 50;

/** Batches written at the same time (each on its own pooled connection). */
const PARALLEL_BATCHES = 4;

/**
 * Appends events with group commit (one plain multi-row INSERT per batch): an event is written at once
 * when fewer than {@link PARALLEL_BATCHES} inserts are running, else it joins the batch gathering meanwhile.
 */
export class EventWriter {
  private pending: EventRow[] = [];
  /** One per pending row: settles with the row's batch. */
  private waiters: {
    resolve: () => void;
    reject: (err: unknown) => void;
    done: Promise<void>;
  }[] = [];
  private readonly drains = new Set<Promise<void>>();
  /** The inserts running now (each settles once its rows are stored or failed). */
  private readonly writing = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Queues one event; resolves once its batch is stored. `deferred` (a page view, nobody waits): written
   * with whatever else arrives within {@link DEFER_MS}, so a busy store's views share one insert.
   */
  add(row: EventRow, deferred = false): Promise<void> {
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiters.push({ resolve, reject, done });
    this.pending.push(row);
    if (!deferred) this.start();
    else this.timer ??= setTimeout(() => this.start(), DEFER_MS);
    return done;
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.drains.size < PARALLEL_BATCHES) {
      const drain: Promise<void> = this.drain().finally(() => this.drains.delete(drain));
      this.drains.add(drain);
    }
  }

  /**
   * Resolves when everything queued before the call is written (or failed). Never waits for events that
   * arrive meanwhile: under a steady stream of page views the drains never go idle, and a caller (the
   * dashboard) would wait as long as the stream lasts.
   */
  async flush(): Promise<void> {
    const queued = [...this.waiters.map((w) => w.done), ...this.writing];
    if (this.pending.length > 0) this.start();
    await Promise.allSettled(queued);
  }

  /**
   * One multi-row INSERT; when a row's day has no partition yet (store_events is partitioned by day:
   * retention.ts), the missing partitions are made and the INSERT runs once more.
   */
  private async insert(rows: EventRow[]): Promise<void> {
    try {
      await this.db.insert(storeEvents).values(rows);
    } catch (err) {
      if (!isMissingPartition(err)) throw err;
      await ensureEventPartitions(
        this.db,
        rows.map((row) => row.at ?? new Date()),
      );
      await this.db.insert(storeEvents).values(rows);
    }
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const rows = this.pending.splice(0, MAX_BATCH);
      const waiters = this.waiters.splice(0, rows.length);
      // One statement, one round trip: the page views of a busy store share it.
      const insert = this.insert(rows);
      this.writing.add(insert);
      try {
        await insert;
        waiters.forEach((w) => w.resolve());
      } catch (err) {
        // A store deleted meanwhile fails its batch's foreign key: those few events are lost, no more.
        waiters.forEach((w) => w.reject(err));
      } finally {
        this.writing.delete(insert);
      }
    }
  }
}

/**
 * The salt of a store's day, shared by every process through metric_salts (created by whichever asks
 * first) and deleted by the roll-up job once that day is over in every time zone. A store's visitors are
 * hashed under the salt of its local day (issue 21: a visit across 21:00 in Buenos Aires — UTC midnight —
 * keeps its visitor); stores in different zones may be on different days, so this process keeps the
 * salts of the few days some zone is on.
 */
export class DaySalts {
  private readonly cached = new Map<string, Promise<string>>();

  constructor(private readonly db: Db) {}

  salt(now: Date, timeZone = 'UTC'): Promise<string> {
    const day = dayOf(now, timeZone);
    let salt = this.cached.get(day);
    if (!salt) {
      // At most three days are current somewhere on earth: older ones are forgotten.
      if (this.cached.size >= 3) {
        for (const old of [...this.cached.keys()].sort().slice(0, this.cached.size - 2)) {
          this.cached.delete(old);
        }
      }
      const loading = this.load(day);
      salt = loading;
      this.cached.set(day, loading);
      loading.catch(() => {
        if (this.cached.get(day) === loading) this.cached.delete(day);
      });
    }
    return salt;
  }

  private async load(day: string): Promise<string> {
    await this.db
      .insert(metricSalts)
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db
      .select({ salt: metricSalts.salt })
      .from(metricSalts)
      .where(sql`${metricSalts.day} = ${day}`);
    if (!row) throw new Error('no salt for today');
    return row.salt;
  }
}

/** A hash under the day's salt: 128 bits, base64url. */
function saltedHash(salt: string, ...parts: string[]): string {
  const hash = createHash('sha256').update(salt);
  for (const part of parts) hash.update('\0').update(part);
  return hash.digest('base64url').slice(0, 22);
}

/** The beacon's per-tab id: random, from the page's script. */
export const TAB_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The query marker of the panel's 'Ver tienda' link: that page view is the merchant's own. */
export const OWNER_MARKER = 'desde';
export const OWNER_MARKER_VALUE = 'panel';

/** Why a request is not a visitor's, or null: automated agents, link previews and prefetches. */
export function notAVisitor(request: FastifyRequest): string | null {
  if (isAutomatedAgent(request.headers['user-agent'])) return 'automated agent';
  if (isPrefetch(request.headers)) return 'prefetch';
  return null;
}

export interface EventInput {
  storeId: string;
  kind: StoreEventKind;
  /** The page script's per-tab id (beacon, or a form's hidden field), when it ran. */
  tab?: string | undefined;
  owner?: boolean;
}

/** The row of one event of `request`: the visitor as hashes under today's salt, never the address. */
export async function eventRow(
  salts: DaySalts,
  request: FastifyRequest,
  input: EventInput,
  now: Date,
  timeZone = 'UTC',
): Promise<EventRow> {
  const salt = await salts.salt(now, timeZone);
  const tab = input.tab && TAB_ID.test(input.tab) ? saltedHash(salt, 'tab', input.tab) : null;
  return {
    storeId: input.storeId,
    at: now,
    kind: input.kind,
    visitor: saltedHash(salt, input.storeId, request.ip, request.headers['user-agent'] ?? ''),
    tab,
    owner: input.owner ?? false,
  };
}
