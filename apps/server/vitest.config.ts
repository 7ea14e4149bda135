import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite's cold start takes 1.5–11 s on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Every answer of a contract route must have a declared status (see the file).
    setupFiles: ['test/setup/record-statuses.ts'],
    // In CI no test meant for PostgreSQL may be skipped (see the file). The migrated PGlite the test
    // databases are copied from is made once, before the workers start (test/setup/database-template.ts).
    globalSetup: ['test/setup/postgres.ts', 'test/setup/database-template.ts'],
  },
});
