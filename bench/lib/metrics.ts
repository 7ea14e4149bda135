// The `metrics` part (issue 13), run by run.mjs: `node --import tsx lib/metrics.ts '<json>'`; prints one
// JSON line. The server built from source (buildApp) listening on loopback over a fresh PostgreSQL database:
// - dashboard: a store with a year of data (365 rolled-up days of about 1,000 visits, and today's raw
//   events: 1,000 visits of 3–4 events) — GET /reports/summary?period=year at c=1, the roll-up kept fresh
//   (the first call rolls today up, then 30 s fresh); and the on-demand roll-up of today alone, timed;
// - ingest: POST /storefront/events (the page's beacon, each answered once its row is stored) at c=10,
//   each from a new client address (X-Forwarded-For, TRUST_PROXY=1): every one a new visitor, counted;
// - page view (issue 19: the visitor budget): the store home at c=1 as a new visitor counted (a new
//   address each request: its admission, a token of its address's bucket, the deferred insert), as a
//   visitor seen before (admitted: only the deferred insert), as a new visitor over budget (one address
//   whose 30 new visitors are spent, a new user agent each request), and as a crawler (not counted, no
//   budget): the differences are what counting, and refusing, add.
import { randomBytes } from 'node:crypto';
// @ts-expect-error -- autocannon ships no type declarations
import autocannonModule from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { createSessionToken, SESSION_COOKIE } from '../../apps/server/src/auth/session.js';
import { products, stores, users } from '../../apps/server/src/db/schema.js';
import { ensureEventPartitions } from '../../apps/server/src/metrics/retention.js';
import { rollUpDay } from '../../apps/server/src/metrics/rollup.js';

/** Varies each request's client address or user agent (`x-bench-vary`): a new visitor every time. */
const VARY = new URL('./vary-visitor.cjs', import.meta.url).pathname;

// Runs are counted in requests (see below); run.mjs's duration and warm-up are not used.
const { postgresUrl } = JSON.parse(process.argv[2] ?? '{}') as { postgresUrl: string };
const BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A135M) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

