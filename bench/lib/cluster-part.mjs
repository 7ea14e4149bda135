// `pnpm bench --only=cluster` (issue 25): `pnpm cluster`'s layout (scripts/cluster.mjs: a private
// PostgreSQL, s3rver, K server processes on 127.0.0.2…, HAProxy, Varnish for the store hosts) under
// autocannon, on one machine:
//   1. the product list and a mixed load (3 lists, 1 product created with a picture) through HAProxy at
//      K = 1, 2, 3 processes (the others put in maintenance on HAProxy's admin socket): req/s in all and per
//      process, errors, non-2xx;
//   2. store pages through Varnish (the home and every product page, half the shoppers with a cart
//      cookie): hit ratio and the share of requests that reached the origin (varnishstat), non-2xx;
//   3. a product renamed through the panel: seconds and requests until its page through Varnish shows it
//      (the pages say `s-maxage=60`: at most 60 s plus the one stale answer that refreshes it);
//   4. a picture uploaded through one process, read through each other process and through HAProxy;
//   5. `kill -9` of one process under the list load: failed requests (0 expected, HAProxy's retries);
//   6. a rolling restart with SIGTERM of every process, one after the other, under the mixed load: failed
//      requests (0 expected: readyz turns 503, HAProxy takes the process out, it drains).
// Every run counts errors and non-2xx answers; those that must be 0 and are not go to `problems`, which
// bench/run.mjs prints and turns into a failing exit.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import {
  request,
  samplePicture,
  saveProduct,
  serverRequire,
  signIn,
  startCluster,
} from '../../scripts/cluster.mjs';
import { productForm, summary } from './api.mjs';

const CONNECTIONS = 10;

/** What peers and the research measured or document, printed beside ours (REPORT.md section 10). */
export const PEER_NOTES = [
  'HAProxy 2.6 without retries (research scale-out.md §6.2 [M8], 3 stand-in processes, wrk -c32 12 s): ' +
    '`kill -9` of one process failed 3,692 of 135,622 requests (2.7 %) until the health checks marked it ' +
    'down (~1 s); with `retry-on conn-failure empty-response response-timeout 503` and `option redispatch` ' +
    '0 of 131,764; a graceful stop (503 from the health check first) failed 0 in both.',
  'Varnish 7.1 with the same VCL rules (research §2.1 [M3], a stand-in origin with our headers, 200 stores × ' +
    '5 pages, wrk -c20 15 s): 99.72 % hit ratio, the origin saw exactly one request per page (0.28 %).',
  "Shopify's Oxygen full-page cache (research §2.4 [SH2]) honours Cache-Control and re-renders stale pages " +
    'in the background; its presets `CacheShort` (max-age=1, swr=9) and `CacheLong` (max-age=3600, ' +
    'swr=82800) bracket our `s-maxage=60, stale-while-revalidate=600`.',
  'Medusa (file-s3), Payload (storage-s3) and Strapi (provider-upload-aws-s3) keep pictures in one bucket ' +
    'shared by every instance, uploaded through the server (research §1.3), as here.',
];

/** autocannon, resolved with its result; `onStart` receives the instance (to stop it). */
function cannon(options, onStart) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
    onStart?.(instance);
  });
}

/** The kept figures of a run: autocannon's summary, the answers by status, the failed requests. */
function figures(result) {
  const s = summary(result);
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, x]) => [code, x.count]),
  );
  return { ...s, statuses, failed: s.errors + s.non2xx };
}

/** Varnish's counters (varnishstat -j, 7.x: `counters` or top-level). */
function varnishCounters(dir) {
  const out = execFileSync('varnishstat', ['-n', dir, '-j'], { encoding: 'utf8' });
  const json = JSON.parse(out);
  const counters = json.counters ?? json;
  /** @param {string} name */
  const value = (name) => Number(counters[name]?.value ?? 0);
  return {
    client: value('MAIN.client_req'),
    hit: value('MAIN.cache_hit'),
    miss: value('MAIN.cache_miss'),
    hitmiss: value('MAIN.cache_hitmiss'),
    pass: value('MAIN.s_pass'),
    backend: value('MAIN.backend_req'),
  };
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ duration: number, products: number, log: (s: string) => void }} o
 *   duration: seconds of each load run; products: products of the measured store
 */
