// `pnpm --filter @panel/ui chromatic`: publishes the Storybook to Chromatic for visual review when
// CHROMATIC_PROJECT_TOKEN is set (CI secret); without it, says so and succeeds, so local runs and forks
// without the secret are not blocked. The checked-in baselines under __screenshots__/ remain the gate.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped (CHROMATIC_PROJECT_TOKEN is not set).');
  process.exit(0);
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--build-script-name',
    'build-storybook',
    '--storybook-config-dir',
    '.storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  {
    // The Storybook (and its build-storybook script) lives at the repository root.
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.join(root, 'packages/ui/node_modules/.bin')}${path.delimiter}${process.env.PATH}`,
    },
  },
);
process.exit(result.status ?? 1);
