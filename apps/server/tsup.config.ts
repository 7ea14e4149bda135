import { cpSync, mkdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// dist/main.js runs with `node dist/main.js` from this folder or `node apps/server/dist/main.js` from the
// repository root: the contract and the migrations are copied beside it (see src/paths.ts).
export default defineConfig({
  entry: { main: 'src/main.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: false,
  // Workspace packages are TypeScript sources: bundle them. Everything in node_modules stays external.
  noExternal: ['@panel/domain', '@panel/storefront'],
  async onSuccess() {
    mkdirSync('dist/openapi', { recursive: true });
    cpSync('../../openapi/panel-v2.yaml', 'dist/openapi/panel-v2.yaml');
    cpSync('drizzle', 'dist/drizzle', { recursive: true });
  },
});
