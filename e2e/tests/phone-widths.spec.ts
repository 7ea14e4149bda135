import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { waitForCode } from '../support/mail-sink';
import { orderOnStorefront } from '../support/orders';
import { createProducts } from '../support/products';

/**
 * Issue 14, 'Phones': at 375 px no page of the panel scrolls sideways, and the product list is a list a
 * thumb can use rather than a table cut off at its right edge. Issue 21: no element runs out of its
 * card, and an order's lines and total are readable.
 */
const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const LONG_NAME =
  'Torta de chocolate amargo con frambuesas frescas y ganache de avellanas, edición especial de cumpleaños';

/** The page has rendered its own title (`level` 1 heading) and its content is no wider than the phone. */
async function expectFits(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  // Soft: one run names every page that scrolls sideways.
  expect.soft(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(PHONE.width);
  // Issue 21: the page may fit while a card's content runs out of the card (the order's lines were a
  // 797 px table scrolled inside its card, the total off screen). Every shown element's right edge is
  // within its nearest card's (a section) right edge.
  const overflowing = await page.evaluate(() => {
    const out: string[] = [];
    for (const element of document.querySelectorAll('main *')) {
      const card = element.parentElement?.closest('section');
      if (!card) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // hidden, or visually hidden for screen readers
      const edge = card.getBoundingClientRect().right;
      if (box.right > edge + 0.5) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        out.push(
          `<${element.tagName.toLowerCase()}> "${text}" ends at ${Math.round(box.right)} > ${Math.round(edge)}`,
        );
      }
    }
    return out;
  });
  expect.soft(overflowing, `${page.url()} has elements out of their card`).toEqual([]);
}

/** `locator` is on screen, its left and right edges inside the phone's width. */
async function expectWithinWidth(locator: Locator): Promise<void> {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

test('at 375 px no page scrolls sideways and the product list is a list for the thumb', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(240_000);
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const email = `telefono.${id}@example.com`;
  const link = `tortas-${id}`;

  await test.step('signed out: the sign-in link page and the sign-up pages', async () => {
    await page.goto('/login/enlace');
    await expectFits(page, 'Ingresa a Panel');
    await page.goto('/login');
    await expectFits(page, 'Inicia sesión o crea tu cuenta');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expectFits(page, 'Revisa tu correo');
    const { code } = await waitForCode(mailDir, email);
    await page.getByLabel('Dígito 1 de 4').fill(code);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page).toHaveURL(/\/login\/personal-info$/);
    await expectFits(page, 'Hagamos tu sueño realidad');
    await page.getByLabel('Nombre completo').fill('Martina Fernández de la Torre');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/login\/store-info$/);
    await expectFits(page, 'Información de tu tienda');
    await page.getByLabel('Nombre de la tienda').fill('Tortas y postres artesanales de Martina');
    await page.getByLabel('Link de tu tienda').fill(link);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/create-success$/);
    await expectFits(page, '¡Te registraste con éxito!');
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
  });

  // Products (one with a long name), a WhatsApp number and an order from the storefront.
  const [longId] = await createProducts(page.request, [
    { name: LONG_NAME, price: '123456.78', quantity: 0 },
    { name: 'Alfajores', price: '1500', quantity: 20 },
    { name: 'Brownies', price: '2200', quantity: 5 },
  ]);
  await saveWhatsapp(page.request);
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;
  await orderOnStorefront(browser, origin, /Alfajores/, 'Lucía');

  // Every route of apps/panel/src/router.tsx, signed in (the sign-in and onboarding pages are above).
  const routes: readonly (readonly [string, string | RegExp])[] = [
    ['/', '¡Hola, Martina!'],
    ['/products', 'Productos'],
    ['/products/create', 'Nuevo producto'],
    [`/update/${longId}`, 'Editar producto'],
    ['/checkout', 'Checkout'],
    ['/my-store', 'Tortas y postres artesanales de Martina'],
    ['/my-account', 'Martina Fernández de la Torre'],
    ['/subscription', 'Subscripción'],
    ['/orders', 'Pedidos'],
    ['/orders/1001', 'Pedido #1001'],
    ['/sales', 'Ventas'],
    ['/users', 'Usuarios'],
    ['/no-existe', 'No encontramos esta página'],
  ];
  for (const [path, heading] of routes) {
    await test.step(path, async () => {
      await page.goto(path);
      if (path === '/products') await expect(page.getByText(LONG_NAME)).toBeVisible();
      if (path === '/orders') {
        await expect(page.getByRole('link', { name: /^#1001 · Lucía/ })).toBeVisible();
      }
      if (path === '/orders/1001') {
        // The line (name, quantity × price, subtotal) and the sale's breakdown with its total, on screen.
        const lines = page.getByRole('list', { name: 'Productos' });
        await expectWithinWidth(lines.getByText('Alfajores', { exact: true }));
        await expectWithinWidth(lines.getByText('2 × $1.500,00'));
        const breakdown = page.getByRole('group', { name: 'Detalle del total' });
        await expectWithinWidth(breakdown.getByText('Total', { exact: true }));
        await expectWithinWidth(breakdown.getByText('$3.000,00').last());
      }
      await expectFits(page, heading);
    });
  }

  await test.step('the product list is a list: checkbox, picture, name, price, status and menu in reach', async () => {
    await page.goto('/products');
    const row = page.getByRole('row', { name: new RegExp(LONG_NAME.slice(0, 30)) });
    await expect(row).toBeVisible();
    // Rows are laid out as list items, not table rows; the headers of the columns are gone.
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
    await expect(page.getByRole('columnheader', { name: 'Estado' })).toBeHidden();
    // Assistive tech still meets one table of rows: Chromium's own tree, not Playwright's reading.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value?: string }; name?: { value?: string } }[];
    };
    const withRole = (role: string) => nodes.filter((node) => node.role?.value === role);
    expect(withRole('table').map((node) => node.name?.value)).toEqual(['Productos']);
    // The bar above the list and the three products.
    expect(withRole('row')).toHaveLength(4);
    await expectWithinWidth(row.getByText('$123.456,78'));
    await expectWithinWidth(row.getByText('Publicado'));
    await expectWithinWidth(row.getByText('Agotado: no se puede comprar'));
    const checkbox = row.getByRole('checkbox', { name: `Seleccionar ${LONG_NAME}` });
    const menu = row.getByRole('button', { name: `Acciones de ${LONG_NAME}` });
    // The checkbox's input is visually hidden: its label is what a thumb presses.
    const checkboxTarget = row.locator('label', { has: page.getByRole('checkbox') });
    await expectWithinWidth(checkboxTarget);
    await expectWithinWidth(menu);

    // The sort buttons stay reachable above the list.
    const byPrice = page.getByRole('button', { name: 'Precio', exact: true });
    await expectWithinWidth(byPrice);
    await byPrice.tap();
    await expect(page.getByRole('row').nth(1)).toContainText('Alfajores');

    await checkboxTarget.tap();
    await expect(checkbox).toBeChecked();
    await expect(page.getByText('(1 seleccionados)')).toBeVisible();
    await expectWithinWidth(page.getByRole('button', { name: 'Eliminar' }));

    await menu.tap();
    await expectWithinWidth(page.getByRole('menuitem', { name: 'Editar' }));
    await page.getByRole('menuitem', { name: 'Editar' }).tap();
    await expect(page).toHaveURL(new RegExp(`/update/${longId}$`));
  });
});
