// The server tests that guard the mutated modules (stryker.config.mjs), on PGlite only.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/auth-*.test.ts',
      'test/client-key.test.ts',
      'test/metrics.test.ts',
      'test/orders*.test.ts',
      'test/storefront.test.ts',
    ],
    env: { TEST_DATABASE_URL: '', DATABASE_URL: '' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['test/setup/record-statuses.ts'],
  },
});
