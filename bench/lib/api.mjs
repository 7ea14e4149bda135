// API under load (issue 7 §4): autocannon on loopback against the real server, after a warm-up, at c=1
// and c=10 — the product list of the store with 1,000 products (a search, a sort, a page), the same with
// a broad search, and product create with one image; and (issue 15) the other calls a merchant's panel
// makes most — auth/user-info and the notifications on every screen, the product count — and the
// storefront's pages of that store (home, a product), by its `Host`. Also EXPLAIN of the list's query.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { ACCOUNTS } from './data.mjs';
import { get, signIn } from './server.mjs';

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

/**
 * The big store's storefront host (`{link}.localhost:{port}`, as a browser on this machine asks it) and
 * the slug of one of its published products, read through the panel's own calls.
 * @param {string} origin @param {string} cookie
 */
async function storefrontOf(origin, cookie) {
  const read = async (/** @type {string} */ path) => {
    const res = await fetch(`${origin}/api/v2${path}`, { headers: { cookie } });
    const body = /** @type {any} */ (await res.json());
    if (!res.ok || !body.ok) throw new Error(`${path} answered ${res.status}`);
    return body.data;
  };
  const { link } = await read('/stores');
  const { products } = await read('/products?limit=100&sortBy=name&sortType=asc');
  const published = products.find((/** @type {any} */ p) => p.status === 'published');
  if (!published) throw new Error('the big store has no published product on its first page');
  return { host: `${link}.localhost:${new URL(origin).port}`, productPath: `/${published.slug}` };
}

/** @param {autocannon.Options} options */
export function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The figures kept of an autocannon result. Requests per second over the run's real length: autocannon's
 * `requests.average` is the mean of its one-second samples, so a run counted in requests (scale, cluster)
 * that ends 7.1 s or 7.9 s in reads the same (its total over 8).
 */
export const summary = (r) => ({
  rps: Math.round((10 * r.requests.total) / r.duration) / 10,
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
  const signedIn = (cookie) => ({ method: 'GET', headers: { cookie } });
  const store = await storefrontOf(origin, big);
  // A customer's browser: no session, the store's Host, compressed pages.
  const page = {
    method: 'GET',
    headers: { host: store.host, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
  };
  let created = 0;
  const scenarios = {
    list: { path: `/api/v2/products?${LIST_QUERIES.list}`, ...signedIn(big) },
    broad: { path: `/api/v2/products?${LIST_QUERIES.broad}`, ...signedIn(big) },
    userInfo: { path: '/api/v2/auth/user-info', ...signedIn(big) },
    // One call gives the panel both the notification list and its unread badge (counted client-side).
    notifications: { path: '/api/v2/notifications', ...signedIn(big) },
    count: { path: '/api/v2/products/count', ...signedIn(big) },
    storeHome: { path: '/', ...page },
    productPage: { path: store.productPath, ...page },
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
  for (const name of /** @type {const} */ ([
    'notifications',
    'count',
    'storeHome',
    'productPage',
  ])) {
    const { path, headers } = scenarios[name];
    const { status } = await get(`${origin}${path}`, headers);
    if (status !== 200) throw new Error(`${name} (${path}) answered ${status}`);
  }
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
      // The server serves 1,000 requests a keep-alive connection, then answers 503 with `Connection:
      // close`, which autocannon does not honour: it reconnects before, as a browser would then.
      reconnectRate: 900,
      requests: setupRequest ? [{ setupRequest }] : undefined,
    };
    await run({ ...base, connections: 10, duration: warmup });
    results[name] = {};
    for (const connections of [1, 10]) {
      const r = await run({ ...base, connections, duration });
      results[name][`c${connections}`] = summary(r);
      log(
        `  ${name} c=${connections}: ${summary(r).rps.toFixed(0)} req/s, p99 ${r.latency.p99} ms` +
          (r.non2xx ? `, ${r.non2xx} non-2xx` : ''),
      );
    }
  }
  return { scenarios: results, listTotal: listed.data.totalProducts };
}
