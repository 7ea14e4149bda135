// Sample previews for the stories: a Tiendanube file with a T-shirt in sizes and colours.
import type { CatalogImportPreview } from './types';

/** A CSV file as the merchant would choose it. */
export const csvFile = (name = 'productos-tiendanube.csv'): File =>
  new File(
    [
      '\uFEFFIdentificador de URL;Nombre;Nombre de propiedad 1;Valor de propiedad 1;Precio;Stock;SKU\r\n',
      'remera-basica;Remera Básica;Talle;S;1.500,50;10;RB-S\r\n',
    ],
    name,
    { type: 'text/csv' },
  );

/** A file that is not a CSV (an Excel workbook). */
export const xlsxFile = (): File =>
  new File(['PK'], 'productos.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

/** A clean file: every row is saved. */
export const cleanPreview: CatalogImportPreview = {
  format: 'tiendanube',
  toCreate: 22,
  toUpdate: 2,
  errorRows: 0,
  errors: [],
  warnings: [],
  totalProducts: 24,
  sample: [
    {
      line: 2,
      name: 'Remera Básica',
      variant: 'S / Rojo',
      price: '1500.50',
      stock: 10,
      sku: 'RB-S-R',
      action: 'create',
    },
    {
      line: 2,
      name: 'Remera Básica',
      variant: 'M / Rojo',
      price: '1500.50',
      stock: 'unlimited',
      sku: 'RB-M-R',
      action: 'create',
    },
    {
      line: 2,
      name: 'Remera Básica',
      variant: 'M / Azul',
      price: '1500.50',
      stock: 4,
      sku: 'RB-M-A',
      action: 'create',
    },
    {
      line: 5,
      name: 'Taza de cerámica',
      variant: null,
      price: '8900',
      stock: 25,
      sku: 'TAZA-01',
      action: 'update',
    },
    {
      line: 6,
      name: 'Jabón artesanal de lavanda',
      variant: null,
      price: '2300',
      stock: 0,
      sku: null,
      action: 'create',
    },
  ],
  ignoredImages: [],
};

/** A file from Excel on Windows with refused rows, an ambiguous price and pictures by URL. */
export const previewWithErrors: CatalogImportPreview = {
  ...cleanPreview,
  windows1252: true,
  columns: { recognized: 9, ignored: ['Peso (kg)', 'Código de barras', 'MPN'] },
  // Two more rows than listed: the list is capped, the errors file has them all.
  errorRows: 5,
  errors: [
    { line: 7, column: 'Precio', reason: 'Precio inválido: "abc" no es un número.' },
    {
      line: 8,
      column: 'Precio',
      reason: 'El precio 1.234.567,891 tiene más de 2 decimales.',
    },
    { line: 9, column: null, reason: 'Falta el nombre del producto.' },
  ],
  warnings: [
    {
      line: 5,
      column: 'Precio',
      message: 'Interpretamos 1.500 como mil quinientos. Revisa que sea el precio correcto.',
    },
  ],
  ignoredImages: [
    { line: 2, url: 'https://acdn.mitiendanube.com/stores/001/remera-basica-roja.jpg' },
    { line: 5, url: 'https://acdn.mitiendanube.com/stores/001/taza-ceramica.jpg' },
  ],
};

/** A file that would leave the store above its plan's 100 products. */
export const previewOverLimit: CatalogImportPreview = {
  ...cleanPreview,
  toCreate: 40,
  toUpdate: 0,
  totalProducts: 40,
  limit: { limit: 100, total: 130 },
};
