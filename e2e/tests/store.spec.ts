import { test, expect } from '../support/test';
import { signUpMerchant, solidPng } from '../support/merchant';

test('a merchant renames the store, changes its picture, and cannot take another store’s link', async ({
  page,
  browser,
  baseURL,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  // A second merchant, in a browser context of their own.
  const other = await browser.newContext({ baseURL });
  const { link: otherLink } = await signUpMerchant(other.request, mailDir, {
    name: 'Beto Díaz',
    storeName: 'Panadería Beto',
  });
  await other.close();

  const config = (await (await page.request.get('/api/v2/config')).json()) as {
    data: { storeHost: string };
  };
  const host = config.data.storeHost;
  await page.context().route(
    (url) => url.host.endsWith(`.${host}`),
    (route) => route.fulfill({ contentType: 'text/html', body: '<title>Tienda</title>' }),
  );

  await page.goto('/');
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL(/\/my-store$/);
  await expect(page.getByRole('heading', { name: 'Dulces de Ana', level: 1 })).toBeVisible();
  await expect(page.getByText(`${link}.${host}`, { exact: true })).toBeVisible();
  await checkA11y();

  // Nothing changed: nothing is sent.
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('No hay nada que modificar, todo sigue igual.')).toBeVisible();

  // Rename: the sidebar and the page follow, and a reload keeps it.
  await page.getByRole('textbox', { name: 'Nombre de la tienda' }).fill('Dulces y Tortas de Ana');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('¡Listo! 👍')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Dulces y Tortas de Ana', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('complementary').getByText('Dulces y Tortas de Ana')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nombre de la tienda' })).toHaveValue(
    'Dulces y Tortas de Ana',
  );

  // A new picture through the square crop dialog.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Cambiar imagen' }).click();
  await (
    await chooser
  ).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 48, [200, 40, 90]) });
  const crop = page.getByRole('dialog', { name: 'Ajusta la imagen' });
  await expect(crop).toBeVisible();
  await checkA11y();
  await crop.getByRole('button', { name: 'Rotar' }).click();
  await crop.getByRole('button', { name: 'Guardar' }).click();
  await expect(crop).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('¡Listo! 👍')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Imagen de Dulces y Tortas de Ana' })).toHaveAttribute(
    'src',
    /\/api\/v2\/media\//,
  );

  // The other merchant's link is refused with the spec's message, and nothing changes.
  await page.getByRole('textbox', { name: 'Link de tu tienda' }).fill(otherLink);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('Este link de tienda ya está siendo utilizado.')).toBeVisible();
  const store = (await (await page.request.get('/api/v2/stores')).json()) as {
    data: { link: string };
  };
  expect(store.data.link).toBe(link);

  // A free link is taken: 'Ver tienda' and the address button open the new storefront in a new tab.
  const newLink = `${link}-nueva`;
  await page.getByRole('textbox', { name: 'Link de tu tienda' }).fill(newLink);
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('¡Listo! 👍')).toBeVisible();
  await expect(page.getByText(`${newLink}.${host}`, { exact: true })).toBeVisible();
  const storefront = `http://${newLink}.${host}`;
  let popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Ver tienda' }).click();
  let popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(storefront);
  await popup.close();
  popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Abrir tu tienda en una pestaña nueva' }).click();
  popup = await popupOpened;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).origin).toBe(storefront);
  await popup.close();
});
