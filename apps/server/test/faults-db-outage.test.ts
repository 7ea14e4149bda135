// The PostgreSQL pool through an outage (db/availability.ts): a connection lost while checked out does not
// crash the process, and while the database does not answer, connects give up after a short timeout until
// one succeeds again. Needs a PostgreSQL URL (TEST_DATABASE_URL or DATABASE_URL); skipped otherwise.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_WHILE_DOWN_MS, handleOutages } from '../src/db/availability.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrationsDir } from '../src/paths.js';
import { isDatabaseUnavailable } from '../src/faults.js';
import { freshDatabase, postgresUrl, type TestDatabase } from './helpers.js';

describe.skipIf(!postgresUrl)('PostgreSQL outages', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it('survives a connection lost inside a transaction, answers it as unavailable, and reconnects', async () => {
    const opened: Database = await openDatabase({
      databaseUrl: database.databaseUrl!,
      pgliteDir: '',
      migrationsDir,
    });
    const admin = new pg.Client({ connectionString: database.databaseUrl });
    await admin.connect();
    try {
      const failure = await opened.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as unknown as {
            rows: { pid: number }[];
          };
          // The server ends this connection between two statements: the error reaches the checked-out
          // client while no query listens (a process without a listener on it dies here).
          await admin.query('SELECT pg_terminate_backend($1)', [result.rows[0]!.pid]);
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`SELECT 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failure).not.toBeNull();
      expect(isDatabaseUnavailable(failure)).toBe(true);
      const after = (await opened.db.execute(sql`SELECT 1 AS one`)) as unknown as {
        rows: { one: number }[];
      };
      expect(after.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await opened.close();
    }
  });

  it('gives connects a short timeout while the database does not answer, the full one once it does', async () => {
    // A proxy to PostgreSQL that can stop answering (a host or network gone): it then accepts connections
    // and sends nothing.
    const target = new URL(database.databaseUrl!);
    let answering = false;
    const sockets = new Set<net.Socket>();
    const proxy = net.createServer((socket) => {
      sockets.add(socket);
      if (!answering) return;
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      sockets.add(upstream);
      socket.pipe(upstream).pipe(socket);
      const end = () => {
        socket.destroy();
        upstream.destroy();
      };
      socket.on('error', end);
      upstream.on('error', end);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const via = new URL(target);
    via.host = `127.0.0.1:${(proxy.address() as net.AddressInfo).port}`;

    const normalMs = CONNECT_WHILE_DOWN_MS * 2;
    const pool = new pg.Pool({
      connectionString: via.toString(),
      connectionTimeoutMillis: normalMs,
    });
    pool.on('error', () => undefined);
    handleOutages(pool, normalMs);
    const timeout = () =>
      (pool as unknown as { options: { connectionTimeoutMillis: number } }).options
        .connectionTimeoutMillis;
    const connectFails = async () => {
      const started = Date.now();
      const err = await pool.query('SELECT 1').then(
        () => null,
        (e: unknown) => e,
      );
      return { err, ms: Date.now() - started };
    };
    try {
      // Away from the start: the first connect waits the full timeout, the next ones the short one.
      answering = false;
      const first = await connectFails();
      expect(isDatabaseUnavailable(first.err)).toBe(true);
      expect(timeout()).toBe(CONNECT_WHILE_DOWN_MS);
      const second = await connectFails();
      expect(isDatabaseUnavailable(second.err)).toBe(true);
      console.info(
        `connect to a database that does not answer: the first gave up after ${first.ms} ms, ` +
          `the next after ${second.ms} ms`,
      );

      // Back: a connection is made, and the timeout is the full one again.
      answering = true;
      expect((await pool.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(timeout()).toBe(normalMs);

      // A pooled connection lost (the network drops it) is as good a sign as a failed connect.
      answering = false;
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(timeout()).toBe(CONNECT_WHILE_DOWN_MS);
    } finally {
      await pool.end();
      for (const socket of sockets) socket.destroy();
      proxy.close();
    }
  });
});
