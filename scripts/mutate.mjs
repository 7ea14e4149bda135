#!/usr/bin/env node
// `pnpm mutate [--only=domain|server] [--group=NAME] [--report] [-- stryker options]`: mutation testing with
// StrykerJS (not in CI: it takes minutes to hours). Each target runs with its own config (packages/domain,
// apps/server: stryker.config.mjs) and leaves a JSON report in bench/mutation/; this script then writes
// bench/mutation/REPORT.md: the score of each target and of each file, and every mutant that survived,
// to be killed by a test or explained.
//
// The server runs by module group (`--group=codes`, …, or `--group=all`, one after the other): each group
// mutates its modules and runs only the test files that reach them, and leaves
// bench/mutation/server/<group>.json. The server row of REPORT.md merges every group's report (a file
// reported by two groups counts once, from the newer report, merged per mutant with an older report of
// the same source: a group may mutate a line range of a module).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'bench/mutation');

/** Where each target runs, and the score it must reach (issue 20). */
const TARGETS = [
  { name: 'domain', dir: 'packages/domain', goal: 85 },
  { name: 'server', dir: 'apps/server', goal: 75 },
];

/** The tests that place orders: the ones that reach orders/create.ts, lines.ts and quote.ts. */
const ORDER_CREATE_TESTS = [
  // checkLines and checkLineIds called directly (lines.ts).
  'test/order-lines.test.ts',
  // createOrder's own checks of the customer's texts, phone, honeypot and key, called directly.
  'test/order-input.test.ts',
  'test/orders.test.ts',
  'test/order-holds.test.ts',
  'test/order-variants.test.ts',
  'test/orders-scale-out.test.ts',
  'test/sale-order.test.ts',
  'test/storefront-sale.test.ts',
  'test/storefront-cart-sale.test.ts',
  'test/storefront-variants.test.ts',
  // The merchant's notification of a new order (its message, source and type).
  'test/orders-inbox.test.ts',
  // An order whose store is deleted while it waits for the store's lock.
  'test/store-lock.test.ts',
];

/** The tests that reach metrics/ other than budget.ts. */
const METRICS_TESTS = [
  // A store's day, its start and a date moved (rollup.ts), called directly.
  'test/metrics-days.test.ts',
  // StoreZones on a database: the minute a zone is kept, a failed read, the cap (zones.ts).
  'test/metrics-zones.test.ts',
  // The day partitions made, raced for, dropped and given up on (retention.ts), called directly.
  'test/metrics-retention.test.ts',
  // rollUpDay for one store, one zone, a UTC+14 day, the claim window; periodCounts (rollup.ts).
  'test/metrics-rollup.test.ts',
  // eventRow's hashes and tab ids, DaySalts' days kept (events.ts), called directly.
  'test/metrics-events.test.ts',
  // The dashboard's and the job's roll-ups, record's batching and failures, the jobs (index.ts).
  'test/metrics-plugin.test.ts',
  'test/metrics.test.ts',
  // The raw events' days dropped (retention.ts) and the roll-up of the days kept (rollup.ts).
  'test/visits-budget.test.ts',
  // The dashboard's 'Pedidos sin confirmar' and the zones of the sale panel.
  'test/orders-sale-panel.test.ts',
];

/**
 * The server's module groups, in the order they run: the modules mutated, and the test files that reach
 * them (the only ones Vitest loads: under perTest coverage every loaded file runs once in the dry run).
 */
