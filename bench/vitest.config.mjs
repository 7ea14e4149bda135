import { defineConfig } from 'vitest/config';

// Plain Node tests: the unit tests of the harness's pure parts, and the byte budgets over the real build.
export default defineConfig({ test: { environment: 'node', include: ['test/**/*.test.mjs'] } });
