// A new merchant signs up by e-mailed code and onboards in the real panel against the real server,
// meeting every validation message of spec §5 on the way, in the spec's order.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { waitForCode } from '../support/mail-sink';
import { signUpMerchant } from '../support/merchant';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Fills the two store fields and presses 'Continuar'. */
async function submitStore(page: Page, name: string, link: string): Promise<void> {
  await page.getByLabel('Nombre de la tienda').fill(name);
  await page.getByLabel('Link de tu tienda').fill(link);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('a new merchant signs up by code, onboards through every rule and lands on home', async ({
  page,
  request,
  checkA11y,
  mailDir,
}) => {
  const id = unique();
  const email = `ana.${id}@example.com`;
  const link = `tienda-${id}`;
  // Another merchant's store holds this link already (made through the API, from its own address).
  const taken = await signUpMerchant(request, mailDir, { storeName: 'Otra tienda' });

  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  await checkA11y();

  // §5 E-mail: empty, no @, not the basic pattern; the error clears when typing.
  const emailField = page.getByLabel('Correo electrónico');
  const ingresar = page.getByRole('button', { name: 'Ingresar', exact: true });
  await ingresar.click();
  await expect(
    page.getByText('Por favor, escribe tu dirección de correo electrónico.'),
  ).toBeVisible();
  await checkA11y();
  await emailField.fill('ana.example.com');
  await expect(
    page.getByText('Por favor, escribe tu dirección de correo electrónico.'),
  ).toBeHidden();
  await ingresar.click();
  await expect(
    page.getByText('Este correo no es válido, olvidaste escribir la arroba (@).'),
  ).toBeVisible();
  await emailField.fill('ana@example');
  await ingresar.click();
  await expect(
    page.getByText('Este correo no es válido, verifica tu dirección de correo electrónico.'),
  ).toBeVisible();
  await emailField.fill(email);
  await emailField.press('Enter');

  await expect(
    page.getByText('Revisa tu bandeja de entrada y escribe tu código OTP.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
  await checkA11y();
  // §5 Code: fewer than 4 digits.
  await page.getByLabel('Dígito 1 de 4').fill('12');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('¡Recuerda escribir el código!')).toBeVisible();
  const { code } = await waitForCode(mailDir, email);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();

  // §2.5 Personal info: the e-mail and the default country (United States, in Spanish) are shown.
  await expect(page).toHaveURL(/\/login\/personal-info$/);
  await expect(page.getByRole('heading', { name: 'Hagamos tu sueño realidad' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await expect(page.getByLabel('País')).toHaveValue('Estados Unidos');
  await checkA11y();
  // §5 Personal info: name required (blank counts as empty).
  await page.getByLabel('Nombre completo').fill('   ');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Escribe tu nombre completo.')).toBeVisible();
  await checkA11y();
  await page.getByLabel('Nombre completo').fill('Ana María Pérez');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page).toHaveURL(/\/login\/store-info$/);
  await expect(page.getByRole('heading', { name: 'Información de tu tienda' })).toBeVisible();
  await checkA11y();

  // §5 Store name and store link, each rule in the spec's order.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('¡Uy! Parece que olvidaste agregar el nombre de tu tienda.'),
  ).toBeVisible();
  await expect(page.getByText('¡No olvides ingresar el link de tu tienda!')).toBeVisible();
  await checkA11y();
  await submitStore(page, 'Do', 'abcd');
  await expect(
    page.getByText('¡El nombre de tu tienda debe tener al menos 3 caracteres!'),
  ).toBeVisible();
  await expect(page.getByText('¡Tu link debe tener al menos 5 caracteres!')).toBeVisible();

  const linkRules: [string, string][] = [
    ['www-ana', 'Tu link no puede comenzar con "www".'],
    ['admin', 'Este link no está disponible, intenta con uno diferente.'],
    ['mi tienda', '¡No uses espacios en tu link! Utiliza guiones (-) en su lugar.'],
    ['mi.tienda', '¡No uses puntos en tu link! Utiliza guiones (-) en su lugar.'],
    ['mi_tienda!', '¡Solo puedes usar letras, números y guiones en tu link!'],
  ];
  for (const [value, message] of linkRules) {
    await submitStore(page, 'Dulces de Ana', value);
    await expect(page.getByText(message)).toBeVisible();
    await expect(
      page.getByText('¡El nombre de tu tienda debe tener al menos 3 caracteres!'),
    ).toBeHidden();
  }
  // Errors clear when the field is edited.
  await page.getByLabel('Link de tu tienda').fill('mi-tienda');
  await expect(
    page.getByText('¡Solo puedes usar letras, números y guiones en tu link!'),
  ).toBeHidden();

  // §8 A link another store uses: the server's LINK_IS_TAKEN, in Spanish; the form stays usable.
  await submitStore(page, 'Dulces de Ana', taken.link);
  await expect(
    page.getByText('Oops! Parece que este link ya está siendo usado por otra tienda.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login\/store-info$/);

  await submitStore(page, 'Dulces de Ana', link);
  await expect(page).toHaveURL(/\/create-success$/);
  // The thanks fade in one line after another (250 ms apart): checked once the last has started.
  await expect(page.getByRole('main').getByRole('listitem').last()).toHaveAttribute('data-visible');
  await checkA11y();
  // Home after 5 s, greeting by the first word of the name.
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  await expect(page.getByText('¡Hola, Ana!')).toBeVisible();
  await expect(page.getByText('Dulces de Ana').first()).toBeVisible();
  await checkA11y();

  // The session survives a reload; the login area and the finished steps send the merchant home.
  for (const path of ['/login', '/verify', '/login/personal-info', '/store-info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test('a signed-out visit to a protected page goes to login with redirectTo', async ({ page }) => {
  await page.goto('/create-success');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcreate-success$/);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  // The root itself carries no redirectTo; /verify without an e-mail goes back to login.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/verify');
  await expect(page).toHaveURL(/\/login$/);
});
