// The page of a one-click sign-in link against login CSRF (issue 19), in Chromium: it shows the account the
// link signs into before its button, and a browser signed in to another account is asked to sign out first.
// Codes live 2 s on this file's server, so the 120 s cooldown does too and a merchant's browser gets its
// five unused codes, then a link, in seconds.
import type { APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { test, expect } from '../support/test';
import { messagesFor } from '../support/mail-sink';
import { clientAddress, signUpMerchant } from '../support/merchant';

test.use({ serverEnv: { OTP_TTL_SECONDS: '2' } });

/**
 * A sign-in link for a merchant of its own: signed up on `request` (a browser known to the account), it
 * asks for codes until its unused codes turn the mail into a link. Answers the address and the link's path.
 */
async function linkFor(
  request: APIRequestContext,
  mailDir: string,
): Promise<{ email: string; path: string }> {
  const { email } = await signUpMerchant(request, mailDir);
  const headers = { 'x-panel-request': '1', 'x-forwarded-for': clientAddress() };
  for (let i = 0; i < 8; i++) {
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const res = await request.post('/api/v2/auth/login', { data: { email }, headers });
    expect(res.status(), await res.text()).toBe(200);
    if (((await res.json()) as { data: { delivery: string } }).data.delivery !== 'link') continue;
    for (let wait = 0; wait < 50; wait++) {
      const newest = messagesFor(mailDir, email).at(-1);
      const text = newest ? ((await simpleParser(newest)).text ?? '') : '';
      const path = /\/login\/enlace#token=[\w-]{22}/.exec(text)?.[0];
      if (path) return { email, path };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`no link mail for ${email}`);
}

test('the page names the account before its button, and signs in when pressed', async ({
  page,
  request,
  mailDir,
  checkA11y,
}) => {
  const { path } = await linkFor(request, mailDir);
  await page.goto(path);
  const account = page.getByText('Vas a ingresar como m•••@example.com');
  await expect(account).toBeVisible();
  const button = page.getByRole('button', { name: 'Ingresar', exact: true });
  await expect(button).toBeEnabled();
  await checkA11y();
  await button.click();
  await expect(page).toHaveURL(/\/$/);
});

test('a browser signed in to another account is asked to sign out first', async ({
  page,
  request,
  mailDir,
  checkA11y,
}) => {
  const { path } = await linkFor(request, mailDir);
  // This browser holds the session of another merchant.
  await signUpMerchant(page.request, mailDir, { name: 'Beto Ruiz' });
  await page.goto(path);
  await expect(page.getByText('Vas a ingresar como m•••@example.com')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'Este navegador tiene abierta la sesión de otra cuenta. Cierra esa sesión para ingresar con este enlace.',
  );
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toHaveCount(0);
  await checkA11y();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});
