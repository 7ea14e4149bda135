// The raw events' day partitions (metrics/retention.ts) called directly on a database (PGlite, and
// PostgreSQL too with TEST_DATABASE_URL): what ensureEventPartitions answers, processes making the same
// days at once, partitions the retention did not make, the retention giving up behind a lock, and which
// errors read as "no partition for this row".
//
// Seen failing, each once: the names made answered with a stray one (`made` started non-empty), a day
// that exists made again and answered (`existing.has` made false), days asked for none answered with a
// stray one; the advisory lock dropped (PostgreSQL: four processes making the same day at once failed on
// "already exists"); the partition pattern without `^` or without `$` (an operator's own partitions
// dropped as old days), a name outside the pattern read as a day (`day !== null` made true: the
// retention threw), the age test made `<=` or true (the oldest kept day, or every day, dropped);
// `SET LOCAL lock_timeout` emptied (the retention waited behind the lock instead of giving up); and in
// isMissingPartition, the depth bound, the null check (`cause: null` threw), each part of the
// code-and-message test, and its final `false`.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ensureEventPartitions,
  eventPartitions,
  isMissingPartition,
  partitionName,
  pruneEvents,
} from '../src/metrics/retention.js';
import { backends, suiteDatabase } from './helpers.js';

const DAY = 86_400_000;

/** PostgreSQL's refusal of a row no partition takes, as drizzle wraps it (the driver's error as cause). */
function noPartition(message = 'no partition of relation "store_events" found for row') {
  const driver = Object.assign(new Error(message), { code: '23514' });
  return new Error('Failed query: insert into "store_events" …', { cause: driver });
}

/** `err` wrapped in `levels` more errors, each the cause of the next. */
function wrapped(err: unknown, levels: number): unknown {
  let current = err;
  for (let i = 0; i < levels; i++) current = new Error('wrapped', { cause: current });
  return current;
}

describe('which errors say a row found no partition', () => {
  it('reads the code and the message of the error or of its causes, four deep at most', () => {
    expect(isMissingPartition(noPartition())).toBe(true);
    expect(isMissingPartition(noPartition().cause)).toBe(true);
    // The driver's error is one cause deep already: three more wrappers reach the limit of five.
    expect(isMissingPartition(wrapped(noPartition(), 3))).toBe(true);
    expect(isMissingPartition(wrapped(noPartition(), 4))).toBe(false);
  });

  it('answers false for any other error, and for what is no error', () => {
    // 23514 is every CHECK violation: only the partition's message counts.
    expect(isMissingPartition(noPartition('new row violates check constraint "x"'))).toBe(false);
    const otherCode = Object.assign(new Error('no partition of relation "store_events"'), {
      code: '23505',
    });
    expect(isMissingPartition(otherCode)).toBe(false);
    expect(isMissingPartition({ code: '23514', message: 42 })).toBe(false);
    expect(isMissingPartition({ code: '23514' })).toBe(false);
    expect(isMissingPartition(new Error('fallo', { cause: null }))).toBe(false);
    expect(isMissingPartition(null)).toBe(false);
    expect(isMissingPartition('no partition')).toBe(false);
    // An error that is its own cause: the depth bound ends the walk.
    const loop: { code: string; message: string; cause?: unknown } = { code: 'X', message: 'y' };
    loop.cause = loop;
    expect(isMissingPartition(loop)).toBe(false);
  });
});

