import { expect, type Browser } from '@playwright/test';
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
