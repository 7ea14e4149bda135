// The storefront's store home (issue 12), ours and the Next.js peer's, measured the same way: the store
// is made through the server's own HTTP calls (store profile with a picture, WhatsApp checkout, 24
// published products each created with a real JPEG or PNG so the server makes its sizes), then a cold
// mobile load's bytes as Chromium fetched them, LCP/CLS over cold loads, Lighthouse mobile, and pages/s
// under autocannon at c=10.
import { writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { summary } from './api.mjs';
import { get, signIn } from './server.mjs';

/** The products of the measured store: Spanish names a small Latin-American shop would sell. */
const NAMES = [
  'Taza de cerámica pintada a mano',
  'Miel de abeja orgánica 500 g',
  'Gorra bordada de algodón',
  'Vela de soya con aroma a lavanda',
  'Jabón artesanal de avena',
  'Café de altura tostado medio 250 g',
  'Collar de plata con piedra turquesa',
  'Bolso tejido de palma',
  'Crema hidratante de cacao',
  'Maceta de barro con plato',
  'Chocolate amargo 70 % cacao',
  'Salsa picante de chile habanero',
  'Aretes de chaquira huichol',
  'Libreta con tapa de cuero',
  'Mochila de lona reciclada',
  'Camiseta estampada de algodón',
  'Té verde con hierbabuena',
  'Perfume sólido de vainilla',
  'Zapatillas de lona bordadas',
  'Pantalón de lino natural',
  'Manta tejida en telar',
  'Tabla de madera para picar',
  'Sombrero de paja toquilla',
  'Alfajores de maicena x 12',
];

/** The WhatsApp number saved in the store's checkout (a valid Venezuelan mobile, as in the e2e tests). */
export const WHATSAPP = { phone: '4141234567', phoneArea: '+58' };

/** The store's public name (set through the store-profile call). */
export const STORE_NAME = 'Mercado Andino';

/** `Host` of a store on a server listening at `origin` with the default STORE_HOST (`localhost:$PORT`). */
export const storeHost = (/** @type {string} */ link, /** @type {string} */ origin) =>
  `${link}.localhost:${new URL(origin).port}`;

/** A JSON call of the panel's API with the session and the CSRF header. */
async function call(origin, cookie, path, init = {}) {
  const response = await fetch(`${origin}/api/v2${path}`, {
    ...init,
    headers: { cookie, 'x-panel-request': '1', ...(init.headers ?? {}) },
  });
  const body = /** @type {any} */ (await response.json().catch(() => ({})));
  if (!response.ok || body.ok === false) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`,
    );
  }
  return body.data;
}

/** A store's link, read through the panel's own call for the signed-in merchant. */
export async function storeLink(origin, dataDir, email) {
  const cookie = await signIn(origin, dataDir, email);
  return /** @type {string} */ ((await call(origin, cookie, '/stores')).link);
}

/**
 * Makes the measured store through the server's HTTP calls. Returns what the peer needs to show the same
 * catalogue (names, prices, slugs, picture files and sizes).
 * @param {{ origin: string; dataDir: string; email: string; picturesDir: string;
 *   pictures: { file: string; type: string; width: number; height: number }[]; log: (s: string) => void }} o
 */
export async function seedStore({ origin, dataDir, email, picturesDir, pictures, log }) {
  const cookie = await signIn(origin, dataDir, email);
  const started = Date.now();
  const store = await call(origin, cookie, '/stores');
  // Store profile: its name and picture (the square PNG product shot doubles as the store's picture).
  const logo = pictures.find((p) => p.type === 'image/png');
  const profile = new FormData();
  profile.set('name', STORE_NAME);
  profile.set('link', store.link);
  profile.set('country', store.country);
  if (logo) {
    profile.set(
      'picture',
      new Blob([readFileSync(join(picturesDir, logo.file))], { type: logo.type }),
      logo.file,
    );
  }
  await call(origin, cookie, '/accounts/store/update', { method: 'PUT', body: profile });
  const checkout = await call(origin, cookie, '/stores/checkout');
  await call(origin, cookie, '/stores/checkout/update', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...checkout, type: 'whatsapp', ...WHATSAPP }),
  });
  const products = [];
  for (const [i, picture] of pictures.entries()) {
    const name = NAMES[i % NAMES.length] ?? `Producto ${i + 1}`;
    const price = (4.5 + ((i * 7.25) % 60)).toFixed(2);
    const form = new FormData();
    form.set('name', name);
    form.set('description', `${name}. Hecho en la región, envío a todo el país.`);
    form.set('type', 'product');
    form.set('status', 'published');
    form.set('price', price);
    form.set('cost', (Number(price) * 0.6).toFixed(2));
    form.set('quantity', String(5 + i));
    form.append(
      'images',
      new Blob([readFileSync(join(picturesDir, picture.file))], { type: picture.type }),
      picture.file,
    );
    const saved = await call(origin, cookie, '/products/create', { method: 'POST', body: form });
    products.push({
      slug: saved.slug,
      name,
      price: Number(price),
      file: picture.file,
      width: picture.width,
      height: picture.height,
    });
  }
  const ms = Date.now() - started;
  log(
    `  store ${store.link}: profile, WhatsApp checkout and ${products.length} products in ${ms} ms`,
  );
  return { link: store.link, name: STORE_NAME, products, ms };
}

/** Writes the peer's data file (the same catalogue as ours). */
export function writeStoreData(path, data) {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ name: data.name, products: data.products }, null, 2)}\n`);
}

