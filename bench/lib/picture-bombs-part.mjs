// The `pictures` part (issue 19): runs lib/picture-bombs.ts (the server from source as its own process)
// against this checkout, and, when PICTURES_BEFORE_ROOT names a checkout of the code before issue 19 (with
// its node_modules), against that one too: the same pictures, before and after.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT = join(BENCH, '..');

function measure(serverRoot) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(BENCH, 'lib', 'picture-bombs.ts'), JSON.stringify({ serverRoot })],
    {
      cwd: BENCH,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TSX_TSCONFIG_PATH: join(BENCH, 'tsconfig.run.json') },
    },
  );
  if (result.status !== 0) throw new Error(`pictures bench failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
}

/** @param {{ log: (line: string) => void }} options */
export function measurePictures({ log }) {
  const before = process.env.PICTURES_BEFORE_ROOT;
  const result = { after: measure(ROOT), before: null };
  if (before) {
    log(`  before: the server of ${before}`);
    result.before = measure(before);
  }
  return result;
}
