import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('the checkout is saved, still there after a reload, and its test message opens WhatsApp', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  // WhatsApp itself is never loaded: the new tab gets a stub page.
  await page
    .context()
    .route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    );

  await page.goto('/');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await checkA11y();

  // Nothing changed yet: nothing to save.
  await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
  await expect(page.getByText('No hay cambios para guardar.')).toBeVisible();

  // The store is in the US (the default country), so the calling code is +1; typed as people write it.
  await page.getByRole('textbox', { name: 'Número de WhatsApp' }).fill('(201) 555-0123');
  await page.getByRole('textbox', { name: 'Inicio del mensaje' }).fill('¡Hola, {nombre-tienda}!');
  await page.getByRole('textbox', { name: 'Cierre del mensaje' }).fill('¿Cuánto es el total?');
  const preview = page.getByTestId('checkout-preview');
  await expect(preview).toContainText('¡Hola, Dulces de Ana!');
  await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
  await expect(page.getByText('Tu checkout se actualizó con éxito.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Número de WhatsApp' })).toHaveValue('2015550123');
  await expect(page.getByRole('textbox', { name: 'Inicio del mensaje' })).toHaveValue(
    '¡Hola, {nombre-tienda}!',
  );
  await expect(page.getByRole('textbox', { name: 'Cierre del mensaje' })).toHaveValue(
    '¿Cuánto es el total?',
  );
  await expect(preview).toContainText('¡Hola, Dulces de Ana!');
  await checkA11y();

  // 'Probar mensaje': a new tab on the WhatsApp link to +1 201 555 0123 carrying the preview's text.
  const text = (await preview.textContent()) ?? '';
  expect(text).toContain('¿Cuánto es el total?');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Probar mensaje' }).click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  expect(`${url.origin}${url.pathname}`).toMatch(
    /^https:\/\/(wa\.me\/12015550123|api\.whatsapp\.com\/send)$/,
  );
  const message = url.searchParams.get('text');
  expect(message).toBe(text);
  expect(message).toContain('5');
  await popup.close();
});

test('a page whose code cannot be loaded shows a Spanish error inside the panel', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Hola, Ana/ })).toBeVisible();
  // The checkout page's module fails to load (as after a new deploy removed the old files).
  await page.route(/\/assets\/checkout-[^/]+\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Algo salió mal', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Hay una versión nueva del panel. Recarga la página para continuar.'),
  ).toBeVisible();
  // The shell stays, with a way back.
  await expect(page.getByRole('link', { name: 'Productos', exact: true })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /Hola, Ana/ })).toBeVisible();
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Algo salió mal', level: 1 })).toBeVisible();
  // Once the module can load again, 'Intentar de nuevo' (a reload) shows the page.
  await page.unroute(/\/assets\/checkout-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
});
