import { test, expect } from '../support/test';
import { waitForCode } from '../support/mail-sink';
import { solidPng } from '../support/merchant';

// A phone: 375 px wide, touch.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test('on a 375 px phone a merchant signs up, lands on home and creates a product', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const email = `movil.${id}@example.com`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  await checkA11y();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await checkA11y();
  const { code } = await waitForCode(mailDir, email);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/login\/personal-info$/);
  await checkA11y();
  await page.getByLabel('Nombre completo').fill('Lucía Gómez');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/login\/store-info$/);
  await checkA11y();
  await page.getByLabel('Nombre de la tienda').fill('Velas de Lucía');
  await page.getByLabel('Link de tu tienda').fill(`velas-${id}`);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/create-success$/);
  // The thanks fade in one line after another (250 ms apart): checked once the last has started.
  await expect(page.getByRole('main').getByRole('listitem').last()).toHaveAttribute('data-visible');
  await checkA11y();
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { name: '¡Hola, Lucía!', level: 1 })).toBeVisible();
  await checkA11y();
  // The page does not scroll sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The sidebar is a drawer behind the menu button.
  await page.getByRole('button', { name: /^Abrir menú/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú principal' });
  await expect(drawer).toBeVisible();
  await checkA11y();
  await drawer.getByRole('link', { name: /^Productos/ }).click();
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText('No hay productos, agrega uno.')).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Agregar producto' }).click();
  await expect(page).toHaveURL(/\/products\/create$/);
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Vela de lavanda');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('9,90');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: 'vela.png',
      mimeType: 'image/png',
      buffer: solidPng(8, 8, [150, 120, 200]),
    });
  await checkA11y();
  await page.getByRole('button', { name: 'Guardar producto' }).click();

  await expect(page).toHaveURL(/\/products$/);
  const row = page.getByRole('row', { name: /Vela de lavanda/ });
  await expect(row).toBeVisible();
  // A new store is in the United States until its WhatsApp number or 'Mi tienda' says otherwise (issue
  // 21): its prices are written the US way.
  await expect(row.getByText('$9.90')).toBeVisible();
  await checkA11y();
});