describe.each(backends)('the raw events’ day partitions (%s)', (backend) => {
  const database = suiteDatabase(backend);

  const exists = async (name: string) => (await eventPartitions(database.db)).includes(name);

  it('makes the days asked for once each, and answers the names it made', async () => {
    const day = new Date('2031-03-10T15:00:00Z');
    const next = new Date(day.getTime() + DAY);
    // Two instants of one day are one partition.
    expect(
      await ensureEventPartitions(database.db, [day, new Date('2031-03-10T01:00:00Z'), next]),
    ).toEqual(['store_events_p20310310', 'store_events_p20310311']);
    expect(await exists(partitionName(day))).toBe(true);
    expect(await ensureEventPartitions(database.db, [day, next])).toEqual([]);
    expect(await ensureEventPartitions(database.db, [])).toEqual([]);
  });

  it.runIf(backend === 'postgres')(
    'lets four processes make the same days at once: each day made once, no failure',
    async () => {
      // Five rounds of new days: without the lock one round in a few gets by.
      for (let round = 1; round <= 5; round++) {
        const days = [1, 2, 3].map((d) => new Date(Date.UTC(2032, round, d, 12)));
        const made = await Promise.all(
          Array.from({ length: 4 }, () => ensureEventPartitions(database.db, days)),
        );
        expect(made.flat().sort()).toEqual(days.map(partitionName));
      }
    },
  );

  it('drops only the old days it made, never a partition named otherwise', async () => {
    const own = async (name: string, from: string) =>
      database.db.execute(
        sql.raw(
          `CREATE TABLE "${name}" PARTITION OF "store_events" FOR VALUES FROM ('${from}T00:00:00Z') ` +
            `TO ('${from}T23:59:59Z')`,
        ),
      );
    await own('store_events_p20250101_archivo', '2025-01-01');
    await own('archivo_store_events_p20250102', '2025-01-02');
    await own('store_events_archivo', '2025-01-03');
    // An old day, and the two days either side of the 35 kept before 28 November: the 24th of October
    // is the oldest kept, the 23rd the newest dropped.
    await ensureEventPartitions(database.db, [
      new Date('2025-01-04T12:00:00Z'),
      new Date('2026-10-23T12:00:00Z'),
      new Date('2026-10-24T12:00:00Z'),
    ]);

    const result = await pruneEvents(database.db, new Date('2026-11-28T12:00:00Z'));
    expect(result.dropped).toEqual(
      expect.arrayContaining(['store_events_p20250104', 'store_events_p20261023']),
    );
    const left = await eventPartitions(database.db);
    expect(left).not.toContain('store_events_p20250104');
    expect(left).not.toContain('store_events_p20261023');
    // The oldest day kept, and today's and the next two days' just made, stay.
    expect(left).toEqual(
      expect.arrayContaining([
        'store_events_p20261024',
        'store_events_p20261128',
        'store_events_p20261129',
        'store_events_p20261130',
      ]),
    );
    expect(left).toEqual(
      expect.arrayContaining([
        'store_events_p20250101_archivo',
        'archivo_store_events_p20250102',
        'store_events_archivo',
      ]),
    );
    expect(result.dropped.filter((name) => name.includes('archivo'))).toEqual([]);
  });

  it.runIf(backend === 'postgres')(
    'gives up after 5 seconds behind a lock on the events, rather than hold the page views’ inserts',
    async () => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => {};
      const holding = new Promise<void>((resolve) => (locked = resolve));
      // A long reader of store_events (a roll-up): its lock conflicts with making a partition.
      const reader = database.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE store_events IN ACCESS SHARE MODE`);
        locked();
        await released;
      });
      await holding;
      // A day far ahead: its partitions must be made.
      const far = new Date('2040-01-01T12:00:00Z');
      const timer = setTimeout(release, 15_000);
      try {
        const err: unknown = await pruneEvents(database.db, far).then(
          () => null,
          (e: unknown) => e,
        );
        expect(err, 'the retention waited for the lock').not.toBeNull();
        const causes = [err, (err as { cause?: unknown }).cause] as { code?: string }[];
        expect(causes.some((e) => e?.code === '55P03')).toBe(true);
      } finally {
        clearTimeout(timer);
        release();
        await reader;
      }
      // Once the lock is gone, the next run makes them.
      expect((await pruneEvents(database.db, far)).made).toContain(partitionName(far));
    },
    30_000,
  );
});
