// The `variants` part (issue 22). A fresh PGlite store (a merchant signed in, WhatsApp checkout saved; lib/variants-shop.ts)
// served by the built server (`apps/server/dist`, as `pnpm start` runs it), one product 'Remera' with
// Talle (10 values) × Color (25 values) = 250 variants and 4 pictures made through `POST /products/create`,
// then in Debian's Chromium:
// - the panel's form of that product (`/update/:id`) at 1280 × 800 and at 375 × 812: from navigation to
//   the first painted frame with the variants table's first row, over cold loads;
// - a keystroke in a cell: from the key's event to the frame after it was painted (the key's own
//   timestamp, then requestAnimationFrame and a message: the frame has been drawn when the message
//   runs), for one key in each of 25 cells (price, stock and SKU of different rows), at full speed and
//   with Chromium's CPU slowed 4× (a cheap laptop or phone); Event Timing's own durations for the same
//   keys (entries ≥ 16 ms only: fewer entries than keys means the others took less);
// - the store's page of that product: its HTML (raw and gzip level 9, the budget's measure) and LCP over
//   cold loads on Lighthouse's phone, and Lighthouse's mobile run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch, pageLoad, stats } from './browser.mjs';
import { lighthouse } from './lighthouse.mjs';
import { ensurePictures } from './pictures.mjs';
import { get, startServer } from './server.mjs';
import { MOBILE } from './store.mjs';

const BENCH = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

const TALLES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '5XL', '6XL'];
const COLORES = [
  'Negro',
  'Blanco',
  'Gris',
  'Azul marino',
  'Celeste',
  'Rojo',
  'Bordó',
  'Verde',
  'Verde oliva',
  'Amarillo',
  'Mostaza',
  'Naranja',
  'Rosa',
  'Fucsia',
  'Violeta',
  'Lila',
  'Beige',
  'Marrón',
  'Camel',
  'Turquesa',
  'Coral',
  'Salmón',
  'Crudo',
  'Gris melange',
  'Jean',
];

/** The 250 variants: a price of its own every 7th, stock, a SKU, and one of the 4 pictures by colour. */
function variantsInput() {
  return TALLES.flatMap((talle, t) =>
    COLORES.map((color, c) => ({
      values: [talle, color],
      price: (t * 25 + c) % 7 === 0 ? `${12_500 + t * 500},00` : null,
      quantity: (t * 3 + c) % 11,
      sku: `REM-${talle}-${String(c + 1).padStart(2, '0')}`,
      mediaIndex: c % 4,
      available: true,
    })),
  );
}

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true };

/** The first price cell of the variants table: its row is painted once this input is. */
const FIRST_ROW = 'input[aria-label^="Precio de "]';

/**
 * From navigation to the first frame painted with the variants table's first row, over cold loads.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} cookie
 * @param {import('playwright-core').BrowserContextOptions} device @param {number} runs
 */
async function formFirstRender(browser, url, cookie, device, runs) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext(device);
    await context.addCookies(cookieList(cookie, url));
    await context.addInitScript((selector) => {
      // @ts-expect-error the page's own global, read back below
      window.__firstRow = new Promise((resolve) => {
        const check = () => {
          if (!document.querySelector(selector)) return false;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(null);
          });
          return true;
        };
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        document.addEventListener('DOMContentLoaded', () => {
          if (!check()) observer.observe(document.body, { childList: true, subtree: true });
        });
      });
    }, FIRST_ROW);
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    times.push(
      // @ts-expect-error see the init script
      await page.evaluate(() => window.__firstRow),
    );
    await context.close();
  }
  return stats(times);
}

/**
 * One key typed in each of `keys` cells (price, stock and SKU in turn, row after row): key event to the
 * frame after its paint, and Event Timing's durations of the same keys.
 */
/** @param {import('playwright-core').Page} page @param {number} keys */
async function keystrokes(page, keys) {
  await page.evaluate(() => {
    /** @type {number[]} */
    const events = [];
    // @ts-expect-error the page's own global, read back below
    window.__events = events;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'keydown' || e.name === 'keypress' || e.name === 'input')
          events.push(e.duration);
    }).observe({ type: 'event', buffered: false, durationThreshold: 16 });
  });
  const columns = ['Precio', 'Stock', 'SKU'];
  /** @type {number[]} */
  const toPaint = [];
  for (let i = 0; i < keys; i++) {
    const column = columns[i % columns.length];
    const cell = page.locator(`input[aria-label^="${column} de "]`).nth(Math.floor(i / 3) % 25);
    await cell.click();
    await page.waitForTimeout(150);
    // Armed before the key is sent: the key's timestamp, then the frame after its paint.
    await page.evaluate(() => {
      // @ts-expect-error the page's own global, read back below
      window.__painted = new Promise((resolve) => {
        addEventListener(
          'keydown',
          (event) => {
            const start = event.timeStamp;
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () => resolve(performance.now() - start);
              channel.port2.postMessage(null);
            });
          },
          { capture: true, once: true },
        );
      });
    });
    await page.keyboard.press(column === 'SKU' ? 'x' : '7');
    // @ts-expect-error see above
    toPaint.push(await page.evaluate(() => window.__painted));
  }
  // @ts-expect-error see above
  const events = await page.evaluate(() => window.__events);
  return {
    toPaint: stats(toPaint),
    eventTiming: events.length ? stats(events) : null,
  };
}

