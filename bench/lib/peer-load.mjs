// The `peerload` part (issue 15): our /products against react-admin's own list page over the same 100
// products, in the same run and by the same functions — cold loads in the same browser (LCP, CLS, TBT;
// ours and the peer's taken in turn, so a burst of load on the shared machine falls on both), then
// Lighthouse mobile and desktop. The peer (bench/peers/react-admin, built by lib/peers.mjs) is served
// by json-server in its own process (lib/peer-api.mjs), as ours is by its own server.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageLoad, stats } from './browser.mjs';
import { ACCOUNTS, WORK } from './data.mjs';
import { lighthouse } from './lighthouse.mjs';
import { buildPeer, PEERS } from './peers.mjs';
import { freePort, signIn } from './server.mjs';

const PEER_API = new URL('./peer-api.mjs', import.meta.url).pathname;
/** The peer's session: its server only checks that there is one (lib/peer-api.mjs). */
const PEER_COOKIE = 'session=bench';
/** Both lists: a cell of the first row painted means the products are on screen. */
const READY = 'tbody tr td';

/**
 * The store's products in the record shape ra-data-json-server reads (`id` plus the list's columns),
 * read through our own list call for the signed-in merchant (its 100 products fit in one page).
 * @param {string} origin @param {string} cookie
 */
export async function peerProducts(origin, cookie) {
  const res = await fetch(`${origin}/api/v2/products?limit=100&sortBy=name&sortType=asc`, {
    headers: { cookie },
  });
  const body = /** @type {any} */ (await res.json());
  if (!res.ok || !body.ok) throw new Error(`product list answered ${res.status}`);
  if (body.data.totalProducts > body.data.products.length) {
    throw new Error(`the store has ${body.data.totalProducts} products, more than one page`);
  }
  return body.data.products.map((/** @type {any} */ p) => ({
    id: p.id,
    name: p.name,
    category: p.category,
    price: Number(p.prices[0]?.price ?? 0),
    quantity: p.quantity,
    status: p.status,
  }));
}

/**
 * Starts lib/peer-api.mjs on a free port; resolves when it listens.
 * @param {string} dist the peer's build @param {string} dbFile `{ "products": [...] }`
 */
export async function startPeerApi(dist, dbFile) {
  const port = await freePort();
  const child = spawn(process.execPath, [PEER_API, String(port), dist, dbFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`peer server silent:\n${output}`)), 60_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('peer listening')) {
        clearTimeout(timer);
        resolve(undefined);
      }
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`peer server exited (${code}):\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Cold-load figures of several single-run measures, as one. @param {any[]} loads */
const joined = (loads) =>
  Object.fromEntries(
    ['lcp', 'cls', 'tbt'].map((key) => [key, stats(loads.flatMap((l) => l[key].values))]),
  );

/**
 * @param {{ browser: import('playwright-core').Browser; origin: string; dataDir: string; runs: number;
 *   log: (line: string) => void }} o
 */
export async function measurePeerLoad({ browser, origin, dataDir, runs, log }) {
  const cookie = await signIn(origin, dataDir, ACCOUNTS.page);
  const products = await peerProducts(origin, cookie);
  const { dist, buildMs } = buildPeer('reactAdmin', log);
  const dir = join(WORK, 'peer-load');
  mkdirSync(dir, { recursive: true });
  const dbFile = join(dir, 'db.json');
  writeFileSync(dbFile, JSON.stringify({ products }));
  const peerServer = await startPeerApi(dist, dbFile);
  try {
    const pages = {
      ours: { url: `${origin}/products`, ready: READY, cookie },
      peer: { url: `${peerServer.origin}/#/products`, ready: READY, cookie: PEER_COOKIE },
    };
    log(`  ${runs} cold loads each, in turn: ours ${pages.ours.url}, peer ${pages.peer.url}`);
    /** @type {{ ours: any[]; peer: any[] }} */
    const loads = { ours: [], peer: [] };
    for (let i = 0; i < runs; i++) {
      for (const who of /** @type {const} */ (['ours', 'peer'])) {
        loads[who].push(await pageLoad(browser, { ...pages[who], runs: 1 }));
      }
    }
    /** @type {Record<'ours' | 'peer', any>} */
    const result = { ours: { load: joined(loads.ours) }, peer: { load: joined(loads.peer) } };
    for (const who of /** @type {const} */ (['ours', 'peer'])) {
      result[who].lighthouse = {};
      for (const preset of /** @type {const} */ (['mobile', 'desktop'])) {
        result[who].lighthouse[preset] = lighthouse({
          url: pages[who].url,
          cookie: pages[who].cookie,
          preset,
          name: `list-${who}`,
        });
      }
      log(
        `  ${who}: LCP ${result[who].load.lcp.median.toFixed(0)} ms, TBT ${result[who].load.tbt.median.toFixed(0)} ms, ` +
          `Lighthouse ${result[who].lighthouse.mobile.performance ?? '—'} / ${result[who].lighthouse.desktop.performance ?? '—'}`,
      );
    }
    result.peer.title = PEERS.reactAdmin.title;
    result.peer.versions = { ...PEERS.reactAdmin.dependencies, 'json-server': jsonServerVersion() };
    result.peer.buildMs = buildMs;
    return { products: products.length, ...result };
  } finally {
    await peerServer.stop();
  }
}

const jsonServerVersion = () =>
  JSON.parse(
    readFileSync(new URL('../node_modules/json-server/package.json', import.meta.url), 'utf8'),
  ).version;
