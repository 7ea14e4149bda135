#!/usr/bin/env node
// `pnpm start`: build whatever is missing or older than its sources, then serve the panel and the API
// from one process on http://localhost:$PORT (embedded database unless DATABASE_URL is set).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const skip = new Set(['node_modules', 'dist', '.data', 'storybook-static']);

/** Newest modification time under a path, ignoring build output and dependencies. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!skip.has(entry)) latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

const sources = ['packages/domain/src', 'packages/api/src', 'packages/ui/src', 'openapi'];
const targets = [
  {
    // The store pages' stylesheet, script and font (hashed), served by the server on store hosts.
    name: '@panel/storefront',
    output: 'packages/storefront/dist/manifest.json',
    inputs: ['packages/domain/src', 'packages/storefront/src', 'packages/storefront/scripts'],
  },
  {
    name: '@panel/panel',
    output: 'apps/panel/dist/index.html',
    inputs: [
      ...sources,
      'apps/panel/src',
      'apps/panel/scripts',
      'apps/panel/index.html',
      'apps/panel/vite.config.ts',
    ],
  },
  {
    name: '@panel/server',
    output: 'apps/server/dist/main.js',
    inputs: [
      ...sources,
      'packages/storefront/src',
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/tsup.config.ts',
    ],
  },
];

for (const target of targets) {
  const output = join(root, target.output);
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...target.inputs.map((input) => newest(join(root, input))));
  if (built >= changed) continue;
  console.log(`Construyendo ${target.name}…`);
  const result = spawnSync('pnpm', ['--filter', target.name, 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
