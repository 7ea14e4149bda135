import { test, expect } from '../support/test';
import { signUpMerchant, solidPng } from '../support/merchant';

test('a merchant creates products with an image, searches, edits and deletes them', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);

  await page.goto('/products');
  await expect(page.getByRole('heading', { name: 'Productos', exact: true })).toBeVisible();
  await expect(page.getByText('No hay productos, agrega uno.')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Agregar producto' }).first().click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Torta de chocolate');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('12,5');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'torta.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [120, 60, 20]),
    });
  await checkA11y();
  await page.getByRole('button', { name: 'Guardar producto' }).click();

  await expect(page).toHaveURL(/\/products$/);
  const row = page.getByRole('row', { name: /Torta de chocolate/ });
  await expect(row).toBeVisible();
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/v2\/media\//);

  // A second product, then a search that finds only one of them (accents ignored).
  await page.getByRole('button', { name: 'Agregar producto' }).first().click();
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Café molido');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('8');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page.getByRole('row', { name: /Café molido/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('cafe');
  await expect(page.getByRole('row', { name: /Torta de chocolate/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Café molido/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('');
  await expect(page.getByRole('row', { name: /Torta de chocolate/ })).toBeVisible();

  // Edit: the form comes back prefilled, the new name is listed.
  await page.getByRole('button', { name: 'Acciones de Torta de chocolate' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/update\/[0-9a-f-]+$/);
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
    'Torta de chocolate',
  );
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Torta de vainilla');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('row', { name: /Torta de vainilla/ })).toBeVisible();

  // Delete both at once after one confirmation.
  await page
    .getByRole('checkbox', { name: 'Seleccionar todos' })
    // react-aria draws the box over the visually hidden input: the click lands on the box, as a merchant's.
    .check({ force: true });
  await expect(page.getByText('(2 seleccionados)')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('heading', { name: '¿Estás seguro?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('No hay productos, agrega uno.')).toBeVisible();
});
