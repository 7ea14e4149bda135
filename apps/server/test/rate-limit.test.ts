// The counters of rate-limit/index.ts and the client keys of rate-limit/client-hash.ts, called directly on
// a database (PGlite, and PostgreSQL too when a URL is given). The routes' tests see a limit only as a 429
// after N requests; these pin the arithmetic every limit shares: where a window starts and ends, what a
// refused hit changes, the token bucket's refill and its Retry-After, and which rows a reset or a purge
// touches. A window's or a bucket's time is moved by rewriting its row's window_start, not by waiting.
//
// Bugs each case was run against (a one-line change of the code, put back after): each failed one case
// here. In `hit`, the expired test `<=` as `<`, or the window never restarted (`count + 1` always);
// `peek`'s `row.count < max` as `<=`; `reset` and `refund` without their scope filter; `purgeOlderThan`'s
// `lt` as `gt`; in the bucket, a refused take counted as taken (`ELSE 1`), a refused take moving TAT,
// `Retry-After` of a refused take without the interval (`ahead - window`), `lookedState`'s `<=` as `<`;
// `clientHash` without the secret or untruncated; `clientLimitKey` by the /48.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import type { Executor } from '../src/db/errors.js';
import { migrationsDir } from '../src/paths.js';
import {
  clientHash,
  clientLimitKey,
  clientNetworkLimitKey,
  RATE_LIMIT_SECRET,
  rateLimitSecret,
} from '../src/rate-limit/client-hash.js';
import { clientKey, clientNetworkKey } from '../src/rate-limit/client-key.js';
import {
  hit,
  hold,
  look,
  peek,
  purgeOlderThan,
  refund,
  reset,
  take,
  takeEachStatement,
  type Limit,
} from '../src/rate-limit/index.js';
import { backends, freshDatabase, openFreshDatabase } from './helpers.js';

describe('clientHash', () => {
  it('is a 22-character base64url HMAC of the key under the secret', () => {
    const a = clientHash('secreto-1', '203.0.113.7');
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(clientHash('secreto-1', '203.0.113.7')).toBe(a);
    expect(clientHash('secreto-2', '203.0.113.7')).not.toBe(a);
    expect(clientHash('secreto-1', '203.0.113.8')).not.toBe(a);
    expect(a).not.toContain('203');
  });
});