/**
 * Whether the server answers the store's home as a store page (the storefront is built and served):
 * 200, HTML, and the store's name in it. The reason when not.
 * @returns {Promise<{ served: true } | { served: false; reason: string }>}
 */
export async function storefrontServed(origin, host, name) {
  const response = await get(`${origin}/`, { host }).catch((err) => err);
  if (response instanceof Error)
    return { served: false, reason: `GET / failed: ${response.message}` };
  const type = response.headers['content-type'] ?? '';
  if (response.status === 200 && type.includes('text/html') && response.body.includes(name)) {
    return { served: true };
  }
  return {
    served: false,
    reason:
      `GET / with Host ${host} answered ${response.status} ${type || '(no type)'} without the ` +
      "store's name: this build of apps/server does not serve the storefront (issue 12) yet",
  };
}

/** Lighthouse's mobile device (Moto G Power), also the viewport of the bench's own cold loads. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/** @typedef {{ raw: number; gzip: number; wire: number; files: number }} TypeBytes */

/** Which bucket a response of Playwright's `resourceType()` falls in. */
export function bucketOf(/** @type {string} */ resourceType) {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'image') return 'images';
  if (resourceType === 'font') return 'fonts';
  return 'other';
}

/**
 * Sums responses by bucket: raw (decoded body), gzip (level 9 of the body: the budgets' measure, the same
 * as lib/weight.mjs, whatever the server's own compression) and wire (body bytes as transferred).
 * @param {{ resourceType: string; body: Buffer; wire: number }[]} responses
 * @returns {Record<'html' | 'js' | 'css' | 'images' | 'fonts' | 'other', TypeBytes>}
 */
export function sumResponses(responses) {
  /** @type {any} */
  const out = {};
  for (const key of ['html', 'js', 'css', 'images', 'fonts', 'other']) {
    out[key] = { raw: 0, gzip: 0, wire: 0, files: 0 };
  }
  for (const { resourceType, body, wire } of responses) {
    const b = out[bucketOf(resourceType)];
    b.raw += body.length;
    b.gzip += gzipSync(body, { level: 9 }).length;
    b.wire += wire;
    b.files += 1;
  }
  return out;
}

