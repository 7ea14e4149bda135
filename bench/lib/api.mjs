// API under load (issue 7 §4): autocannon on loopback against the real server, after a warm-up, at c=1
// and c=10 — the product list of the store with 1,000 products (a search, a sort, a page), the same with
// a broad search, auth/user-info, and product create with one image. Also EXPLAIN of the list's query.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { ACCOUNTS } from './data.mjs';
import { signIn } from './server.mjs';

/** A valid 1×1 PNG: the server checks uploads by their bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Query strings of the list scenarios (the contract's `productsList` parameters). */
export const LIST_QUERIES = {
  list: 'q=taza&offset=10&limit=10&sortBy=price&sortType=desc',
  broad: 'q=a&offset=20&limit=10&sortBy=name&sortType=asc',
};

/** A multipart product form with a unique name and one PNG image. */
export function productForm(n) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('name', `Taza de carga ${n}`) +
    field('type', 'product') +
    field('status', 'published') +
    field('price', '12.50') +
    field('quantity', '3') +
    `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="foto.png"\r\n` +
    'Content-Type: image/png\r\n\r\n';
  return {
    body: Buffer.concat([Buffer.from(head), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** @param {autocannon.Options} options */
export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The figures kept of an autocannon result. */
export const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  requests: r.requests.total,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/**
 * Runs every scenario at c=1 and c=10 against `origin`.
 * @param {{ origin: string; dataDir: string; duration: number; warmup: number; log: (s: string) => void }} o
 */
export async function measureApi({ origin, dataDir, duration, warmup, log }) {
  const big = await signIn(origin, dataDir, ACCOUNTS.big);
  const creator = await signIn(origin, dataDir, ACCOUNTS.create);
  const get = (cookie) => ({ method: 'GET', headers: { cookie } });
  let created = 0;
  const scenarios = {
    list: { path: `/api/v2/products?${LIST_QUERIES.list}`, ...get(big) },
    broad: { path: `/api/v2/products?${LIST_QUERIES.broad}`, ...get(big) },
    userInfo: { path: '/api/v2/auth/user-info', ...get(big) },
    create: {
      path: '/api/v2/products/create',
      method: 'POST',
      headers: { cookie: creator, 'x-panel-request': '1' },
      // A new name per request: the slug lookup then works as it does for a real merchant.
      setupRequest: (request) => {
        const form = productForm(++created);
        return {
          ...request,
          body: form.body,
          headers: { ...request.headers, 'content-type': form.contentType },
        };
      },
    },
  };
  // The answers must be right before their speed means anything.
  const check = await fetch(`${origin}${scenarios.list.path}`, { headers: { cookie: big } });
  const listed = /** @type {any} */ (await check.json());
  if (!check.ok || !listed.ok) throw new Error(`product list answered ${check.status}`);
  const form = productForm(0);
  const createCheck = await fetch(`${origin}${scenarios.create.path}`, {
    method: 'POST',
    headers: { ...scenarios.create.headers, 'content-type': form.contentType },
    body: form.body,
  });
  if (!createCheck.ok) {
    throw new Error(`product create answered ${createCheck.status}: ${await createCheck.text()}`);
  }

  /** @type {Record<string, Record<string, ReturnType<typeof summary>>>} */
  const results = {};
  for (const [name, scenario] of Object.entries(scenarios)) {
    const { path, setupRequest, ...request } = scenario;
    const base = {
      url: `${origin}${path}`,
      ...request,
      requests: setupRequest ? [{ setupRequest }] : undefined,
    };
    await run({ ...base, connections: 10, duration: warmup });
    results[name] = {};
    for (const connections of [1, 10]) {
      const r = await run({ ...base, connections, duration });
      results[name][`c${connections}`] = summary(r);
      log(
        `  ${name} c=${connections}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms` +
          (r.non2xx ? `, ${r.non2xx} non-2xx` : ''),
      );
    }
  }
  return { scenarios: results, listTotal: listed.data.totalProducts };
}
