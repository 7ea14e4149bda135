import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('opening the notifications marks what they show as read, and the badges clear for good', async ({
  page,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/');

  // A new store starts with its welcome notification (a 'personalization' one) unread: the bell and
  // the sidebar's 'Mi Tienda' entry count it.
  const nav = page.getByRole('navigation', { name: 'Menú principal' });
  const myStore = nav.getByRole('link', { name: /^Mi Tienda/ });
  await expect(myStore).toHaveAccessibleName(/^Mi Tienda\s*1 notificación sin leer$/);
  const unreadBell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
  await expect(unreadBell).toBeVisible();
  await unreadBell.click();
  const menu = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();

  // The counts go while the menu is open, once the server has them as read…
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(myStore).toHaveAccessibleName('Mi Tienda');
  await page.keyboard.press('Escape');

  // …and stay gone after a reload: the server keeps them read, and no sidebar entry counts them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(myStore).toHaveAccessibleName('Mi Tienda');
  await expect(nav.getByText(/sin leer/)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('the menu button counts the unread notifications until the bell opens them', async ({
    page,
    mailDir,
  }) => {
    await signUpMerchant(page.request, mailDir);
    await page.goto('/');

    const menuButton = page.getByRole('button', { name: /^Abrir menú/ });
    await expect(menuButton).toHaveAccessibleName('Abrir menú, 1 notificación sin leer');
    await page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ }).tap();
    await expect(
      page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(menuButton).toHaveAccessibleName('Abrir menú');

    await page.reload();
    await expect(menuButton).toHaveAccessibleName('Abrir menú');
    await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  });
});
