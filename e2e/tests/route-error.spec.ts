import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('a page whose code cannot be loaded says so in Spanish inside the shell, and the rest works', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The product list's module is gone (as after a deploy while the tab was open).
  await page.route(/\/assets\/products-[\w-]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Productos' }).first().click();
  await expect(page.getByRole('heading', { name: 'Algo salió mal', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Hay una versión nueva del panel. Recarga la página para continuar.'),
  ).toBeVisible();
  await checkA11y();

  // The shell stays usable: another page opens and the error is gone.
  await page.getByRole('link', { name: 'Checkout' }).first().click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a signed-in merchant whose data does not come sees the error page with a retry, never the sign-in form', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  let failing = true;
  await page.route('**/api/v2/auth/user-info', (route) =>
    failing
      ? route.fulfill({ status: 503, json: { ok: false, error: 'Unavailable' } })
      : route.fallback(),
  );
  // A page the browser renders from the API: /products comes rendered by the server, its data in the
  // HTML (products-ssr.spec.ts).
  await page.goto('/orders');

  // After the client's retries: the route error page, still at /orders.
  await expect(page.getByRole('heading', { name: 'Algo salió mal', level: 1 })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('textbox', { name: /correo/i })).toHaveCount(0);
  await checkA11y();

  // 'Intentar de nuevo' loads the page again, and it works once the server answers.
  failing = false;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible();
});
