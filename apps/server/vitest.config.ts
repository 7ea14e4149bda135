import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite's cold start takes 1.5–11 s on two cores.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
