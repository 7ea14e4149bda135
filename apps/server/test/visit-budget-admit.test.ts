// VisitBudget.admit (metrics/budget.ts) called directly on a database (PGlite, and PostgreSQL too when a
// URL is given), on the test's clock: what each event gets ('stored' with its admission, 'admitted' for
// the caller to store, 'refused') and what the refusal leaves in rate_limits. visits-budget.test.ts
// reads the same budget through HTTP and the dashboard; there a wrong answer of admit hid behind the
// database's own refusal of the next ask. The bucket's time is moved by shifting its rows.
//
// Mutants of `pnpm mutate --group=metrics-budget` that survived visits-budget.test.ts, each failing a
// case here: the refused-until test `until > nowMs` made true (an address refused once stays refused),
// the refused visitor's rows kept (either DELETE or the UPDATE made an empty statement: the visitor then
// came back without a token), `'stored'` returns made `""`, `taken.allowed` made true, the `owner` flag
// made false or true, the partition days taken from the clock instead of the events (`at && now()`), the
// statement's failure swallowed (`catch {}`: the asks never settled), the events shield's `'refused'`
// made `""`, and the address's refusal kept in memory too short or not at all (`retryAfterSeconds / 1000`,
// `nowMs - …`, the pump's check made false: the flood then cost statements).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import type { storeEvents } from '../src/db/schema.js';
import { NEW_VISITORS, VisitBudget } from '../src/metrics/budget.js';
import { backends, createMerchant, openFreshDatabase } from './helpers.js';

type EventRow = typeof storeEvents.$inferInsert;

let counter = 0;

