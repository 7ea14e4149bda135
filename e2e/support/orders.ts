import { expect, type Browser, type BrowserContext } from '@playwright/test';
import { clientAddress } from './merchant';

/**
 * A customer orders two units of one product on the storefront at `origin` (JavaScript off: the order
 * page comes straight after the form), from an address of their own. The store needs a WhatsApp
 * number (see ./checkout.ts).
 */
export async function orderOnStorefront(
  browser: Browser,
  origin: string,
  product: RegExp,
  name: string,
): Promise<void> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-419',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const shop = await context.newPage();
  await shop.goto(`${origin}/`);
  await shop.getByRole('link', { name: product }).click();
  await shop.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
  await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
  await shop.goto(`${origin}/carrito`);
  await shop.getByRole('textbox', { name: 'Nombre' }).fill(name);
  await shop.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  await expect(shop).toHaveURL(new RegExp(`^${origin}/pedido/`));
  await context.close();
}

/**
 * A customer's browser: a phone (375 px, touch) with no cookies and an address of its own
 * (X-Forwarded-For); wa.me answers a stand-in page, so following 'Enviar pedido por WhatsApp' stays local.
 */
export async function customerContext(
  browser: Browser,
  javaScriptEnabled = true,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    locale: 'es-419',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title><p>WhatsApp</p>' }),
  );
  return context;
}