const SERVER_GROUPS = [
  {
    name: 'codes',
    mutate: ['src/auth/codes.ts'],
    tests: [
      'test/auth-code.test.ts',
      'test/auth-attempts.test.ts',
      'test/auth-code-short-ttl.test.ts',
      'test/mail-backoff.test.ts',
      'test/sign-in-link.test.ts',
      'test/sign-in-ceiling.test.ts',
    ],
  },
  {
    name: 'rate-limit',
    mutate: ['src/rate-limit/*.ts'],
    tests: [
      'test/rate-limit.test.ts',
      'test/client-key.test.ts',
      'test/rate-limit-hashes.test.ts',
      'test/auth-attempts.test.ts',
    ],
  },
  {
    name: 'session',
    mutate: ['src/auth/session.ts'],
    tests: [
      'test/auth-session.test.ts',
      'test/auth-https.test.ts',
      'test/login-redirect.test.ts',
      'test/session-clock.test.ts',
      // requireUser guards the onboarding calls.
      'test/onboarding.test.ts',
    ],
  },
  {
    name: 'accounts',
    mutate: ['src/auth/accounts.ts'],
    tests: [
      'test/onboarding.test.ts',
      'test/google.test.ts',
      'test/store-country.test.ts',
      // A link held by another store (isLinkHeld), and user-info's name of a user who gave none.
      'test/store-links.test.ts',
      'test/auth-session.test.ts',
    ],
  },
  // orders/ in three groups, each with the tests that reach its modules (the whole folder at once is
  // about 900 mutants under every order test: over four hours on two cores).
  {
    name: 'orders-stock',
    mutate: ['src/orders/stock.ts', 'src/orders/expire.ts', 'src/orders/holds-plugin.ts'],
    tests: [
      'test/orders.test.ts',
      'test/order-holds.test.ts',
      'test/order-variants.test.ts',
      'test/orders-scale-out.test.ts',
      // The products' lock order lives in stock.ts.
      'test/order-lock-order.test.ts',
      // A lapsed order's coupon use given back (expire.ts).
      'test/sale-order.test.ts',
    ],
  },
  // create.ts in two halves by lines (a Stryker range `file:from-to`), lines.ts and quote.ts apart: the
  // group's 500 mutants in three parts, each with its own report (merged per mutant by reportOf), so a run
  // stopped or lost costs one part.
  {
    name: 'orders-create-input',
    mutate: ['src/orders/create.ts:1-334'],
    tests: ORDER_CREATE_TESTS,
  },
  {
    name: 'orders-create-place',
    mutate: ['src/orders/create.ts:335-592'],
    tests: ORDER_CREATE_TESTS,
  },
  {
    name: 'orders-lines',
    mutate: ['src/orders/lines.ts', 'src/orders/quote.ts'],
    tests: ORDER_CREATE_TESTS,
  },
  {
    name: 'orders-manage',
    mutate: ['src/orders/read.ts', 'src/orders/manage.ts', 'src/orders/host.ts'],
    tests: [
      'test/orders.test.ts',
      'test/orders-inbox.test.ts',
      'test/orders-sale-panel.test.ts',
      'test/orders-host.test.ts',
      'test/order-holds.test.ts',
      'test/order-variants.test.ts',
      // A coupon's use given back and taken again as the merchant moves an order (manage.ts).
      'test/sale-order.test.ts',
    ],
  },
  {
    name: 'metrics-budget',
    mutate: ['src/metrics/budget.ts'],
    tests: [
      'test/visit-budget-admit.test.ts',
      'test/visits-budget.test.ts',
      'test/metrics.test.ts',
    ],
  },
  // The other metrics modules in three parts (443 mutants, 13–22 s each under these tests' servers): a
  // part stopped costs that part only.
  {
    name: 'metrics-days',
    mutate: ['src/metrics/zones.ts', 'src/metrics/retention.ts', 'src/metrics/rollup.ts'],
    tests: METRICS_TESTS,
  },
  {
    name: 'metrics-events',
    mutate: ['src/metrics/events.ts'],
    tests: METRICS_TESTS,
  },
  {
    name: 'metrics-dashboard',
    mutate: ['src/metrics/index.ts'],
    tests: METRICS_TESTS,
  },
];

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
const chosen = TARGETS.filter((target) => !only || target.name === only);
if (chosen.length === 0) {
  console.error(`--only must name one of: ${TARGETS.map((t) => t.name).join(', ')}`);
  process.exit(2);
}

// Options after `--` go to Stryker as they are: `pnpm mutate --only=server -- --mutate 'src/auth/codes.ts'`
// tests one module (the report then covers that module alone).
const dashes = process.argv.indexOf('--');
const strykerArgs = dashes === -1 ? [] : process.argv.slice(dashes + 1);

const groupArg = process.argv.find((arg) => arg.startsWith('--group='))?.slice(8);
const groups =
  groupArg === undefined
    ? []
    : SERVER_GROUPS.filter((g) => groupArg === 'all' || groupArg.split(',').includes(g.name));