/**
 * One cold mobile load of `url` (a new context: empty cache): every response the page fetched until the
 * load event and a second of quiet, by kind.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function firstLoadBytes(browser, url) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  /** @type {Promise<{ resourceType: string; body: Buffer; wire: number; url: string; encoding: string }>[]} */
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    // What the page loads, not what it sends: the storefront's visit beacon (a POST) has a body that
    // Chromium never hands back, and waiting for it hung the measure.
    if (request.method() !== 'GET') return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          resourceType: request.resourceType(),
          body,
          wire: sizes.responseBodySize,
          url: response.url(),
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  /** @type {string[]} */
  const failures = [];
  page.on('requestfailed', (request) =>
    failures.push(`${request.url().slice(0, 160)} (${request.failure()?.errorText ?? 'failed'})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400)
      failures.push(`${response.url().slice(0, 160)} (${response.status()})`);
  });
  const answer = await page.goto(url, { waitUntil: 'load' });
  if (!answer?.ok()) throw new Error(`${url} answered ${answer?.status()}`);
  await page.waitForTimeout(1000);
  // What the page shows: its <img> elements, and those that loaded (lazy ones below the fold may not yet).
  const pictures = await page.evaluate(() => {
    const images = [...document.images];
    return {
      img: images.length,
      loaded: images.filter((i) => i.complete && i.naturalWidth > 0).length,
    };
  });
  const responses = await Promise.all(pending);
  await context.close();
  const bytes = sumResponses(responses);
  return {
    ...bytes,
    requests: responses.length,
    pictures,
    failures: failures.slice(0, 10),
    htmlEncoding: responses.find((r) => r.resourceType === 'document')?.encoding ?? 'unknown',
    files: responses.map((r) => ({
      type: bucketOf(r.resourceType),
      path: new URL(r.url).pathname.slice(0, 120),
      raw: r.body.length,
      wire: r.wire,
    })),
  };
}

/**
 * What a CDN in front would read of the store home (issue 12, caching): its ETag and Cache-Control, and
 * whether the same request with `If-None-Match` answers 304.
 * @param {string} url @param {string} [host]
 */
export async function cachingOf(url, host) {
  const first = await get(url, host ? { host } : {});
  const etag = /** @type {string | undefined} */ (first.headers.etag) ?? null;
  let revalidated = null;
  if (etag) {
    const again = await get(url, { ...(host ? { host } : {}), 'if-none-match': etag });
    revalidated = again.status;
  }
  return { etag, cacheControl: first.headers['cache-control'] ?? null, revalidated };
}

/**
 * Requests a connection of a duration-bound run sends before autocannon closes it and opens another
 * (`reconnectRate`), as a browser or a cache would: the server serves 1,000 requests per keep-alive socket
 * (`maxRequestsPerSocket`) and answers every later one on that socket 503, so a run that kept its sockets
 * would count fast refusals as pages once a connection passed 1,000.
 */
export const REQUESTS_PER_SOCKET = 900;

/**
 * Store home pages/s and latency at c=10 (after a warm-up), with a browser's Accept-Encoding; with
 * `ifNoneMatch`, the conditional request a CDN sends to revalidate (answered 304, the one status expected
 * then). Each connection sends at most `requestsPerSocket` requests on one socket (0: no limit). The answers
 * by status are kept, and `unexpected` counts errors, timeouts and answers of another status: a run with
 * any measures refusals, not pages (store-part.mjs lists it, and the bench exits 1).
 * @param {{ url: string; host?: string; duration: number; warmup: number; ifNoneMatch?: string;
 *   connections?: number; requestsPerSocket?: number }} o
 */
export async function pagesPerSecond({
  url,
  host,
  duration,
  warmup,
  ifNoneMatch,
  connections = 10,
  requestsPerSocket = REQUESTS_PER_SOCKET,
}) {
  const headers = {
    'accept-encoding': 'gzip, deflate, br',
    accept: 'text/html',
    ...(host ? { host } : {}),
    ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}),
  };
  const check = await get(url, host ? { host } : {});
  if (check.status !== 200) throw new Error(`${url} (Host ${host}) answered ${check.status}`);
  /** @param {number} seconds */
  const run = (seconds) =>
    new Promise((resolve, reject) => {
      autocannon(
        {
          url,
          headers,
          connections,
          duration: seconds,
          ...(requestsPerSocket ? { reconnectRate: requestsPerSocket } : {}),
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
    });
  if (warmup) await run(warmup);
  const result = /** @type {any} */ (await run(duration));
  const expected = ifNoneMatch ? 304 : 200;
  /** @type {Record<string, number>} */
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, x]) => [code, x.count]),
  );
  const figures = summary(result);
  const unexpected =
    figures.errors +
    Object.entries(statuses)
      .filter(([code]) => Number(code) !== expected)
      .reduce((n, [, count]) => n + count, 0);
  return { ...figures, statuses, expected, unexpected };
}
