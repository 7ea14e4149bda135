#!/usr/bin/env node
// `pnpm test`: every check, in the order a failure is cheapest to find. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const steps = [
  ['lint (ESLint, Prettier, Redocly)', 'pnpm', ['lint']],
  ['types', 'pnpm', ['typecheck']],
  ['generated API types are current', 'pnpm', ['gen:check']],
  ['unit and server tests', 'pnpm', ['test:unit']],
  ['build (ui library, panel, server, Storybook)', 'pnpm', ['build:all']],
  ['byte budgets of the panel build and the store home (bench/)', 'pnpm', ['bench:budgets']],
  ['story tests (Chromium, axe)', 'pnpm', ['test:stories']],
  ['end-to-end (Chromium, real server, SMTP sink)', 'pnpm', ['test:e2e']],
];

// Browser tests use Debian's Chromium (Playwright never downloads one here). Install it when we can.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(
      `Chromium is missing at ${chromium}. Install it (Debian: sudo apt-get install -y chromium)`,
    );
    console.error(
      'or point CHROMIUM_PATH at a Chromium or Chrome binary, then run pnpm test again.',
    );
    process.exit(1);
  }
  console.log('Installing Debian Chromium for the browser tests…');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const started = Date.now();
const timings = [];
for (const [title, command, args] of steps) {
  console.log(`\n━━ ${title} ━━ (${command} ${args.join(' ')})`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  timings.push(`${title}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
console.log(
  `\n${timings.join('\n')}\n✓ every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
