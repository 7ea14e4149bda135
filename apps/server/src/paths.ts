// Files the server reads at run time, found both from the sources (src/*.ts under tsx or vitest) and from
// the bundle (dist/main.js): each of those lives one level below the package directory.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Absolute path of apps/server. */
export const packageDir = path.resolve(here, '..');

/** The first existing candidate, or the last one (so a missing file is reported by its canonical path). */
function firstExisting(candidates: string[]): string {
  return candidates.find((c) => existsSync(c)) ?? candidates[candidates.length - 1]!;
}

/** The OpenAPI contract: the copy tsup puts beside dist/main.js, else the repository's openapi/ folder. */
export const openapiPath = firstExisting([
  path.join(here, 'openapi', 'panel-v2.yaml'),
  path.resolve(packageDir, '../../openapi/panel-v2.yaml'),
]);

/** drizzle-kit's migrations: the copy beside dist/main.js, else apps/server/drizzle. */
export const migrationsDir = firstExisting([
  path.join(here, 'drizzle'),
  path.join(packageDir, 'drizzle'),
]);
