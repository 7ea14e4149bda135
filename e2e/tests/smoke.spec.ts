import { test, expect } from '../support/test';

test('the login page greets a new merchant', async ({ page, checkA11y }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  await expect(page).toHaveTitle(/Panel/);
  await checkA11y();
});

test('the runtime settings come from the server', async ({ request }) => {
  const response = await request.get('/api/v2/config');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { ok: boolean; data: { productsLimit: number } };
  expect(body.ok).toBe(true);
  expect(body.data.productsLimit).toBe(100);
});
