import { readFile } from 'node:fs/promises';
import { test, expect } from '../support/test';
import { saveWhatsapp } from '../support/checkout';
import { signUpMerchant } from '../support/merchant';

/**
 * Issue 24's "Done when", in Chromium against the real server: a merchant brings a Tiendanube catalogue
 * into Panel from 'Productos' → 'Importar' (a file made here as Tiendanube and Excel on Windows make
 * it: Spanish headers, `;`, one row per variant with the continuation rows' handle blank, Windows-1252
 * accents), sees the preview, imports it, finds the products with their variants on the storefront, and
 * exports the catalogue back in Tiendanube's format.
 */

/** Tiendanube's product CSV header: its 31 Spanish columns, in its order. */
const TIENDANUBE_HEADER = [
  'Identificador de URL',
  'Nombre',
  'Categorías',
  'Nombre de propiedad 1',
  'Valor de propiedad 1',
  'Nombre de propiedad 2',
  'Valor de propiedad 2',
  'Nombre de propiedad 3',
  'Valor de propiedad 3',
  'Precio',
  'Precio promocional',
  'Peso (kg)',
  'Alto (cm)',
  'Ancho (cm)',
  'Profundidad (cm)',
  'Stock',
  'SKU',
  'Código de barras',
  'Mostrar en tienda',
  'Envío sin cargo',
  'Descripción',
  'Tags',
  'Título para SEO',
  'Descripción para SEO',
  'Marca',
  'Producto Físico',
  'MPN',
  'Sexo',
  'Rango de edad',
  'Costo',
  'Visibilidad',
];

/** A row of the file: the named cells, the rest blank. */
const row = (cells: Partial<Record<(typeof TIENDANUBE_HEADER)[number], string>>) =>
  TIENDANUBE_HEADER.map((header) => cells[header] ?? '').join(';');

/** A T-shirt in Talle × Color (one row per variant, Tiendanube's blank-handle continuation rows) and a mug. */
const CSV = [
  TIENDANUBE_HEADER.join(';'),
  row({
    'Identificador de URL': 'remera-algodon',
    Nombre: 'Remera de Algodón',
    Categorías: 'Ropa',
    'Nombre de propiedad 1': 'Talle',
    'Valor de propiedad 1': 'S',
    'Nombre de propiedad 2': 'Color',
    'Valor de propiedad 2': 'Azul',
    Precio: '12.500,50',
    Stock: '10',
    SKU: 'RA-S-AZ',
    'Mostrar en tienda': 'SI',
  }),
  ...[
    ['S', 'Rojo', '5', 'RA-S-RO'],
    ['M', 'Azul', '3', 'RA-M-AZ'],
    ['M', 'Rojo', '2', 'RA-M-RO'],
  ].map(([size, colour, stock, sku]) =>
    row({
      'Nombre de propiedad 1': 'Talle',
      'Valor de propiedad 1': size,
      'Nombre de propiedad 2': 'Color',
      'Valor de propiedad 2': colour,
      Precio: '12.500,50',
      Stock: stock,
      SKU: sku,
    }),
  ),
  row({
    'Identificador de URL': 'taza-ceramica',
    Nombre: 'Taza de Cerámica Pintada',
    Categorías: 'Cocina',
    Precio: '8.900,00',
    Stock: '7',
    SKU: 'TZ-01',
    'Mostrar en tienda': 'SI',
    Descripción: 'Pintada a mano, apta para microondas.',
  }),
].join('\r\n');

