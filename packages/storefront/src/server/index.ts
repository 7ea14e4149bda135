// Node-only helpers for the server that renders the storefront: where the built assets are and their
// hashed names. Kept out of the main entry, which also runs in the browser (stories).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { StorefrontAssets } from '../document/document';

/**
 * This package's folder, found by name: the server's build bundles this module into apps/server/dist,
 * where a path relative to the module would be wrong; Node resolves the name from either place.
 */
const packageDir = path.dirname(
  createRequire(import.meta.url).resolve('@panel/storefront/package.json'),
);

/** Folder of the built assets (`pnpm --filter @panel/storefront build`). */
export const storefrontAssetsDir = path.join(packageDir, 'dist/assets');

/** No build: pages render without stylesheet and script (tests; the server logs a warning). */
export const NO_ASSETS: StorefrontAssets = { stylesheet: null, script: null, fonts: null };

/** The hashed names of the built stylesheets and script, or null when the package is not built. */
export function readStorefrontAssets(
  manifestPath = path.join(packageDir, 'dist/manifest.json'),
): StorefrontAssets | null {
  if (!existsSync(manifestPath)) return null;
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as StorefrontAssets;
}
