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
