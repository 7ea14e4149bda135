import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @panel/server db:generate` writes a new migration to ./drizzle (checked in); the server
// applies pending migrations at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
});
