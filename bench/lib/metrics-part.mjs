// The `metrics` part (issue 13): runs lib/metrics.ts (the server from source, through tsx) and returns
// its figures.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');

/** @param {{ postgresUrl: string; duration: number; warmup: number }} options */
export function measureMetrics(options) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(BENCH, 'lib', 'metrics.ts'), JSON.stringify(options)],
    {
      cwd: BENCH,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      // tsx applies the JSX setting to included files only: the server renders .tsx store pages.
      env: { ...process.env, TSX_TSCONFIG_PATH: join(BENCH, 'tsconfig.run.json') },
    },
  );
  if (result.status !== 0) throw new Error(`metrics bench failed (exit ${result.status})`);
  return JSON.parse(result.stdout.trim().split('\n').pop() ?? '{}');
}
