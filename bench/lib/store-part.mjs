// `pnpm bench --only=store` (issue 12): the store home, ours against the Next.js peer, in one run.
//   1. PGlite (the seeded catalogue): make the measured store over HTTP (lib/store.mjs), check the
//      server serves it as a store page, then ours: bytes of a cold mobile load, LCP/CLS over cold loads,
//      Lighthouse mobile (4 categories), pages/s at c=10 of that store's home and of the home of the
//      store with 1,000 products (the server budget).
//   2. PostgreSQL (a clone of the seeded template): the same store made again, the same two pages/s.
//   3. The peer with the same catalogue (lib/next-peer.mjs): the same measures.
// Each server runs alone (the others stopped), so the figures do not share the CPU with each other.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launch, pageLoad } from './browser.mjs';
import { ACCOUNTS, pgliteDataDir, postgresDatabase, seedPlan, WORK } from './data.mjs';
import { lighthouse } from './lighthouse.mjs';
import { NEXT_PEER, prepareNextPeer, startNextPeer } from './next-peer.mjs';
import { ensurePictures } from './pictures.mjs';
import { startServer } from './server.mjs';
import {
  cachingOf,
  firstLoadBytes,
  MOBILE,
  pagesPerSecond,
  seedStore,
  STORE_NAME,
  storefrontServed,
  storeHost,
  storeLink,
} from './store.mjs';

/** A measure that threw, as the report shows it. */
const failed = (/** @type {unknown} */ err) => ({
  error: err instanceof Error ? err.message : String(err),
});

/**
 * A pages/s run as measured, and in `problems` when it saw errors or answers of another status than the
 * expected one (refusals counted as pages): the bench lists them and exits 1.
 * @param {string[]} problems @param {string} label @param {any} x
 */
function checked(problems, label, x) {
  if (x.unexpected) {
    problems.push(
      `${label}: ${x.unexpected} of ${x.requests + x.errors} requests failed or were not ${x.expected} ` +
        `(answers ${JSON.stringify(x.statuses)}, errors ${x.errors})`,
    );
  }
  return x;
}

/** Products of the measured store: one page of the store home. */
export const STORE_PRODUCTS = 24;

/**
 * The browser measures of one store home (ours or the peer's), after one uncounted warm-up load (the
 * server's caches, the peer's image optimizer: "cold" is the browser's cache, not the server's).
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string; name: string; runs: number; log: (s: string) => void }} o
 */
