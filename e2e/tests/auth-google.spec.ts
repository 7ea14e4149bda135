// Google sign-in in Chromium against the real server, without Google's network: the server of this file
// checks tokens against a local key set and exchanges codes at a local token endpoint (GOOGLE_JWKS_URL,
// GOOGLE_TOKEN_URL, as the server's own Google tests do), and the page gets a stand-in for Google's
// Identity Services script (https://accounts.google.com/gsi/client), which is what Google's would do for
// a user who picks an account: One Tap hands over an ID token, the popup an authorization code.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test as base, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

const CLIENT_ID = 'panel-e2e.apps.googleusercontent.com';
const CLIENT_SECRET = 'e2e-secret';
const ISSUER = 'https://accounts.google.com';

interface GoogleStand {
  url: string;
  /** id_token the token endpoint answers for an authorization code. */
  codes: Map<string, string>;
  /** A signed ID token for an account. */
  idToken: (claims: { email: string; name?: string; sub?: string }) => string;
  close: () => Promise<void>;
}

/** Google's key set and token endpoint on loopback, with a key of its own to sign ID tokens. */
async function startGoogleStand(): Promise<GoogleStand> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'e2e-1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET' && req.url === '/certs') {
        res.end(JSON.stringify({ keys: [jwk] }));
        return;
      }
      if (req.method === 'POST' && req.url === '/token') {
        const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const idToken = codes.get(body.get('code') ?? '');
        const valid =
          idToken &&
          body.get('client_id') === CLIENT_ID &&
          body.get('client_secret') === CLIENT_SECRET &&
          body.get('redirect_uri') === 'postmessage';
        res.statusCode = valid ? 200 : 400;
        res.end(
          JSON.stringify(
            valid
              ? { access_token: 'at', id_token: idToken, token_type: 'Bearer' }
              : { error: 'invalid_grant' },
          ),
        );
        return;
      }
      res.statusCode = 404;
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    codes,
    idToken: (claims) => signJwt(privateKey, claims),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function signJwt(
  key: KeyObject,
  { email, name, sub }: { email: string; name?: string; sub?: string },
) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const header = part({ alg: 'RS256', kid: 'e2e-1', typ: 'JWT' });
  const payload = part({
    iss: ISSUER,
    aud: CLIENT_ID,
    sub: sub ?? `google-${email}`,
    email,
    email_verified: true,
    ...(name ? { name } : {}),
    iat: now,
    exp: now + 600,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), key).toString('base64url');
  return `${header}.${payload}.${signature}`;
}

/**
 * What Google's script does for the page, driven by `window.__google`: One Tap calls back with its
 * `credential` (if any) shortly after `prompt()`, unless cancelled; the code client calls back with its
 * `code`, or reports the popup closed when there is none.
 */
const GSI_STAND_IN = `
(() => {
  const script = () => window.__google || {};
  let pending = null;
  window.google = { accounts: {
    id: {
      initialize(config) { window.__googleIdConfig = config; },
      prompt() {
        clearTimeout(pending);
        const { credential } = script();
        if (!credential) return;
        pending = setTimeout(() => window.__googleIdConfig.callback({ credential, select_by: 'auto' }), 50);
      },
      cancel() { clearTimeout(pending); },
    },
    oauth2: {
      initCodeClient(config) {
        window.__googleCodeConfig = config;
        return {
          requestCode() {
            const { code } = script();
            setTimeout(() => code
              ? config.callback({ code, scope: config.scope })
              : config.error_callback({ type: 'popup_closed' }), 50);
          },
        };
      },
    },
  } };
})();
`;

/** Serves the stand-in for Google's script and sets what it will answer. */
async function standInForGoogle(page: Page, answers: { credential?: string; code?: string }) {
  await page.addInitScript((value) => {
    (window as unknown as { __google: unknown }).__google = value;
  }, answers);
  await page.route('https://accounts.google.com/gsi/client**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GSI_STAND_IN }),
  );
}

const test = base.extend<object, { google: GoogleStand }>({
  google: [
    async ({}, use) => {
      const stand = await startGoogleStand();
      await use(stand);
      await stand.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [
    async ({ google }, use) =>
      use({
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_JWKS_URL: `${google.url}/certs`,
        GOOGLE_TOKEN_URL: `${google.url}/token`,
      }),
    { scope: 'worker' },
  ],
});

const freshEmail = (label: string) =>
  `${label}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.com`;

test('One Tap signs a new Google user in and sends it to the store step', async ({
  page,
  google,
  checkA11y,
}) => {
  const credential = google.idToken({ email: freshEmail('tap'), name: 'Gabriela Ruiz' });
  await standInForGoogle(page, { credential });
  await page.goto('/login');
  await expect(page.getByText('Has ingresado con éxito.')).toBeVisible();
  // A Google account comes with its name: onboarding goes on at the store step.
  await expect(page).toHaveURL(/\/store-info$/);
  await expect(page.getByRole('heading', { name: 'Información de tu tienda' })).toBeVisible();
  await checkA11y();
});

test("the Google button's code flow signs an existing merchant in and honours redirectTo", async ({
  page,
  request,
  mailDir,
  google,
  checkA11y,
}) => {
  const merchant = await signUpMerchant(request, mailDir, { name: 'Carla Díaz' });
  google.codes.set('code-carla', google.idToken({ email: merchant.email, name: 'Carla Díaz' }));
  await standInForGoogle(page, { code: 'code-carla' });

  await page.goto('/products');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fproducts$/);
  const button = page.getByRole('button', { name: 'Ingresar con Google' });
  await expect(button).toBeEnabled();
  await expect(page.getByText('El ingreso con Google no está disponible por ahora.')).toHaveCount(
    0,
  );
  await checkA11y();
  await button.click();
  await expect(page.getByText('Has ingresado con éxito.')).toBeVisible();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
});

test('a closed Google popup or a code Google refuses shows the Google error', async ({ page }) => {
  await standInForGoogle(page, {});
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  await expect(page.getByText('Ha ocurrido un error, intenta de nuevo.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // A code the token endpoint does not know: the server answers 400 and nobody is signed in.
  await page.evaluate(() => {
    (window as unknown as { __google: unknown }).__google = { code: 'unknown-code' };
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v2/auth/google'));
  await page.getByRole('button', { name: 'Ingresar con Google' }).click();
  expect((await answer).status()).toBe(400);
  await expect(page.getByText('Ha ocurrido un error, intenta de nuevo.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
