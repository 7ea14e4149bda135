// Sign-in by code on a server of this file's own whose codes live 10 seconds (OTP_TTL_SECONDS): an expired
// code is answered by a new one, sent at once; an existing merchant signs in again and lands on the page
// it asked for (redirectTo). The request cooldown is never longer than a code's life, so a short life
// also lets a merchant made a moment ago ask for a new code.
import { test, expect } from '../support/test';
import { messagesFor, waitForCode } from '../support/mail-sink';
import { signUpMerchant } from '../support/merchant';

// Long enough to read a code from the mail and type it on a busy machine, short enough to wait out.
const TTL_SECONDS = 10;
test.use({ serverEnv: { OTP_TTL_SECONDS: String(TTL_SECONDS) } });

const freshEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** Lets the newest code expire. */
const outliveCode = () => new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 500));

test('an expired code clears the boxes, says so and sends another, which signs in', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  const email = freshEmail('expired');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Correo electrónico').press('Enter');
  await expect(page).toHaveURL(/\/verify$/);
  const { code: old } = await waitForCode(mailDir, email);
  await outliveCode();

  const first = page.getByLabel('Dígito 1 de 4');
  await first.fill(old);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Este código de verificación expiró, hemos enviado otro.'),
  ).toBeVisible();
  for (let i = 1; i <= 4; i++) await expect(page.getByLabel(`Dígito ${i} de 4`)).toHaveValue('');
  await checkA11y();

  // The new code arrives by mail without the user asking; the countdown starts again from it.
  const { code: fresh, count } = await waitForCode(mailDir, email, 1);
  expect(count).toBe(2);
  await expect(page.getByText(/Puedes pedir un nuevo código en 0[12]:\d\d/)).toBeVisible();
  await first.fill(fresh);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/login\/personal-info$/);
  expect(messagesFor(mailDir, email)).toHaveLength(2);
});

test('an existing merchant signs in again by code and is sent to redirectTo', async ({
  page,
  request,
  checkA11y,
  mailDir,
}) => {
  // A merchant who finished onboarding elsewhere (its own API session, not the browser's).
  const merchant = await signUpMerchant(request, mailDir, { name: 'Beto Ruiz' });
  await outliveCode();

  await page.goto('/products?page=2');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts%3Fpage%3D2$/);
  await checkA11y();
  await page.getByLabel('Correo electrónico').fill(merchant.email);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/verify\?redirectTo=%2Fproducts%3Fpage%3D2$/);
  await checkA11y();

  const { code } = await waitForCode(mailDir, merchant.email, 1);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  await checkA11y();

  // Signed in, the login area sends the merchant on to its own redirectTo.
  await page.goto('/login?redirectTo=%2Fproducts%2Fcreate');
  await expect(page).toHaveURL(/\/products\/create$/);
  // A redirectTo to another origin is not followed.
  await page.goto('/login?redirectTo=%2F%2Fevil.example.com');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
