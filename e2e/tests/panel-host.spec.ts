// The production layout (issue 19): the panel at `panel.{STORE_HOST}`, the stores at `{link}.{STORE_HOST}`,
// on a server of this file's own started that way — PUBLIC_URL=http://panel.localhost:PORT and
// STORE_HOST=localhost:PORT (Chromium resolves *.localhost to this machine). A merchant signs up at the
// panel's host, works in it, and the store opens at its own host. Before the fix the panel's host answered
// the store's 404 page ('Esta tienda no existe') at /, /login and /products.
import { test as base, expect } from '@playwright/test';
import { waitForCode } from '../support/mail-sink';
import { startPanelServer, type PanelServer } from '../support/server';

const test = base.extend<object, { server: PanelServer }>({
  server: [
    async ({}, use) => {
      const server = await startPanelServer(
        (port) => ({
          PUBLIC_URL: `http://panel.localhost:${port}`,
          STORE_HOST: `localhost:${port}`,
        }),
        'server-panel-host',
      );
      try {
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],
});

test('a merchant signs up at panel.{STORE_HOST} and the store opens at {link}.{STORE_HOST}', async ({
  page,
  server,
}) => {
  const panel = `http://panel.localhost:${server.port}`;
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const email = `panel.${id}@example.com`;
  const link = `tienda-${id}`;

  // The panel's pages at its host, not a store's 404.
  await page.goto(`${panel}/`);
  await expect(page).toHaveURL(`${panel}/login`);
  await expect(page.getByRole('heading', { name: 'Inicia sesión o crea tu cuenta' })).toBeVisible();
  await expect(page.getByText('Esta tienda no existe')).toHaveCount(0);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Correo electrónico').press('Enter');
  await expect(page).toHaveURL(`${panel}/verify`);
  const { code } = await waitForCode(server.mailDir, email);
  await page.getByLabel('Dígito 1 de 4').fill(code);
  await page.getByRole('button', { name: 'Enviar' }).click();

  await expect(page).toHaveURL(`${panel}/login/personal-info`);
  await page.getByLabel('Nombre completo').fill('Ana María Pérez');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${panel}/login/store-info`);
  // The platform's host names are no store's link.
  for (const reserved of ['panel', 'admin', 'media', 'static']) {
    await page.getByLabel('Nombre de la tienda').fill('Dulces de Ana');
    await page.getByLabel('Link de tu tienda').fill(reserved);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByText('Este link no está disponible, intenta con uno diferente.'),
    ).toBeVisible();
  }
  await page.getByLabel('Nombre de la tienda').fill('Dulces de Ana');
  await page.getByLabel('Link de tu tienda').fill(link);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(`${panel}/create-success`);

  await page.goto(`${panel}/products`);
  await expect(page.getByRole('heading', { name: 'Productos', exact: true })).toBeVisible();
  await expect(page.getByText('Esta tienda no existe')).toHaveCount(0);

  // The store, at its own host.
  const store = `http://${link}.localhost:${server.port}`;
  await page.goto(`${store}/`);
  await expect(page.getByRole('heading', { name: 'Dulces de Ana' })).toBeVisible();
  // A store's host serves no panel page.
  const panelPage = await page.goto(`${store}/products`);
  expect(panelPage?.status()).toBe(404);
});