describe.each(backends)('VisitBudget.admit (%s)', (backend) => {
  let handle: Database;
  let clock = new Date('2026-11-24T08:00:00Z');

  beforeAll(async () => {
    handle = await openFreshDatabase(backend);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  async function store() {
    const { storeId } = await createMerchant(handle.db, { link: `presupuesto${++counter}` });
    return storeId;
  }

  const view = (storeId: string, visitor: string, tab?: string, extra: Partial<EventRow> = {}) => ({
    storeId,
    at: clock,
    kind: 'view' as const,
    visitor,
    tab: tab ?? null,
    ...extra,
  });

  async function query<T>(statement: ReturnType<typeof sql>): Promise<T[]> {
    return ((await handle.db.execute(statement)) as unknown as { rows: T[] }).rows;
  }

  const storedEvents = async (storeId: string) =>
    (
      await query<{ visitor: string; tab: string | null; owner: boolean }>(
        sql`SELECT visitor, tab, owner FROM store_events WHERE store_id = ${storeId}
            ORDER BY visitor, tab NULLS FIRST`,
      )
    ).map((r) => `${r.visitor}|${r.tab ?? ''}${r.owner ? ' owner' : ''}`);

  const admissionRows = (visitor: string) =>
    query<{ scope: string; key: string; count: number }>(
      sql`SELECT scope, key, count FROM rate_limits
          WHERE (scope = 'visit-visitor' AND key = ${visitor})
             OR (scope = 'visit-tab' AND key LIKE ${`${visitor}|%`})
          ORDER BY scope, key`,
    );

  /** `handle.db`, counting the statements VisitBudget runs through it (`execute`). */
  function counting() {
    let statements = 0;
    const db = new Proxy(handle.db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (prop === 'execute') {
          return (...args: Parameters<Db['execute']>) => {
            statements += 1;
            return target.execute(...args);
          };
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { db, statements: () => statements };
  }

  /** Time passes: the budget's clock, and the database buckets of new visitors by as much. */
  async function elapse(seconds: number) {
    clock = new Date(clock.getTime() + seconds * 1000);
    await handle.db.execute(sql`UPDATE rate_limits
      SET window_start = window_start - make_interval(secs => ${seconds})
      WHERE scope = ${NEW_VISITORS.scope}`);
  }

  it('stores the first event of a visitor with its admission, and leaves the next ones to the caller', async () => {
    const budget = new VisitBudget(handle.db, () => clock);
    const s = await store();
    // A page view without a script: a new visitor, one token.
    expect(await budget.admit(view(s, 'ana'), 'ip:a')).toBe('stored');
    expect(await budget.admit(view(s, 'ana'), 'ip:a')).toBe('admitted');
    // Its script's first tab costs nothing more; a second tab is a token.
    expect(await budget.admit(view(s, 'ana', 't1'), 'ip:a')).toBe('stored');
    expect(await budget.admit(view(s, 'ana', 't1'), 'ip:a')).toBe('admitted');
    // A tab's own events: 30 at once (two so far), then refused while the clock stands still.
    for (let n = 0; n < 28; n++) await budget.admit(view(s, 'ana', 't1'), 'ip:a');
    expect(await budget.admit(view(s, 'ana', 't1'), 'ip:a')).toBe('refused');
    expect(await budget.admit(view(s, 'ana', 't2'), 'ip:a')).toBe('stored');
    // An owner's event is stored as one.
    expect(await budget.admit(view(s, 'bea', 't1', { owner: true }), 'ip:a')).toBe('stored');
    expect(await storedEvents(s)).toEqual(['ana|', 'ana|t1', 'ana|t2', 'bea|t1 owner']);
    // Three tokens of 30 taken: 'ana', her second tab, 'bea'.
    const [bucket] = await query<{ ahead: number }>(
      sql`SELECT extract(epoch from (window_start - now()))::float AS ahead FROM rate_limits
          WHERE scope = ${NEW_VISITORS.scope} AND key = ${`${s}|ip:a`}`,
    );
    const interval = NEW_VISITORS.windowSeconds / NEW_VISITORS.max;
    expect(Math.ceil(bucket!.ahead / interval - 1e-6)).toBe(3);
    // An order is never refused and never stored here (orders have limits of their own).
    expect(await budget.admit({ ...view(s, 'carla'), kind: 'order' }, 'ip:a')).toBe('admitted');
    expect(await admissionRows('carla')).toEqual([]);
  });

  it('refuses the 31st new visitor of an address, takes its admission back, and admits one a minute', async () => {
    clock = new Date('2026-11-24T09:00:00Z');
    const counted = counting();
    const budget = new VisitBudget(counted.db, () => clock);
    const s = await store();
    for (let n = 1; n <= 29; n++)
      expect(await budget.admit(view(s, `v${n}`), 'ip:b')).toBe('stored');
    expect(await budget.admit(view(s, 'v30', 't1'), 'ip:b')).toBe('stored');
    // The bucket is empty: a new visitor, and a known visitor's second tab, are refused.
    expect(await budget.admit(view(s, 'v31'), 'ip:b')).toBe('refused');
    expect(await admissionRows('v31')).toEqual([]);
    // v30 was counted with tab t1 (count 1): t2 would be a token; refused, the count goes back to 1.
    const fresh = new VisitBudget(handle.db, () => clock);
    expect(await fresh.admit(view(s, 'v30', 't2'), 'ip:b')).toBe('refused');
    expect(await admissionRows('v30')).toEqual([
      { scope: 'visit-tab', key: 'v30|t1', count: 1 },
      { scope: 'visit-visitor', key: 'v30', count: 1 },
    ]);
    // Refused from this process's memory now; another address has a bucket of its own.
    // A second later still: no statement (a flood from one address costs the database nothing).
    clock = new Date(clock.getTime() + 1000);
    const before = counted.statements();
    expect(await budget.admit(view(s, 'v32'), 'ip:b')).toBe('refused');
    expect(counted.statements()).toBe(before);
    expect(await budget.admit(view(s, 'v33'), 'ip:c')).toBe('stored');

    // A minute later, one token: the refused visitor gets it, and the next new visitor waits again.
    await elapse(61);
    expect(await budget.admit(view(s, 'v31'), 'ip:b')).toBe('stored');
    expect(await budget.admit(view(s, 'v34'), 'ip:b')).toBe('refused');
    await elapse(61);
    expect(await fresh.admit(view(s, 'v30', 't2'), 'ip:b')).toBe('stored');
    expect(await fresh.admit(view(s, 'v35'), 'ip:b')).toBe('refused');

    const events = await storedEvents(s);
    expect(events).toHaveLength(33);
    expect(events).toContain('v31|');
    expect(events).toContain('v30|t2');
    expect(events).not.toContain('v32|');
    expect(events).not.toContain('v34|');
  });

  it('admits 40 new visitors of one address asked at once: 30 stored, 10 refused', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const counted = counting();
    const budget = new VisitBudget(counted.db, () => clock);
    const s = await store();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => budget.admit(view(s, `p${n}`, 't'), 'ip:d')),
    );
    expect(answers.filter((a) => a === 'stored')).toHaveLength(30);
    expect(answers.filter((a) => a === 'refused')).toHaveLength(10);
    // One statement an admission (a bucket once a statement) and the refused one's two clean-ups: the
    // asks queued behind the statement that found the bucket empty are refused without one.
    expect(counted.statements()).toBeLessThanOrEqual(33);
    expect(await storedEvents(s)).toHaveLength(30);
  });

  // The asks of a busy moment share statements: the 201 that wait behind the first go in two (at most
  // 200 a statement). Failed with a statement's names collapsed (any of `k…`, `v…`, `b…` made empty: one
  // ask a statement, 202 of them) and with the cap ignored or made `<=` (two statements).
  it('gathers the new visitors of 202 addresses asked at once into three statements', async () => {
    clock = new Date('2026-11-24T11:00:00Z');
    const counted = counting();
    const budget = new VisitBudget(counted.db, () => clock);
    const s = await store();
    // The day's partition exists before the count starts.
    expect(await budget.admit(view(s, 'primero'), 'ip:primero')).toBe('stored');
    const before = counted.statements();
    const answers = await Promise.all(
      Array.from({ length: 202 }, (_, n) => budget.admit(view(s, `g${n}`, 't'), `ip:g${n}`)),
    );
    expect(answers.every((a) => a === 'stored')).toBe(true);
    expect(counted.statements() - before).toBe(3);
    expect(await storedEvents(s)).toHaveLength(203);
  });

  it("stores an event of a day that has no partition yet: the event's day is made, not the clock's", async () => {
    clock = new Date('2031-06-10T12:00:00Z');
    const budget = new VisitBudget(handle.db, () => clock);
    const s = await store();
    const at = new Date('2031-05-05T12:00:00Z');
    expect(await budget.admit(view(s, 'futuro', undefined, { at }), 'ip:e')).toBe('stored');
    const [row] = await query<{ at: string }>(
      sql`SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS at FROM store_events
          WHERE store_id = ${s}`,
    );
    expect(row?.at).toBe('2031-05-05');
  });

  it('rejects the asks of a statement that fails, instead of leaving them waiting', async () => {
    const budget = new VisitBudget(handle.db, () => clock);
    // No such store: the event's row breaks its foreign key.
    const ghost = '00000000-0000-4000-8000-000000000000';
    await expect(budget.admit(view(ghost, 'nadie'), 'ip:f')).rejects.toThrow();
    // And the budget still works after it.
    const s = await store();
    expect(await budget.admit(view(s, 'alguien'), 'ip:f')).toBe('stored');
  });
});