test('a merchant imports a Tiendanube catalogue with variants and exports it back', async ({
  page,
  browser,
  baseURL,
  mailDir,
}) => {
  test.setTimeout(120_000);
  const { link } = await signUpMerchant(page.request, mailDir, { storeName: 'Ropa de Ana' });
  await saveWhatsapp(page.request);
  const origin = `http://${link}.localhost:${new URL(baseURL!).port}`;

  await page.goto('/products');
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar productos' });
  await expect(dialog.getByText('Arrastra y suelta acá tu archivo CSV')).toBeVisible();

  // Saved by Excel on Windows: Windows-1252, no BOM (Latin-1's accents are the same bytes).
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'productos-tiendanube.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'latin1'),
  });

  await test.step('the preview says what will change and writes nothing', async () => {
    const counts = dialog.getByRole('list', { name: 'Revisa los cambios antes de importar' });
    await expect(counts.getByRole('listitem')).toHaveText([
      '2 productos a crear',
      '0 productos a actualizar',
      '0 filas con errores',
    ]);
    await expect(dialog.getByText('Detectamos un archivo de Tiendanube.')).toBeVisible();
    await expect(
      dialog.getByText('Archivo en formato Windows (ANSI): lo convertimos a UTF-8.'),
    ).toBeVisible();
    // Tiendanube's weights, sizes, barcodes, SEO… are read by nobody here, and the merchant is told.
    await expect(
      dialog.getByText(/Reconocimos \d+ de 31 columnas\. No se importan: .*Peso \(kg\)/),
    ).toBeVisible();
    const sample = dialog.getByRole('region', { name: 'Así se van a guardar' });
    await expect(sample.getByRole('row')).toHaveCount(1 + 5);
    await expect(sample.getByRole('row').nth(1)).toContainText('Remera de Algodón');
    await expect(sample.getByRole('row').nth(1)).toContainText('S / Azul');
    await expect(sample.getByRole('row').nth(1)).toContainText('$12.500,50');
    await expect(sample.getByRole('row').nth(5)).toContainText('Taza de Cerámica Pintada');
    // Nothing written yet.
    const count = await page.request.get('/api/v2/products/count');
    expect(((await count.json()) as { data: number }).data).toBe(0);
  });

  await test.step("'Importar' saves both products", async () => {
    await dialog.getByRole('button', { name: 'Importar', exact: true }).click();
    const done = page.getByRole('dialog', { name: '¡Listo! Tus productos ya están en Panel' });
    await expect(done.getByRole('status')).toHaveText('Se crearon 2 productos.');
    await done.getByRole('button', { name: 'Cerrar' }).click();
    await expect(done).toBeHidden();
    const table = page.getByRole('table', { name: 'Productos' });
    await expect(table.getByRole('row', { name: /Remera de Algodón/ })).toContainText(
      '4 variantes',
    );
    await expect(table.getByRole('row', { name: /Taza de Cerámica Pintada/ })).toBeVisible();
  });

  await test.step('the storefront shows them, the T-shirt by size and colour', async () => {
    const context = await browser.newContext({ locale: 'es-419' });
    const shop = await context.newPage();
    await shop.goto(`${origin}/`);
    await expect(shop.getByRole('link', { name: /Taza de Cerámica Pintada/ })).toBeVisible();
    await shop.getByRole('link', { name: /Remera de Algodón/ }).click();
    await expect(shop.getByRole('heading', { level: 1, name: 'Remera de Algodón' })).toBeVisible();
    const sizes = shop.getByRole('group', { name: 'Talle' });
    await expect(sizes.getByRole('radio')).toHaveCount(2);
    await expect(sizes.getByRole('radio', { name: 'S' })).toBeVisible();
    await expect(sizes.getByRole('radio', { name: 'M' })).toBeVisible();
    const colours = shop.getByRole('group', { name: 'Color' });
    await expect(colours.getByRole('radio', { name: 'Azul' })).toBeVisible();
    await expect(colours.getByRole('radio', { name: 'Rojo' })).toBeVisible();
    await expect(shop.getByText('$12.500,50').first()).toBeVisible();
    await context.close();
  });

  await test.step("'Exportar' downloads Tiendanube's CSV, Excel-ready", async () => {
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Exportar productos' });
    // react-aria's radio is a hidden input under its label: the label is what a person presses.
    await exportDialog.getByText('Formato de Tiendanube', { exact: true }).click();
    await expect(exportDialog.getByRole('radio', { name: /Formato de Tiendanube/ })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^productos-tiendanube-${link}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    await expect(exportDialog).toBeHidden();
    const bytes = await readFile(await download.path());
    // UTF-8 with a BOM (Excel then reads the accents right), CRLF line ends, `;` for Argentina.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header, ...rows] = text.split('\r\n').filter((line) => line !== '');
    expect(header).toBe(TIENDANUBE_HEADER.join(';'));
    // One row per variant: four of the T-shirt, one of the mug.
    expect(rows).toHaveLength(5);
    expect(text).toContain('Remera de Algodón');
    expect(text).toContain('Taza de Cerámica Pintada');
  });

  await test.step("'Exportar' in Panel's format: Tiendanube's columns, then Panel's own", async () => {
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Exportar productos' });
    await expect(exportDialog.getByRole('radio', { name: /Formato de Panel/ })).toBeChecked();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Descargar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^productos-${link}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header] = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(header).toBe(
      [
        ...TIENDANUBE_HEADER,
        'Precio mayorista',
        'Mínimo mayorista',
        'Precio dinámico',
        'Disponible',
        'Imágenes',
      ].join(';'),
    );
  });

  await test.step("a file with a refused row is not imported; 'Descargar errores' gives the row and why", async () => {
    const withError = [
      TIENDANUBE_HEADER.join(';'),
      row({
        'Identificador de URL': 'mate-calabaza',
        Nombre: 'Mate de Calabaza',
        Precio: '4.500,00',
      }),
      row({ 'Identificador de URL': 'bombilla', Nombre: 'Bombilla de Alpaca', Precio: 'abc' }),
    ].join('\r\n');
    await page.getByRole('button', { name: 'Importar', exact: true }).click();
    const again = page.getByRole('dialog', { name: 'Importar productos' });
    await again.locator('input[type="file"]').setInputFiles({
      name: 'con-errores.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${withError}`, 'utf8'),
    });
    const errors = again.getByRole('region', { name: 'Filas con errores' });
    await expect(errors.getByRole('row')).toHaveCount(2);
    await expect(errors.getByRole('row').nth(1)).toContainText('3Precio');
    // All or nothing: the file is imported once the row is fixed.
    await expect(again.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('button', { name: 'Descargar errores' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('productos-errores.csv');
    const lines = (await readFile(await download.path()))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines[0]).toBe(`${TIENDANUBE_HEADER.join(';')};Error`);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^bombilla;Bombilla de Alpaca;.*;Columna Precio: /);
  });
});
