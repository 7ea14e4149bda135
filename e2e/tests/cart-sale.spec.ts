import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { signUpMerchant } from '../support/merchant';
import { customerContext } from '../support/orders';
import { createProducts } from '../support/products';

/**
 * The customer's side of the complete sale (issue 23) in Chromium against the real server: a store with a
 * 'CABA' zone free over $30.000, a Retiro point, 'PRIMERA10' (10%) and the alias tienda.ana with 10% off;
 * a customer of a $27.500 cart chooses the zone, applies the code and pays by transfer — with JavaScript
 * the figures change in place, without it each choice is a form post — and the order page shows the same
 * breakdown and the alias with its copy button; a tab that never opened WhatsApp is asked whether the
 * order was sent.
 */

const headers = { 'x-panel-request': '1' };

for (const javaScriptEnabled of [true, false]) {
  test(`a customer chooses the zone, applies a code and pays by alias (JavaScript ${
    javaScriptEnabled ? 'on' : 'off'
  })`, async ({ page, browser, baseURL, mailDir }) => {
    test.setTimeout(120_000);
    const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Mates de Ana' });
    await saveWhatsapp(page.request);
    await createProducts(page.request, [{ name: 'Mate imperial', price: '27500', quantity: 10 }]);
    const delivery = await page.request.post('/api/v2/stores/checkout/delivery/update', {
      headers,
      data: {
        options: [
          {
            kind: 'retiro',
            name: 'Local Palermo',
            detail: 'Av. Santa Fe 3253 — Lun a Sáb 10 a 19',
          },
          { kind: 'envio', name: 'CABA', fee: '1500', freeOver: '30000' },
        ],
      },
    });
    expect(delivery.ok(), await delivery.text()).toBe(true);
    const payments = await page.request.post('/api/v2/stores/checkout/payments/update', {
      headers,
      data: {
        methods: [
          { type: 'ar_transfer', alias: 'tienda.ana', holder: 'Ana Pérez', discountPercent: 10 },
          { type: 'cash' },
        ],
      },
    });
    expect(payments.ok(), await payments.text()).toBe(true);
    const coupon = await page.request.post('/api/v2/coupons/create', {
      headers,
      data: { code: 'PRIMERA10', kind: 'porcentaje', percent: 10 },
    });
    expect(coupon.ok(), await coupon.text()).toBe(true);

    const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;
    const context = await customerContext(browser, javaScriptEnabled);
    if (javaScriptEnabled) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    }
    const shop = await context.newPage();
    await shop.goto(`${origin}/`);
    await shop.getByRole('link', { name: /Mate imperial/ }).click();
    await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
    await shop.goto(`${origin}/carrito`);

    const summary = shop.locator('[data-sale-part="summary"]');
    await shop.getByRole('textbox', { name: 'Nombre' }).fill('María');
    await shop.getByRole('radio', { name: /CABA/ }).check();
    await shop.getByRole('textbox', { name: 'Dirección' }).fill('Av. Corrientes 1234');
    await shop.getByRole('radio', { name: /Transferencia/ }).check();
    if (!javaScriptEnabled) {
      // Without the script a changed choice is priced by posting the form ('Actualizar total').
      await shop.getByRole('button', { name: 'Actualizar total' }).click();
    }
    await expect(summary).toContainText('Envío (CABA)');
    await expect(summary).toContainText('$26.250,00');
    await expect(summary).toContainText('¡Te faltan $5.250 para el envío gratis!');

    await shop.getByRole('textbox', { name: '¿Tenés un cupón?' }).fill('primera10');
    await shop.getByRole('button', { name: 'Aplicar' }).click();
    await expect(shop.getByText('Cupón PRIMERA10 aplicado.')).toBeVisible();
    await expect(summary).toContainText('Cupón PRIMERA10 (-10%)');
    await expect(summary).toContainText('-$2.750,00');
    await expect(summary).toContainText('Descuento transferencia (-10%)');
    await expect(summary).toContainText('-$2.475,00');
    await expect(summary).toContainText('$23.775,00');
    await expect(shop).toHaveURL(javaScriptEnabled ? `${origin}/carrito` : `${origin}/pedido`);

    await shop.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
    if (javaScriptEnabled) {
      await shop.waitForURL(/^https:\/\/wa\.me\//);
      const text = decodeURIComponent(new URL(shop.url()).search.slice('?text='.length));
      expect(text).toContain('$23.775,00');
      expect(text).toContain('tienda.ana');
      await shop.goBack();
    }
    await expect(shop).toHaveURL(/\/pedido\/[\w-]+$/);
    const table = shop.getByRole('table');
    await expect(table).toContainText('Cupón PRIMERA10 (-10%)');
    await expect(table).toContainText('Envío (CABA)');
    await expect(table).toContainText('$23.775,00');
    await expect(shop.getByText('Total a pagar: $23.775,00')).toBeVisible();
    await expect(shop.getByText('tienda.ana', { exact: true })).toBeVisible();
    const copyAlias = shop.getByRole('button', { name: 'Copiar alias' });
    if (javaScriptEnabled) {
      await copyAlias.click();
      await expect(shop.getByText('¡Copiado!')).toBeVisible();
      expect(await shop.evaluate(() => navigator.clipboard.readText())).toBe('tienda.ana');
      // This tab opened WhatsApp: coming back to it asks nothing. The same order in a tab that never
      // opened it asks '¿Pudiste enviar tu pedido por WhatsApp?' when the customer comes back to it.
      const ask = '¿Pudiste enviar tu pedido por WhatsApp?';
      await shop.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(shop.getByText(ask)).toBeHidden();
      const other = await context.newPage();
      await other.goto(shop.url());
      await expect(other.getByText(ask)).toBeHidden();
      await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await expect(other.getByText(ask)).toBeVisible();
      await expect(other.getByRole('link', { name: 'Abrir WhatsApp de nuevo' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\//,
      );
    } else {
      // Without the script the value is text to select, and no button that could not copy.
      await expect(copyAlias).toHaveCount(0);
    }
    await context.close();
  });
}
