// The server tests that guard the mutated modules (stryker.config.mjs): on PostgreSQL when
// TEST_DATABASE_URL is set, else on PGlite.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Stryker runs this from a sandbox (apps/server/.stryker-tmp/sandbox-…), deeper than apps/server: the
// server and the contract tests look for ../../openapi/panel-v2.yaml, so the sandbox gets the contract
// where a built server keeps it, beside its modules (src/paths.ts).
const here = path.dirname(fileURLToPath(import.meta.url));
const contract = 'openapi/panel-v2.yaml';
let repo = here;
while (!existsSync(path.join(repo, contract)) && path.dirname(repo) !== repo)
  repo = path.dirname(repo);
if (repo !== path.resolve(here, '../..')) {
  mkdirSync(path.join(here, 'src/openapi'), { recursive: true });
  copyFileSync(path.join(repo, contract), path.join(here, 'src', contract));
}

export default defineConfig({
  test: {
    // MUTATE_TESTS (comma-separated globs) narrows the files to those that cover one module group
    // (scripts/mutate.mjs --group=…): under perTest coverage every included file runs once in the dry run.
    include: process.env.MUTATE_TESTS?.split(',').filter(Boolean) ?? [
      'test/auth-*.test.ts',
      'test/client-key.test.ts',
      'test/metrics.test.ts',
      'test/orders*.test.ts',
      'test/storefront.test.ts',
    ],
    // With TEST_DATABASE_URL the tests run on PostgreSQL alone (a file starts twice as fast: a
    // CREATE DATABASE from the template instead of a PGlite start); without it, on PGlite.
    // The lock-order race runs 2 s instead of 10 under each mutant (test/order-lock-order.test.ts).
    env: {
      LOCK_ORDER_RUN_MS: '2000',
      ...(process.env.TEST_DATABASE_URL
        ? { TEST_BACKENDS: 'postgres', DATABASE_URL: '' }
        : { TEST_DATABASE_URL: '', DATABASE_URL: '' }),
    },
    // Under coverage instrumentation a PGlite start takes longer than in `pnpm test`.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ['test/setup/record-statuses.ts'],
    // The test databases are copies of one migrated once (test/setup/database-template.ts).
    globalSetup: ['test/setup/database-template.ts'],
  },
});
