// /login arrives prerendered (the panel's build renders it into login.html) and React hydrates it: the
// sign-in page is in the HTML, hydration leaves nothing in the console, and what a visitor does before
// the script has run (typing, sending) is kept.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

/** Console errors and warnings and uncaught errors of the page from now on (hydration's go there). */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return seen;
}

/** Holds the entry script back until the returned function is called: until then the page is HTML. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const freshEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

test('the sign-in page is in the HTML, and hydrates without a word in the console', async ({
  page,
  request,
}) => {
  const html = await request.get('/login?redirectTo=%2Fproducts', {
    headers: { accept: 'text/html' },
  });
  expect(html.headers()['cache-control']).toBe('no-cache');
  const body = await html.text();
  expect(body).toContain('Inicia sesión o crea tu cuenta');
  expect(body).toContain('name="email"');

  const seen = problems(page);
  await page.goto('/login?redirectTo=%2Fproducts');
  // Disabled once /config has answered (no Google client here): React runs the page by then.
  await expect(page.getByRole('button', { name: 'Ingresar con Google' })).toBeDisabled();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts$/);
  expect(seen).toEqual([]);
});

test('an e-mail typed before the script runs is kept through hydration', async ({ page }) => {
  const seen = problems(page);
  const release = await holdEntry(page);
  await page.goto('/login', { waitUntil: 'commit' });
  const field = page.getByLabel('Correo electrónico');
  const address = freshEmail('typed');
  await field.fill(address);
  release();
  // /config's answer renders the screen again: the field must still hold the address, in React's state.
  await expect(page.getByRole('button', { name: 'Ingresar con Google' })).toBeDisabled();
  await expect(field).toHaveValue(address);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText(`enviamos a ${address}.`)).toBeVisible();
  expect(seen).toEqual([]);
});

test('an e-mail sent before the script runs is sent once the page has hydrated', async ({
  page,
}) => {
  const seen = problems(page);
  const release = await holdEntry(page);
  await page.goto('/login?redirectTo=%2Fproducts', { waitUntil: 'commit' });
  await page.getByLabel('Correo electrónico').fill(freshEmail('sent'));
  await page.getByLabel('Correo electrónico').press('Enter');
  // Not sent by the browser itself (a GET of /login?email=… would reload the page).
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts$/);
  release();
  await expect(page).toHaveURL(/\/verify\?redirectTo=%2Fproducts$/);
  expect(seen).toEqual([]);
});

test('a signed-in merchant is sent on from the prerendered page', async ({ page, mailDir }) => {
  await signUpMerchant(page.request, mailDir);
  const seen = problems(page);
  await page.goto('/login?redirectTo=%2Fproducts');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  await page.goto('/login');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  expect(seen).toEqual([]);
});
