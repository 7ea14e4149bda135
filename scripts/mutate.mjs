#!/usr/bin/env node
// `pnpm mutate [--only=domain|server] [--report] [-- stryker options]`: mutation testing with StrykerJS
// (not in CI: it takes minutes to hours). Each target runs with its own config (packages/domain,
// apps/server: stryker.config.mjs) and leaves a JSON report in bench/mutation/; this script then writes
// bench/mutation/REPORT.md: the score of each target and of each file, and every mutant that survived,
// to be killed by a test or explained.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = path.join(root, 'bench/mutation');

/** Where each target runs, and the score it must reach (issue 20). */
const TARGETS = [
  { name: 'domain', dir: 'packages/domain', goal: 85 },
  { name: 'server', dir: 'apps/server', goal: 75 },
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

// `--report`: only rewrite REPORT.md from the JSON reports already there.
for (const target of process.argv.includes('--report') ? [] : chosen) {
  console.log(`\n━━ mutation testing: ${target.name} (${target.dir}) ━━`);
  const result = spawnSync('stryker', ['run', ...strykerArgs], {
    cwd: path.join(root, target.dir),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
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
for (const target of TARGETS) {
  const file = path.join(out, `${target.name}.json`);
  if (!existsSync(file)) {
    lines.push(`| ${target.name} | ≥ ${target.goal} % | not run | | | |`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const files = Object.entries(report.files);
  const all = files.flatMap(([, f]) => f.mutants);
  const total = score(all);
  const when = statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ');
  lines.push(
    `| ${target.name} | ≥ ${target.goal} % | ${total.score.toFixed(1)} % | ${total.detected} | ${total.missed} | ${when} |`,
  );
  details.push('', `## ${target.name}`, '', '| file | score | missed |', '|---|---|---|');
  for (const [name, f] of files.sort(([a], [b]) => a.localeCompare(b))) {
    const s = score(f.mutants);
    details.push(`| ${name} | ${s.score.toFixed(1)} % | ${s.missed} |`);
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