describe.each(backends)('rate-limit counters (%s)', (backend) => {
  let handle: Database;
  let n = 0;
  /** A limit of its own scope for each case: the cases share one database. */
  const limit = (max: number, windowSeconds: number): Limit => ({
    scope: `prueba-${++n}`,
    max,
    windowSeconds,
  });

  beforeAll(async () => {
    handle = await openFreshDatabase(backend);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  /** Moves the row's window_start (a fixed window's start, a bucket's TAT) by `seconds`. */
  async function shift(l: Limit, key: string, seconds: number, db: Executor = handle.db) {
    await db.execute(
      sql`UPDATE rate_limits SET window_start = window_start + make_interval(secs => ${seconds})
          WHERE scope = ${l.scope} AND key = ${key}`,
    );
  }

  async function rowsOf(scope: string, db: Executor = handle.db) {
    const result = (await db.execute(
      sql`SELECT key, count FROM rate_limits WHERE scope = ${scope} ORDER BY key`,
    )) as unknown as { rows: { key: string; count: number }[] };
    return result.rows;
  }

  describe('fixed windows (hit, peek)', () => {
    it('counts each hit, allows up to max, and says when the window ends', async () => {
      const l = limit(3, 600);
      const states = [];
      for (let i = 0; i < 4; i++) states.push(await hit(handle.db, l, 'ana@example.com'));
      expect(states.map((s) => [s.count, s.allowed])).toEqual([
        [1, true],
        [2, true],
        [3, true],
        [4, false],
      ]);
      // The window's end, less the time the statements took.
      for (const s of states) {
        expect(s.retryAfterSeconds).toBeGreaterThanOrEqual(590);
        expect(s.retryAfterSeconds).toBeLessThanOrEqual(600);
      }
      // Another key has a window of its own.
      expect(await hit(handle.db, l, 'bea@example.com')).toMatchObject({ count: 1, allowed: true });
    });

    it('keeps a refused hit from extending the window, and starts a new one once it ended', async () => {
      const l = limit(1, 600);
      await hit(handle.db, l, 'k');
      await shift(l, 'k', -590);
      const refused = await hit(handle.db, l, 'k');
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(5);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10);
      // Started exactly one window ago (now() is the transaction's start, the same in both statements):
      // ended.
      const again = await handle.db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE rate_limits SET window_start = now() - make_interval(secs => 600)
              WHERE scope = ${l.scope} AND key = 'k'`,
        );
        return hit(tx, l, 'k');
      });
      expect(again).toMatchObject({ count: 1, allowed: true });
      expect(again.retryAfterSeconds).toBe(600);
    });

    it('peeks without counting: allowed while one more hit would be', async () => {
      const l = limit(2, 600);
      expect(await peek(handle.db, l, 'k')).toEqual({
        count: 0,
        allowed: true,
        retryAfterSeconds: 1,
      });
      await hit(handle.db, l, 'k');
      expect(await peek(handle.db, l, 'k')).toMatchObject({ count: 1, allowed: true });
      await hit(handle.db, l, 'k');
      const full = await peek(handle.db, l, 'k');
      expect(full).toMatchObject({ count: 2, allowed: false });
      expect(full.retryAfterSeconds).toBeGreaterThanOrEqual(590);
      expect((await peek(handle.db, l, 'k')).count).toBe(2);
      // A window that ended reads as empty.
      await shift(l, 'k', -600);
      expect(await peek(handle.db, l, 'k')).toMatchObject({ count: 0, allowed: true });
    });

    it('resets one key of one scope only', async () => {
      const l = limit(1, 600);
      const other = { ...l, scope: `${l.scope}-otro` };
      await hit(handle.db, l, 'a');
      await hit(handle.db, l, 'b');
      await hit(handle.db, other, 'a');
      await reset(handle.db, l, 'a');
      expect(await rowsOf(l.scope)).toEqual([{ key: 'b', count: 1 }]);
      expect(await rowsOf(other.scope)).toEqual([{ key: 'a', count: 1 }]);
      expect(await hit(handle.db, l, 'a')).toMatchObject({ count: 1, allowed: true });
    });

    it('purges the counters whose window started longer ago than asked, and no others', async () => {
      const l = limit(5, 60);
      await hit(handle.db, l, 'viejo');
      await hit(handle.db, l, 'nuevo');
      await shift(l, 'viejo', -7200);
      await shift(l, 'nuevo', -1800);
      await purgeOlderThan(handle.db, 3600);
      expect((await rowsOf(l.scope)).map((r) => r.key)).toEqual(['nuevo']);
    });
  });

  describe('token buckets (take, look, hold, refund)', () => {
    // The figures of a bucket are exact when now() stands still: these run in one transaction each
    // (a loaded machine may let a second pass between two statements).
    it('gives max tokens at once, then refuses without changing the bucket', async () => {
      // 3 tokens a minute: one every 20 s.
      const l = limit(3, 60);
      await handle.db.transaction(async (tx) => {
        const taken = [];
        for (let i = 0; i < 3; i++) taken.push(await take(tx, l, 'k'));
        expect(taken.map((s) => [s.count, s.allowed, s.retryAfterSeconds])).toEqual([
          [1, true, 20],
          [2, true, 40],
          [3, true, 60],
        ]);
        // The next token is due when one interval has passed.
        expect(await take(tx, l, 'k')).toEqual({ count: 3, allowed: false, retryAfterSeconds: 20 });
        expect(await rowsOf(l.scope, tx)).toEqual([{ key: 'k', count: 0 }]);
        expect(await look(tx, l, 'k')).toEqual({ count: 3, allowed: false, retryAfterSeconds: 20 });
      });
    });

    it('refills one token per interval, never above max', async () => {
      const l = limit(3, 60);
      await handle.db.transaction(async (tx) => {
        for (let i = 0; i < 3; i++) await take(tx, l, 'k');
        // 25 s later: one token back (and 15 s of the next).
        await shift(l, 'k', -25, tx);
        expect(await look(tx, l, 'k')).toEqual({ count: 2, allowed: true, retryAfterSeconds: 35 });
        expect(await take(tx, l, 'k')).toMatchObject({ count: 3, allowed: true });
        expect((await take(tx, l, 'k')).allowed).toBe(false);
        // An hour idle: a full bucket, not twenty tokens.
        await shift(l, 'k', -3600, tx);
        expect(await look(tx, l, 'k')).toMatchObject({ count: 0, allowed: true });
        const burst = [];
        for (let i = 0; i < 4; i++) burst.push((await take(tx, l, 'k')).allowed);
        expect(burst).toEqual([true, true, true, false]);
      });
    });

    it('allows the take that fills the bucket to the brim, and not one more', async () => {
      // In one transaction now() stands still: two takes of 3 a minute leave TAT exactly 40 s ahead, so
      // a third fits exactly (40 + 20 = 60).
      const l = limit(3, 60);
      const states = await handle.db.transaction(async (tx) => {
        await take(tx, l, 'k');
        await take(tx, l, 'k');
        const looked = await look(tx, l, 'k');
        const third = await take(tx, l, 'k');
        return { looked, third, fourth: await look(tx, l, 'k') };
      });
      expect(states.looked).toEqual({ count: 2, allowed: true, retryAfterSeconds: 40 });
      expect(states.third).toEqual({ count: 3, allowed: true, retryAfterSeconds: 60 });
      expect(states.fourth).toEqual({ count: 3, allowed: false, retryAfterSeconds: 20 });
    });

    it('looks at a bucket never used as full', async () => {
      const l = limit(3, 60);
      expect(await look(handle.db, l, 'nadie')).toEqual({
        count: 0,
        allowed: true,
        retryAfterSeconds: 1,
      });
      expect(await rowsOf(l.scope)).toEqual([]);
    });

    it('refunds one token of one key of one scope', async () => {
      const l = limit(2, 60);
      const other = { ...l, scope: `${l.scope}-otro` };
      for (let i = 0; i < 2; i++) {
        await take(handle.db, l, 'k');
        await take(handle.db, other, 'k');
      }
      await refund(handle.db, l, 'k');
      expect(await look(handle.db, l, 'k')).toMatchObject({ count: 1, allowed: true });
      expect(await look(handle.db, other, 'k')).toMatchObject({ count: 2, allowed: false });
    });

    it('holds a bucket: a full one gets its row, a used one reads as look does', async () => {
      const l = limit(2, 60);
      const held = await handle.db.transaction((tx) => hold(tx, l, 'k'));
      expect(held).toMatchObject({ count: 0, allowed: true });
      expect(await rowsOf(l.scope)).toEqual([{ key: 'k', count: 0 }]);
      // The held row is a full bucket: both tokens can still be taken.
      expect((await take(handle.db, l, 'k')).allowed).toBe(true);
      expect((await take(handle.db, l, 'k')).allowed).toBe(true);
      const after = await handle.db.transaction((tx) => hold(tx, l, 'k'));
      expect(after).toMatchObject({ count: 2, allowed: false });
      expect(after).toEqual(await look(handle.db, l, 'k'));
    });

    it('takes one token of each bucket a statement names', async () => {
      const l = limit(1, 60);
      await take(handle.db, l, 'b');
      const result = (await handle.db.execute(
        takeEachStatement(l, sql`SELECT unnest(ARRAY['a', 'b', 'c']::text[]) AS key`),
      )) as unknown as { rows: { key: string; taken: number }[] };
      const taken = Object.fromEntries(result.rows.map((r) => [r.key, Number(r.taken)]));
      expect(taken).toEqual({ a: 1, b: 0, c: 1 });
    });
  });

  describe('client keys (client-hash.ts)', () => {
    it('keys a client by the keyed hash of its address, its /64, and its network by the /48', async () => {
      const secret = await rateLimitSecret(handle.db);
      expect(secret.length).toBeGreaterThanOrEqual(32);
      expect(await rateLimitSecret(handle.db)).toBe(secret);
      const [row] = (
        (await handle.db.execute(
          sql`SELECT secret FROM server_secrets WHERE name = ${RATE_LIMIT_SECRET}`,
        )) as unknown as { rows: { secret: string }[] }
      ).rows;
      expect(row?.secret).toBe(secret);

      const a = await clientLimitKey(handle.db, '2001:db8:1:2::1');
      expect(a).toBe(`ip:${clientHash(secret, clientKey('2001:db8:1:2::1'))}`);
      expect(await clientLimitKey(handle.db, '2001:db8:1:2:ffff::9')).toBe(a);
      expect(await clientLimitKey(handle.db, '2001:db8:1:3::1')).not.toBe(a);
      const net = await clientNetworkLimitKey(handle.db, '2001:db8:1:2::1');
      expect(net).toBe(`net:${clientHash(secret, clientNetworkKey('2001:db8:1:2::1'))}`);
      expect(await clientNetworkLimitKey(handle.db, '2001:db8:1:3::1')).toBe(net);
      expect(await clientLimitKey(handle.db, '203.0.113.7')).toBe(
        `ip:${clientHash(secret, '203.0.113.7')}`,
      );
    });
  });

  // Failed with the failed read kept (`secret.catch` emptied, or its test made false or `!==`): every
  // request after a moment without the database would have failed until the process restarted.
  it('reads the secret again after a read that failed', async () => {
    const other = await openFreshDatabase(backend);
    try {
      await other.db.execute(sql`ALTER TABLE server_secrets RENAME TO server_secrets_away`);
      await expect(clientLimitKey(other.db, '198.51.100.4')).rejects.toThrow();
      await other.db.execute(sql`ALTER TABLE server_secrets_away RENAME TO server_secrets`);
      expect(await clientLimitKey(other.db, '198.51.100.4')).toMatch(/^ip:[A-Za-z0-9_-]{22}$/);
    } finally {
      await other.close();
    }
  }, 60_000);

  it.runIf(backend === 'postgres')(
    'agrees on one secret across processes: the first to ask makes it, the others read it',
    async () => {
      const name = `secreto-${randomBytes(3).toString('hex')}`;
      const fresh = await freshDatabase('postgres');
      const open = () =>
        openDatabase({ databaseUrl: fresh.databaseUrl!, pgliteDir: name, migrationsDir });
      const [one, two] = await Promise.all([open(), open()]);
      try {
        const [s1, s2] = await Promise.all([rateLimitSecret(one.db), rateLimitSecret(two.db)]);
        expect(s1).toBe(s2);
        expect(await clientLimitKey(one.db, '198.51.100.4')).toBe(
          await clientLimitKey(two.db, '198.51.100.4'),
        );
      } finally {
        await Promise.all([one.close(), two.close()]);
        await fresh.cleanup();
      }
    },
    60_000,
  );
});
