import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { clientAddress, signUpMerchant } from '../support/merchant';

/**
 * The store looks like somebody's (issue 21): the merchant picks an accent colour and a description in
 * 'Mi tienda' → 'Personalización' (a colour white text cannot be read on is refused before sending), and
 * a customer's browser with JavaScript off shows them: the colour through the page's `<style>` (which
 * the store pages' CSP must allow by its hash, or Chromium drops it), the description under the name,
 * the picture-and-name header and the footer's WhatsApp link.
 */
test('a merchant gives the store its colour and description; a customer without JavaScript sees them', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Dulces de Ana' });
  await saveWhatsapp(page.request);

  await page.goto('/my-store');
  // Axe runs on the form in its stories (a11y test: error); the page's h1 lives in the 'Perfil' tab.
  await page.getByRole('tab', { name: 'Personalización' }).click();
  const custom = page.getByRole('textbox', { name: 'Color personalizado' });
  await custom.fill('#FFFF00');
  await expect(
    page.getByText('Este color es muy claro: el texto blanco no se leería bien sobre él.', {
      exact: false,
    }),
  ).toBeVisible();
  // The swatch (the radio's label) is what a finger taps; the input itself is visually hidden.
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: 'Azul' }) })
    .click();
  await expect(custom).toHaveValue('#1d4ed8');
  await page
    .getByRole('textbox', { name: /^Descripción de tu tienda/ })
    .fill('Alfajores y tortas caseras.');
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.getByText('¡Listo! 👍')).toBeVisible();
  // Saved: a reload shows what the server keeps.
  await page.reload();
  await page.getByRole('tab', { name: 'Personalización' }).click();
  await expect(page.getByRole('radio', { name: 'Azul' })).toBeChecked();

  const port = new URL(baseURL!).port;
  const context = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const store = await context.newPage();
  const blocked: string[] = [];
  store.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await store.goto(`http://${link}.localhost:${port}/`);
  await expect(store.getByRole('link', { name: /Dulces de Ana/ }).first()).toBeVisible();
  await expect(store.getByText('Alfajores y tortas caseras.')).toBeVisible();
  const primary = await store.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--sf-color-primary').trim(),
  );
  expect(primary).toBe('#1d4ed8');
  expect(blocked).toEqual([]);
  const contact = store.getByRole('link', { name: 'Escríbenos por WhatsApp' });
  await expect(contact).toHaveAttribute(
    'href',
    `https://wa.me/5491123456789?text=${encodeURIComponent('¡Hola Dulces de Ana! Tengo una consulta sobre la tienda.')}`,
  );
  // Without JavaScript the font's stylesheet comes from the page's <noscript>: the text is in Lexend.
  await expect.poll(() => store.evaluate(lexendLoaded)).toBe(true);
  await context.close();

  // With JavaScript the page's script links the font after the load event (issue 21: the 21 KB file no
  // longer shares a phone's line with the first pictures), and the text swaps to it. With the font
  // preloaded in the head, as before, its request started before the load and this failed.
  const withScript = await browser.newContext({
    viewport: { width: 375, height: 800 },
    isMobile: true,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const shopper = await withScript.newPage();
  shopper.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await shopper.goto(`http://${link}.localhost:${port}/`);
  await expect.poll(() => shopper.evaluate(lexendLoaded)).toBe(true);
  const timing = await shopper.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    font: performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))
      ?.startTime,
  }));
  expect(timing.font).toBeGreaterThan(timing.load);
  // The tab's next page has the font in its cache: its stylesheet is linked at once, before the load,
  // so the text does not flash from the system font to Lexend on every page.
  await shopper.goto(`http://${link}.localhost:${port}/`);
  await expect.poll(() => shopper.evaluate(lexendLoaded)).toBe(true);
  const again = await shopper.evaluate(() => ({
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart,
    fonts: performance
      .getEntriesByType('resource')
      .find((entry) => /\/fonts-[^/]+\.css$/.test(entry.name))?.startTime,
  }));
  expect(again.fonts).toBeLessThan(again.load);
  expect(blocked).toEqual([]);
  await withScript.close();
});

/** Whether the page's Lexend face has loaded (a face the page never uses stays 'unloaded'). */
function lexendLoaded(): boolean {
  return [...document.fonts].some(
    (face) => face.family.replace(/["']/g, '') === 'Lexend Variable' && face.status === 'loaded',
  );
}
