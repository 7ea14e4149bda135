// Sign-in by e-mailed code on the shared server (codes live 10 minutes, one per address per 120 s):
// a wrong code, the resend countdown and the server's refusal of an early resend, and the Google button
// when the server has no Google client.
import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { waitForCode } from '../support/mail-sink';

const freshEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

/** Asks for a code from /login and waits for /verify. */
async function requestCode(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/verify$/);
}

/** A 4-digit code other than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

test('a wrong code is refused with the spec message, then the right one signs in', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  const email = freshEmail('wrong');
  await requestCode(page, email);
  const { code } = await waitForCode(mailDir, email);

  const first = page.getByLabel('Dígito 1 de 4');
  await first.fill(wrong(code));
  await expect(page.getByLabel('Dígito 4 de 4')).toHaveValue(wrong(code).slice(-1));
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Este código de verificación no es válido.')).toBeVisible();
  // The boxes show the error state, then leave it (1.5 s).
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/verify$/);
  await checkA11y();

  // Pasting distributes the digits over the boxes.
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  for (let i = 0; i < 4; i++) {
    await expect(page.getByLabel(`Dígito ${i + 1} de 4`)).toHaveValue(code[i]!);
  }
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/login\/personal-info$/);
});

test('the resend link shows only at the end of the 120 s countdown; the server refuses an early resend', async ({
  page,
  checkA11y,
  mailDir,
}) => {
  // The browser's clock is Playwright's: it can run ahead of the server's.
  await page.clock.install();
  const email = freshEmail('cooldown');
  await requestCode(page, email);
  await waitForCode(mailDir, email);

  const resend = page.getByRole('link', { name: 'Enviar un nuevo código' });
  await expect(page.getByText(/Puedes pedir un nuevo código en 0[12]:\d\d/)).toBeVisible();
  await expect(resend).toHaveCount(0);
  await checkA11y();

  await page.clock.fastForward('01:00');
  await expect(page.getByText(/Puedes pedir un nuevo código en 0[01]:\d\d/)).toBeVisible();
  await expect(resend).toHaveCount(0);

  // A reload keeps the countdown: it runs from the time of the request, kept in localStorage.
  await page.reload();
  await expect(page.getByText(/Puedes pedir un nuevo código en 0[01]:\d\d/)).toBeVisible();
  await expect(resend).toHaveCount(0);

  await page.clock.fastForward('01:01');
  await expect(resend).toBeVisible();
  await expect(page.getByText(/Puedes pedir un nuevo código en/)).toHaveCount(0);
  await checkA11y();

  // Only about a minute has passed for the server: it answers 429 and the screen says to wait.
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v2/auth/login'));
  await resend.click();
  expect((await answer).status()).toBe(429);
  await expect(
    page.getByText('⏲️ Debes esperar 2 minutos para solicitar un nuevo código.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/verify$/);
});

test('without a Google client on the server the Google button is disabled and explained', async ({
  page,
}) => {
  await page.goto('/login');
  const google = page.getByRole('button', { name: 'Ingresar con Google' });
  await expect(google).toBeDisabled();
  await expect(page.getByText('El ingreso con Google no está disponible por ahora.')).toBeVisible();
  await expect(google).toHaveAccessibleDescription(
    'El ingreso con Google no está disponible por ahora.',
  );
});
