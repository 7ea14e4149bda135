// The `catalog` part (issue 24): runs lib/catalog-import.ts (the server from source as its own process,
// on PGlite and, with a database URL, PostgreSQL): a Tiendanube-format file of 10,000 rows (3,000
// products with variants) previewed then applied, the store exported and its export previewed again.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(BENCH, '..');

/** @param {{ postgresUrl: string | null, quick: boolean }} options */
export function measureCatalog({ postgresUrl, quick }) {
  const size = quick ? { rows: 2000, products: 600 } : { rows: 10_000, products: 3000 };
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      join(BENCH, 'lib', 'catalog-import.ts'),
      JSON.stringify({ serverRoot: ROOT, postgresUrl, ...size }),
    ],
    {
      cwd: BENCH,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TSX_TSCONFIG_PATH: join(BENCH, 'tsconfig.run.json') },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.status !== 0) throw new Error(`catalog bench failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
}
