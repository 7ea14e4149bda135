// The roll-up of raw events into per-store daily figures (store_daily_metrics), and the dashboard's read
// of those figures. The SQL implements @panel/domain's summarizeVisits (the reference definitions):
// - the visitor of an event is its salted hash, plus the tab's hash when the page script ran; a tab's
//   beacon view claims the server-side view of its page (the latest script-less view of the same hash in
//   the {@link CLAIM_WINDOW_MS} before it), which is then dropped: the same page seen twice. Script-less
//   views no beacon claims are their own visitor's, even when a scripted phone shares the hash (carrier NAT
//   and Chrome's reduced Android user agent give many phones one address and agent); tabs the merchant
//   opened from the panel ('Ver tienda', `owner`) are dropped entirely;
// - a visitor's page views split into visits at every gap over 30 minutes; a cart or order event belongs
//   to the visit open when it happened;
// - a visit is counted on the store's day its events are, in the store's time zone (issue 21: a Buenos
//   Aires evening is not tomorrow); the salt changes at the store's midnight, so does the visitor.
import { METRIC_PERIOD_DAYS, VISIT_GAP_MS, type MetricPeriod } from '@panel/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

const DAY_MS = 86_400_000;

/**
 * How long after its page's server-side view a tab's beacon view may come (a slow phone on 3G runs the
 * script seconds after the page arrives) and still be that page's.
 */
export const CLAIM_WINDOW_MS = 2 * 60_000;

