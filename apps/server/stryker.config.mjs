// Mutation testing of the server's rules where a one-line bug costs the most: sign-in, orders, metrics and
// the rate limits (`pnpm mutate --only=server`; not in CI: it takes hours on two cores). Their tests run
// on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite (vitest.mutate.config.ts): a mutant is a bug
// of the code, not of the database.
// StrykerJS 9.5 is the last that runs on Node 20 (10.x refuses Node < 22 at start).
import { fileURLToPath } from 'node:url';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // pnpm does not hoist: the runner is named by its path, or Stryker's core never finds it.
  plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
  testRunner: 'vitest',
  // The tests reach these modules through the app, which Vitest's "related" lookup does not follow.
  vitest: { configFile: 'vitest.mutate.config.ts', related: false },
  mutate: [
    'src/auth/codes.ts',
    'src/auth/session.ts',
    'src/auth/accounts.ts',
    'src/orders/*.ts',
    'src/metrics/*.ts',
    'src/rate-limit/*.ts',
    // orders/index.ts only re-exports; rate-limit/index.ts (the counters) and metrics/index.ts (the
    // dashboard's plugin) hold rules, so they are mutated too.
    '!src/orders/index.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  // PGlite starts in seconds: a mutant's tests take longer than the default allows.
  timeoutMS: 60_000,
  // The first run of every test under coverage takes minutes on a busy machine.
  dryRunTimeoutMinutes: 30,
  reporters: ['progress', 'json'],
  // One JSON per module group (scripts/mutate.mjs --group=…), merged into REPORT.md's server row.
  jsonReporter: { fileName: process.env.MUTATE_REPORT ?? '../../bench/mutation/server.json' },
  thresholds: { high: 85, low: 75, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