/**
 * A warm form (loaded, table painted) with Chromium's CPU slowed `cpuSlowdown` times, then keystrokes().
 * @param {import('playwright-core').Browser} browser @param {string} url @param {string} cookie
 * @param {import('playwright-core').BrowserContextOptions} device @param {number} keys
 * @param {number} cpuSlowdown
 */
async function formKeystrokes(browser, url, cookie, device, keys, cpuSlowdown) {
  const context = await browser.newContext(device);
  await context.addCookies(cookieList(cookie, url));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.locator(FIRST_ROW).first().waitFor({ timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    return await keystrokes(page, keys);
  } finally {
    await context.close();
  }
}

/** Cookie header → Playwright cookies for the origin of `url`. @param {string} header @param {string} url */
function cookieList(header, url) {
  return header.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: new URL(url).origin };
  });
}

/** The store made by lib/variants-shop.ts in `dataDir`: its merchant's session cookie and its link. */
function makeShop(/** @type {string} */ dataDir) {
  const made = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(BENCH, 'lib', 'variants-shop.ts'), dataDir],
    {
      cwd: BENCH,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, TSX_TSCONFIG_PATH: path.join(BENCH, 'tsconfig.run.json') },
    },
  );
  if (made.status !== 0) throw new Error(`variants-shop.ts failed (exit ${made.status})`);
  return /** @type {{ cookie: string; link: string }} */ (
    JSON.parse(made.stdout.trim().split('\n').pop() ?? '{}')
  );
}

/**
 * The part: see the top of this file. `runs` cold loads per measure, `keys` keystrokes per run.
 * @param {{ runs: number; keys: number }} options
 */
export async function measureVariants(options) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'panel-bench-variants-'));
  const shop = makeShop(dataDir);
  const server = await startServer({ dataDir });
  const browser = await launch();
  try {
    const { dir, pictures } = await ensurePictures(browser, 4);
    const form = new FormData();
    form.set('name', 'Remera de algodón peinado');
    form.set('description', 'Remera de algodón peinado 24/1, corte recto. Hecha en Argentina.');
    form.set('type', 'product');
    form.set('status', 'published');
    form.set('price', '12500');
    form.set(
      'options',
      JSON.stringify([
        { name: 'Talle', values: TALLES },
        { name: 'Color', values: COLORES },
      ]),
    );
    form.set('variants', JSON.stringify(variantsInput()));
    for (const picture of pictures) {
      form.append(
        'images',
        new Blob([readFileSync(path.join(dir, picture.file))], { type: picture.type }),
        picture.file,
      );
    }
    const created = await fetch(`${server.origin}/api/v2/products/create`, {
      method: 'POST',
      headers: { cookie: shop.cookie, 'x-panel-request': '1' },
      body: form,
    });
    /** @type {{ data?: { id: string; slug: string; variants: unknown[] }; error?: string }} */
    const product = await created.json();
    if (!created.ok || !product.data) {
      throw new Error(`products/create answered ${created.status}: ${JSON.stringify(product)}`);
    }
    const formUrl = `${server.origin}/update/${product.data.id}`;
    const host = `${shop.link}.localhost:${new URL(server.origin).port}`;
    const storeUrl = `http://${host}/${product.data.slug}`;

    const html = await get(`${server.origin}/${product.data.slug}`, { host });
    if (html.status !== 200) throw new Error(`${storeUrl} answered ${html.status}`);
    const htmlBytes = Buffer.from(html.body);

    const runs = options.runs;
    return {
      variants: product.data.variants.length,
      pictures: pictures.length,
      form: {
        laptop: {
          firstRender: await formFirstRender(browser, formUrl, shop.cookie, LAPTOP, runs),
          keystroke: await formKeystrokes(browser, formUrl, shop.cookie, LAPTOP, options.keys, 1),
          keystrokeCpu4: await formKeystrokes(
            browser,
            formUrl,
            shop.cookie,
            LAPTOP,
            options.keys,
            4,
          ),
        },
        phone: {
          firstRender: await formFirstRender(browser, formUrl, shop.cookie, PHONE, runs),
          keystroke: await formKeystrokes(browser, formUrl, shop.cookie, PHONE, options.keys, 1),
          keystrokeCpu4: await formKeystrokes(
            browser,
            formUrl,
            shop.cookie,
            PHONE,
            options.keys,
            4,
          ),
        },
      },
      store: {
        url: storeUrl.replace(/:\d+\//, ':PORT/'),
        html: { raw: htmlBytes.length, gzip: gzipSync(htmlBytes, { level: 9 }).length },
        load: await pageLoad(browser, {
          url: storeUrl,
          ready: 'h1',
          runs,
          device: MOBILE,
        }),
        lighthouse: lighthouse({ url: storeUrl, preset: 'mobile', name: 'variants-product' }),
      },
      loadAverage: os.loadavg(),
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
