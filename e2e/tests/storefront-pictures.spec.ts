import { test, expect } from '../support/test';
import { signUpMerchant, solidPng } from '../support/merchant';

const headers = { 'x-panel-request': '1' };

test('the store shows the merchant’s pictures: the store picture and each product’s, in sizes for a phone', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  const store = await page.request.put('/api/v2/accounts/store/update', {
    headers,
    multipart: {
      name: 'Dulces de Ana',
      link,
      country: 'AR',
      picture: {
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: solidPng(400, 400, [240, 90, 60]),
      },
    },
  });
  expect(store.ok(), await store.text()).toBe(true);
  const product = await page.request.post('/api/v2/products/create', {
    headers,
    multipart: {
      name: 'Torta de chocolate',
      price: '4500',
      quantity: '5',
      type: 'product',
      status: 'published',
      images: {
        name: 'torta.png',
        mimeType: 'image/png',
        buffer: solidPng(1600, 1200, [90, 50, 30]),
      },
    },
  });
  expect(product.ok(), await product.text()).toBe(true);

  const port = new URL(baseURL!).port;
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    screen: { width: 375, height: 800 },
    isMobile: true,
  });
  const shop = await context.newPage();
  const failed: string[] = [];
  shop.on('requestfailed', (request) => failed.push(request.url()));
  await shop.goto(`http://${link}.localhost:${port}/`);

  // The product card's picture: loaded, in WebP sizes, never lazy (it is the first one), with its box.
  const card = shop.getByRole('link', { name: /Torta de chocolate/ }).locator('img');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('srcset', /\.w320\.webp 320w/);
  await expect(card).not.toHaveAttribute('loading', 'lazy');
  await expect(card).toHaveAttribute('width', /\d+/);
  await expect
    .poll(() => card.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // The store's picture in the header.
  const logo = shop.locator('header img').first();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // Link previews get an absolute JPEG.
  const ogImage = await shop.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^http:\/\/.+\.og\.jpg$/);
  expect(failed).toEqual([]);
  await context.close();
});

// Issue 21: a 375 px phone at DPR 2 took the 1280 px size of the product page's picture (widths 640 and 1280
// only, `sizes` 100vw). The picture it loads is now the 800 px one: about what its 686 device pixels need.
// (Chromium alone picked 640 before too, by its own rule between two candidates; Safari and Firefox took
// 1280: the server test storefront-media.test.ts checks the rendered srcset/sizes by the spec's rule.)
// Issue 20: this test was flaky under load. Its phone was one no one holds: a 375 px viewport on Playwright's
// default 1920 px screen (`screen` unset). Chromium's preload scanner resolves the meta viewport's
// `width=device-width` against the screen, so it sized the picture at 1920 px and fetched the 1280 px file
// on every run, beside the 800 px one the <img> picked at 375 px; when the 1280 px file had arrived first,
// the <img> used it (a higher density already loaded) and the test failed. A phone's screen is as wide as
// its viewport: with it, only the 800 px file is fetched. The requests are checked now, not only the picture
// shown: without `screen` this test fails on every run (the 1280 px request), not once in a while.
test('a 375 px phone at DPR 2 loads at most the ~800 px picture on the product page', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  const product = await page.request.post('/api/v2/products/create', {
    headers,
    multipart: {
      name: 'Torta de chocolate',
      price: '4500',
      quantity: '5',
      type: 'product',
      status: 'published',
      images: {
        name: 'torta.png',
        mimeType: 'image/png',
        buffer: solidPng(2000, 1500, [90, 50, 30]),
      },
    },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const slug = (await product.json()).data.slug as string;

  const port = new URL(baseURL!).port;
  const context = await browser.newContext({
    // A phone's screen is its viewport's width (see above): Playwright's default is a 1920 px screen.
    viewport: { width: 375, height: 800 },
    screen: { width: 375, height: 800 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const shop = await context.newPage();
  const pictures: string[] = [];
  shop.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(request.url());
  });
  await shop.goto(`http://${link}.localhost:${port}/${slug}`);
  const picture = shop.locator('article img').first();
  await expect(picture).toHaveAttribute('srcset', /\.w800\.webp 800w/);
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The size the browser chose, by its URL (naturalWidth is in CSS px once a w descriptor is used).
  const chosen = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
  const width = Number(/\.w(\d+)\.webp$/.exec(chosen)?.[1]);
  expect(width, chosen).toBeGreaterThanOrEqual(640);
  expect(width, chosen).toBeLessThanOrEqual(850);
  // The phone fetched one size of the picture: the one it shows.
  await shop.waitForLoadState('load');
  expect(pictures.filter((url) => url.includes('.webp'))).toEqual([chosen]);
  await context.close();
});
