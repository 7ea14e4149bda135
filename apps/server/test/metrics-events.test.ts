// An event's row and the day salts it is hashed under (metrics/events.ts eventRow, DaySalts), called
// directly on a database (PGlite, and PostgreSQL too with TEST_DATABASE_URL) with requests made of an
// address and a user agent: what the row keeps of a visitor (hashes, never the address), which tab ids
// count, and which salts a process keeps.
//
// Seen failing, each once: the hash's separator emptied (an address and an agent that run together hashed
// as another visitor's), the missing agent read as a word, the tab id's bounds (15 and 65 characters
// taken, 16 and 64 refused), the salts kept past three days (`>= 3` made `>`), or the newest dropped
// instead of the oldest (the keys unsorted), a failed salt read kept (every later event failed), the
// store's zone ignored for the salt's day, and `owner` taken as true when not given; in EventWriter, a
// beacon's event deferred like a page view, a fifth insert at once (`<` made `<=` or true), a batch
// over 1000 rows, a batch's waiters taken beyond its rows (the later events settled before they were
// stored), a failed batch's events resolved, a drain never forgotten (no more inserts after four), and
// flush leaving waiting page views to their timer (`this.pending.length > 0` made false), and a missing
// partition's error thrown instead of the partition made (`!isMissingPartition(err)` made true or
// negated).
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.js';
import { DaySalts, EventWriter, eventRow, type EventInput } from '../src/metrics/events.js';
import { eventPartitions } from '../src/metrics/retention.js';
import { backends, createMerchant, suiteDatabase } from './helpers.js';

const STORE = '00000000-0000-4000-8000-0000000000a1';
const OTHER_STORE = '00000000-0000-4000-8000-0000000000a2';

/** What eventRow reads of a request: its address and its user agent. */
const request = (ip: string, userAgent?: string) =>
  ({ ip, headers: userAgent === undefined ? {} : { 'user-agent': userAgent } }) as FastifyRequest;

/**
 * A database whose inserts take `ms` each, recording each insert's rows (by `n`) as it starts, the rows
 * stored as it ends and the most running at once; an insert with a row in `failing` fails (a store
 * deleted meanwhile). EventWriter only inserts.
 */
function slowDb(ms: number, failing = new Set<number>()) {
  const inserts: number[][] = [];
  const stored = new Set<number>();
  let running = 0;
  let most = 0;
  const db = {
    insert: () => ({
      values: async (rows: { n: number }[]) => {
        inserts.push(rows.map((row) => row.n));
        running += 1;
        most = Math.max(most, running);
        try {
          if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms));
          if (rows.some((row) => failing.has(row.n))) throw new Error('foreign key');
          for (const row of rows) stored.add(row.n);
        } finally {
          running -= 1;
        }
      },
    }),
  } as unknown as Db;
  return { db, inserts, stored, most: () => most };
}

const event = (n: number) => ({ n }) as unknown as Parameters<EventWriter['add']>[0];

