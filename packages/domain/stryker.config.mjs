// Mutation testing of the pure rules (`pnpm mutate`, not in CI: minutes, not seconds). Each mutant is a
// one-line bug; a test must fail on it. The report lands in bench/mutation/ beside the other figures.
// StrykerJS 9.5 is the last that runs on Node 20 (10.x refuses Node < 22 at start).
import { fileURLToPath } from 'node:url';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // pnpm does not hoist: the runner is named by its path, or Stryker's core never finds it.
  plugins: [fileURLToPath(import.meta.resolve('@stryker-mutator/vitest-runner'))],
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'src/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.fixtures.ts',
    '!src/index.ts',
    '!src/country-iso3.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['progress', 'json'],
  jsonReporter: { fileName: '../../bench/mutation/domain.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
