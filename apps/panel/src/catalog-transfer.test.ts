// The catalogue import's answers as the dialog shows them (issue 24).
import { ApiError } from '@panel/api';
import { CatalogImportRefusal } from '@panel/ui';
import { describe, expect, it } from 'vitest';
import {
  downloadName,
  importRefusal,
  sampleRows,
  toImportPreview,
  type ImportPreviewAnswer,
} from './catalog-transfer';

type Product = ImportPreviewAnswer['sample'][number];

const product = (patch: Partial<Product> = {}): Product => ({
  line: 2,
  action: 'create',
  slug: 'remera-basica',
  name: 'Remera Básica',
  category: null,
  price: '1500.50',
  status: 'published',
  manageStock: true,
  quantity: 10,
  options: [],
  variants: [{ values: [], price: null, quantity: 10, sku: 'RB', available: true }],
  ...patch,
});

const answer = (patch: Partial<ImportPreviewAnswer> = {}): ImportPreviewAnswer => ({
  format: 'tiendanube',
  encoding: 'utf-8',
  bom: true,
  separator: ';',
  columns: { recognized: ['Nombre'], ignored: [] },
  rows: 3,
  counts: {
    productsCreated: 2,
    productsUpdated: 1,
    productsUnchanged: 4,
    variantsCreated: 3,
    variantsUpdated: 1,
  },
  errorRows: 0,
  errorCount: 0,
  errors: [],
  warningCount: 0,
  warnings: [],
  sample: [product()],
  imageCount: 0,
  imagesNotImported: [],
  limit: { limit: 100, current: 10, after: 12, exceeded: false },
  ...patch,
});

describe('sampleRows', () => {
  it('shows a product without options as one row, with its price and stock', () => {
    expect(sampleRows(product())).toEqual([
      {
        line: 2,
        name: 'Remera Básica',
        variant: null,
        price: '1500.50',
        stock: 10,
        sku: 'RB',
        action: 'create',
      },
    ]);
  });

  it('shows one row per variant, its values joined, the product price where it has none', () => {
    const rows = sampleRows(
      product({
        options: [
          { name: 'Talle', values: ['S', 'M'] },
          { name: 'Color', values: ['Rojo'] },
        ],
        variants: [
          { values: ['S', 'Rojo'], price: null, quantity: 3, sku: 'RB-S', available: true },
          { values: ['M', 'Rojo'], price: '1600.00', quantity: 0, sku: null, available: true },
        ],
      }),
    );
    expect(rows.map((row) => [row.variant, row.price, row.stock, row.sku])).toEqual([
      ['S / Rojo', '1500.50', 3, 'RB-S'],
      ['M / Rojo', '1600.00', 0, null],
    ]);
  });

  it('tells a stock not counted (blank Stock) from one the file leaves as it is', () => {
    const unlimited = product({
      manageStock: false,
      quantity: null,
      variants: [{ values: [], price: null, quantity: null, sku: null, available: true }],
    });
    expect(sampleRows(unlimited)[0]?.stock).toBe('unlimited');
    const kept = product({ action: 'update', manageStock: null, quantity: null, variants: [] });
    expect(sampleRows(kept)[0]).toMatchObject({ stock: null, action: 'update' });
  });

  it('names a product by its handle when the file has no name for it (an update)', () => {
    expect(sampleRows(product({ name: null }))[0]?.name).toBe('remera-basica');
  });
});

describe('toImportPreview', () => {
  it('maps the counts, the Windows notice and the products for "Los primeros N de M"', () => {
    const preview = toImportPreview(answer({ encoding: 'windows-1252' }));
    expect(preview).toMatchObject({
      format: 'tiendanube',
      windows1252: true,
      toCreate: 2,
      toUpdate: 1,
      unchanged: 4,
      totalProducts: 7,
      limit: null,
      columns: { recognized: 1, ignored: [] },
    });
  });

  it('keeps each error line, column and reason, and names the column of a warning', () => {
    const preview = toImportPreview(
      answer({
        errorRows: 1,
        errorCount: 1,
        errors: [{ line: 4, column: 'Precio', value: 'abc', reason: 'Precio inválido' }],
        warningCount: 1,
        warnings: [
          {
            line: 3,
            column: 'Precio',
            value: '1.500',
            reason: 'interpretamos 1.500 como mil quinientos',
          },
        ],
      }),
    );
    expect(preview.errors).toEqual([{ line: 4, column: 'Precio', reason: 'Precio inválido' }]);
    expect(preview.warnings).toEqual([
      {
        line: 3,
        column: 'Precio',
        message: 'Columna Precio: interpretamos 1.500 como mil quinientos',
      },
    ]);
  });

  it('reports the limit only when the file passes it, with the count after the import', () => {
    const preview = toImportPreview(
      answer({ limit: { limit: 100, current: 90, after: 130, exceeded: true } }),
    );
    expect(preview.limit).toEqual({ limit: 100, total: 130 });
  });

  it('lists the pictures by URL and counts them all', () => {
    const preview = toImportPreview(
      answer({ imageCount: 250, imagesNotImported: [{ line: 2, url: 'https://x.test/a.jpg' }] }),
    );
    expect(preview.ignoredImages).toEqual([{ line: 2, url: 'https://x.test/a.jpg' }]);
    expect(preview.ignoredImageCount).toBe(250);
  });
});

describe('importRefusal', () => {
  it("turns the server's 4xx `Code: texto` into the Spanish text, capitalised", () => {
    const refusal = importRefusal(
      new ApiError(413, 'File too large: el archivo pesa más de 5 MB; dividilo en partes', 'x'),
    );
    expect(refusal).toBeInstanceOf(CatalogImportRefusal);
    expect((refusal as Error).message).toBe('El archivo pesa más de 5 MB; dividilo en partes');
  });

  it('leaves a 5xx, an error without text and a network failure as they are', () => {
    const crash = new ApiError(500, 'Internal Server Error: boom', 'x');
    expect(importRefusal(crash)).toBe(crash);
    const bare = new ApiError(403, 'Forbidden', 'x');
    expect(importRefusal(bare)).toBe(bare);
    const network = new TypeError('Failed to fetch');
    expect(importRefusal(network)).toBe(network);
  });
});

describe('downloadName', () => {
  it("takes the server's file name, else the fallback", () => {
    const named = new Response('', {
      headers: {
        'Content-Disposition': 'attachment; filename="productos-mitienda-2026-11-27.csv"',
      },
    });
    expect(downloadName(named, 'productos.csv')).toBe('productos-mitienda-2026-11-27.csv');
    expect(downloadName(new Response(''), 'productos.csv')).toBe('productos.csv');
  });
});
