import { test, expect } from '../support/test';
import { waitForCode } from '../support/mail-sink';

test('a new merchant signs up by code, onboards and lands on home', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  const email = `ana.${Date.now()}@example.com`;
  const link = `tienda-${Date.now().toString(36)}`;

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const emailField = page.getByLabel('Correo electrónico');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(
    page.getByText('Por favor, escribe tu dirección de correo electrónico.'),
  ).toBeVisible();
  await emailField.fill('ana.example.com');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(
    page.getByText('Este correo no es válido, olvidaste escribir la arroba (@).'),
  ).toBeVisible();
  await emailField.fill(email);
  await emailField.press('Enter');

  await expect(page).toHaveURL(/\/verify$/);
  await checkA11y();
  const { code } = await waitForCode(mailDir, email);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(/\/login\/personal-info$/);
  await expect(page.getByRole('heading', { name: 'Hagamos tu sueño realidad' })).toBeVisible();
  await checkA11y();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escribe tu nombre completo.')).toBeVisible();
  await page.getByLabel('Nombre completo').fill('Ana María Pérez');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/login\/store-info$/);
  await expect(page.getByRole('heading', { name: 'Información de tu tienda' })).toBeVisible();
  await checkA11y();
  await page.getByLabel('Nombre de la tienda').fill('Do');
  await page.getByLabel('Link de tu tienda').fill('www-ana');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('¡El nombre de tu tienda debe tener al menos 3 caracteres!'),
  ).toBeVisible();
  await page.getByLabel('Nombre de la tienda').fill('Dulces de Ana');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Tu link no puede comenzar con "www".')).toBeVisible();
  await page.getByLabel('Link de tu tienda').fill(link);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/create-success$/);
  // Home after 5 s, greeting by the first word of the name.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByText('¡Hola, Ana!')).toBeVisible();
  await expect(page.getByText('Dulces de Ana').first()).toBeVisible();
  await checkA11y();

  // The session survives a reload; the login area sends a signed-in merchant home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-out visit to a protected page goes to login with redirectTo', async ({ page }) => {
  await page.goto('/create-success');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcreate-success$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
});
