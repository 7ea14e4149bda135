import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { signUpMerchant } from '../support/merchant';
import { orderOnStorefront } from '../support/orders';
import { createProducts } from '../support/products';

/**
 * Issue 21, 'Pedidos' on a phone: the lists keep their filter, search and page in the address, so
 * opening an order or a product and coming back shows the list as it was left (before the fix both
 * came back to the first page, unfiltered); and the 'Pedidos' badge is the orders waiting in 'nuevo',
 * not the unread notifications (before the fix it counted notifications, and opening the bell
 * cleared it).
 */
test('the lists keep their view in the address, and Pedidos counts the orders waiting', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(180_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  await saveWhatsapp(page.request);
  await createProducts(page.request, [
    { name: 'Torta de chocolate', price: '4500', quantity: 50 },
    ...Array.from({ length: 11 }, (_, i) => ({
      name: `Alfajor ${String(i + 1).padStart(2, '0')}`,
      price: '1500',
      quantity: 5,
    })),
  ]);
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;
  for (const name of ['Ana', 'Bruno', 'Carla']) {
    await orderOnStorefront(browser, origin, /Torta de chocolate/, name);
  }
  const ordersEntry = page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: /^Pedidos/ });

  await test.step('the badge is the orders in nuevo, and stays when the bell is opened', async () => {
    await page.goto('/orders/1001');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('Confirmado').first()).toBeVisible();
    await page.goto('/orders');
    await expect(ordersEntry).toContainText('2 pedidos nuevos');
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(ordersEntry).toContainText('2 pedidos nuevos');
  });

  await test.step('Pedidos: filter and search survive opening an order and going back', async () => {
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Nuevos' }).click();
    await page.getByRole('searchbox', { name: 'Buscar pedido' }).fill('Bruno');
    await expect(page.getByRole('link', { name: 'Ver pedido #1002' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver pedido #1003' })).toHaveCount(0);
    await expect(page).toHaveURL(/[?&]estado=nuevo/);
    await expect(page).toHaveURL(/[?&]q=Bruno/);
    await page.getByRole('link', { name: 'Ver pedido #1002' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedido #1002' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Buscar pedido' })).toHaveValue('Bruno');
    await expect(page.getByRole('button', { name: 'Nuevos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Ver pedido #1002' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver pedido #1003' })).toHaveCount(0);
    // 'Volver a pedidos' comes back to the same view.
    await page.getByRole('link', { name: 'Ver pedido #1002' }).click();
    await page.getByRole('link', { name: 'Volver a pedidos' }).click();
    await expect(page.getByRole('searchbox', { name: 'Buscar pedido' })).toHaveValue('Bruno');
    await expect(page).toHaveURL(/[?&]estado=nuevo/);
  });

  await test.step('Productos: search and page survive opening a product and going back', async () => {
    await page.goto('/products');
    await page.getByRole('searchbox', { name: 'Buscar producto' }).fill('Alfajor');
    await expect(page.getByText('Alfajor 01')).toBeVisible();
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByText('Alfajor 11')).toBeVisible();
    await expect(page).toHaveURL(/[?&]pagina=2/);
    await page.getByRole('button', { name: 'Acciones de Alfajor 11' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar producto' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Buscar producto' })).toHaveValue('Alfajor');
    await expect(page.getByText('Alfajor 11')).toBeVisible();
    await expect(page.getByText('Alfajor 01')).toHaveCount(0);
  });
});
