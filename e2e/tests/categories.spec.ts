import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

/**
 * A store's categories (issue 14): created from the product form's category field, saved with the
 * product, listed by name (and sorted by it), renamed from the form's manager, and shown by name in the
 * storefront's filter.
 */
test('a category created in the product form reaches the list and the storefront filter', async ({
  page,
  browser,
  baseURL,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir);
  const bodyRows = () => page.locator('tbody tr');

  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Torta de chocolate');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('12,5');
  const category = page.getByRole('combobox', { name: 'Categoría' });
  await category.fill('Tortas');
  await page.getByRole('option', { name: 'Crear categoría "Tortas"' }).click();
  await expect(category).toHaveValue('Tortas');
  await checkA11y();
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('row', { name: /Torta de chocolate/ })).toContainText('Tortas');

  // A second product without category; the column sorts by the name, 'Sin categoría' last going up.
  await page.getByRole('button', { name: 'Agregar producto' }).first().click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Alfajor');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('3');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page.getByRole('row', { name: /Alfajor/ })).toContainText('Sin categoría');
  await page.getByRole('columnheader', { name: 'Categoría' }).click();
  await expect(bodyRows().first()).toContainText('Torta de chocolate');
  await expect(bodyRows().last()).toContainText('Alfajor');

  // The store's category is offered in the next product's form, and renamed from its manager.
  await page.getByRole('button', { name: 'Acciones de Torta de chocolate' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(category).toHaveValue('Tortas');
  await page.getByRole('button', { name: 'Administrar categorías' }).click();
  const manager = page.getByRole('dialog', { name: 'Categorías' });
  await expect(manager).toContainText('1 producto');
  await manager.getByRole('button', { name: 'Renombrar Tortas' }).click();
  const rename = manager.getByRole('textbox', { name: 'Nombre de la categoría' });
  await rename.fill('Pasteles');
  // Enter renames the category only: the product form around the dialog is not submitted.
  await rename.press('Enter');
  await expect(manager.getByText('Pasteles')).toBeVisible();
  await checkA11y();
  await manager.getByRole('button', { name: 'Cerrar' }).click();
  await expect(category).toHaveValue('Pasteles');
  // Still the product's form: renaming saved no product (which would have gone back to the list).
  await expect(page).toHaveURL(/\/update\//);
  await page.goto('/products');
  await expect(page.getByRole('row', { name: /Torta de chocolate/ })).toContainText('Pasteles');

  // The storefront's filter lists the name, and filters by it.
  const port = new URL(baseURL!).port;
  const context = await browser.newContext({ locale: 'es-419' });
  const shop = await context.newPage();
  await shop.goto(`http://${link}.localhost:${port}/`);
  const filter = shop.getByRole('combobox', { name: 'Categoría' });
  await expect(filter.locator('option')).toHaveText(['Categoría: Todas', 'Pasteles']);
  await filter.selectOption({ label: 'Pasteles' });
  await shop.getByRole('button', { name: 'Buscar' }).click();
  await expect(shop).toHaveURL(/categoria=[0-9a-f-]{36}/);
  await expect(shop.getByRole('link', { name: /Torta de chocolate/ })).toBeVisible();
  await expect(shop.getByRole('link', { name: /Alfajor/ })).toHaveCount(0);
  await context.close();
});
