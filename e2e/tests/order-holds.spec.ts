import type { Browser } from '@playwright/test';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { clientAddress, signUpMerchant } from '../support/merchant';
import { createProducts } from '../support/products';

/**
 * Issue 19 "Orders hold stock for a while, not for ever", in Chromium against the real server: a customer
 * orders the last units, another customer sees 'Agotado', the hold ends unconfirmed, the product is for
 * sale again and 'Pedidos' shows 'Vencido'. A server of this file's own holds orders 1 minute
 * (ORDER_HOLD_MINUTES) and looks for ended holds every 2 seconds (ORDER_HOLD_SWEEP_SECONDS).
 */
test.use({ serverEnv: { ORDER_HOLD_MINUTES: '1', ORDER_HOLD_SWEEP_SECONDS: '2' } });

/** A customer's browser (JavaScript off) behind an address of their own, as a real phone. */
async function customer(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: 'es-419',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  return context.newPage();
}

test('an unconfirmed order holds the last units for a while, then they are for sale again', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(240_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  await saveWhatsapp(page.request);
  await createProducts(page.request, [{ name: 'Alfajor de maicena', price: '800', quantity: 2 }]);
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;

  // The first customer orders the last two units.
  const first = await customer(browser);
  await first.goto(`${origin}/`);
  await first.getByRole('link', { name: /Alfajor de maicena/ }).click();
  const productUrl = first.url();
  await first.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
  await first.getByRole('button', { name: 'Agregar al carrito' }).click();
  await first.goto(`${origin}/carrito`);
  await first.getByRole('textbox', { name: 'Nombre' }).fill('Ana');
  await first.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  await expect(first).toHaveURL(new RegExp(`^${origin}/pedido/`));
  const orderPage = first.url();
  await expect(first.getByText(/^Reservamos tus productos hasta las \d\d:\d\d$/)).toBeVisible();

  // Another customer finds it sold out.
  const second = await customer(browser);
  await second.goto(productUrl);
  await expect(second.getByText('Agotado').first()).toBeVisible();

  // Nobody confirms it: about a minute later the hold ends and the product is for sale again.
  await expect
    .poll(
      async () => {
        await second.reload();
        return second.getByText('Agotado').count();
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe(0);
  await expect(second.getByRole('button', { name: 'Agregar al carrito' })).toBeVisible();

  // The first customer's page says so, and the merchant sees it in 'Pedidos'.
  await first.goto(orderPage);
  await expect(first.getByText('Estado del pedido: Vencido')).toBeVisible();
  await expect(first.getByText(/Reservamos tus productos/)).toHaveCount(0);

  await page.goto('/orders');
  const row = page.getByRole('row', { name: /#1001/ });
  await expect(row).toContainText('Vencido');
  await page.getByRole('button', { name: 'Vencidos' }).click();
  await expect(page.getByRole('link', { name: 'Ver pedido #1001' })).toBeVisible();

  await first.context().close();
  await second.context().close();
});
