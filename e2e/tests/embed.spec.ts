import { expect, test, type Page } from '@playwright/test';
import { createEmbedApp, type EmbedApp } from '../support/embed-app';

/**
 * The embedding proof (issue 6): another product installs `@panel/ui` from its npm tarball into its
 * own Vite + React app, outside this workspace, and renders screens with plain props. No panel
 * server is involved (project `embed` in playwright.config.ts).
 */

let app: EmbedApp;

test.beforeAll(async ({}, testInfo) => {
  // pnpm pack, npm install from the registry (cached after the first run) and a Vite build.
  testInfo.setTimeout(600_000);
  app = await createEmbedApp();
});

test.afterAll(async () => {
  await app?.close();
});

/** Collects uncaught errors, console errors and failed requests (e.g. a missing font file) of the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
}

test('LoginScreen renders from the packed package, styled and working', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(app.url);
  const login = page.getByTestId('login');
  const title = login.getByRole('heading', { level: 1, name: 'Inicia sesión o crea tu cuenta' });
  await expect(title).toBeVisible();
  await expect(login.getByRole('button', { name: 'Ingresar con Google' })).toBeVisible();
  const submit = login.getByRole('button', { name: 'Ingresar', exact: true });
  await expect(submit).toBeVisible();

  // The package's stylesheet is applied: Lexend (its own font files, served by the host's build),
  // headings at weight 600, radius 8 and the theme's light-blue primary on the button.
  await page.evaluate(() => document.fonts.ready);
  const lexendLoaded = await page.evaluate(() =>
    [...document.fonts].some((face) => face.family.includes('Lexend') && face.status === 'loaded'),
  );
  expect(lexendLoaded).toBe(true);
  await expect(title).toHaveCSS('font-family', /Lexend/);
  await expect(title).toHaveCSS('font-weight', '600');
  await expect(submit).toHaveCSS('border-radius', '8px');
  const primary = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--panel-color-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
  expect(primary).not.toBe('rgba(0, 0, 0, 0)');
  await expect(submit).toHaveCSS('background-color', primary);

  // The screen's own behaviour runs in the host: an empty e-mail gets the spec's message.
  await submit.click();
  await expect(
    login.getByText('Por favor, escribe tu dirección de correo electrónico.'),
  ).toBeVisible();
  await login.getByRole('textbox', { name: 'Correo electrónico' }).fill('ana.tienda.com');
  await expect(
    login.getByText('Por favor, escribe tu dirección de correo electrónico.'),
  ).toHaveCount(0);
  await submit.click();
  await expect(
    login.getByText('Este correo no es válido, olvidaste escribir la arroba (@).'),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('ProductListScreen renders from the packed package with plain props', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto(app.url);
  const products = page.getByTestId('products');
  const title = products.getByRole('heading', { name: 'Productos', exact: true });
  await expect(title).toBeVisible();
  await expect(
    products.getByText('Gestiona correctamente tus productos para satisfacer a tus clientes.'),
  ).toBeVisible();
  await expect(products.getByRole('button', { name: 'Agregar producto' })).toBeVisible();
  await expect(products.getByText('Torta de chocolate')).toBeVisible();
  await expect(products.getByText('Galletas de avena')).toBeVisible();
  await expect(products.getByText('Productos por página')).toBeVisible();
  await expect(products.getByText('Publicado')).toBeVisible();
  await expect(products.getByText('Borrador')).toBeVisible();
  await expect(title).toHaveCSS('font-family', /Lexend/);
  await expect(title).toHaveCSS('font-weight', '600');
  expect(errors).toEqual([]);
});