export async function measureCluster({ duration, products, log }) {
  /** @type {string[]} */
  const problems = [];
  const cluster = await startCluster({
    processes: 3,
    quiet: true,
    // Load runs create products with a picture from one account (the hourly budget is 60).
    serverEnv: { PRODUCTS_LIMIT: '1000000', PICTURE_UPLOADS_PER_HOUR: '1000000' },
  });
  const [s1, s2, s3] = cluster.servers;
  const publicHost = new URL(cluster.publicUrl).host;
  const balancer = { url: cluster.haproxyUrl };
  /** @type {any} */
  const out = {
    processes: cluster.servers.length,
    connections: CONNECTIONS,
    duration,
    cores: os.cpus().length,
    loadAverageAtStart: os.loadavg(),
  };
  try {
    // The merchant and the store, written into the database (sign-up is not what this measures), then
    // signed in by code and stocked through the panel's API, through HAProxy.
    const pg = serverRequire('pg');
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    const link = `bench-${Date.now().toString(36)}`;
    const email = `${link}@example.com`;
    const user = await client.query(
      `INSERT INTO users (email, name, country, onboarding_level) VALUES ($1, 'Ana Pérez', 'AR', '3') RETURNING id`,
      [email],
    );
    await client.query(
      `INSERT INTO stores (name, link, country, time_zone, owner_id) VALUES ('Mercado Andino', $1, 'AR', 'America/Argentina/Buenos_Aires', $2)`,
      [link, user.rows[0].id],
    );
    await client.end();
    const cookie = await signIn(s1, email, 'localhost');
    const picture = await samplePicture(480, 360);
    const made = [];
    const seeded = Date.now();
    for (let i = 0; i < products; i++) {
      made.push(
        await saveProduct(balancer, {
          cookie,
          host: publicHost,
          name: `Taza de cerámica ${i + 1}`,
          picture,
        }),
      );
    }
    out.store = { products, seedMs: Date.now() - seeded };
    log(`  cluster: store ${link}, ${products} products with a picture in ${out.store.seedMs} ms`);

    // 1. Throughput at K = 1, 2, 3.
    const panelHeaders = { host: publicHost, cookie };
    const list = {
      method: 'GET',
      path: '/api/v2/products?offset=0&limit=10&sortBy=name&sortType=asc',
      headers: panelHeaders,
    };
    let created = 0;
    const create = {
      method: 'POST',
      path: '/api/v2/products/create',
      headers: { ...panelHeaders, 'x-panel-request': '1' },
      setupRequest: (req) => {
        const form = productForm(`cluster ${++created}`);
        return {
          ...req,
          body: form.body,
          headers: { ...req.headers, 'content-type': form.contentType },
        };
      },
    };
    const loads = { list: [list], mixed: [list, list, list, create] };
    // HAProxy keeps its own connections to the processes (the server's 1,000 requests per keep-alive
    // socket are HAProxy's to honour, and it does); the client's sockets end at HAProxy.
    const load = (requests, seconds, onStart) =>
      cannon(
        { url: cluster.haproxyUrl, connections: CONNECTIONS, duration: seconds, requests },
        onStart,
      ).then(figures);
    const state = async (server, value) =>
      cluster.haproxyAdmin(`set server servers/${server.name} state ${value}`);
    out.scale = {};
    for (const [name, requests] of Object.entries(loads)) {
      out.scale[name] = {};
      for (const k of [1, 2, 3]) {
        for (const [i, server] of cluster.servers.entries())
          await state(server, i < k ? 'ready' : 'maint');
        await load(requests, Math.max(1, Math.round(duration / 3))); // warm-up
        const x = await load(requests, duration);
        out.scale[name][`k${k}`] = { ...x, perProcess: x.rps / k };
        log(
          `  ${name}, K=${k}: ${x.rps.toFixed(0)} req/s (${(x.rps / k).toFixed(0)} per process), p99 ${x.p99} ms, errors ${x.errors}, non-2xx ${x.non2xx}`,
        );
        if (x.failed)
          problems.push(`${name} at K=${k}: ${JSON.stringify(x.statuses)}, errors ${x.errors}`);
      }
    }
    for (const server of cluster.servers) await state(server, 'ready');

    // 2. Store pages through Varnish: the home and each product page; every other shopper has a cart.
    const storeHost = `${link}.${cluster.storeHost}`;
    // The cart cookie as the store writes it (storefront's cart-cookie.ts: id without dashes, quantity).
    const cart = `carrito=${String(made[0].id).replaceAll('-', '')}:2`;
    const paths = ['/', ...made.map((p) => `/${p.slug}`)];
    const pageRequests = paths.flatMap((p) => [
      { method: 'GET', path: p, headers: { host: storeHost, 'accept-encoding': 'gzip, br' } },
      {
        method: 'GET',
        path: p,
        headers: { host: storeHost, 'accept-encoding': 'gzip, br', cookie: cart },
      },
    ]);
    const before = varnishCounters(cluster.varnishDir);
    const pages = figures(
      await cannon({
        url: cluster.varnishUrl,
        connections: CONNECTIONS,
        duration,
        requests: pageRequests,
      }),
    );
    const after = varnishCounters(cluster.varnishDir);
    const delta = Object.fromEntries(
      Object.keys(after).map((key) => [key, after[key] - before[key]]),
    );
    out.varnish = {
      pages: paths.length,
      ...pages,
      counters: delta,
      hitRatio: delta.client ? delta.hit / delta.client : 0,
      originShare: delta.client ? delta.backend / delta.client : 0,
    };
    log(
      `  Varnish: ${pages.rps.toFixed(0)} pages/s, hit ratio ${(out.varnish.hitRatio * 100).toFixed(2)} %, origin ${(out.varnish.originShare * 100).toFixed(2)} % of ${delta.client} requests, non-2xx ${pages.non2xx}`,
    );
    if (pages.failed)
      problems.push(
        `store pages through Varnish: ${JSON.stringify(pages.statuses)}, errors ${pages.errors}`,
      );
    if (out.varnish.hitRatio < 0.95)
      problems.push(`Varnish hit ratio ${out.varnish.hitRatio} < 95 %`);

    // 3. A product renamed: how long until its page through Varnish shows the new name.
    {
      const product = made[made.length - 1];
      const page = `${cluster.varnishUrl}/${product.slug}`;
      const first = await request(page, { headers: { host: storeHost } });
      if (first.status !== 200) throw new Error(`/${product.slug} answered ${first.status}`);
      const renamed = `Taza renombrada ${Date.now().toString(36)}`;
      await saveProduct(balancer, {
        cookie,
        host: publicHost,
        id: product.id,
        name: renamed,
        keepMedia: product.media.map((m) => m.id),
      });
      const changed = Date.now();
      let requests = 0;
      let seen = null;
      while (Date.now() - changed < 75_000) {
        const res = await request(page, { headers: { host: storeHost } });
        requests++;
        if (res.body.includes(renamed)) {
          seen = { seconds: (Date.now() - changed) / 1000, cache: res.headers['x-cache'] ?? null };
          break;
        }
        await wait(1000);
      }
      out.change = { requests, ...(seen ?? { seconds: null }), pollEveryMs: 1000 };
      log(
        seen
          ? `  a product renamed: shown through Varnish after ${seen.seconds.toFixed(1)} s (${requests} requests, one a second)`
          : '  a product renamed: NOT shown through Varnish within 75 s',
      );
      if (!seen || seen.seconds > 61)
        problems.push(`a product change took ${seen?.seconds ?? '> 75'} s to show`);
    }

    // 4. A picture through one process, read through the others and HAProxy.
    {
      const started = Date.now();
      const product = await saveProduct(s1, {
        cookie,
        host: 'localhost',
        name: 'Taza pintada a mano',
        picture: await samplePicture(),
      });
      const uploadMs = Date.now() - started;
      const url = product.media[0].url;
      const original = await request(`${s1.url}${url}`, { headers: { host: 'localhost' } });
      const reads = [];
      for (const [via, base, host] of [
        [s2.name, s2.url, 'localhost'],
        [s3.name, s3.url, 'localhost'],
        ['HAProxy', cluster.haproxyUrl, publicHost],
      ]) {
        const t = Date.now();
        const res = await request(`${base}${url}`, { headers: { host } });
        const same = res.status === 200 && res.bytes.equals(original.bytes);
        reads.push({ via, status: res.status, ms: Date.now() - t, same });
        if (!same) problems.push(`the picture through ${via}: ${res.status}, other bytes`);
      }
      out.picture = { bytes: original.bytes.length, uploadMs, through: s1.name, reads };
      log(
        `  a picture uploaded through ${s1.name} in ${uploadMs} ms, read through ${reads.map((r) => `${r.via} ${r.status} ${r.ms} ms`).join(', ')}`,
      );
    }

    // 5. kill -9 of one process under the list load.
    {
      const running = load([list], duration);
      await wait((duration * 1000) / 3);
      s2.child.kill('SIGKILL');
      const x = await running;
      out.kill = { killed: s2.name, atSecond: duration / 3, ...x };
      log(
        `  kill -9 of ${s2.name} under the list load: ${x.failed} failed of ${x.requests} (${JSON.stringify(x.statuses)}, errors ${x.errors})`,
      );
      if (x.failed) problems.push(`kill -9 under load: ${x.failed} failed requests`);
      await cluster.restart(s2);
      await waitUp(cluster, s2.name);
    }

    // 6. A rolling restart with SIGTERM under the mixed load.
    {
      let instance;
      const running = load(loads.mixed, 600, (i) => (instance = i));
      await wait(1000);
      const started = Date.now();
      for (const server of cluster.servers) {
        server.child.kill('SIGTERM');
        await cluster.restart(server);
        await waitUp(cluster, server.name);
      }
      const restartSeconds = (Date.now() - started) / 1000;
      await wait(1000);
      instance.stop();
      const x = await running;
      out.rolling = { restartSeconds, ...x };
      log(
        `  rolling restart (SIGTERM, ${cluster.servers.length} processes, ${restartSeconds.toFixed(1)} s) under the mixed load: ${x.failed} failed of ${x.requests} (${JSON.stringify(x.statuses)}, errors ${x.errors})`,
      );
      if (x.failed) problems.push(`rolling restart: ${x.failed} failed requests`);
    }
  } finally {
    out.loadAverageAtEnd = os.loadavg();
    await cluster.stop();
  }
  out.peerNotes = PEER_NOTES;
  return { result: out, problems };
}

/** Waits until HAProxy's checks have taken `name` back (status UP in `show stat`). */
async function waitUp(cluster, name) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const stat = await cluster.haproxyAdmin('show stat');
    const row = stat.split('\n').find((line) => line.startsWith(`servers,${name},`));
    if (row?.split(',')[17] === 'UP') return;
    if (Date.now() > deadline) throw new Error(`HAProxy did not take ${name} back: ${row}`);
    await wait(200);
  }
}
