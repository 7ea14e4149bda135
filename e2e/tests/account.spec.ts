import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('a merchant saves a phone number on the account and finds it after a reload', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  const { email } = await signUpMerchant(page.request, mailDir, { name: 'Ana Pérez' });
  await page.goto('/');
  await page.getByRole('button', { name: /Ana Pérez/ }).click();
  await page.getByRole('menuitem', { name: 'Mi Cuenta' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByRole('heading', { name: 'Ana Pérez', level: 1 })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('No hay nada que modificar, todo sigue igual.')).toBeVisible();

  // A Venezuelan mobile number picks Venezuela (+58) as it is typed (spec §5).
  const phone = page.getByRole('textbox', { name: 'Número de teléfono' });
  await phone.fill('4141234567');
  await expect(page.getByRole('button', { name: /Código de país: Venezuela/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Ana María Pérez');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('¡Listo! 👍')).toBeVisible();
  // The user info is refreshed: the header and the page show the new name.
  await expect(page.getByRole('heading', { name: 'Ana María Pérez', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Ana María Pérez/ })).toBeVisible();

  await page.reload();
  await expect(phone).toHaveValue('4141234567');
  await expect(page.getByRole('button', { name: /Código de país: Venezuela/ })).toBeVisible();
  const info = (await (await page.request.get('/api/v2/auth/user-info')).json()) as {
    data: { user: { phone: string; phoneArea: string } };
  };
  expect(info.data.user).toMatchObject({ phone: '4141234567', phoneArea: '+58' });
});

test('every link of the shell reaches its page, and an unknown address shows the not-found page', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  test.setTimeout(120_000);
  await signUpMerchant(page.request, mailDir);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const pages: [RegExp, RegExp, string][] = [
    [/^Productos/, /\/products$/, 'Productos'],
    [/^Checkout/, /\/checkout$/, 'Checkout'],
    [/^Mi Tienda/, /\/my-store$/, 'Dulces de Ana'],
    [/^Ventas/, /\/sales$/, 'Ventas'],
    [/^Panel/, /\/$/, '¡Hola, Ana!'],
  ];
  for (const [link, url, heading] of pages) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  }

  await nav.getByRole('link', { name: /^Ventas/ }).click();
  await page.getByRole('button', { name: 'Agregar venta' }).click();
  await expect(page.getByText(/^Muy pronto podrás gestionar tu tienda física/)).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: /Ana Pérez/ }).click();
  await page.getByRole('menuitem', { name: 'Suscripción' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('heading', { name: 'Subscripción', level: 1 })).toBeVisible();

  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Usuarios', level: 1 })).toBeVisible();
  await checkA11y();

  // Unknown address: a Spanish page inside the panel with a way home.
  await page.goto('/no-existe');
  await expect(
    page.getByRole('heading', { name: 'No encontramos esta página', level: 1 }),
  ).toBeVisible();
  await expect(nav).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Volver al panel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: '¡Hola, Ana!', level: 1 })).toBeVisible();
});
