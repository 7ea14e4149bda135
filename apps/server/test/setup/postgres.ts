// Before any server test: the PostgreSQL the tests were given answers, and in CI there is one. Without it
// every test meant for PostgreSQL (the races, two server processes, outages) would be skipped, and a
// skipped test reads as a pass.
import pg from 'pg';
import { privatePostgresMissing } from '../../../../scripts/private-postgres.mjs';

export default async function requirePostgres(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    const message =
      'no TEST_DATABASE_URL or DATABASE_URL: the tests meant for PostgreSQL are skipped (pnpm test starts one when it can)';
    if (process.env.CI) throw new Error(`PostgreSQL is required in CI: ${message}`);
    console.warn(`⚠ ${message}`);
  } else {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
    } catch (error) {
      throw new Error(`TEST_DATABASE_URL does not answer: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  // The restart tests start a PostgreSQL of their own from Debian's binaries.
  const missing = privatePostgresMissing();
  if (missing && process.env.CI)
    throw new Error(`PostgreSQL restart tests cannot run in CI: ${missing}`);
}
