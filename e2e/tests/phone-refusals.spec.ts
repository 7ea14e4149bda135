import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

const INVALID_VE = 'Este número no es válido para Venezuela.';

test('the account refuses an invalid phone and an empty name at their fields, before sending and when the server refuses', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir, { name: 'Ana Pérez' });
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/accounts/update')) updates.push(request.method());
  });
  await page.goto('/my-account');
  const phone = page.getByRole('textbox', { name: 'Número de teléfono' });
  const name = page.getByRole('textbox', { name: 'Nombre completo' });
  const save = page.getByRole('button', { name: 'Guardar', exact: true });

  // A Venezuelan number too short to be one: the shared rule refuses it here, nothing is sent.
  await phone.fill('0414123');
  await expect(page.getByRole('button', { name: /Código de país: Venezuela/ })).toBeVisible();
  await save.click();
  await expect(phone).toHaveAccessibleDescription(INVALID_VE);
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await checkA11y();

  await phone.fill('04141234567');
  await name.fill('');
  await save.click();
  await expect(name).toHaveAccessibleDescription('Escribe tu nombre completo.');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  expect(updates).toEqual([]);

  // The server's refusal of the number (as a server with a newer rule would answer) shows at the
  // field too, not as 'Un extraño error ocurrió. 😵'.
  await page.route('**/api/v2/accounts/update', (route) =>
    route.fulfill({
      status: 400,
      json: { ok: false, error: 'Invalid request: body/phone is not a valid phone number' },
    }),
  );
  await name.fill('Ana Pérez');
  await save.click();
  await expect(phone).toHaveAccessibleDescription(INVALID_VE);
  await expect(page.getByText('Un extraño error ocurrió. 😵')).toHaveCount(0);
  expect(updates).toEqual(['PUT']);
});

test('the checkout refuses an invalid WhatsApp number at the field, before sending and when the server refuses', async ({
  page,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  const updates: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v2/stores/checkout/update')) updates.push(request.method());
  });
  await page.goto('/checkout');
  const phone = page.getByRole('textbox', { name: 'Número de WhatsApp' });
  const save = page.getByRole('button', { name: 'Guardar cambios' }).first();

  // The store is in the US (+1): three digits are no US number.
  await phone.fill('201');
  await save.click();
  const invalidUs = 'Este número no es válido para Estados Unidos.';
  await expect(phone).toHaveAccessibleDescription(invalidUs);
  expect(updates).toEqual([]);

  await page.route('**/api/v2/stores/checkout/update', (route) =>
    route.fulfill({
      status: 400,
      json: { ok: false, error: 'Invalid request: body/phone is not a valid phone number' },
    }),
  );
  await phone.fill('(201) 555-0123');
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await save.click();
  await expect(phone).toHaveAccessibleDescription(invalidUs);
  await expect(page.getByText('Intenta de nuevo.')).toHaveCount(0);
  expect(updates).toEqual(['POST']);
});