describe('EventWriter’s group commit', () => {
  it('writes a beacon’s event at once, and page views that arrive together in one insert', async () => {
    const { db, inserts } = slowDb(1);
    const writer = new EventWriter(db);
    const beacon = writer.add(event(0));
    // Started before add() returned: nobody waits for a timer.
    expect(inserts).toEqual([[0]]);
    await beacon;
    const views = Array.from({ length: 10 }, (_, i) => writer.add(event(i + 1), true));
    expect(inserts).toHaveLength(1);
    await Promise.all(views);
    expect(inserts).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
  });

  it('runs four inserts at most; what arrives meanwhile waits, in batches of 1000 at most', async () => {
    const { db, inserts, stored, most } = slowDb(20);
    const writer = new EventWriter(db);
    const all = Array.from({ length: 2504 }, (_, i) =>
      writer.add(event(i)).then(() => stored.has(i)),
    );
    // Each event's promise settles once its own row is stored, not with an earlier batch.
    expect(await Promise.all(all)).toEqual(all.map(() => true));
    expect(most()).toBe(4);
    // The first four went alone; the other 2,500 in batches of at most 1000.
    expect(inserts.slice(0, 4)).toEqual([[0], [1], [2], [3]]);
    expect(inserts.slice(4).map((rows) => rows.length)).toEqual([1000, 1000, 500]);
    expect(inserts.flat().sort((a, b) => a - b)).toEqual(all.map((_, i) => i));
  });

  it('writes the page views waiting for their 50 ms as soon as flush is called', async () => {
    // The clock of the writer's timer stands still: only flush can start the views' insert.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { db, inserts } = slowDb(0);
      const writer = new EventWriter(db);
      void writer.add(event(1), true);
      void writer.add(event(2), true);
      let flushed = false;
      void writer.flush().then(() => (flushed = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(flushed).toBe(true);
      expect(inserts).toEqual([[1, 2]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the events of a failed insert alone, and goes on writing', async () => {
    const { db, inserts } = slowDb(5, new Set([5]));
    const writer = new EventWriter(db);
    // Four inserts at once, then 4…9 in one batch, which fails on the 5.
    const first = Array.from({ length: 4 }, (_, i) => writer.add(event(i)));
    const batch = Array.from({ length: 6 }, (_, i) => writer.add(event(i + 4)));
    const results = await Promise.allSettled([...first, ...batch]);
    expect(results.map((r) => r.status)).toEqual([
      ...Array<string>(4).fill('fulfilled'),
      ...Array<string>(6).fill('rejected'),
    ]);
    // The next event is written.
    await writer.add(event(10));
    expect(inserts.at(-1)).toEqual([10]);
  });
});

describe.each(backends)('an event’s row and its day salts (%s)', (backend) => {
  const database = suiteDatabase(backend);
  const noon = new Date('2026-11-28T12:00:00Z');

  const salts = () => new DaySalts(database.db);
  const row = (
    req: FastifyRequest,
    input: Partial<EventInput> = {},
    at = noon,
    using = salts(),
    zone = 'UTC',
  ) => eventRow(using, req, { storeId: STORE, kind: 'view', ...input }, at, zone);

  it('names the visitor by a hash of the store, the address and the agent, never the address', async () => {
    const phone = request('192.0.2.1', 'Mozilla/5.0 (Linux; Android 10; K)');
    const seen = await row(phone);
    expect(seen).toMatchObject({ storeId: STORE, at: noon, kind: 'view', tab: null, owner: false });
    expect(seen.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(seen.visitor).not.toContain('192.0.2.1');
    // The same phone again (another process too: the salt is shared): the same visitor.
    expect((await row(phone)).visitor).toBe(seen.visitor);
    const others = await Promise.all([
      row(phone, { storeId: OTHER_STORE }),
      row(request('192.0.2.2', 'Mozilla/5.0 (Linux; Android 10; K)')),
      row(request('192.0.2.1', 'Mozilla/5.0 (iPhone)')),
      // The next day's salt.
      row(phone, {}, new Date(noon.getTime() + 86_400_000)),
    ]);
    for (const other of others) expect(other.visitor).not.toBe(seen.visitor);
  });

  it('keeps the address and the agent apart: run together they are another visitor', async () => {
    const a = await row(request('192.0.2.1', '0'));
    const b = await row(request('192.0.2.10', ''));
    expect(a.visitor).not.toBe(b.visitor);
    // No agent is the empty agent.
    expect((await row(request('192.0.2.10'))).visitor).toBe(b.visitor);
  });

  it('takes a tab id of 16 to 64 letters, digits, - and _, hashed; anything else is no tab', async () => {
    const phone = request('192.0.2.1', 'Android');
    for (const tab of ['a'.repeat(16), 'Z9_-'.repeat(16)]) {
      const seen = await row(phone, { tab });
      expect(seen.tab).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(seen.tab).not.toBe(tab);
    }
    const one = await row(phone, { tab: 'a'.repeat(16) });
    expect((await row(phone, { tab: 'b'.repeat(16) })).tab).not.toBe(one.tab);
    for (const tab of [
      'a'.repeat(15),
      'a'.repeat(65),
      `${'a'.repeat(16)}.`,
      `${'a'.repeat(16)}\n`,
      '',
    ]) {
      expect((await row(phone, { tab })).tab).toBeNull();
    }
    expect((await row(phone, { owner: true })).owner).toBe(true);
  });

  it('hashes under the store’s own day: a Buenos Aires evening is not the next UTC day', async () => {
    const using = salts();
    const phone = request('192.0.2.1', 'Android');
    // 21:30 and 23:30 in Buenos Aires, on either side of midnight UTC: one local day, one visitor.
    const before = await row(
      phone,
      {},
      new Date('2026-11-28T00:30:00Z'),
      using,
      'America/Argentina/Buenos_Aires',
    );
    const after = await row(
      phone,
      {},
      new Date('2026-11-28T02:30:00Z'),
      using,
      'America/Argentina/Buenos_Aires',
    );
    expect(after.visitor).toBe(before.visitor);
    // In UTC those are two days, two visitors.
    const utc = await row(phone, {}, new Date('2026-11-28T00:30:00Z'), using, 'UTC');
    expect(utc.visitor).not.toBe(before.visitor);
  });

  it('keeps the salts of the three newest days it was asked for, and reads a forgotten one again', async () => {
    const using = salts();
    const day = (d: number) => new Date(Date.UTC(2030, 0, d, 12));
    // Asked out of order: the 3rd, the 1st, the 2nd.
    const kept = new Map<number, string>();
    for (const d of [3, 1, 2]) kept.set(d, await using.salt(day(d)));
    // The stored salts are deleted (the roll-up job's forgetOld): a day this process keeps answers
    // its salt still; a day it forgot gets a new one.
    await database.db.execute(
      sql`DELETE FROM metric_salts WHERE day BETWEEN '2030-01-01' AND '2030-01-04'`,
    );
    expect(await using.salt(day(3))).toBe(kept.get(3));
    // A fourth day: the oldest (the 1st) is forgotten, the 2nd and the 3rd stay.
    await using.salt(day(4));
    expect(await using.salt(day(2))).toBe(kept.get(2));
    expect(await using.salt(day(3))).toBe(kept.get(3));
    expect(await using.salt(day(1))).not.toBe(kept.get(1));
  });

  it('makes the partition of a day that has none and writes the event; a gone store’s event fails', async () => {
    const writer = new EventWriter(database.db);
    const { storeId } = await createMerchant(database.db, {
      link: `eventos${Date.now().toString(36)}`,
    });
    const at = new Date('2033-07-01T12:00:00Z');
    await writer.add({ storeId, at, kind: 'view', visitor: 'v' });
    expect(await eventPartitions(database.db)).toContain('store_events_p20330701');
    const [stored] = (
      (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM store_events WHERE store_id = ${storeId}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(stored?.n).toBe(1);
    // Any other failure is the caller's: a store deleted meanwhile fails its foreign key.
    await expect(
      writer.add({ storeId: OTHER_STORE, at, kind: 'view', visitor: 'v' }),
    ).rejects.toThrow();
  });

  it('does not keep a salt read that failed: the next event reads it again', async () => {
    const using = salts();
    const at = new Date('2030-02-01T12:00:00Z');
    await database.db.execute(sql`ALTER TABLE metric_salts RENAME TO metric_salts_away`);
    try {
      await expect(using.salt(at)).rejects.toThrow();
    } finally {
      await database.db.execute(sql`ALTER TABLE metric_salts_away RENAME TO metric_salts`);
    }
    expect(await using.salt(at)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
