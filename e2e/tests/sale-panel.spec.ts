import type { Locator } from '@playwright/test';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { signUpMerchant } from '../support/merchant';
import { customerContext } from '../support/orders';
import { createProducts } from '../support/products';

/**
 * The complete sale of issue 23, end to end in Chromium against the real server, the merchant's part done
 * through the panel's screens (tests/cart-sale.spec.ts covers the customer's side with the store set through
 * the API): the merchant sets a 'CABA' zone ($1.500, free over $30.000) in 'Checkout' → 'Entrega', the alias
 * tienda.ana in 'Checkout' → 'Cobro', and 'PRIMERA10' (10%) in 'Cupones' on a phone; a customer on a phone
 * orders a $27.500 product with the code and pays by alias; the cart, the WhatsApp message and the order page
 * carry the same breakdown, and so do 'Pedidos' and the order's detail; the coupon then counts one use.
 */

/** A customer's phone (JavaScript on) behind an address of its own; WhatsApp itself is a stub page. */
/**
 * Money as an Argentine store writes it ('$27.500,00'), from whole pesos: Intl's es-AR, an oracle apart
 * from @panel/domain's formatter.
 */
const ars = (pesos: number) =>
  `$${pesos.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// The figures, from issue 23's rules: the coupon is taken from the subtotal (10%, half up to the cent),
// the zone's fee is waived only when the subtotal after discounts reaches its free-over amount.
const PRICE = 27_500;
const FEE = 1_500;
const FREE_OVER = 30_000;
const subtotal = PRICE;
const coupon = Math.round(subtotal * 0.1); // 2.750
const afterDiscounts = subtotal - coupon; // 24.750
const fee = afterDiscounts >= FREE_OVER ? 0 : FEE; // 24.750 < 30.000: charged
const total = afterDiscounts + fee; // 26.250
const missingForFree = FREE_OVER - afterDiscounts; // 5.250

/** Each breakdown row as label and value, in order. */
const ROWS: [string, string][] = [
  ['Subtotal', ars(subtotal)],
  ['Cupón PRIMERA10 (-10%)', `-${ars(coupon)}`],
  ['Envío (CABA)', ars(fee)],
  ['Total', ars(total)],
];
const PAYMENT = 'transferencia al alias tienda.ana';

/** A description list's terms and definitions (the cart's summary, the panel's breakdown) equal `rows`. */
async function expectDescribed(list: Locator, rows: readonly [string, string][]): Promise<void> {
  await expect(list.getByRole('term')).toHaveText(rows.map(([label]) => label));
  await expect(list.getByRole('definition')).toHaveText(rows.map(([, value]) => value));
}

test('the merchant sets delivery, payment and a code in the panel; the sale carries them everywhere', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(180_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Mates de Ana' });
  // The WhatsApp number (+54: the store is in Argentina) and the product are not this test's subject.
  await saveWhatsapp(page.request);
  await createProducts(page.request, [
    { name: 'Mate imperial', price: String(PRICE), quantity: 10 },
  ]);

  // 'Checkout' → 'Entrega' (desktop): a store that takes orders starts with 'A coordinar por WhatsApp';
  // the merchant adds a 'CABA' zone, $1.500, free from $30.000.
  await page.goto('/');
  await page.getByRole('link', { name: 'Checkout', exact: true }).click();
  await page.getByRole('tab', { name: 'Entrega' }).click();
  await expect(page).toHaveURL(/\/checkout\?tab=entrega$/);
  await expect(page.getByRole('region', { name: 'A coordinar por WhatsApp' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar forma de entrega' }).click();
  // The new card is titled by its kind until it has a name.
  const newZone = page.getByRole('region', { name: 'Envío', exact: true });
  await newZone.getByRole('button', { name: /\bTipo\b/ }).click();
  await page.getByRole('option', { name: 'Envío', exact: true }).click();
  await newZone.getByRole('textbox', { name: 'Costo del envío' }).fill(String(FEE));
  await newZone
    .getByRole('textbox', { name: 'Envío gratis desde (opcional)' })
    .fill(String(FREE_OVER));
  await newZone.getByRole('textbox', { name: 'Nombre', exact: true }).fill('CABA');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await page.reload();
  const zone = page.getByRole('region', { name: 'CABA', exact: true });
  await expect(zone.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('CABA');
  await expect(zone.getByRole('textbox', { name: 'Costo del envío' })).toHaveValue('1500');
  await expect(zone.getByRole('textbox', { name: 'Envío gratis desde (opcional)' })).toHaveValue(
    '30000',
  );
  await expect(zone.getByRole('switch', { name: 'Activa' })).toBeChecked();

  // 'Checkout' → 'Cobro': Transferencia with the alias and its holder, no discount for paying by it.
  await page.getByRole('tab', { name: 'Cobro' }).click();
  await expect(page).toHaveURL(/\/checkout\?tab=cobro$/);
  const transfer = page.getByRole('switch', { name: 'Aceptar Transferencia (alias o CBU/CVU)' });
  // The switch's label (its visible track and text) takes the click, as a finger's would.
  await page.getByText('Aceptar Transferencia (alias o CBU/CVU)', { exact: true }).click();
  await expect(transfer).toBeChecked();
  await page.getByRole('textbox', { name: 'Alias (opcional)' }).fill('tienda.ana');
  await page.getByRole('textbox', { name: 'Titular' }).fill('Ana Pérez');
  await expect(page.getByRole('textbox', { name: 'Descuento por medio de pago (%)' })).toHaveValue(
    '',
  );
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Cambios guardados')).toBeVisible();
  await page.reload();
  await expect(transfer).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Alias (opcional)' })).toHaveValue('tienda.ana');
  await expect(page.getByRole('textbox', { name: 'Titular' })).toHaveValue('Ana Pérez');
  await expect(page.getByRole('textbox', { name: 'Descuento por medio de pago (%)' })).toHaveValue(
    '',
  );

  // 'Cupones', under 'Gestionar', on a phone: the menu is a drawer.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: /^Abrir menú/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Menú principal' });
  await drawer.getByRole('link', { name: /^Cupones/ }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(page.getByRole('heading', { name: 'Cupones', level: 1 })).toBeVisible();
  await expect(page.getByText('Todavía no tienes cupones.')).toBeVisible();
  await page.getByRole('button', { name: 'Crear cupón' }).click();
  await page.getByRole('textbox', { name: 'Código' }).fill('PRIMERA10');
  await page.getByRole('button', { name: /Tipo de descuento/ }).click();
  await page.getByRole('option', { name: 'Porcentaje', exact: true }).click();
  await page.getByRole('textbox', { name: 'Porcentaje' }).fill('10');
  await page.getByRole('button', { name: 'Guardar cupón' }).click();
  await expect(page.getByText('Cupón guardado')).toBeVisible();
  const couponRow = page.getByRole('row').filter({ hasText: 'PRIMERA10' });
  await expect(couponRow.getByRole('cell')).toHaveText(['PRIMERA10', '10%', '0 usos', /Editar/]);
  // The page does not scroll sideways on a phone.
  expect
    .soft(await page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(375);

  // A customer on a phone orders the $27.500 mate to CABA with the code, paying by transfer.
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;
  const context = await customerContext(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const shop = await context.newPage();
  await shop.goto(`${origin}/`);
  await shop.getByRole('link', { name: /Mate imperial/ }).click();
  await shop.getByRole('button', { name: 'Agregar al carrito' }).click();
  await shop.goto(`${origin}/carrito`);
  await shop.getByRole('textbox', { name: 'Nombre' }).fill('María');
  await shop.getByRole('radio', { name: /CABA/ }).check();
  await shop.getByRole('textbox', { name: 'Dirección' }).fill('Av. Corrientes 1234');
  await shop.getByRole('radio', { name: /Transferencia/ }).check();
  await shop.getByRole('textbox', { name: '¿Tenés un cupón?' }).fill('primera10');
  await shop.getByRole('button', { name: 'Aplicar' }).click();
  await expect(shop.getByText('Cupón PRIMERA10 aplicado.')).toBeVisible();
  const summary = shop.locator('[data-sale-part="summary"]');
  await expectDescribed(summary, ROWS);
  await expect(summary).toContainText(
    `¡Te faltan $${missingForFree.toLocaleString('es-AR')} para el envío gratis!`,
  );

  await shop.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click();
  await shop.waitForURL(/^https:\/\/wa\.me\//);
  const message = new URL(shop.url()).searchParams.get('text') ?? '';
  await shop.goBack();
  await expect(shop).toHaveURL(/\/pedido\/[\w-]+$/);
  const orderUrl = shop.url();

  // The message ends with the order's facts, then the breakdown as orderBreakdownLines writes it, the
  // payment last.
  const lines = message.split('\n');
  expect
    .soft(lines.slice(lines.indexOf('Pedido #1001')))
    .toEqual([
      'Pedido #1001',
      'Nombre: María',
      'Dirección: Av. Corrientes 1234',
      `Ver pedido: ${orderUrl}`,
      '',
      `Subtotal: ${ars(subtotal)}`,
      `Cupón PRIMERA10 (-10%): -${ars(coupon)}`,
      `Envío (CABA): ${ars(fee)}`,
      `*Total: ${ars(total)}*`,
      `Pago: ${PAYMENT}`,
    ]);

  // The order page: the same breakdown under the lines, the amount to pay, the alias and its copy button.
  const footer = shop.getByRole('table').locator('tfoot');
  await expect(footer.getByRole('rowheader')).toHaveText(ROWS.map(([label]) => label));
  await expect(footer.getByRole('cell')).toHaveText(ROWS.map(([, value]) => value));
  await expect(shop.getByText(`Total a pagar: ${ars(total)}`)).toBeVisible();
  await expect(shop.getByText('tienda.ana', { exact: true })).toBeVisible();
  await shop.getByRole('button', { name: 'Copiar alias' }).click();
  await expect(shop.getByText('¡Copiado!')).toBeVisible();
  expect(await shop.evaluate(() => navigator.clipboard.readText())).toBe('tienda.ana');
  await context.close();

  // Back in the panel (desktop): 'Pedidos' lists the order with its total and breakdown.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page
    .getByRole('link', { name: /^Pedidos/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders$/);
  const orderRow = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'Ver pedido #1001' }) });
  await expect(orderRow).toContainText(ars(total));
  await expectDescribed(
    orderRow.getByRole('group', { name: 'Detalle del total del pedido #1001' }),
    // The list's small breakdown: every row but the total (shown above it), then the payment.
    [...ROWS.filter(([label]) => label !== 'Total'), ['Pago', PAYMENT]],
  );

  // The order's detail: the same breakdown with the payment line, and how the customer pays.
  await orderRow.getByRole('link', { name: 'Ver pedido #1001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pedido #1001' })).toBeVisible();
  await expectDescribed(page.getByRole('group', { name: 'Detalle del total', exact: true }), [
    ...ROWS,
    ['Pago', PAYMENT],
  ]);
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: /^Envío a CABA$/ })).toBeVisible();
  await expect(facts.filter({ hasText: /^Av\. Corrientes 1234$/ })).toBeVisible();
  // 'Pago' twice: the breakdown's row and the customer's facts.
  await expect(facts.filter({ hasText: new RegExp(`^${PAYMENT}$`) })).toHaveCount(2);

  // 'Cupones': the code has been used once. A load of the page: the list the panel fetched a moment ago
  // may be kept for 30 s (STALE_TIMES.coupons), and this test takes less.
  await page.goto('/coupons');
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(couponRow.getByRole('cell')).toHaveText([
    'PRIMERA10',
    '10%',
    '1 uso',
    'Activo',
    /Editar/,
  ]);
});
