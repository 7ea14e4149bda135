import type { Browser, Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { clientAddress, signUpMerchant } from '../support/merchant';

/**
 * Issue 22's "Done when", in Chromium against the real server: a merchant makes 'Remera' in Talle S/M/L ×
 * Color Negro/Blanco from the product form on a phone, leaves one 'M Negro', two customers (one with
 * JavaScript, one without) send it at the same moment and exactly one order is taken; the merchant's
 * WhatsApp message and 'Pedidos' both name 'Talle M, Negro', and the other variants are still for sale.
 */
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** A customer's phone with its own address; WhatsApp itself is stubbed (the test reads the link). */
async function customer(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    locale: 'es-419',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
  return context.newPage();
}

/** Adds one 'Remera' in Talle M, Color Negro to the cart and opens the cart with the name typed. */
async function cartOfMNegro(shop: Page, origin: string, name: string, script: boolean) {
  await shop.goto(`${origin}/`);
  await expect(shop.getByRole('link', { name: /Remera/ })).toContainText('Desde $15.000,00');
  await shop.getByRole('link', { name: /Remera/ }).click();
  await expect(shop.getByRole('heading', { level: 1, name: 'Remera' })).toBeVisible();
  await shop.getByRole('group', { name: 'Talle' }).getByRole('radio', { name: 'M' }).check();
  await shop.getByRole('group', { name: 'Color' }).getByRole('radio', { name: 'Negro' }).check();
  if (script) {
    // The choice lives in the address (?v=), so a shared link opens the same variant.
    await expect(shop).toHaveURL(/[?&]v=[0-9a-f-]{36}/);
    await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(shop.getByText('Agregado al carrito')).toBeVisible();
  } else {
    await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(shop).toHaveURL(`${origin}/carrito`);
  }
  await shop.goto(`${origin}/carrito`);
  await expect(shop.getByRole('link', { name: 'Remera — Talle M, Negro' })).toBeVisible();
  await shop.getByRole('textbox', { name: 'Nombre' }).fill(name);
}

/** The order page's WhatsApp text to the merchant. */
async function whatsappText(shop: Page): Promise<string> {
  const href = await shop.getByRole('link', { name: 'Abrir WhatsApp' }).getAttribute('href');
  return new URL(href ?? '').searchParams.get('text') ?? '';
}

test("a merchant sells 'Remera' by size and colour and the last 'M Negro' goes to one customer", async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(180_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Ropa de Ana' });
  await saveWhatsapp(page.request);
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;

  // The merchant, on a phone, makes the product from the form.
  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Remera');
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('15000');

  await page.getByRole('button', { name: 'Agregar opción' }).click();
  await page.getByRole('button', { name: 'Usar «Talle» como nombre' }).click();
  const sizes = page.getByRole('group', { name: 'Talle' });
  for (const value of ['S', 'M', 'L']) {
    await sizes.getByRole('textbox', { name: 'Valores' }).fill(value);
    await sizes.getByRole('textbox', { name: 'Valores' }).press('Enter');
  }
  await expect(
    sizes.getByRole('list', { name: 'Valores de Talle' }).getByRole('listitem'),
  ).toHaveCount(3);

  await page.getByRole('button', { name: 'Agregar opción' }).click();
  await page.getByRole('textbox', { name: 'Nombre de la opción' }).nth(1).fill('Color');
  const colours = page.getByRole('group', { name: 'Color' });
  await colours.getByRole('textbox', { name: 'Valores' }).fill('Negro, Blanco');
  await colours.getByRole('textbox', { name: 'Valores' }).press('Enter');
  await expect(page.getByText('6 variantes (máximo 250)')).toBeVisible();

  // Five units of every variant, then one 'M Negro'.
  await page.getByRole('textbox', { name: 'Stock para todas' }).fill('5');
  await page.getByRole('button', { name: 'Aplicar a todas el stock' }).click();
  const lastOne = page.getByRole('textbox', { name: 'Stock de Talle M, Negro' });
  await expect(lastOne).toHaveValue('5');
  await lastOne.fill('1');
  // The L costs more: the store's card then says 'Desde' and the lowest price.
  for (const colour of ['Negro', 'Blanco']) {
    await page.getByRole('textbox', { name: `Precio de Talle L, ${colour}` }).fill('17000');
  }
  // One card per variant on a phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const row = page.getByRole('row', { name: /Remera/ });
  await expect(row).toContainText('6 variantes');
  await expect(row).toContainText('26');

  // Two customers, each with one 'M Negro' in the cart, send their orders at the same moment.
  const ana = await customer(browser, true);
  const bruno = await customer(browser, false);
  await cartOfMNegro(ana, origin, 'Ana', true);
  await cartOfMNegro(bruno, origin, 'Bruno', false);
  await Promise.all(
    [ana, bruno].map((shop) =>
      shop.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click({ noWaitAfter: true }),
    ),
  );

  /**
   * Where a customer's order ended: 'won' on its order page (or WhatsApp, where the script sends it),
   * 'lost' back on the form saying 'M Negro' sold out, else the page's address and text.
   */
  const outcome = async (shop: Page): Promise<string> => {
    const ordered = new RegExp(`^(${origin}/pedido/[A-Za-z0-9_-]{22,}|https://wa\\.me/.*)$`);
    // Both answers of the order's post are under /pedido: the order's page, or the form again.
    await shop.waitForURL(
      (url) => url.href.startsWith(`${origin}/pedido`) || url.hostname === 'wa.me',
      { timeout: 30_000 },
    );
    await shop.waitForLoadState();
    if (ordered.test(shop.url())) return 'won';
    const alert = shop.getByRole('alert');
    if ((await alert.count()) > 0 && /agotad/.test(await alert.first().innerText())) return 'lost';
    const text = await shop
      .locator('body')
      .innerText({ timeout: 5_000 })
      .catch(() => '');
    return `${shop.url()}: ${text.slice(0, 200)}`;
  };
  const results = [await outcome(ana), await outcome(bruno)];
  expect([...results].sort()).toEqual(['lost', 'won']);
  const winner = results[0] === 'won' ? ana : bruno;
  const loser = winner === ana ? bruno : ana;
  const winnerName = winner === ana ? 'Ana' : 'Bruno';

  await expect(loser.getByRole('alert')).toContainText('Remera — Talle M, Negro está agotado.');
  if (winner === ana) {
    // With JavaScript the order page opens WhatsApp by itself; back to the order.
    await ana.waitForURL(/^https:\/\/wa\.me\//);
    const sent = new URL(ana.url()).searchParams.get('text') ?? '';
    expect(sent).toContain('1 x Remera (Talle M, Negro)');
    await ana.goBack();
  }
  await expect(
    winner.getByRole('heading', { level: 1, name: `¡Gracias, ${winnerName}!` }),
  ).toBeVisible();
  await expect(winner.getByText('Talle M, Negro').first()).toBeVisible();
  const message = await whatsappText(winner);
  expect(message).toContain('1 x Remera (Talle M, Negro)');
  expect(message).toContain('#1001');

  // 'Pedidos': one order, of 'Remera — Talle M, Negro'.
  // On a phone 'Pedidos' is a list of links, one per order.
  await page.goto('/orders');
  const order = page.getByRole('link', { name: /^#1001 · / });
  await expect(order).toContainText(winnerName);
  await expect(page.getByRole('link', { name: /^#1002 · / })).toHaveCount(0);
  await order.click();
  await expect(page).toHaveURL(/\/orders\/1001$/);
  // On a phone the lines are a list (the table is for wider screens).
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Remera — Talle M, Negro' }),
  ).toContainText('1 × $15.000,00');

  // 'M Negro' is sold out on the store; 'M Blanco' is still for sale: for each customer, with and without
  // JavaScript. Issue 20: with JavaScript this step was flaky under load — a choice made before the page's
  // deferred script ran was never shown (the sold-out variant kept 'Agregar al carrito' enabled). Ana's
  // script is held until her choice is made: on the code before, this failed on every run.
  for (const shop of [ana, bruno]) {
    await shop.goto(`${origin}/`);
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    if (shop === ana) {
      await shop.route(/\/assets\/.+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    }
    await shop.getByRole('link', { name: /Remera/ }).click();
    const size = shop.getByRole('group', { name: 'Talle' });
    await size.getByRole('radio', { name: /^M/ }).check();
    await shop
      .getByRole('group', { name: 'Color' })
      .getByRole('radio', { name: /^Negro/ })
      .check();
    release();
    if (shop === bruno) await shop.getByRole('button', { name: 'Ver precio y foto' }).click();
    await expect(shop.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
    await shop
      .getByRole('group', { name: 'Color' })
      .getByRole('radio', { name: /^Blanco/ })
      .check();
    if (shop === bruno) await shop.getByRole('button', { name: 'Ver precio y foto' }).click();
    await expect(shop.getByRole('button', { name: 'Agregar al carrito' })).toBeEnabled();
    if (shop === ana) await shop.unrouteAll();
  }

  await ana.context().close();
  await bruno.context().close();
});
