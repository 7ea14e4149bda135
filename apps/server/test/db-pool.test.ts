// The PostgreSQL pool's limits: statement and idle-in-transaction timeouts on every connection, and a
// connection timeout (a database that accepts TCP but never answers must not hang start-up or a request).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, POSTGRES_TIMEOUTS, type Database } from '../src/db/client.js';
import { migrationsDir } from '../src/paths.js';
import { freshDatabase, postgresUrl, type TestDatabase } from './helpers.js';

describe.skipIf(!postgresUrl)('PostgreSQL pool timeouts', () => {
  let database: TestDatabase;
  let opened: Database;
  beforeAll(async () => {
    database = await freshDatabase('postgres');
    opened = await openDatabase({
      databaseUrl: database.databaseUrl!,
      pgliteDir: '',
      migrationsDir,
    });
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
    await database?.cleanup();
  });

  it('sets statement_timeout and idle_in_transaction_session_timeout on every connection', async () => {
    const result = (await opened.db.execute(
      sql`SELECT current_setting('statement_timeout') AS statement,
                 current_setting('idle_in_transaction_session_timeout') AS idle`,
    )) as unknown as { rows: { statement: string; idle: string }[] };
    expect(result.rows[0]).toEqual({ statement: '30s', idle: '1min' });
    expect(POSTGRES_TIMEOUTS.statementMs).toBe(30_000);
  });

  it('ends a statement that runs past the timeout', async () => {
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL statement_timeout = 200`);
        await tx.execute(sql`SELECT pg_sleep(2)`);
      }),
    ).rejects.toThrow();
  });
});

describe('PostgreSQL connection timeout', () => {
  let server: net.Server;
  let port: number;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: a database behind a black-holed network.
    server = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });

  it('gives up on a database that never answers', async () => {
    const started = Date.now();
    await expect(
      openDatabase({
        databaseUrl: `postgres://panel:panel@127.0.0.1:${port}/panel`,
        pgliteDir: '',
        migrationsDir,
        connectTimeoutMs: 500,
      }),
    ).rejects.toThrow(/timeout/i);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(POSTGRES_TIMEOUTS.connectMs).toBe(10_000);
  });
});
