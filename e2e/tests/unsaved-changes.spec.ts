import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

const question = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Tienes cambios sin guardar' });
const navLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name });

test('leaving the account by a link asks first when it has changes, and not when it has none', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir, { name: 'Ana Pérez' });
  await page.goto('/my-account');
  const name = page.getByRole('textbox', { name: 'Nombre completo' });
  await expect(name).toHaveValue('Ana Pérez');

  // No changes: the link just goes.
  await navLink(page, /^Productos/).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(question(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/my-account$/);
  await name.fill('Ana María Pérez');
  await navLink(page, /^Productos/).click();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/my-account$/);
  await checkA11y();

  // 'Seguir editando': still here, with what was typed.
  await question(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(name).toHaveValue('Ana María Pérez');

  // 'Salir sin guardar': the link goes, and nothing was saved.
  await navLink(page, /^Productos/).click();
  await question(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible();
  const info = (await (await page.request.get('/api/v2/auth/user-info')).json()) as {
    data: { user: { name: string } };
  };
  expect(info.data.user.name).toBe('Ana Pérez');
});

test("the browser's back button asks before leaving a product form with changes", async ({
  page,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/products');
  await page.getByRole('button', { name: 'Agregar producto' }).first().click();
  await expect(page).toHaveURL(/\/products\/create$/);
  const name = page.getByRole('textbox', { name: 'Nombre', exact: true });
  await name.fill('Torta de chocolate');

  await page.goBack();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL(/\/products\/create$/);
  await question(page).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(name).toHaveValue('Torta de chocolate');
  await expect(page).toHaveURL(/\/products\/create$/);

  await page.goBack();
  await question(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('No hay productos, agrega uno.')).toBeVisible();

  // Without changes the back button just goes.
  await page.goForward();
  await expect(page).toHaveURL(/\/products\/create$/);
  await expect(name).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(question(page)).toHaveCount(0);
});

test('reloading the checkout with changes asks the browser first; once saved it does not', async ({
  page,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });

  await page.goto('/checkout');
  const end = page.getByRole('textbox', { name: 'Cierre del mensaje' });
  await end.fill('¡Gracias!');
  // A dismissed question keeps the page and what was typed.
  await page.evaluate(() => window.location.reload());
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(end).toHaveValue('¡Gracias!');

  // Saved, nothing is lost: the reload goes without a question.
  await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
  await expect(page.getByText('Tu checkout se actualizó con éxito.')).toBeVisible();
  await page.reload();
  await expect(end).toHaveValue('¡Gracias!');
  expect(asked).toEqual(['beforeunload']);
});
