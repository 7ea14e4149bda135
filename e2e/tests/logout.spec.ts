import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('logout asks first, then signs out; protected pages then send to login with redirectTo', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();

  // From the account menu; 'Cancelar' keeps the session.
  await page.getByRole('button', { name: /Ana Pérez/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Solo para asegurarnos' });
  await expect(dialog).toBeVisible();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  expect((await (await page.request.get('/api/v2/auth/verify')).json()).ok).toBe(true);

  // From the sidebar; confirmed.
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('La sesión se cerró correctamente.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  await checkA11y();
  expect((await (await page.request.get('/api/v2/auth/verify')).json()).ok).toBe(false);

  // The guard: every protected page, and an unknown address, now leads to login with redirectTo.
  await page.goto('/products');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts$/);
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
  await page.goto('/my-account?tab=perfil');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmy-account%3Ftab%3Dperfil$/);
  await page.goto('/no-existe');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fno-existe$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  // The root goes to plain /login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  // Going back in history does not show the panel again.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toHaveCount(0);
});