interface Result {
  requests: { average: number; total: number };
  /** Seconds from the first request to the last answer (two decimals). */
  duration: number;
  latency: { mean: number; p50: number; p90: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}
type Options = Record<string, unknown>;
const autocannon = autocannonModule as (
  options: Options,
  done: (err: unknown, result: Result) => void,
) => void;

// In a worker thread: the load must not share the server's event loop (the server runs in this process).
const run = (options: Options) =>
  new Promise<Result>((resolve, reject) =>
    autocannon({ ...options, workers: 1 }, (err, result) => (err ? reject(err) : resolve(result))),
  );
// Requests per second over the run's real length: autocannon's `requests.average` is the mean of its
// one-second samples, so a run counted in requests that ends 7.1 s or 7.9 s in reads the same (9,000 / 8).
const figures = (r: Result) => ({
  rps: Math.round((10 * r.requests.total) / r.duration) / 10,
  mean: r.latency.mean,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
  statuses: r.statusCodeStats,
});

async function main() {
  const name = `panel_bench_metrics_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(
    loadConfig({
      DATA_DIR: `/tmp/${name}`,
      DATABASE_URL: url.toString(),
      STORE_HOST: 'localhost:3000',
      PUBLIC_URL: 'http://localhost:3000',
      PORT: '3000',
      // X-Forwarded-For from loopback (autocannon) names the client: a new address per request.
      TRUST_PROXY: '1',
    }),
    { logger: { level: 'error' }, mediaMaintenance: false, metricsJobs: false },
  );
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const origin = `http://127.0.0.1:${port}`;

    const [user] = await app.db
      .insert(users)
      .values({
        email: 'bench-metrics@example.com',
        name: 'Ana',
        country: 'AR',
        onboardingLevel: '3',
      })
      .returning();
    const [store] = await app.db
      .insert(stores)
      .values({ name: 'Tienda medida', link: 'medida', country: 'AR', ownerId: user!.id })
      .returning();
    const storeId = store!.id;
    await app.db.insert(products).values({
      storeId,
      slug: 'torta',
      name: 'Torta',
      retailPrice: '100.00',
      manageStock: false,
    });
    const cookie = `${SESSION_COOKIE}=${await createSessionToken(app.db, user!.id)}`;

    // A year of rolled-up days (and the year before it, for the change), then today's raw events.
    const now = new Date();
    await app.db.execute(sql`
      INSERT INTO store_daily_metrics
        (store_id, day, visits, carts, abandoned_carts, visits_with_order, rolled_at)
      SELECT ${storeId}, current_date - d, 900 + (d % 200), 120 + (d % 30), 80 + (d % 20), 25 + (d % 10), now()
      FROM generate_series(1, 730) AS d`);
    const start = now.getTime() - 20 * 3_600_000;
    // store_events is partitioned by day (issue 19): the days these rows fall on need their partitions.
    await ensureEventPartitions(app.db, [new Date(start), now]);
    await app.db.execute(sql`
      INSERT INTO store_events (store_id, at, kind, visitor, tab, owner)
      SELECT ${storeId}, ${new Date(start).toISOString()}::timestamptz + (v * 60 + e * 5) * interval '1 second',
        CASE WHEN e < 3 THEN 'view' WHEN v % 3 = 0 THEN 'order' ELSE 'cart' END,
        md5(v::text), NULL, false
      FROM generate_series(1, 1000) AS v, generate_series(0, 3) AS e`);

    const started = performance.now();
    await rollUpDay(app.db, now, now, storeId);
    const rollUpMs = performance.now() - started;

    const summary = { url: `${origin}/api/v2/reports/summary?period=year`, headers: { cookie } };
    const check = await fetch(summary.url, { headers: summary.headers });
    if (check.status !== 200)
      throw new Error(`summary answered ${check.status}: ${await check.text()}`);
    await run({ ...summary, connections: 1, amount: 100 });
    // The server answers 503 past 1,000 requests on one keep-alive socket (maxRequestsPerSocket): runs
    // are counted in requests, under that per connection.
    const dashboard = figures(await run({ ...summary, connections: 1, amount: 900 }));
    const after = await fetch(summary.url, { headers: summary.headers });
    if (dashboard.non2xx > 0) {
      throw new Error(
        `summary under load: ${JSON.stringify(dashboard.statuses)}; now ${after.status} ${await after.text()}`,
      );
    }

    const beacon = {
      url: `${origin}/api/v2/storefront/events`,
      method: 'POST' as const,
      headers: {
        host: 'medida.localhost:3000',
        'user-agent': BROWSER,
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-bench-vary': 'address',
      },
      body: JSON.stringify({ kind: 'view', tab: 'benchbenchbenchbench01' }),
      requests: [{ setupRequest: VARY }],
    };
    const before = await count(app);
    await run({ ...beacon, connections: 10, amount: 500 });
    const ingestStarted = new Date();
    const ingestRun = await run({ ...beacon, connections: 10, amount: 9000 });
    if (ingestRun.non2xx > 0)
      throw new Error(`beacon under load: ${JSON.stringify(ingestRun.statusCodeStats)}`);
    await app.metrics.flush();
    const stored = (await count(app)) - before;
    // Events per second as the server stamped them (each row's `at` is its beacon's arrival, and each
    // beacon is answered once its row is stored): autocannon in a worker ends a run counted in requests
    // on its next one-second tick, so its own duration reads 5.01 or 6.01 s for a run of 5.3.
    const span = (await app.db.execute(sql`
      SELECT count(*)::int AS n, extract(epoch from max(at) - min(at))::float AS seconds
      FROM store_events WHERE at >= ${ingestStarted.toISOString()}::timestamptz`)) as unknown as {
      rows: { n: number; seconds: number }[];
    };
    const { n, seconds } = span.rows[0]!;
    const ingest = {
      ...figures(ingestRun),
      rps: Math.round(n / seconds),
      clientRps: figures(ingestRun).rps,
      seconds,
      stored,
    };

    const page = (agent: string, vary?: 'address' | 'agent' | 'known') => ({
      url: `${origin}/`,
      headers: {
        host: 'medida.localhost:3000',
        'user-agent': agent,
        ...(vary ? { 'x-bench-vary': vary } : {}),
      },
      ...(vary ? { requests: [{ setupRequest: VARY }] } : {}),
    });
    const probe = await app.inject({ method: 'GET', url: '/', headers: page(BROWSER).headers });
    if (probe.statusCode !== 200) {
      throw new Error(`store home answered ${probe.statusCode}: ${probe.body.slice(0, 200)}`);
    }
    // Warm-up; it also spends the over-budget address's 30 new visitors (the server's address for the
    // `agent` runs: loopback, no X-Forwarded-For).
    await run({ ...page(BROWSER, 'address'), connections: 1, amount: 100 });
    await run({ ...page(BROWSER, 'agent'), connections: 1, amount: 100 });
    await run({ ...page(BROWSER, 'known'), connections: 1, amount: 400 });
    await run({ ...page(CRAWLER), connections: 1, amount: 100 });
    await app.metrics.flush();
    const storedBefore = await count(app);
    // Alternate to spread the machine's noise over the three.
    const newVisitor = [];
    const overBudget = [];
    const counted = [];
    const uncounted = [];
    // Each run starts once the previous one's events are written: a counted view's admission and insert
    // run after its answer, and must not be billed to the next run.
    const measure = async (options: Options) => {
      const result = figures(await run({ ...options, connections: 1, amount: 400 }));
      await app.metrics.flush();
      return result;
    };
    for (let i = 0; i < 2; i += 1) {
      newVisitor.push(await measure(page(BROWSER, 'address')));
      overBudget.push(await measure(page(BROWSER, 'agent')));
      counted.push(await measure(page(BROWSER, 'known')));
      uncounted.push(await measure(page(CRAWLER)));
    }
    await app.metrics.flush();
    const mean = (list: { mean: number }[]) => list.reduce((s, f) => s + f.mean, 0) / list.length;
    const rps = (list: { rps: number }[]) => list.reduce((s, f) => s + f.rps, 0) / list.length;
    const pageView = {
      /** A visitor seen before (admitted already), counted: what most page views are. */
      counted,
      /** A new visitor each request, counted (its admission and a token of its address's bucket). */
      newVisitor,
      /** A new visitor each request from an address whose budget is spent: not counted. */
      overBudget,
      /** A crawler: not counted, no budget. */
      uncounted,
      /** Rows stored by those runs (counted: 800 seen before + 800 new visitors; over budget: none). */
      stored: (await count(app)) - storedBefore,
      countedMs: mean(counted),
      newVisitorMs: mean(newVisitor),
      overBudgetMs: mean(overBudget),
      uncountedMs: mean(uncounted),
      countedRps: rps(counted),
      newVisitorRps: rps(newVisitor),
      overBudgetRps: rps(overBudget),
      uncountedRps: rps(uncounted),
      addedMs: mean(counted) - mean(uncounted),
      newVisitorAddedMs: mean(newVisitor) - mean(uncounted),
      overBudgetAddedMs: mean(overBudget) - mean(uncounted),
    };

    const timing = (await app.db.execute(sql`
      EXPLAIN (ANALYZE, FORMAT JSON)
      SELECT sum(visits) FROM store_daily_metrics
      WHERE store_id = ${storeId} AND day >= current_date - 729`)) as unknown as {
      rows: { 'QUERY PLAN': { 'Execution Time': number }[] }[];
    };
    const queryMs = timing.rows[0]?.['QUERY PLAN'][0]?.['Execution Time'];

    console.log(
      JSON.stringify({
        dashboard,
        rollUpTodayMs: rollUpMs,
        queryMs,
        ingest,
        pageView,
        loadAverage: (await import('node:os')).loadavg(),
      }),
    );
  } finally {
    await app.close();
    const drop = new pg.Client({ connectionString: postgresUrl });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  }
}

async function count(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  const result = (await app.db.execute(
    sql`SELECT count(*)::int AS n FROM store_events`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
