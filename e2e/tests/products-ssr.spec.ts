// /products arrives rendered by the server for a signed-in merchant (issue 15): the first page of rows is
// in the HTML, readable without JavaScript; with it, React hydrates that markup with the data the server
// rendered it with (no second call for it, nothing in the console) and the list works as ever.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';
import { createProducts, type SeedProduct } from '../support/products';

const PRODUCTS: SeedProduct[] = Array.from({ length: 12 }, (_, i) => ({
  name: `Producto ${String(i + 1).padStart(2, '0')}`,
  price: `${i + 1}.50`,
}));

const bodyRows = (page: Page) => page.locator('tbody tr');

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in merchant's /products shows the first rows from the HTML", async ({
    page,
    mailDir,
  }) => {
    test.setTimeout(120_000);
    await signUpMerchant(page.request, mailDir, { storeName: 'Tienda sin scripts' });
    await createProducts(page.request, PRODUCTS);

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    await expect(page.getByText('1-10 de 12', { exact: true })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(bodyRows(page).first()).toContainText('Producto 01');
    await expect(bodyRows(page).last()).toContainText('Producto 10');
    // The shell around it too: the store's name in the sidebar.
    await expect(page.getByText('Tienda sin scripts').first()).toBeVisible();
  });
});

test('the rendered /products hydrates without a word in the console, and pages and searches', async ({
  page,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, PRODUCTS);

  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/products(\?|$)/.test(request.url())) listCalls.push(request.url());
  });

  await page.goto('/products');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page.getByText('1-10 de 12', { exact: true })).toBeVisible();
  // React has taken the markup over (hydrateRoot marks its container).
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  );

  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('12 de 12', { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).first()).toContainText('Producto 11');
  // The first page came with the HTML: the browser asked only for the second.
  expect(listCalls).toHaveLength(1);
  expect(listCalls[0]).toContain('offset=10');

  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('Producto 05');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Producto 05');
  await expect(page.getByText('1 de 1', { exact: true })).toBeVisible();

  // Hydration's complaints ('Hydration failed…', '…did not match…') and any other go to the console.
  expect(seen).toEqual([]);
});

/**
 * Opens /products with the shell's module held back: the page is the server's HTML, the entry has run
 * (it asked for the module) and React has not hydrated yet. Returns what lets the module through.
 */
async function openBeforeHydration(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/shell-layout-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  await page.goto('/products', { waitUntil: 'commit' });
  await requested;
  return release;
}

test('a click on the rendered list before the page has hydrated is kept and handled once it has', async ({
  page,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, PRODUCTS);

  const release = await openBeforeHydration(page);

  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('1-10 de 12', { exact: true })).toBeVisible();
  release();
  await expect(page.getByText('12 de 12', { exact: true })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(2);
});

test('a search typed into the rendered list before the page has hydrated is run once it has', async ({
  page,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, PRODUCTS);

  const release = await openBeforeHydration(page);

  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('zzz-nada');
  await expect(page.getByText('1-10 de 12', { exact: true })).toBeVisible();
  release();
  await expect(page.getByText('No se encontraron productos.')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Buscar producto' })).toHaveValue('zzz-nada');
});

// Mutant killed: serverStateScript (apps/panel/src/server-state.ts) without its escapes of `<`, U+2028
// and U+2029 lets a product name end the state script and run its own.
test('a product name with </script>, <!-- and U+2028 stays text in the rendered page and its state', async ({
  page,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const name = 'Taza </script><script>window.__owned=1</script><!-- \u2028fin';
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, [{ name, price: '10.00' }]);

  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));

  const html = await (
    await page.request.get('/products', { headers: { accept: 'text/html' } })
  ).text();
  // One state script, whole: its JSON parses and holds the name as it was typed.
  const scripts = html.match(
    /<script type="application\/json" id="panel-state">([\s\S]*?)<\/script>/g,
  );
  expect(scripts).toHaveLength(1);
  const json = scripts![0]!.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
  expect(JSON.stringify(JSON.parse(json))).toContain(JSON.stringify(name).slice(1, -1));
  expect(html).not.toContain('<script>window.__owned=1</script>');

  await page.goto('/products');
  await page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((key) =>
      key.startsWith('__reactContainer$'),
    ),
  );
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Taza </script><script>window.__owned=1');
  expect(await page.evaluate(() => (window as { __owned?: number }).__owned)).toBeUndefined();
  expect(seen).toEqual([]);
});
