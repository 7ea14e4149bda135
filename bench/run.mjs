#!/usr/bin/env node
// `pnpm bench`: measures the panel (issue 7) and the storefront's store home against a Next.js peer
// (issue 12), and writes bench/REPORT.md and bench/results.json.
//   --quick              small sizes (3,000 products over 30 stores, 3 page loads, 5 s load runs)
//   --only=a,b           a subset of: weight, load, interaction, lighthouse, api, peers, peerload, store,
//                        metrics, scale, pictures, cluster, catalog, variants
//   --no-postgres        skip the PostgreSQL column even when a database URL is set
//   --report-only        rewrite REPORT.md from the last results.json
// PostgreSQL: TEST_DATABASE_URL or DATABASE_URL (postgres://…, needs CREATEDB); else that column is skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { measureApi } from './lib/api.mjs';
import { launch, pageLoad, searchInteraction, CHROMIUM } from './lib/browser.mjs';
import { ACCOUNTS, pgliteDataDir, postgresDatabase, seedPlan, WORK } from './lib/data.mjs';
import { explainList } from './lib/explain.mjs';
import { lighthouse } from './lib/lighthouse.mjs';
import { measurePeerLoad } from './lib/peer-load.mjs';
import { measurePeer, PEERS } from './lib/peers.mjs';
import { writeReport } from './lib/report.mjs';
import { signIn, startServer } from './lib/server.mjs';
import { measureStorePart } from './lib/store-part.mjs';
import { measureMetrics } from './lib/metrics-part.mjs';
import { measureScaleOut } from './lib/scale-out.mjs';
import { measurePictures } from './lib/picture-bombs-part.mjs';
import { measureCatalog } from './lib/catalog-part.mjs';
import { measureVariants } from './lib/variants.mjs';
import { measureWeight, PANEL_DIST } from './lib/weight.mjs';
import { measureCluster } from './lib/cluster-part.mjs';
import { clusterToolsMissing } from '../scripts/cluster.mjs';

const ROOT = new URL('..', import.meta.url).pathname;
const BENCH = new URL('.', import.meta.url).pathname;
const PARTS = [
  'weight',
  'load',
  'interaction',
  'lighthouse',
  'api',
  'peers',
  'peerload',
  'store',
  'metrics',
  'scale',
  'pictures',
  'cluster',
  'catalog',
  'variants',
];