/** Midnight (UTC) starting the day of `at`. */
export const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The date (`YYYY-MM-DD`) `at` falls on in `timeZone`. */
export function localDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** `day` (`YYYY-MM-DD`) moved by `days`. */
export const addDays = (day: string, days: number): string =>
  isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** How far `timeZone`'s clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(at: number, timeZone: string): number {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clockFormats.set(timeZone, format);
  }
  const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const parts = format.formatToParts(new Date(at));
  const wall = Date.UTC(
    part(parts, 'year'),
    part(parts, 'month') - 1,
    part(parts, 'day'),
    part(parts, 'hour'),
    part(parts, 'minute'),
    part(parts, 'second'),
  );
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant `day` (`YYYY-MM-DD`) begins in `timeZone` (its local midnight). */
export function startOfLocalDay(day: string, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`);
  const guess = wall - offsetAt(wall, timeZone);
  // Once more at the guess: the offset may change between UTC midnight and local midnight (DST).
  return new Date(wall - offsetAt(guess, timeZone));
}

/**
 * Rolls up one day of events into store_daily_metrics, replacing that day's rows: `day` is a date
 * (`YYYY-MM-DD`, or a Date's UTC date) read as each store's own day, from its local midnight to the
 * next in its time zone (stores.time_zone). All stores, the stores of one time zone (the job), or one.
 * A cart counts as abandoned once its visit has had 30 minutes without a page view before `now`.
 */
export async function rollUpDay(
  db: Db,
  day: Date | string,
  now: Date,
  storeId: string | null = null,
  timeZone: string | null = null,
): Promise<void> {
  const date = typeof day === 'string' ? day : isoDay(day);
  // Every store's day lies within these bounds (time zones from UTC−12 to UTC+14): the partitions
  // outside them are never read.
  const from = new Date(Date.parse(`${date}T00:00:00Z`) - 14 * 3_600_000);
  const to = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS + 12 * 3_600_000);
  const gap = `${VISIT_GAP_MS / 1000} seconds`;
  const claim = `${CLAIM_WINDOW_MS / 1000} seconds`;
  const ended = new Date(now.getTime() - VISIT_GAP_MS);
  const onlyStore = storeId === null ? sql`` : sql`AND s.id = ${storeId}`;
  const onlyZone = timeZone === null ? sql`` : sql`AND s.time_zone = ${timeZone}`;
  await db.execute(sql`
    INSERT INTO store_daily_metrics
      (store_id, day, visits, carts, abandoned_carts, visits_with_order, rolled_at)
    WITH ev AS (
      SELECT e.store_id, e.at, e.kind, e.visitor, e.tab, e.owner
      FROM store_events e JOIN stores s ON s.id = e.store_id
      WHERE e.at >= ${from.toISOString()}::timestamptz AND e.at < ${to.toISOString()}::timestamptz
        AND e.at >= (${date}::date)::timestamp AT TIME ZONE s.time_zone
        AND e.at < (${date}::date + 1)::timestamp AT TIME ZONE s.time_zone
        ${onlyStore} ${onlyZone}
    ),
    targets AS (
      SELECT DISTINCT store_id FROM ev
      ${storeId === null ? sql`` : sql`UNION SELECT ${storeId}::uuid`}
    ),
    claimed AS (
      SELECT DISTINCT s.store_id, s.visitor, (
        SELECT max(n.at) FROM ev n
        WHERE n.store_id = s.store_id AND n.visitor = s.visitor AND n.tab IS NULL AND n.kind = 'view'
          AND n.at <= s.at AND n.at >= s.at - ${claim}::interval
      ) AS at
      FROM ev s WHERE s.tab IS NOT NULL AND s.kind = 'view'
    ),
    owned AS (SELECT DISTINCT store_id, visitor, tab FROM ev WHERE owner),
    keyed AS (
      SELECT e.store_id, e.visitor || ':' || coalesce(e.tab, '') AS key, e.kind, e.at,
        CASE e.kind WHEN 'view' THEN 0 WHEN 'cart' THEN 1 ELSE 2 END AS rank
      FROM ev e
      WHERE NOT (e.tab IS NULL AND e.kind = 'view' AND EXISTS (
          SELECT 1 FROM claimed c
          WHERE c.store_id = e.store_id AND c.visitor = e.visitor AND c.at = e.at))
        AND NOT EXISTS (
          SELECT 1 FROM owned o
          WHERE o.store_id = e.store_id AND o.visitor = e.visitor AND o.tab IS NOT DISTINCT FROM e.tab)
    ),
    gaps AS (
      SELECT store_id, key, kind, at, rank,
        max(at) FILTER (WHERE kind = 'view') OVER (
          PARTITION BY store_id, key ORDER BY at, rank
          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS prev_view
      FROM keyed
    ),
    numbered AS (
      SELECT store_id, key, kind, at,
        sum(CASE WHEN kind = 'view' AND (prev_view IS NULL OR at - prev_view > ${gap}::interval)
                 THEN 1 ELSE 0 END)
          OVER (PARTITION BY store_id, key ORDER BY at, rank ROWS UNBOUNDED PRECEDING) AS visit
      FROM gaps
    ),
    visits AS (
      SELECT store_id,
        bool_or(kind = 'cart') AS cart,
        bool_or(kind = 'order') AS ordered,
        max(at) FILTER (WHERE kind = 'view') AS last_view
      FROM numbered WHERE visit > 0
      GROUP BY store_id, key, visit
    )
    SELECT t.store_id, ${date}::date,
      count(v.store_id)::int,
      count(*) FILTER (WHERE v.cart)::int,
      count(*) FILTER (WHERE v.cart AND NOT v.ordered
                        AND v.last_view < ${ended.toISOString()}::timestamptz)::int,
      count(*) FILTER (WHERE v.ordered)::int,
      ${now.toISOString()}::timestamptz
    FROM targets t LEFT JOIN visits v ON v.store_id = t.store_id
    GROUP BY t.store_id
    ON CONFLICT (store_id, day) DO UPDATE SET
      visits = excluded.visits,
      carts = excluded.carts,
      abandoned_carts = excluded.abandoned_carts,
      visits_with_order = excluded.visits_with_order,
      rolled_at = excluded.rolled_at
  `);
}

/** When a store's rows of `days` were last rolled up (absent: never). */
export async function rolledAt(
  db: Db,
  storeId: string,
  days: readonly string[],
): Promise<Map<string, Date>> {
  const result = (await db.execute(sql`
    SELECT day::text AS day, rolled_at FROM store_daily_metrics
    WHERE store_id = ${storeId}
      AND day IN (${sql.join(
        days.map((d) => sql`${d}::date`),
        sql`, `,
      )})
  `)) as unknown as { rows: { day: string; rolled_at: Date | string }[] };
  return new Map(result.rows.map((row) => [row.day, new Date(row.rolled_at)]));
}

/** The four counts of one period. */
export interface PeriodCounts {
  visits: number;
  carts: number;
  abandonedCarts: number;
  visitsWithOrder: number;
}

/**
 * A period's counts and the previous period's of the same length (a few rows of the roll-up), in the
 * store's days (`timeZone`).
 */
export async function periodCounts(
  db: Db,
  storeId: string,
  period: MetricPeriod,
  now: Date,
  timeZone = 'UTC',
): Promise<{ current: PeriodCounts; previous: PeriodCounts; from: string; to: string }> {
  const days = METRIC_PERIOD_DAYS[period];
  const today = localDay(now, timeZone);
  const from = addDays(today, -(days - 1));
  const previousFrom = addDays(from, -days);
  const result = (await db.execute(sql`
    SELECT
      coalesce(sum(visits) FILTER (WHERE day >= ${from}::date), 0)::int AS visits,
      coalesce(sum(carts) FILTER (WHERE day >= ${from}::date), 0)::int AS carts,
      coalesce(sum(abandoned_carts) FILTER (WHERE day >= ${from}::date), 0)::int AS abandoned,
      coalesce(sum(visits_with_order) FILTER (WHERE day >= ${from}::date), 0)::int AS ordered,
      coalesce(sum(visits) FILTER (WHERE day < ${from}::date), 0)::int AS p_visits,
      coalesce(sum(carts) FILTER (WHERE day < ${from}::date), 0)::int AS p_carts,
      coalesce(sum(abandoned_carts) FILTER (WHERE day < ${from}::date), 0)::int AS p_abandoned,
      coalesce(sum(visits_with_order) FILTER (WHERE day < ${from}::date), 0)::int AS p_ordered
    FROM store_daily_metrics
    WHERE store_id = ${storeId}
      AND day >= ${previousFrom}::date AND day <= ${today}::date
  `)) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    current: {
      visits: n('visits'),
      carts: n('carts'),
      abandonedCarts: n('abandoned'),
      visitsWithOrder: n('ordered'),
    },
    previous: {
      visits: n('p_visits'),
      carts: n('p_carts'),
      abandonedCarts: n('p_abandoned'),
      visitsWithOrder: n('p_ordered'),
    },
    from,
    to: today,
  };
}

/** The time zone whose day ends last (UTC−12): a day is over everywhere once it is over there. */
export const LAST_TIME_ZONE = 'Etc/GMT+12';

/**
 * Deletes every salt of a day that is over in every time zone (salts are of stores' local days). Raw
 * events stay 35 days, dropped a day at a time by the retention (retention.ts `pruneEvents`).
 */
export async function forgetOld(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`DELETE FROM metric_salts WHERE day < ${localDay(now, LAST_TIME_ZONE)}::date`,
  );
}

export { DAY_MS };
