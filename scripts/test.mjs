#!/usr/bin/env node
// `pnpm test`: every check, in the order a failure is cheapest to find. Stops after the first phase
// with a failing step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { privatePostgresMissing, startPrivatePostgres } from './private-postgres.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// Phases run one after the other; the steps of a phase run side by side (the machine has 2 cores and
// most steps are single-threaded or wait on a browser). The generated types are checked before the type
// check reads them; the builds run beside the unit and server tests, which read no build output; the
// byte budgets (bytes, never timings) beside the story tests.
const phases = [
  [['generated API types are current', 'pnpm', ['gen:check']]],
  [
    ['lint (ESLint, Prettier, Redocly)', 'pnpm', ['lint']],
    ['types', 'pnpm', ['typecheck']],
  ],
  [
    ['unit and server tests', 'pnpm', ['test:unit']],
    ['build (ui library, panel, server, Storybook)', 'pnpm', ['build:all']],
  ],
  [
    ['byte budgets of the panel build and the store home (bench/)', 'pnpm', ['bench:budgets']],
    ['story tests (Chromium, axe)', 'pnpm', ['test:stories']],
  ],
  [['end-to-end (Chromium, real server, SMTP sink)', 'pnpm', ['test:e2e']]],
];

const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
let aptUpdated = false;
/** Installs Debian packages (as root on Debian), or exits with apt's status. */
function aptInstall(packages) {
  for (const args of [
    ...(aptUpdated ? [] : [['update', '-qq']]),
    ['install', '-y', '-qq', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  aptUpdated = true;
}

// Browser tests use Debian's Chromium (Playwright never downloads one here). Install it when we can.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
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
  aptInstall(['chromium']);
}

// The server tests run on PGlite and again on a real PostgreSQL, where the races, the two-process tests
// and the outages can happen at all: TEST_DATABASE_URL (or DATABASE_URL) when given, else a private
// cluster of Debian's PostgreSQL started for this run (installed when we can). In CI a run without
// PostgreSQL fails: its tests would be skipped, and a skip is not a pass.
let postgres = null;
if (!process.env.TEST_DATABASE_URL && !process.env.DATABASE_URL) {
  if (privatePostgresMissing() && canApt) {
    console.log('Installing Debian PostgreSQL for the server tests…');
    aptInstall(['postgresql']);
  }
  const missing = privatePostgresMissing();
  if (missing && process.env.CI) {
    console.error(`PostgreSQL is needed in CI and cannot be started: ${missing}.`);
    process.exit(1);
  }
  if (missing) {
    console.warn(
      `⚠ No PostgreSQL (${missing}): the server tests run on PGlite only, and the tests meant for ` +
        'PostgreSQL (parallel races, two server processes, outages and restarts) are skipped. Install ' +
        "Debian's postgresql or set TEST_DATABASE_URL to run them.",
    );
  } else {
    postgres = await startPrivatePostgres();
    process.env.TEST_DATABASE_URL = postgres.url;
    console.log(`PostgreSQL for the server tests: a private cluster at ${postgres.url}`);
  }
}

const started = Date.now();
const timings = [];

/** Runs one step; a step that shares its phase has its output kept and printed whole when it ends. */
function run([title, command, args], alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    if (alone) console.log(`\n━━ ${title} ━━ (${command} ${args.join(' ')})`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      // Colours survive the pipe, as in a terminal.
      env: alone ? process.env : { FORCE_COLOR: '1', ...process.env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n━━ ${title} ━━ (${command} ${args.join(' ')}, ${seconds} s)`);
        process.stdout.write(Buffer.concat(output));
      }
      timings.push(`${title}: ${seconds} s`);
      resolve({ title, status: code ?? signal });
    });
  });
}

for (const phase of phases) {
  const results = await Promise.all(phase.map((step) => run(step, phase.length === 1)));
  const failed = results.filter((result) => result.status !== 0);
  if (failed.length > 0) {
    for (const { title, status } of failed) console.error(`\n✗ ${title} failed (exit ${status}).`);
    await postgres?.cleanup();
    process.exit(typeof failed[0].status === 'number' ? failed[0].status : 1);
  }
}
await postgres?.cleanup();
console.log(
  `\n${timings.join('\n')}\n✓ every check passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