if (groupArg !== undefined && groups.length === 0) {
  console.error(`--group must name all or some of: ${SERVER_GROUPS.map((g) => g.name).join(', ')}`);
  process.exit(2);
}

/** Runs Stryker in `dir`, with `env` added; exits on failure. */
function stryker(dir, args, env = {}) {
  const result = spawnSync('stryker', ['run', ...args], {
    cwd: path.join(root, dir),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// `--report`: only rewrite REPORT.md from the JSON reports already there.
for (const target of process.argv.includes('--report') ? [] : chosen) {
  if (target.name === 'server' && groups.length > 0) {
    for (const group of groups) {
      console.log(`\n━━ mutation testing: server, ${group.name} (${group.mutate.join(' ')}) ━━`);
      const started = Date.now();
      stryker(target.dir, ['--mutate', group.mutate.join(','), ...strykerArgs], {
        MUTATE_TESTS: group.tests.join(','),
        MUTATE_REPORT: path.join(out, 'server', `${group.name}.json`),
      });
      console.log(`${group.name}: ${((Date.now() - started) / 60_000).toFixed(1)} min`);
    }
    continue;
  }
  console.log(`\n━━ mutation testing: ${target.name} (${target.dir}) ━━`);
  stryker(target.dir, strykerArgs);
}

/**
 * The modules the server's groups mutate (their globs are a folder's `*.ts`, or one file with or without
 * a line range).
 */
function serverModules() {
  const dir = path.join(root, 'apps/server');
  const expand = (glob) =>
    glob.endsWith('/*.ts')
      ? readdirSync(path.join(dir, path.dirname(glob)))
          .filter((name) => name.endsWith('.ts'))
          .map((name) => `${path.dirname(glob)}/${name}`)
      : [glob.replace(/:\d+-\d+$/, '')];
  const modules = SERVER_GROUPS.flatMap((g) => g.mutate.flatMap(expand));
  return [...new Set(modules)].sort();
}

/**
 * The files of a target's report: bench/mutation/<target>.json, or for the server the merge of
 * bench/mutation/server/*.json (a file in several group reports taken from the newest, merged with the
 * older ones' mutants of its other lines).
 */
function reportOf(target) {
  const key = (m) =>
    `${m.mutatorName}@${m.location.start.line}:${m.location.start.column}=${m.replacement}`;
  const reports = [];
  const dir = path.join(out, target.name);
  if (existsSync(dir)) {
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')))
      reports.push(path.join(dir, name));
  }
  if (reports.length === 0 && existsSync(path.join(out, `${target.name}.json`)))
    reports.push(path.join(out, `${target.name}.json`));
  if (reports.length === 0) return null;
  const byAge = reports
    .map((file) => ({ file, mtime: statSync(file).mtime }))
    .sort((a, b) => a.mtime - b.mtime);
  // A module in several reports (line ranges of it, see orders-create-*): from the newest, with an older
  // one's other mutants too. Where the older ran another source, only its mutants on lines that read the
  // same in both and that the newer did not mutate (a range kept while another changed) are kept.
  const files = {};
  for (const { file } of byAge) {
    for (const [module, f] of Object.entries(JSON.parse(readFileSync(file, 'utf8')).files)) {
      const older = files[module];
      if (!older) {
        files[module] = f;
        continue;
      }
      const newer = new Set(f.mutants.map(key));
      const lines = { before: older.source.split('\n'), now: f.source.split('\n') };
      const mutated = new Set(f.mutants.map((m) => m.location.start.line));
      const kept = (m) => {
        if (older.source === f.source) return !newer.has(key(m));
        for (let line = m.location.start.line; line <= m.location.end.line; line++) {
          if (mutated.has(line) || lines.before[line - 1] !== lines.now[line - 1]) return false;
        }
        return true;
      };
      files[module] = { ...f, mutants: [...older.mutants.filter(kept), ...f.mutants] };
    }
  }
  // <target>/after/*.json: reruns of a line range after new tests; their mutants replace the same
  // mutants (mutator, place, replacement) of the group reports, the rest of the module is kept. They
  // apply in the order of their numbers (`1-…`, `2-…`, … `10-…`): a later rerun of the same mutant wins.
  const afterDir = path.join(dir, 'after');
  for (const name of existsSync(afterDir)
    ? readdirSync(afterDir)
        .filter((n) => n.endsWith('.json'))
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    : []) {
    for (const [module, f] of Object.entries(
      JSON.parse(readFileSync(path.join(afterDir, name), 'utf8')).files,
    )) {
      if (!files[module]) continue;
      const rerun = new Map(f.mutants.map((m) => [key(m), m]));
      files[module] = {
        ...files[module],
        mutants: files[module].mutants.map((m) => rerun.get(key(m)) ?? m),
      };
    }
  }
  return { files, mtime: byAge[byAge.length - 1].mtime, parts: byAge.length };
}

// bench/mutation/EQUIVALENT.md explains the survivors no test should kill, one a line:
// `- src/file.ts:line Mutator — why`. The report marks those survivors "(explained)".
const equivalentFile = path.join(out, 'EQUIVALENT.md');
const explained = new Set(
  existsSync(equivalentFile)
    ? [...readFileSync(equivalentFile, 'utf8').matchAll(/^- (\S+:\d+ \w+) —/gm)].map((m) => m[1])
    : [],
);

/** Killed and timed-out mutants count as detected; survivors and uncovered ones as missed. */
function score(mutants) {
  const count = (status) => mutants.filter((m) => m.status === status).length;
  const detected = count('Killed') + count('Timeout');
  const missed = count('Survived') + count('NoCoverage');
  return {
    detected,
    missed,
    score: detected + missed === 0 ? 100 : (100 * detected) / (detected + missed),
  };
}

const lines = [
  '# Mutation testing',
  '',
  'Made by `pnpm mutate` (StrykerJS; see scripts/mutate.mjs). A mutant is a one-line bug; the score is the',
  'share of mutants a test detects (killed or timed out) among those that ran (uncovered ones count as missed).',
  'A survivor marked (explained) is one bench/mutation/EQUIVALENT.md says no test should kill, and why.',
  '',
  '| target | goal | score | detected | missed | report date |',
  '|---|---|---|---|---|---|',
];
const details = [];
const reportFile = path.join(out, 'REPORT.md');
const previous = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
for (const target of TARGETS) {
  const report = reportOf(target);
  if (!report) {
    // No JSON here (bench/mutation/<target>.json is not committed): keep what REPORT.md said of it.
    const row = previous.split('\n').find((line) => line.startsWith(`| ${target.name} |`));
    lines.push(row ?? `| ${target.name} | ≥ ${target.goal} % | not run | | | |`);
    const section = new RegExp(`\\n(## ${target.name}\\n[\\s\\S]*?)(?=\\n## |$)`).exec(previous);
    if (section) details.push('', section[1].trimEnd());
    continue;
  }
  const files = Object.entries(report.files);
  const all = files.flatMap(([, f]) => f.mutants);
  const total = score(all);
  const when = report.mtime.toISOString().slice(0, 16).replace('T', ' ');
  lines.push(
    `| ${target.name} | ≥ ${target.goal} % | ${total.score.toFixed(1)} % | ${total.detected} | ${total.missed} | ${when} |`,
  );
  details.push('', `## ${target.name}`, '', '| file | score | missed |', '|---|---|---|');
  for (const [name, f] of files.sort(([a], [b]) => a.localeCompare(b))) {
    const s = score(f.mutants);
    details.push(`| ${name} | ${s.score.toFixed(1)} % | ${s.missed} |`);
  }
  if (target.name === 'server') {
    const missing = serverModules().filter((file) => !(file in report.files));
    if (missing.length > 0) details.push('', `Not run yet: ${missing.join(', ')}.`);
  }
  details.push('', `### Survivors of ${target.name}`, '');
  for (const [name, f] of files) {
    for (const m of f.mutants.filter((x) => x.status === 'Survived' || x.status === 'NoCoverage')) {
      const replacement = (m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80);
      const key = `${name}:${m.location.start.line} ${m.mutatorName}`;
      details.push(
        `- ${key}${m.status === 'NoCoverage' ? ' (no test runs it)' : ''}${explained.has(key) ? ' (explained)' : ''}: \`${replacement}\``,
      );
    }
  }
}
writeFileSync(path.join(out, 'REPORT.md'), `${[...lines, ...details].join('\n')}\n`);
console.log(`\n${lines.slice(6).join('\n')}\n\nbench/mutation/REPORT.md written.`);