async function measureHome(browser, { url, name, runs, log }) {
  // Ready once a product picture is in (the store home's largest paint is one).
  const ready = 'img';
  await pageLoad(browser, { url, ready, runs: 1, device: MOBILE });
  const bytes = await firstLoadBytes(browser, url);
  const load = await pageLoad(browser, { url, ready, runs, device: MOBILE });
  const lh = lighthouse({
    url,
    preset: 'mobile',
    name,
    categories: ['performance', 'accessibility', 'bestPractices', 'seo'],
  });
  const kib = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)}`;
  log(
    `  ${name}: JS ${kib(bytes.js.gzip)} / CSS ${kib(bytes.css.gzip)} / HTML ${kib(bytes.html.gzip)} KiB gzip, ` +
      `LCP ${load.lcp.median.toFixed(0)} ms, CLS ${load.cls.max.toFixed(3)}, Lighthouse ${JSON.stringify(lh).slice(0, 100)}`,
  );
  return { url, bytes, load, lighthouse: lh };
}

/**
 * Store home pages/s of the measured store and of the 1,000-product store on a running server.
 * @param {{ origin: string; dataDir: string; link: string; duration: number; warmup: number;
 *   log: (s: string) => void; label: string; problems: string[] }} o
 */
async function serverFigures({ origin, dataDir, link, duration, warmup, log, label, problems }) {
  const big = await storeLink(origin, dataDir, ACCOUNTS.big);
  /** @type {any} */
  const out = {};
  for (const [key, l] of [
    ['home', link],
    ['big', big],
  ]) {
    out[key] = checked(
      problems,
      `store ${label} ${key}`,
      await pagesPerSecond({ url: `${origin}/`, host: storeHost(l, origin), duration, warmup }),
    );
    log(`  ${label} ${key}: ${out[key].rps.toFixed(0)} pages/s, p99 ${out[key].p99} ms`);
  }
  // Caching (issue 12): the headers a CDN reads, and what its revalidations cost when the ETag matches.
  out.caching = await cachingOf(`${origin}/`, storeHost(link, origin));
  if (out.caching.etag && out.caching.revalidated === 304) {
    out.revalidate = checked(
      problems,
      `store ${label} revalidation`,
      await pagesPerSecond({
        url: `${origin}/`,
        host: storeHost(link, origin),
        duration,
        warmup,
        ifNoneMatch: out.caching.etag,
      }),
    );
    log(
      `  ${label} 304 revalidations: ${out.revalidate.rps.toFixed(0)}/s, p99 ${out.revalidate.p99} ms`,
    );
  }
  return out;
}

/**
 * @param {{ size: { stores: number; products: number; big: number; page: number }; runs: number;
 *   duration: number; warmup: number; postgresUrl: string | null; log: (s: string) => void }} o
 */
export async function measureStorePart({ size, runs, duration, warmup, postgresUrl, log }) {
  const plan = seedPlan(size);
  /** @type {any} */
  const out = {
    plan: {
      products: STORE_PRODUCTS,
      catalogue: size.products,
      stores: size.stores,
      big: size.big,
    },
    server: {},
    skipped: {},
    /** @type {string[]} */
    problems: [],
  };
  const browser = await launch();
  try {
    const { dir: picturesDir, pictures } = await ensurePictures(browser, STORE_PRODUCTS);
    out.pictures = {
      jpeg: pictures.filter((p) => p.type === 'image/jpeg').length,
      png: pictures.filter((p) => p.type === 'image/png').length,
      bytes: pictures.reduce((n, p) => n + p.bytes, 0),
    };

    // 1. PGlite
    const { dataDir } = pgliteDataDir(plan, log);
    let storeData = null;
    let served = false;
    const server = await startServer({ dataDir });
    log(`store: server on ${server.origin} (PGlite)`);
    try {
      const made = await seedStore({
        origin: server.origin,
        dataDir,
        email: ACCOUNTS.store,
        picturesDir,
        pictures,
        log,
      });
      out.seedMs = made.ms;
      storeData = { name: made.name, products: made.products };
      const host = storeHost(made.link, server.origin);
      const check = await storefrontServed(server.origin, host, STORE_NAME);
      served = check.served;
      if (!check.served) {
        out.skipped.ours = check.reason;
        log(`  ours skipped: ${check.reason}`);
      } else {
        // A failure of one measure is reported, not fatal: the other figures and the peer still count.
        out.ours = await measureHome(browser, {
          url: `http://${host}/`,
          name: 'store-ours',
          runs,
          log,
        }).catch(failed);
        out.server.pglite = await serverFigures({
          origin: server.origin,
          dataDir,
          link: made.link,
          duration,
          warmup,
          log,
          label: 'PGlite',
          problems: out.problems,
        }).catch(failed);
      }
    } finally {
      await server.stop();
    }

    // 2. PostgreSQL
    if (!served) {
      // Nothing of ours to load on any database.
    } else if (!postgresUrl) {
      out.skipped.postgres = 'no TEST_DATABASE_URL or DATABASE_URL set (or --no-postgres)';
    } else {
      try {
        const database = await postgresDatabase(postgresUrl, plan, log);
        const pgDir = join(WORK, 'run', 'postgres-store');
        rmSync(pgDir, { recursive: true, force: true });
        mkdirSync(pgDir, { recursive: true });
        const pg = await startServer({ dataDir: pgDir, databaseUrl: database.databaseUrl });
        log(`store: server on ${pg.origin} (PostgreSQL)`);
        try {
          const made = await seedStore({
            origin: pg.origin,
            dataDir: pgDir,
            email: ACCOUNTS.store,
            picturesDir,
            pictures,
            log,
          });
          out.server.postgres = await serverFigures({
            origin: pg.origin,
            dataDir: pgDir,
            link: made.link,
            duration,
            warmup,
            log,
            label: 'PostgreSQL',
            problems: out.problems,
          });
        } finally {
          await pg.stop();
        }
      } catch (err) {
        out.skipped.postgres = `PostgreSQL run failed: ${err instanceof Error ? err.message : err}`;
      }
    }

    // 3. The peer, with the same catalogue
    try {
      if (!storeData) throw new Error('the store could not be made, so the peer has no data');
      const peer = prepareNextPeer({ storeData, picturesDir, log });
      const next = await startNextPeer();
      log(`store: peer on ${next.origin} (next ${peer.version})`);
      try {
        const home = await measureHome(browser, {
          url: `${next.origin}/`,
          name: 'store-next',
          runs,
          log,
        });
        const rate = checked(
          out.problems,
          'store peer',
          await pagesPerSecond({ url: `${next.origin}/`, duration, warmup }),
        );
        log(`  peer: ${rate.rps.toFixed(0)} pages/s, p99 ${rate.p99} ms`);
        const isr = checked(
          out.problems,
          'store peer /isr',
          await pagesPerSecond({ url: `${next.origin}/isr`, duration, warmup }),
        );
        log(`  peer /isr (cached by Next): ${isr.rps.toFixed(0)} pages/s, p99 ${isr.p99} ms`);
        out.peer = {
          title: NEXT_PEER.title,
          versions: { ...NEXT_PEER.dependencies, next: peer.version },
          buildMs: peer.buildMs,
          ...home,
          server: { node: rate, isr },
        };
      } finally {
        await next.stop();
      }
    } catch (err) {
      out.peer = {
        title: NEXT_PEER.title,
        error: err instanceof Error ? err.message : String(err),
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}
