// Product media by reference (issue 14): 'Duplicar' shares the original's stored pictures, and an edit
// uploads only the files the merchant adds; the list says whether customers see and can buy a product.
import type { Page, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import { signUpMerchant, solidPng } from '../support/merchant';
import { noisyPng } from '../support/products';

/** About 270 KB each: a re-upload of one of them could not hide in a small body. */
const PICTURE_BYTES = 300 * 300 * 3;

/** Creates a published product with two noisy pictures through the form; back on the list. */
async function createWithPictures(page: Page, name: string) {
  await page.goto('/products/create');
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Precio', exact: true }).fill('12,5');
  await page.locator('input[type="file"][multiple]').setInputFiles([
    { name: 'uno.png', mimeType: 'image/png', buffer: noisyPng(300, 300) },
    { name: 'dos.png', mimeType: 'image/png', buffer: noisyPng(300, 300) },
  ]);
  await expect(page.getByRole('img', { name: 'Vista previa 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Guardar producto' }).click();
  await expect(page).toHaveURL(/\/products$/);
}

/**
 * Counts the parts of every product save the page sends, read from the request itself in the page
 * (Chromium hands the test no body for a form that holds a file, so the count cannot come from there).
 */
async function recordSaves(page: Page) {
  await page.addInitScript(() => {
    const saves: { files: number; parts: string[] }[] = [];
    Object.assign(window, { __saves: saves });
    // Saves go through XMLHttpRequest (apps/panel/src/upload.ts: it reports the upload's progress).
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) {
        saves.push({
          files: [...body.values()].filter((value) => value instanceof File).length,
          parts: [...body.keys()],
        });
      }
      return send.call(this, body);
    };
  });
}

/** The next product save: its size on the wire, its files and its parts (see {@link recordSaves}). */
async function nextSave(page: Page, method: 'POST' | 'PUT', act: () => Promise<void>) {
  const saved = page.waitForRequest(
    (request: Request) =>
      request.method() === method && /\/api\/v2\/products\/(create|update\/)/.test(request.url()),
  );
  await act();
  const request = await saved;
  await request.response();
  const { requestBodySize } = await request.sizes();
  const saves = await page.evaluate(
    () => (window as unknown as { __saves: { files: number; parts: string[] }[] }).__saves,
  );
  const last = saves.at(-1);
  expect(last, 'the save was recorded').toBeDefined();
  return {
    size: requestBodySize,
    files: last!.files,
    part: (name: string) => last!.parts.filter((part) => part === name).length,
  };
}

/** The `src` of the form's preview tiles, once there are `count` of them. */
async function mediaSources(page: Page, count: number) {
  const tiles = page.getByRole('img', { name: /^Vista previa/ });
  await expect(tiles).toHaveCount(count);
  return tiles.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
}

test('Duplicar opens a draft copy sharing the pictures; both products keep them', async ({
  page,
  mailDir,
}) => {
  await recordSaves(page);
  await signUpMerchant(page.request, mailDir);
  await createWithPictures(page, 'Torta de chocolate');
  const row = page.getByRole('row', { name: /Torta de chocolate/ });
  // Published with 0 in stock (stock managed): the storefront shows it 'Agotado'.
  await expect(row.getByText('Agotado: no se puede comprar')).toBeVisible();

  await row.getByRole('button', { name: 'Acciones de Torta de chocolate' }).click();
  await page.getByRole('menuitem', { name: 'Duplicar' }).click();
  await expect(page).toHaveURL(/\/products\/create\?duplicar=[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Nuevo producto' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue(
    'Torta de chocolate (copia)',
  );
  await expect(page.getByRole('button', { name: /Estado/ })).toContainText('Borrador');
  await expect(page.getByText('No visible: Borrador.')).toBeVisible();
  const sources = await mediaSources(page, 2);
  for (const src of sources) expect(src).toMatch(/^\/api\/v2\/media\/[\w-]+\.png$/);

  const save = await nextSave(page, 'POST', () =>
    page.getByRole('button', { name: 'Guardar producto' }).click(),
  );
  // No picture travels again: only the form's fields and the two shared ids.
  expect(save.size).toBeLessThan(PICTURE_BYTES / 10);
  expect(save.files).toBe(0);
  await expect(page).toHaveURL(/\/products$/);

  const copy = page.getByRole('row', { name: /Torta de chocolate \(copia\)/ });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Borrador')).toBeVisible();
  await expect(copy.getByText('No visible en tu tienda')).toBeVisible();
  const original = page.getByRole('row', { name: /^Seleccionar Torta de chocolate Torta/ });
  await expect(original).toBeVisible();
  const copyThumb = await copy.locator('img').getAttribute('src');
  expect(copyThumb).toBe(await original.locator('img').getAttribute('src'));

  // Deleting the original leaves the copy's pictures in place.
  await original.getByRole('button', { name: 'Acciones de Torta de chocolate' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByRole('row', { name: /Torta de chocolate/ })).toHaveCount(1);
  for (const src of sources) {
    expect((await page.request.get(src ?? '')).status(), src ?? '').toBe(200);
  }
  await copy.getByRole('button', { name: /Acciones de/ }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  expect(await mediaSources(page, 2)).toEqual(sources);
});

test('an edit uploads only the pictures the merchant adds', async ({ page, mailDir }) => {
  await recordSaves(page);
  await signUpMerchant(page.request, mailDir);
  await createWithPictures(page, 'Mermelada');
  await page.getByRole('button', { name: 'Acciones de Mermelada' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/update\/[0-9a-f-]+$/);
  const before = await mediaSources(page, 2);

  // Keep the second stored picture, drop the first, add one small new file.
  await page.getByRole('button', { name: 'Quitar archivo 1' }).click();
  await page.locator('input[type="file"][multiple]').setInputFiles({
    name: 'nueva.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 40, [200, 30, 30]),
  });
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Mermelada de frutilla');
  const save = await nextSave(page, 'PUT', () =>
    page.getByRole('button', { name: 'Guardar producto' }).click(),
  );
  // The kept picture travels as its id; only the new small file is uploaded.
  expect(save.size).toBeLessThan(PICTURE_BYTES / 10);
  expect(save.files).toBe(1);
  expect(save.part('keepMedia')).toBe(1);
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('button', { name: 'Acciones de Mermelada de frutilla' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const after = await mediaSources(page, 2);
  // The kept picture is the same stored file; the removed one is gone from the server.
  expect(after[0]).toBe(before[1]);
  expect(after[1]).not.toBe(before[0]);
  expect((await page.request.get(before[0] ?? '')).status()).toBe(404);
});
