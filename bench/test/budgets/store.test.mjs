// The store home's byte budgets (issue 12) over a served store: the real server (apps/server/dist) on a
// small seeded PGlite, the measured store made through its HTTP calls (lib/store.mjs: 24 products with
// real pictures), then one cold mobile load in Debian's Chromium, weighed as `pnpm bench --only=store`
// weighs it. A store that is not built or not served, or a page whose requests fail (a stylesheet that
// 404s weighs nothing), fails every check with the reason: a budget is never met by what is missing.
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../../lib/browser.mjs';
import { STORE_BYTE_BUDGETS, evaluate, formatFigure } from '../../lib/budgets.mjs';
import { ACCOUNTS, pgliteDataDir } from '../../lib/data.mjs';
import { ensurePictures } from '../../lib/pictures.mjs';
import { startServer } from '../../lib/server.mjs';
import { STORE_PRODUCTS } from '../../lib/store-part.mjs';
import {
  firstLoadBytes,
  seedStore,
  STORE_NAME,
  storefrontServed,
  storeHost,
} from '../../lib/store.mjs';

const SERVER = new URL('../../../apps/server/dist/main.js', import.meta.url).pathname;
const STOREFRONT_BUILD = new URL('../../../packages/storefront/scripts/build.mjs', import.meta.url)
  .pathname;
const STOREFRONT_MANIFEST = new URL(
  '../../../packages/storefront/dist/manifest.json',
  import.meta.url,
).pathname;
/** Four empty stores: the measured one is the fourth (ACCOUNTS.store), as in the bench's seed plan. */
const PLAN = { storeSizes: [0, 0, 0, 0], productsLimit: 1_000_000, batch: 500, notifications: 0 };

/** @type {any} */
let bytes = null;
let reason = '';
/** @type {{ stop(): Promise<void> } | null} */
let server = null;
/** @type {import('playwright-core').Browser | null} */
let browser = null;

beforeAll(async () => {
  if (!existsSync(SERVER)) {
    reason = `${SERVER} is missing: build first (pnpm build)`;
    return;
  }
  if (existsSync(STOREFRONT_BUILD) && !existsSync(STOREFRONT_MANIFEST)) {
    reason = `${STOREFRONT_MANIFEST} is missing: build first (pnpm build)`;
    return;
  }
  const log = (/** @type {string} */ line) => console.log(line);
  const { dataDir } = pgliteDataDir(PLAN, log, 'budgets-store');
  const started = await startServer({ dataDir });
  server = started;
  browser = await launch();
  const { dir, pictures } = await ensurePictures(browser, STORE_PRODUCTS);
  const made = await seedStore({
    origin: started.origin,
    dataDir,
    email: ACCOUNTS.store,
    picturesDir: dir,
    pictures,
    log,
  });
  const host = storeHost(made.link, started.origin);
  const check = await storefrontServed(started.origin, host, STORE_NAME);
  if (!check.served) {
    reason = check.reason;
    return;
  }
  bytes = await firstLoadBytes(browser, `http://${host}/`);
  if (bytes.failures.length > 0) {
    reason = `requests of the store home failed: ${bytes.failures.join(', ')}`;
    bytes = null;
  }
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
}, 60_000);

describe('byte budgets of the store home (issue 12)', () => {
  for (const budget of STORE_BYTE_BUDGETS) {
    it(`${budget.label} ≤ ${formatFigure(budget.limit, budget.unit)}`, () => {
      if (!bytes) throw new Error(`the store home was not measured: ${reason}`);
      const [verdict] = evaluate({ store: { ours: { bytes } } }, [budget]);
      expect(
        verdict?.status,
        `${budget.label}: ${formatFigure(verdict?.value ?? NaN, budget.unit)}`,
      ).toBe('met');
    });
  }
});
