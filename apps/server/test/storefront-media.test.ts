// The product page's media on a phone (issue 21, "The storefront"): the picture a 375 px phone at DPR 2
// picks from the rendered srcset/sizes, and the poster frame of a product's video. Over a fresh PGlite (and
// PostgreSQL when a URL is given), the Host header a browser would send to {link}.{STORE_HOST}.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productMedia, products } from '../src/db/schema.js';
import { startApp, type TestApp } from './auth-helpers.js';
import { backends, createMerchant } from './helpers.js';

const STORE_HOST = 'localhost:3000';
const PANEL_ORIGIN = 'http://localhost:3000';

let counter = 0;
const uniqueLink = () => `media${Date.now().toString(36)}${++counter}`;

/** The attribute `name` of the first `<img>` in `html` whose attributes match `having`. */
function imgAttribute(html: string, having: RegExp, name: string): string | undefined {
  for (const [tag] of html.matchAll(/<img\b[^>]*>/g)) {
    if (!having.test(tag)) continue;
    return new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  }
  return undefined;
}

/**
 * The width, in CSS px, that `sizes` gives at a `viewport` px wide screen: the first entry whose media
 * condition (`(min-width: Npx)` only, as the storefront writes them) holds, `Nvw`, `Npx` or
 * `calc(Nvw - Mpx)`.
 */
function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((s) => s.trim())) {
    const condition = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry);
    if (condition && viewport < Number(condition[1])) continue;
    const length = condition ? condition[2]! : entry;
    const calc = /^calc\((\d+)vw\s*-\s*(\d+)px\)$/.exec(length);
    if (calc) return (viewport * Number(calc[1])) / 100 - Number(calc[2]);
    const vw = /^(\d+)vw$/.exec(length);
    if (vw) return (viewport * Number(vw[1])) / 100;
    const px = /^(\d+)px$/.exec(length);
    if (px) return Number(px[1]);
    throw new Error(`unexpected sizes entry: ${entry}`);
  }
  throw new Error(`no sizes entry for ${viewport}px: ${sizes}`);
}

/**
 * The candidate width the HTML spec's selection gives (WebKit and Gecko follow it): the smallest whose
 * density (width / slot) is at least the device pixel ratio, else the largest.
 */
function chosenWidth(srcset: string, sizes: string, viewport: number, dpr: number): number {
  const slot = slotWidth(sizes, viewport);
  const widths = srcset
    .split(',')
    .map((c) => Number(/\s(\d+)w$/.exec(c.trim())?.[1]))
    .sort((a, b) => a - b);
  return widths.find((w) => w / slot >= dpr) ?? widths[widths.length - 1]!;
}

describe.each(backends)('product page media (%s)', (backend) => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await startApp(backend, { STORE_HOST, PUBLIC_URL: PANEL_ORIGIN, PORT: '3000' });
    app = testApp.app;
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  async function productWith(media: (typeof productMedia.$inferInsert)[] | ((p: string, s: string) => (typeof productMedia.$inferInsert)[])) {
    const link = uniqueLink();
    const merchant = await createMerchant(app.db, {
      link,
      storeName: 'Dulces Ana',
      email: `duena-${link}@example.com`,
      country: 'AR',
    });
    const [row] = await app.db
      .insert(products)
      .values({
        storeId: merchant.storeId,
        slug: 'torta',
        name: 'Torta',
        retailPrice: '100.00',
        manageStock: false,
      })
      .returning({ id: products.id });
    const rows = typeof media === 'function' ? media(row!.id, merchant.storeId) : media;
    if (rows.length > 0) await app.db.insert(productMedia).values(rows);
    return { host: `${link}.${STORE_HOST}`, productId: row!.id, storeId: merchant.storeId };
  }

  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  // Failed on the code before this change: the widths were 160/320/640/1280 and `sizes` said 100vw, so a
  // 375 px phone at DPR 2 (750 device px wanted) took the 1280 px size.
  it('gives a 375 px phone at DPR 2 at most the ~800 px picture it needs, a laptop the 1280', async () => {
    const s = await productWith((productId, storeId) => [
      { productId, storeId, key: 'fotoGrande_1.jpg', kind: 'image', width: 2000, height: 1500 },
      { productId, storeId, key: 'fotoGrande_2.jpg', kind: 'image', width: 2000, height: 1500 },
    ]);
    const res = await get(s.host, '/torta');
    expect(res.statusCode).toBe(200);
    const main = /fotoGrande_1\.w640\.webp"/;
    const srcset = imgAttribute(res.body, main, 'srcSet');
    const sizes = imgAttribute(res.body, main, 'sizes');
    expect(srcset).toContain('fotoGrande_1.w800.webp 800w');
    expect(sizes).toBeDefined();

    const phone = chosenWidth(srcset!, sizes!, 375, 2);
    expect(phone).toBeGreaterThanOrEqual(686); // sharp: the slot is 343 CSS px
    expect(phone).toBeLessThanOrEqual(850);
    expect(chosenWidth(srcset!, sizes!, 375, 1)).toBe(640);
    expect(chosenWidth(srcset!, sizes!, 1280, 1)).toBe(640);
    expect(chosenWidth(srcset!, sizes!, 1280, 2)).toBe(1280);

    // The second picture, a thumbnail half the page wide: a phone at DPR 2 takes the 320 or 640 px size.
    const thumb = /fotoGrande_2\.w640\.webp"/;
    const thumbWidth = chosenWidth(
      imgAttribute(res.body, thumb, 'srcSet')!,
      imgAttribute(res.body, thumb, 'sizes')!,
      375,
      2,
    );
    expect(thumbWidth).toBeLessThanOrEqual(640);
  });
});
