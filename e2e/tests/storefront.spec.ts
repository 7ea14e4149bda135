import type { APIRequestContext, Browser, BrowserContext } from '@playwright/test';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { clientAddress, signUpMerchant } from '../support/merchant';
import { createProducts } from '../support/products';

/**
 * The storefront (issue 12) in Chromium against the real server: a merchant's store, opened from the
 * panel's 'Ver tienda' in a fresh context (no cookies) at `{link}.localhost:{port}`, on a 375 px phone and
 * a 1280 px laptop, with JavaScript on and off.
 */

const headers = { 'x-panel-request': '1' };

async function hiddenProduct(request: APIRequestContext, name: string) {
  const res = await request.post('/api/v2/products/create', {
    headers,
    multipart: { name, price: '10', quantity: '5', type: 'product', status: 'hidden' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A customer's browser: a phone (375 px, touch) or a laptop (1280 px), no cookies. */
async function customer(
  browser: Browser,
  javaScriptEnabled: boolean,
  width: number,
): Promise<BrowserContext> {
  const phone = width < 600;
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled,
    locale: 'es-419',
    // Each customer behind an address of their own (the e2e server trusts one proxy), as real phones.
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  // WhatsApp itself is stubbed: the test reads the link the store sends the customer to.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
  return context;
}

const runs = [true, false].flatMap((javaScriptEnabled) =>
  [375, 1280].map((width) => ({ javaScriptEnabled, width })),
);

for (const { javaScriptEnabled, width } of runs) {
  test(`a customer finds products, fills a cart and orders on WhatsApp (JavaScript ${
    javaScriptEnabled ? 'on' : 'off'
  }, ${width} px)`, async ({ page, browser, baseURL, mailDir }) => {
    test.setTimeout(120_000);
    const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
    await saveWhatsapp(page.request);
    await createProducts(page.request, [
      { name: 'Torta de chocolate', price: '4500.50', quantity: 50 },
      { name: 'Alfajor de maicena', price: '800', quantity: 1 },
    ]);
    await hiddenProduct(page.request, 'Producto secreto');

    const port = new URL(baseURL!).port;
    const origin = `http://${link}.localhost:${port}`;

    // The merchant opens the store from the panel; the customer loads that address with no cookies.
    await page.goto('/');
    const [opened] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'Ver tienda' }).click(),
    ]);
    await opened.waitForLoadState();
    const storeUrl = opened.url();
    expect(new URL(storeUrl).origin).toBe(origin);
    await opened.close();

    const context = await customer(browser, javaScriptEnabled, width);
    if (javaScriptEnabled) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    }
    const shop = await context.newPage();

    await shop.goto(storeUrl);
    await expect(shop).toHaveTitle('Dulces de Ana');
    await expect(shop.getByRole('link', { name: /Torta de chocolate/ })).toBeVisible();
    await expect(shop.getByText('Producto secreto')).toHaveCount(0);

    // Search, accent- and case-insensitive.
    await shop.getByRole('searchbox', { name: 'Buscar productos' }).fill('ALFAJOR');
    await shop.getByRole('button', { name: 'Buscar' }).click();
    await expect(shop).toHaveURL(`${origin}/?q=ALFAJOR`);
    await expect(shop.getByRole('link', { name: /Torta/ })).toHaveCount(0);
    await shop.getByRole('link', { name: /Alfajor de maicena/ }).click();

    await expect(shop.getByRole('heading', { level: 1, name: 'Alfajor de maicena' })).toBeVisible();
    await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
    if (javaScriptEnabled) {
      // The script keeps the cart (localStorage + cookie) and the count without leaving the page.
      await expect(shop.getByText('Agregado al carrito')).toBeVisible();
      await expect(shop.getByRole('link', { name: 'Carrito 1' })).toBeVisible();
    } else {
      await expect(shop).toHaveURL(`${origin}/carrito`);
    }

    await shop.goto(`${origin}/`);
    await shop.getByRole('link', { name: /Torta de chocolate/ }).click();
    const quantity = shop.getByRole('spinbutton', { name: 'Cantidad' });
    if (javaScriptEnabled) {
      await shop.getByRole('button', { name: 'Sumar uno' }).click();
    } else {
      await expect(shop.getByRole('button', { name: 'Sumar uno' })).toBeHidden();
      await quantity.fill('2');
    }
    await expect(quantity).toHaveValue('2');
    await shop.getByRole('button', { name: 'Agregar al carrito' }).click();

    // Another customer has the last alfajor in a cart whose page is open, and sends it after María.
    const rival = await (await customer(browser, javaScriptEnabled, width)).newPage();
    await rival.goto(`${origin}/`);
    await rival.getByRole('link', { name: /Alfajor de maicena/ }).click();
    await rival.getByRole('button', { name: 'Agregar al carrito' }).click();
    await rival.goto(`${origin}/carrito`);
    await rival.getByRole('textbox', { name: 'Nombre' }).fill('Juan');

    await shop.goto(`${origin}/carrito`);
    await expect(shop.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
    // The lines' subtotal, and the summary's Subtotal and Total (issue 23).
    await expect(shop.getByText('$9.801,00')).toHaveCount(3);
    await expect(shop.locator('[data-sale-part="summary"]')).toContainText('Total$9.801,00');

    // The name is required (the browser says so with JavaScript off too: `required`).
    await shop.getByRole('textbox', { name: 'Nombre' }).fill('María');
    // Issue 23: the store's delivery options replace pickup/delivery; a store that never saved
    // 'Entrega' offers only 'A coordinar por WhatsApp', chosen for the customer (no address asked).
    await expect(shop.getByRole('radio', { name: 'A coordinar por WhatsApp' })).toBeChecked();
    await shop.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();

    if (javaScriptEnabled) {
      // The order page sends the customer on to WhatsApp by itself.
      await shop.waitForURL(/^https:\/\/wa\.me\//);
      const text = decodeURIComponent(new URL(shop.url()).search.slice('?text='.length));
      expect(shop.url()).toMatch(/^https:\/\/wa\.me\/5491123456789\?text=/);
      expect(text).toContain('Dulces de Ana');
      expect(text).toContain('Alfajor de maicena');
      expect(text).toContain('Torta de chocolate');
      expect(text).toContain('1001');
      expect(text).toContain('$9.801,00');
      await shop.goBack();
    }
    await expect(shop).toHaveURL(new RegExp(`^${origin}/pedido/[A-Za-z0-9_-]{22,}$`));
    await expect(shop.getByRole('heading', { level: 1, name: '¡Gracias, María!' })).toBeVisible();
    await expect(shop.getByText(/Tu pedido #1001 está listo/)).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Abrir WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/5491123456789\?text=/,
    );
    const copy = shop.getByRole('button', { name: 'Copiar pedido' });
    if (javaScriptEnabled) {
      await copy.click();
      await expect(shop.getByText('Pedido copiado')).toBeVisible();
      const copied = await shop.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('1001');
      expect(copied).toContain('Alfajor de maicena');
    } else {
      await expect(copy).toHaveCount(0);
    }

    // The last alfajor is sold: a second order of it is refused, and the store shows it 'Agotado'.
    await rival.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
    await expect(rival.getByRole('alert')).toContainText('Alfajor de maicena está agotado.');
    await expect(rival).toHaveURL(`${origin}/pedido`);
    await rival.context().close();
    await shop.goto(`${origin}/`);
    await expect(shop.getByText('Agotado')).toBeVisible();

    // A hidden product and an unknown store answer 404.
    const hidden = await shop.goto(`${origin}/producto-secreto`);
    expect(hidden?.status()).toBe(404);
    const unknown = await shop.goto(`http://no-existe-${Date.now()}.localhost:${port}/`);
    expect(unknown?.status()).toBe(404);
    await expect(shop.getByRole('heading', { name: 'Esta tienda no existe' })).toBeVisible();

    await context.close();
  });
}