const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const only = argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((p) => !PARTS.includes(p)) ?? [];
if (unknown.length) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${PARTS.join(', ')}`);
  process.exit(2);
}
const wants = (/** @type {string} */ part) => !only || only.includes(part);
const postgresUrl = argv.includes('--no-postgres')
  ? null
  : (process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? null);

const size = quick
  ? { stores: 30, products: 3000, big: 1000, page: 100 }
  : { stores: 1000, products: 100_000, big: 1000, page: 100 };
const settings = {
  quick,
  size,
  pageLoadRuns: quick ? 3 : 10,
  searchQueries: quick
    ? ['taza', 'miel', 'gorra']
    : ['taza', 'miel', 'gorra', 'vela', 'jabon', 'cafe', 'collar', 'bolso', 'crema', 'maceta'],
  apiDuration: quick ? 5 : 20,
  apiWarmup: quick ? 2 : 5,
};

const log = (/** @type {string} */ line) => console.log(line);
/**
 * Runs that saw errors or non-2xx answers where none may be (the figures would measure refusals, not
 * pages), and rules a part checks: printed at the end, and the run exits 1. REPORT.md lists them too.
 * @type {string[]}
 */
const problems = [];
const started = new Date();
const commands = [`pnpm bench${argv.length ? ` ${argv.join(' ')}` : ''}`];

/** Builds the panel and the server when a fresh clone has not yet (README: `pnpm start` builds too). */
function ensureBuilt() {
  const server = join(ROOT, 'apps', 'server', 'dist', 'main.js');
  // Once the storefront package has its build (issue 12), its assets must be built too.
  const storefront = join(ROOT, 'packages', 'storefront');
  const storefrontBuilt =
    !existsSync(join(storefront, 'scripts', 'build.mjs')) ||
    existsSync(join(storefront, 'dist', 'manifest.json'));
  if (
    existsSync(join(PANEL_DIST, '.vite', 'manifest.json')) &&
    existsSync(server) &&
    storefrontBuilt
  ) {
    return;
  }
  log('building the panel and the server (pnpm build)…');
  commands.push('pnpm build');
  const result = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('pnpm build failed');
}

function machine() {
  const chromium = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  // The bench's own outputs, rewritten by every run, do not count as changes to what was measured.
  const dirty = spawnSync(
    'git',
    ['status', '--porcelain', '--', '.', ':!bench/REPORT.md', ':!bench/results.json'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return {
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    cpu: `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}`,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    chromium: chromium || `not found at ${CHROMIUM}`,
    commit: `${commit.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`,
  };
}

/** @type {any} */
const results = {
  date: started.toISOString(),
  machine: machine(),
  settings,
  commands,
  skipped: {},
};

async function pgliteRun() {
  const needsServer = ['load', 'interaction', 'lighthouse', 'api', 'peerload'].some(wants);
  if (!needsServer) return;
  const plan = seedPlan(size);
  const { dataDir, seeded } = pgliteDataDir(plan, log);
  results.seed = { ...(results.seed ?? {}), pglite: seeded, plan: { ...size } };
  const server = await startServer({ dataDir });
  log(`server on ${server.origin} (PGlite, ${dataDir})`);
  try {
    const page = `${server.origin}/products`;
    if (wants('load') || wants('interaction') || wants('peerload')) {
      const browser = await launch();
      try {
        if (wants('load')) {
          log(`page load: ${settings.pageLoadRuns} cold runs each`);
          const login = await pageLoad(browser, {
            url: `${server.origin}/login`,
            ready: 'input[type="email"]',
            runs: settings.pageLoadRuns,
          });
          const cookie = await signIn(server.origin, dataDir, ACCOUNTS.page);
          const products = await pageLoad(browser, {
            url: page,
            ready: 'tbody tr td',
            cookie,
            runs: settings.pageLoadRuns,
          });
          results.pageLoad = { login, products };
          log(
            `  /login LCP ${login.lcp.median.toFixed(0)} ms, /products LCP ${products.lcp.median.toFixed(0)} ms`,
          );
        }
        if (wants('interaction')) {
          const cookie = await signIn(server.origin, dataDir, ACCOUNTS.big);
          results.interaction = await searchInteraction(browser, {
            url: page,
            cookie,
            queries: settings.searchQueries,
          });
          log(`  search to table: median ${results.interaction.toTable.median?.toFixed(0)} ms`);
        }
        if (wants('peerload')) {
          log("peer list page (issue 15): ours and react-admin's over the same 100 products");
          results.peerLoad = await measurePeerLoad({
            browser,
            origin: server.origin,
            dataDir,
            runs: settings.pageLoadRuns,
            log,
          }).catch((err) => ({ error: err instanceof Error ? err.message : String(err) }));
        }
      } finally {
        await browser.close();
      }
    }
    if (wants('lighthouse')) {
      log('lighthouse (mobile, desktop)');
      const cookie = await signIn(server.origin, dataDir, ACCOUNTS.page);
      results.lighthouse = {};
      for (const [name, url, session] of [
        ['login', `${server.origin}/login`, undefined],
        ['products', page, cookie],
      ]) {
        results.lighthouse[name] = {};
        for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
          results.lighthouse[name][preset] = lighthouse({ url, cookie: session, preset, name });
          log(
            `  ${name} ${preset}: ${JSON.stringify(results.lighthouse[name][preset]).slice(0, 120)}`,
          );
        }
      }
    }
    if (wants('api')) {
      log(`API load on PGlite (${settings.apiDuration} s per run)`);
      results.api = { ...(results.api ?? {}) };
      results.api.pglite = await measureApi({
        origin: server.origin,
        dataDir,
        duration: settings.apiDuration,
        warmup: settings.apiWarmup,
        log,
      });
    }
  } finally {
    await server.stop();
  }
}

async function postgresRun() {
  if (!wants('api')) return;
  if (!postgresUrl) {
    results.skipped.postgres = 'no TEST_DATABASE_URL or DATABASE_URL set (or --no-postgres)';
    return;
  }
  const plan = seedPlan(size);
  let database;
  try {
    database = await postgresDatabase(postgresUrl, plan, log);
  } catch (err) {
    results.skipped.postgres = `PostgreSQL at ${redact(postgresUrl)} unusable: ${err instanceof Error ? err.message : err}`;
    return;
  }
  results.seed = { ...(results.seed ?? {}), postgres: database.seeded };
  const dataDir = join(WORK, 'run', 'postgres');
  const server = await startServer({ dataDir, databaseUrl: database.databaseUrl });
  log(`server on ${server.origin} (PostgreSQL)`);
  try {
    log(`API load on PostgreSQL (${settings.apiDuration} s per run)`);
    results.api = { ...(results.api ?? {}) };
    results.api.postgres = await measureApi({
      origin: server.origin,
      dataDir,
      duration: settings.apiDuration,
      warmup: settings.apiWarmup,
      log,
    });
  } finally {
    await server.stop();
  }
  results.api.postgres.explain = await explainList(database.databaseUrl).catch((err) => ({
    error: String(err),
  }));
}

/** Where each part keeps its figures in results.json. */
const PART_KEYS = {
  weight: ['weight'],
  load: ['pageLoad'],
  interaction: ['interaction'],
  lighthouse: ['lighthouse'],
  api: ['api'],
  peers: ['peers'],
  peerload: ['peerLoad'],
  store: ['store'],
  metrics: ['metrics'],
  scale: ['scale'],
  pictures: ['pictures'],
  cluster: ['cluster'],
  catalog: ['catalog'],
  variants: ['variants'],
};

/**
 * With `--only`, the parts not run keep their figures from the last results.json (so a run of one part
 * does not erase the others' report); `results.carried` says from which run, and REPORT.md says so.
 */
function carryOver(results) {
  const path = join(BENCH, 'results.json');
  if (!existsSync(path)) return;
  const last = JSON.parse(readFileSync(path, 'utf8'));
  const parts = PARTS.filter(
    (part) => !wants(part) && PART_KEYS[part].some((key) => last[key] !== undefined),
  );
  if (!parts.length) return;
  for (const part of parts) for (const key of PART_KEYS[part]) results[key] = last[key];
  if (
    parts.some((p) => ['load', 'interaction', 'lighthouse', 'api', 'peerload'].includes(p)) &&
    !results.seed
  ) {
    results.seed = last.seed;
  }
  if (parts.includes('api') && last.skipped?.postgres && !results.skipped.postgres) {
    results.skipped.postgres = last.skipped.postgres;
  }
  const lastRun = { date: last.date, command: last.commands?.[0], commit: last.machine?.commit };
  results.carried = Object.fromEntries(
    parts.map((part) => [part, last.carried?.[part] ?? lastRun]),
  );
}

const redact = (url) => url.replace(/\/\/[^@/]*@/, '//…@');

async function main() {
  if (argv.includes('--report-only')) {
    // Rewrites REPORT.md from the last results.json (after a change of the report's wording).
    const last = JSON.parse(readFileSync(join(BENCH, 'results.json'), 'utf8'));
    writeReport(last, join(BENCH, 'REPORT.md'));
    log('rewrote bench/REPORT.md from bench/results.json');
    return;
  }
  // The metrics, pictures and catalog parts run the server from source: no build needed for them alone.
  if (!only || only.some((part) => !['metrics', 'pictures', 'catalog'].includes(part)))
    ensureBuilt();
  if (wants('weight')) {
    results.weight = measureWeight();
    log(`weight: login ${(results.weight.routes.login.js.gzip / 1024).toFixed(1)} KiB gzip`);
  }
  await pgliteRun();
  await postgresRun();
  if (wants('peers')) {
    log('peers (npm registry, scratch folders under bench/.work/peers)');
    results.peers = {};
    for (const name of Object.keys(PEERS)) results.peers[name] = measurePeer(name, log);
  }
  if (wants('store')) {
    log('store home (issue 12): ours on PGlite and PostgreSQL, and the Next.js peer');
    const started = Date.now();
    results.store = await measureStorePart({
      size,
      runs: settings.pageLoadRuns,
      duration: settings.apiDuration,
      warmup: settings.apiWarmup,
      postgresUrl,
      log,
    });
    results.store.ms = Date.now() - started;
    problems.push(...(results.store.problems ?? []));
  }
  if (wants('metrics')) {
    if (!postgresUrl) {
      results.skipped.metrics = 'no TEST_DATABASE_URL or DATABASE_URL set (or --no-postgres)';
    } else {
      log(
        'storefront metrics (issues 13, 19): dashboard at c=1, event ingest at c=10, page-view cost counted vs over budget',
      );
      results.metrics = measureMetrics({
        postgresUrl,
        duration: settings.apiDuration,
        warmup: settings.apiWarmup,
      });
      log(
        `  dashboard p50 ${results.metrics.dashboard.p50} ms, ingest ${results.metrics.ingest.rps.toFixed(0)} events/s, page view +${results.metrics.pageView.addedMs.toFixed(2)} ms counted (seen before), +${results.metrics.pageView.newVisitorAddedMs.toFixed(2)} ms new visitor, +${results.metrics.pageView.overBudgetAddedMs.toFixed(2)} ms over budget`,
      );
    }
  }
  if (wants('scale')) {
    if (!postgresUrl) {
      results.skipped.scale = 'no TEST_DATABASE_URL or DATABASE_URL set (or --no-postgres)';
    } else {
      log('scale-out (issue 15): one server process, then two on the same PostgreSQL');
      results.scale = await measureScaleOut({
        postgresUrl,
        size,
        perConnection: quick ? 200 : 800,
        log,
      });
    }
  }
  if (wants('pictures')) {
    log(
      'pictures (issue 19): the bomb and other pictures sent to a server process, time and peak memory',
    );
    results.pictures = measurePictures({ log });
    for (const x of results.pictures.after.pictures) {
      log(`  ${x.name}: ${x.status} in ${x.ms} ms, peak +${x.peakRiseMb} MB`);
    }
  }
  const clusterMissing = wants('cluster') ? clusterToolsMissing() : [];
  if (clusterMissing.length) {
    results.skipped.cluster = `${clusterMissing.join(', ')} missing (apt-get install haproxy varnish)`;
    log(`cluster skipped: ${results.skipped.cluster}`);
  } else if (wants('cluster')) {
    log(
      "cluster (issue 25): pnpm cluster's layout (PostgreSQL, s3rver, 3 processes, HAProxy, Varnish) under load",
    );
    const measured = await measureCluster({
      duration: settings.apiDuration,
      products: quick ? 8 : 24,
      log,
    });
    results.cluster = measured.result;
    problems.push(...measured.problems.map((x) => `cluster: ${x}`));
  }
  if (wants('catalog')) {
    log(
      'catalog CSV (issue 24): import preview and apply of a Tiendanube file, export, round trip; time and peak memory',
    );
    results.catalog = measureCatalog({ postgresUrl, quick });
    for (const run of results.catalog.runs) {
      log(
        `  ${run.backend}: preview ${run.preview.ms} ms (peak ${run.preview.peakMb} MB), apply ${run.apply.ms} ms (peak ${run.apply.peakMb} MB), export ${run.export.ms} ms`,
      );
    }
  }
  if (wants('variants')) {
    log(
      'variants (issue 22): a product of 250 variants: the panel form (first render, keystroke in a cell), its store page (HTML, LCP)',
    );
    results.variants = await measureVariants({
      runs: quick ? 3 : settings.pageLoadRuns,
      keys: quick ? 12 : 24,
    });
    const { laptop, phone } = results.variants.form;
    log(
      `  form: first render ${laptop.firstRender.median.toFixed(0)} ms (phone ${phone.firstRender.median.toFixed(0)} ms), keystroke to paint ${laptop.keystroke.toPaint.median.toFixed(0)} ms median, ${laptop.keystroke.toPaint.max.toFixed(0)} ms worst (CPU 4× slower: ${laptop.keystrokeCpu4.toPaint.median.toFixed(0)} / ${laptop.keystrokeCpu4.toPaint.max.toFixed(0)} ms)`,
    );
    log(
      `  store page: ${(results.variants.store.html.gzip / 1024).toFixed(1)} KiB gzip HTML, LCP ${results.variants.store.load.lcp.median.toFixed(0)} ms`,
    );
    for (const [name, figure] of [
      ['form keystroke to paint (worst, laptop)', laptop.keystroke.toPaint.max],
      ['form keystroke to paint (worst, phone)', phone.keystroke.toPaint.max],
    ]) {
      if (figure >= 100)
        problems.push(`variants: ${name} ${figure.toFixed(0)} ms, budget < 100 ms`);
    }
    if (results.variants.store.html.gzip > 30 * 1024)
      problems.push(
        `variants: store page HTML ${(results.variants.store.html.gzip / 1024).toFixed(1)} KiB gzip, budget 30 KiB`,
      );
  }
  results.finished = new Date().toISOString();
  results.machine.loadAverageAtEnd = os.loadavg().map((n) => Number(n.toFixed(2)));
  if (only) carryOver(results);
  results.problems = problems;
  writeFileSync(join(BENCH, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  writeReport(results, join(BENCH, 'REPORT.md'));
  log('wrote bench/results.json and bench/REPORT.md');
  if (problems.length) {
    console.error(
      `\n✗ ${problems.length} measure(s) saw failed requests or missed what must hold:\n${problems.map((x) => `  - ${x}`).join('\n')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
