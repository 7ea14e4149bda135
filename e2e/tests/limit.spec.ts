import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';
import { createProducts } from '../support/products';

// A server of this file's own, whose stores may hold 2 products.
test.use({ serverEnv: { PRODUCTS_LIMIT: '2' } });

const modalTitle = '¡Te quedaste sin espacio!';

async function expectModalThenClose(page: Page) {
  const dialog = page.getByRole('dialog', { name: modalTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: modalTitle })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toHaveCount(0);
}

test('at the product limit, adding a product opens the subscription modal instead of the form', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);

  // Below the limit the quick access leads to the form.
  await createProducts(page.request, [{ name: 'Alfajores', price: '3.50' }]);
  await page.goto('/');
  await expect(
    page.getByRole('link', { name: /Agregar producto.*1 de 2 productos/ }),
  ).toBeVisible();

  // At the limit: home's quick access…
  await createProducts(page.request, [{ name: 'Brownies', price: '4.00' }]);
  await page.reload();
  const quick = page.getByRole('button', { name: /Agregar producto.*2 de 2 productos/ });
  await expect(quick).toBeVisible();
  await quick.click();
  await expect(page).toHaveURL(/\/$/);
  await checkA11y();
  await expectModalThenClose(page);

  // …and the product list's button open the modal, and the form is not shown. (The sidebar entry also
  // counts the unread limit notifications: 'Productos 2 notificaciones sin leer'.)
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /^Productos/ })
    .click();
  await expect(page.getByRole('row', { name: /Brownies/ })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expectModalThenClose(page);

  // The server refuses a third product whatever the client does.
  const refused = await page.request.post('/api/v2/products/create', {
    headers: { 'x-panel-request': '1' },
    multipart: { name: 'Cupcakes', type: 'product', status: 'published', price: '2.00' },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ ok: false, error: 'Products limit reached' });

  // The form reached by its address: saving opens the modal too, and nothing is created.
  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Cupcakes');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('2');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expectModalThenClose(page);
  await expect(page).toHaveURL(/\/products\/create$/);
  const count = await page.request.get('/api/v2/products/count');
  expect(await count.json()).toEqual({ ok: true, data: 2 });

  // The plan screen's '+ Aumentar productos' opens the same modal. (The refused product is still in
  // the form, unsaved: leaving asks first.)
  await page.getByRole('button', { name: /Ana Pérez/ }).click();
  await page.getByRole('menuitem', { name: 'Suscripción' }).click();
  await page
    .getByRole('alertdialog', { name: 'Tienes cambios sin guardar' })
    .getByRole('button', { name: 'Salir sin guardar' })
    .click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscripción', level: 1 })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: '+ Aumentar productos' }).click();
  await expectModalThenClose(page);

  // Deleting one frees a place: the quick access leads to the form again.
  await page.goto('/products');
  await page.getByRole('button', { name: 'Acciones de Brownies' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('row', { name: /Brownies/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await expect(page).toHaveURL(/\/products\/create$/);
});

test('the server refusing a create over the limit opens the modal', async ({ page, mailDir }) => {
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, [{ name: 'Alfajores', price: '3.50' }]);
  // The form is opened below the limit; another tab fills the store meanwhile.
  await page.goto('/products/create');
  await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
  await createProducts(page.request, [{ name: 'Brownies', price: '4.00' }]);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Cupcakes');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('2');
  const answer = page.waitForResponse('**/api/v2/products/create');
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  expect((await answer).status()).toBe(403);
  await expectModalThenClose(page);
  await expect(page).toHaveURL(/\/products\/create$/);
});

/** Issue 24: a CSV as the 'Importar' dialog receives it. */
const csvFile = (name: string, rows: readonly string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(['Nombre;Precio', ...rows].join('\r\n'), 'utf8'),
});

test('a CSV import past the limit offers the modal, and the server refusing it opens the modal', async ({
  page,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);
  await createProducts(page.request, [{ name: 'Alfajores', price: '3.50' }]);
  await page.goto('/products');
  const count = async () =>
    ((await (await page.request.get('/api/v2/products/count')).json()) as { data: number }).data;

  // The preview says the file passes the limit: 'Aumentar espacio' instead of 'Importar'.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Importar productos' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(csvFile('dos.csv', ['Brownies;4,00', 'Cupcakes;2,00']));
  await expect(dialog.getByRole('alert')).toContainText(
    'Con este archivo tendrías 3 productos y tu plan permite 2.',
  );
  await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Aumentar espacio' }).click();
  await expectModalThenClose(page);
  await expect(dialog).toHaveCount(0);
  expect(await count()).toBe(1);

  // A file that fits when previewed; another tab fills the store before 'Importar': the server's
  // refusal opens the modal, and nothing is written.
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Importar productos' });
  await dialog.locator('input[type="file"]').setInputFiles(csvFile('uno.csv', ['Cupcakes;2,00']));
  await expect(dialog.getByText('1 producto a crear')).toBeVisible();
  await createProducts(page.request, [{ name: 'Brownies', price: '4.00' }]);
  const answer = page.waitForResponse('**/api/v2/products/import/apply');
  await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
  expect((await answer).status()).toBe(403);
  await expectModalThenClose(page);
  expect(await count()).toBe(2);
  await expect(page.getByRole('row', { name: /Cupcakes/ })).toHaveCount(0);
});
