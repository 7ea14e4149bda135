// The roll-up of raw events into a store's day (metrics/rollup.ts rollUpDay) and the dashboard's read of
// a period (periodCounts), called directly on a database (PGlite, and PostgreSQL too with
// TEST_DATABASE_URL) with events written as rows. metrics.test.ts reads the same figures through the
// storefront and the dashboard, where a roll-up of too many stores still answered right.
//
// Seen failing, each once: a roll-up for one store that rolled every store (`storeId === null` made true
// for its filter) or left a store without events unrolled (its `UNION SELECT` dropped: no zeros row, so
// the dashboard rolled it again on every read); the job's roll-up of one time zone that rolled every zone;
// the events' lower bound moved to midnight UTC (`14 * 3_600_000` made `14 / 3_600_000`: the first
// hours of a UTC+14 store's day lost); the claim window in milliseconds read as seconds
// (`CLAIM_WINDOW_MS * 1000`: a beacon claimed a page seen an hour before); and periodCounts' previous
// abandoned carts read from no column (0).
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeDailyMetrics, storeEvents } from '../src/db/schema.js';
import { ensureEventPartitions } from '../src/metrics/retention.js';
import { CLAIM_WINDOW_MS, periodCounts, rollUpDay } from '../src/metrics/rollup.js';
import { backends, storeInZone, suiteDatabase } from './helpers.js';

type EventRow = typeof storeEvents.$inferInsert;

describe.each(backends)('the roll-up of a store’s day (%s)', (backend) => {
  const database = suiteDatabase(backend);
  const now = new Date('2026-11-28T12:00:00Z');

  /** Page views of `storeId`: `[visitor, tab, at]` each. */
  async function views(storeId: string, ...seen: [string, string | null, string][]) {
    const rows: EventRow[] = seen.map(([visitor, tab, at]) => ({
      storeId,
      at: new Date(at),
      kind: 'view',
      visitor,
      tab,
    }));
    await ensureEventPartitions(
      database.db,
      rows.map((row) => row.at),
    );
    await database.db.insert(storeEvents).values(rows);
  }

  const rolled = (storeIds: string[], day: string) =>
    database.db
      .select({
        storeId: storeDailyMetrics.storeId,
        visits: storeDailyMetrics.visits,
        rolledAt: storeDailyMetrics.rolledAt,
      })
      .from(storeDailyMetrics)
      .where(and(inArray(storeDailyMetrics.storeId, storeIds), eq(storeDailyMetrics.day, day)));

  it('rolls up the one store asked for, and gives a store without events its row of zeros', async () => {
    const [asked, other, quiet] = await Promise.all([
      storeInZone(database.db, 'UTC'),
      storeInZone(database.db, 'UTC'),
      storeInZone(database.db, 'UTC'),
    ]);
    await views(asked, ['a', null, '2026-11-20T12:00:00Z']);
    await views(other, ['b', null, '2026-11-20T12:00:00Z']);

    await rollUpDay(database.db, '2026-11-20', now, asked);
    expect(await rolled([asked, other], '2026-11-20')).toEqual([
      { storeId: asked, visits: 1, rolledAt: now },
    ]);
    // Rolled, with nothing to count: the dashboard does not roll it again until it is stale.
    await rollUpDay(database.db, '2026-11-20', now, quiet);
    expect(await rolled([quiet], '2026-11-20')).toEqual([
      { storeId: quiet, visits: 0, rolledAt: now },
    ]);
  });

  it('rolls up the stores of the time zone asked for alone (the job, zone by zone)', async () => {
    const [buenosAires, mexico] = await Promise.all([
      storeInZone(database.db, 'America/Argentina/Buenos_Aires'),
      storeInZone(database.db, 'America/Mexico_City'),
    ]);
    // Noon on 20 November in each.
    await views(buenosAires, ['a', null, '2026-11-20T15:00:00Z']);
    await views(mexico, ['m', null, '2026-11-20T18:00:00Z']);

    await rollUpDay(database.db, '2026-11-20', now, null, 'America/Argentina/Buenos_Aires');
    expect(await rolled([buenosAires, mexico], '2026-11-20')).toEqual([
      { storeId: buenosAires, visits: 1, rolledAt: now },
    ]);
  });

  it('counts the first hours of a UTC+14 store’s day, which begins at 10:00 UTC the day before', async () => {
    const kiritimati = await storeInZone(database.db, 'Pacific/Kiritimati');
    await views(
      kiritimati,
      // 23:59 on the 19th, local: the day before.
      ['antes', null, '2026-11-19T09:59:00Z'],
      // 00:30 and 01:00 on the 20th, local: two visitors of the day.
      ['primero', null, '2026-11-19T10:30:00Z'],
      ['segundo', null, '2026-11-19T11:00:00Z'],
    );
    await rollUpDay(database.db, '2026-11-20', now, kiritimati);
    expect((await rolled([kiritimati], '2026-11-20'))[0]?.visits).toBe(2);
  });

  it(`lets a tab's beacon claim its page's script-less view of up to ${CLAIM_WINDOW_MS / 60_000} minutes before, not older`, async () => {
    const storeId = await storeInZone(database.db, 'UTC');
    const seen = new Date('2026-11-20T12:00:00Z').getTime();
    const at = (ms: number) => new Date(seen + ms).toISOString();
    await views(
      storeId,
      // The page, then its script's beacon at the window's end: one visit.
      ['lento', null, at(0)],
      ['lento', 'tab-lento-000000001', at(CLAIM_WINDOW_MS)],
      // A beacon a second later than that is another tab's, not the page's: two visits.
      ['tarde', null, at(0)],
      ['tarde', 'tab-tarde-000000001', at(CLAIM_WINDOW_MS + 1000)],
    );
    await rollUpDay(database.db, '2026-11-20', now, storeId);
    expect((await rolled([storeId], '2026-11-20'))[0]?.visits).toBe(3);
  });

  it('reads a period’s four counts and the previous period’s, each from its own column', async () => {
    const storeId = await storeInZone(database.db, 'UTC');
    const row = (
      day: string,
      visits: number,
      carts: number,
      abandoned: number,
      ordered: number,
    ) => ({
      storeId,
      day,
      visits,
      carts,
      abandonedCarts: abandoned,
      visitsWithOrder: ordered,
      rolledAt: now,
    });
    await database.db.insert(storeDailyMetrics).values([
      // The week to 28 November (22–28), and the week before it (15–21); the 14th is in neither.
      row('2026-11-28', 11, 7, 3, 2),
      row('2026-11-22', 13, 5, 1, 4),
      row('2026-11-21', 17, 9, 6, 1),
      row('2026-11-15', 19, 4, 2, 8),
      row('2026-11-14', 1000, 1000, 1000, 1000),
    ]);
    expect(await periodCounts(database.db, storeId, 'week', now, 'UTC')).toEqual({
      current: { visits: 24, carts: 12, abandonedCarts: 4, visitsWithOrder: 6 },
      previous: { visits: 36, carts: 13, abandonedCarts: 8, visitsWithOrder: 9 },
      from: '2026-11-22',
      to: '2026-11-28',
    });
  });
});
