import { test, expect } from '../support/test';
import { signUpMerchant } from '../support/merchant';

test('opening the notifications marks what they show as read, and the badges clear for good', async ({
  page,
  mailDir,
}) => {
  await signUpMerchant(page.request, mailDir);
  await page.goto('/');

  // A new store starts with its welcome notification unread.
  const unreadBell = page.getByRole('button', { name: /^Notificaciones, \d+ sin leer$/ });
  await expect(unreadBell).toBeVisible();
  await unreadBell.click();
  const menu = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(menu.getByRole('listitem').first()).toBeVisible();

  // The count goes while the menu is open, once the server has them as read…
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // …and stays gone after a reload: the server keeps them read, and no sidebar entry counts them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByText(/sin leer/),
  ).toHaveCount(0);
});
