// PostgreSQL going away (a restart, a failover, the network) must cost requests, not the process, and not
// pile them up. Two things the pool does not do by itself:
// - A client checked out of the pool (a transaction between two statements) that loses its connection
//   emits 'error' on itself, where nobody listens then: Node would crash the server. The statement that
//   follows fails instead, and its request answers 503 (plugins/errors.ts).
// - While the database is known to be unreachable, waiting the full connect timeout for every request only
//   piles requests up: after a failed connect, connects get a short timeout until one succeeds again. A
//   refused port (the database restarting) fails at once either way; this bounds the other case, a database
//   that stopped answering (its host or the network gone), to a couple of seconds a request after the first.
import type pg from 'pg';
import { isDatabaseUnavailable } from '../faults.js';

/** The connect (and pool wait) timeout while the last attempt to connect failed. */
export const CONNECT_WHILE_DOWN_MS = 2_000;

type ConnectCallback = (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void;

/**
 * Makes `pool` outlive outages: every client listens to its own errors, and the connection timeout is
 * {@link CONNECT_WHILE_DOWN_MS} after a failed connect or a pooled connection lost, `normalMs` again once a
 * new connection is made (pg-pool reads the option at each connect, for its wait as for a new connection).
 */
export function handleOutages(pool: pg.Pool, normalMs: number): void {
  const options = (pool as unknown as { options: { connectionTimeoutMillis: number } }).options;
  const down = (err: unknown) => {
    if (isDatabaseUnavailable(err)) options.connectionTimeoutMillis = CONNECT_WHILE_DOWN_MS;
  };
  pool.on('connect', (client) => {
    options.connectionTimeoutMillis = normalMs;
    client.on('error', down);
  });
  pool.on('error', down);
  // Both pool.query and drizzle's transactions check out through connect (callback or promise form).
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    if (callback) {
      return connect((err, client, done) => {
        if (err) down(err);
        callback(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).catch((err: unknown) => {
      down(err);
      throw err;
    });
  };
}
