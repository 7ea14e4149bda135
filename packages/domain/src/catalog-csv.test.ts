import { describe, expect, it } from 'vitest';
import {
  catalogCsvDialect,
  formatCsvNumber,
  guardFormula,
  headerKey,
  htmlToText,
  OUR_HEADERS,
  readCatalogHeader,
  readCatalogRows,
  readDecimal,
  readInteger,
  readYesNo,
  TIENDANUBE_HEADERS,
  unguardFormula,
  type CatalogColumns,
  type CatalogRecord,
} from './catalog-csv';
import * as domain from './index';

/** Rows of a file as csv-parse gives them: cells split, lines from 2. */
function records(rows: string[][]): CatalogRecord[] {
  return rows.map((cells, i) => ({ line: i + 2, cells }));
}

function columns(headers: string[]): CatalogColumns {
  const read = readCatalogHeader(headers);
  if (typeof read === 'string') throw new Error(read);
  return read;
}

describe('readDecimal (the research vectors, commerce.md §2)', () => {
  it.each([
    ['1.500,50', 2, '1500.50'],
    ['1,500.50', 2, '1500.50'],
    ['10,000.00', 2, '10000.00'],
    ['1500', 2, '1500.00'],
    ['1,5', 2, '1.50'],
    ['1.5', 2, '1.50'],
    ['$ 1.234.567', 2, '1234567.00'],
    ['R$ 12,90', 2, '12.90'],
    ['S/ 12.90', 2, '12.90'],
    ['1\u00A0500,50', 2, '1500.50'],
    ['12990', 0, '12990.00'],
    ['1500.00', 0, '1500.00'],
    ['0,5', 2, '0.50'],
    ['0.500', 2, '0.50'],
  ] as const)('%s (%i decimals) → %s', (text, decimals, value) => {
    const reading = readDecimal(text, decimals);
    expect(reading).toEqual({ ok: true, value });
  });

  it('reads an ambiguous 1.500 as thousands, with a warning', () => {
    const reading = readDecimal('1.500', 2);
    expect(reading).toMatchObject({ ok: true, value: '1500.00' });
    expect(reading.ok && reading.warning).toBe(
      'Interpretamos 1.500 como 1500 (el separador marca los miles)',
    );
  });

  it('reads 12.990 in CLP as 12990, with the same warning', () => {
    const reading = readDecimal('12.990', 0);
    expect(reading).toMatchObject({ ok: true, value: '12990.00' });
    expect(reading.ok && reading.warning).toMatch(/^Interpretamos 12.990 como 12990/);
  });

  it.each([
    ['1.234.567,891', 'Tiene más de 2 decimales'],
    ['abc', '«abc» no es un número'],
    ['-5', 'No puede ser negativo'],
    ['1,2,3', '«1,2,3» no es un número'],
    ['1.23.4', '«1.23.4» no es un número'],
    ['12345678901', 'Es demasiado grande'],
    ['', '«» no es un número'],
  ])('refuses %s', (text, reason) => {
    expect(readDecimal(text, 2)).toEqual({ ok: false, reason });
  });

  it('refuses decimals in a currency without them', () => {
    expect(readDecimal('1,5', 0)).toEqual({
      ok: false,
      reason: 'La moneda de tu tienda no usa decimales',
    });
  });
});

describe('readInteger', () => {
  it('reads counts, Excel decimals of zero and thousands', () => {
    expect(readInteger('10')).toEqual({ ok: true, value: 10 });
    expect(readInteger('10,00')).toEqual({ ok: true, value: 10 });
    expect(readInteger('1.000')).toMatchObject({ ok: true, value: 1000 });
  });
  it('refuses fractions and negatives', () => {
    expect(readInteger('10,5')).toEqual({ ok: false, reason: 'Debe ser un número entero' });
    expect(readInteger('-5')).toEqual({ ok: false, reason: 'No puede ser negativo' });
  });
});

describe('readYesNo', () => {
  it.each(['SI', 'Sí', 'si', 'SIM', 'TRUE', '1', 'Yes'])('%s → true', (text) => {
    expect(readYesNo(text)).toEqual({ ok: true, value: true });
  });
  it.each(['NO', 'No', 'NÃO', 'FALSE', '0'])('%s → false', (text) => {
    expect(readYesNo(text)).toEqual({ ok: true, value: false });
  });
  it('refuses anything else', () => {
    expect(readYesNo('quizás')).toEqual({ ok: false, reason: '«quizás» no es SI ni NO' });
  });
});

describe('formula guard (text cells only)', () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ['+54 11', `'+54 11`],
    ['-5', `'-5`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    [' =1', `' =1`],
    ['\u00A0=1', `'\u00A0=1`],
    ['Remera', 'Remera'],
    ['Remera -20%', 'Remera -20%'],
  ])('%j → %j, and back', (text, guarded) => {
    expect(guardFormula(text)).toBe(guarded);
    expect(unguardFormula(guardFormula(text))).toBe(text);
  });
  it('keeps a merchant’s own apostrophe', () => {
    expect(unguardFormula("'Clásica'")).toBe("'Clásica'");
  });
});

describe('export dialect by country', () => {
  it.each(['AR', 'CO', 'CL', 'BR', 'ES', 'UY'])('%s: `;` and decimal comma', (country) => {
    expect(catalogCsvDialect(country)).toMatchObject({ separator: ';', decimal: ',' });
  });
  it.each(['MX', 'PE', 'US'])('%s: `,` and decimal point', (country) => {
    expect(catalogCsvDialect(country)).toMatchObject({ separator: ',', decimal: '.' });
  });
  it('writes numbers without thousands, with the currency’s decimals', () => {
    expect(formatCsvNumber('1500.50', catalogCsvDialect('AR'))).toBe('1500,50');
    expect(formatCsvNumber('1500.50', catalogCsvDialect('MX'))).toBe('1500.50');
    expect(formatCsvNumber('12990.00', catalogCsvDialect('CL'))).toBe('12990');
    expect(formatCsvNumber(-5, catalogCsvDialect('AR'))).toBe('-5');
    expect(formatCsvNumber(null, catalogCsvDialect('AR'))).toBe('');
  });
  it('a number written reads back the same', () => {
    for (const country of ['AR', 'MX', 'CL']) {
      const dialect = catalogCsvDialect(country);
      const values = dialect.decimals === 0 ? ['0.00', '1500.00'] : ['0.00', '1.50', '1500.50'];
      for (const value of [...values, '1234567.00']) {
        const written = formatCsvNumber(value, dialect);
        const back = readDecimal(written, dialect.decimals);
        expect(back.ok && back.value).toBe(value);
      }
    }
  });
});

describe('readCatalogHeader', () => {
  it('tells our export from Tiendanube’s and Shopify’s', () => {
    expect(columns([...OUR_HEADERS]).format).toBe('ours');
    expect(columns([...TIENDANUBE_HEADERS]).format).toBe('tiendanube');
    expect(
      columns(['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Variant Price']).format,
    ).toBe('shopify');
    expect(columns(['URL handle', 'Title', 'Price', 'Inventory quantity']).format).toBe('shopify');
    expect(columns(['Nome', 'Identificador URL', 'Preço', 'Estoque']).format).toBe('tiendanube');
  });
  it('reads a plain Spanish or English price list as ours', () => {
    expect(columns(['Nombre', 'Precio', 'Stock'])).toMatchObject({
      format: 'ours',
      index: { name: 0, price: 1, stock: 2 },
    });
    expect(columns(['NAME', ' price ', 'Quantity'])).toMatchObject({ format: 'ours' });
  });
  it('matches headers with a BOM, any case, accents or spacing', () => {
    expect(headerKey('\uFEFFIdentificador de URL')).toBe('identificador de url');
    const read = columns([
      '\uFEFFIdentificador de URL',
      'CATEGORIAS',
      ' Descripción ',
      'Peso (kg)',
    ]);
    expect(read.index).toMatchObject({ handle: 0, category: 1, description: 2 });
    expect(read.recognized).toEqual(['Identificador de URL', 'CATEGORIAS', 'Descripción']);
    expect(read.ignored).toEqual(['Peso (kg)']);
  });
  it('refuses a file whose headers say nothing we read', () => {
    expect(readCatalogHeader(['foo', 'bar'])).toMatch(/^No reconocemos las columnas/);
    expect(readCatalogHeader(['Precio', 'Stock'])).toMatch(/^Falta la columna Nombre/);
  });
});

describe('readCatalogRows', () => {
  it('vector 1: one product, two variants, blank stock not managed, prices read', () => {
    const cols = columns([
      'Identificador de URL',
      'Nombre',
      'Categorías',
      'Nombre de propiedad 1',
      'Valor de propiedad 1',
      'Precio',
      'Stock',
      'SKU',
    ]);
    const read = readCatalogRows(
      cols,
      records([
        [
          'remera-basica',
          'Remera Básica',
          'Ropa > Remeras',
          'Talle',
          'S',
          '1.500,50',
          '10',
          'RB-S',
        ],
        ['remera-basica', '', '', 'Talle', 'M', '1.500,50', '', 'RB-M'],
      ]),
      { decimals: 2 },
    );
    expect(read.errors).toEqual([]);
    expect(read.products).toHaveLength(1);
    const [product] = read.products;
    expect(product).toMatchObject({
      handle: 'remera-basica',
      name: 'Remera Básica',
      category: 'Remeras',
      price: '1500.50',
      options: [{ name: 'Talle', values: ['S', 'M'] }],
    });
    expect(product?.variants).toEqual([
      { line: 2, values: ['S'], price: '1500.50', quantity: 10, sku: 'RB-S', available: undefined },
      {
        line: 3,
        values: ['M'],
        price: '1500.50',
        quantity: null,
        sku: 'RB-M',
        available: undefined,
      },
    ]);
  });

  it('vector 3: Tiendanube’s fragment, blank-handle continuation, hidden product', () => {
    const row = (cells: Record<number, string>) =>
      TIENDANUBE_HEADERS.map((_, i) => cells[i + 1] ?? '');
    const read = readCatalogRows(
      columns([...TIENDANUBE_HEADERS]),
      records([
        row({
          1: 'taza-alta',
          2: 'Taza alta',
          3: 'VAJILLA > Tazas',
          4: 'Modelo',
          5: 'Bicolor',
          10: '10,000.00',
          16: '2',
          19: 'SI',
          21: '<p>Taza de cer&aacute;mica</p>',
          31: 'Visible',
        }),
        row({ 4: 'Modelo', 5: 'Escamas', 10: '10,000.00', 16: '3' }),
        row({
          1: 'workshop-sena',
          2: 'Workshop seña',
          10: '27,500.00',
          19: 'NO',
          26: 'NO',
          31: 'Oculto',
        }),
      ]),
      { decimals: 2 },
    );
    expect(read.errors).toEqual([]);
    expect(read.products.map((p) => p.handle)).toEqual(['taza-alta', 'workshop-sena']);
    const [taza, workshop] = read.products;
    expect(taza).toMatchObject({
      category: 'Tazas',
      description: 'Taza de cerámica',
      price: '10000.00',
      status: 'published',
      options: [{ name: 'Modelo', values: ['Bicolor', 'Escamas'] }],
    });
    expect(taza?.variants.map((v) => [v.values[0], v.quantity])).toEqual([
      ['Bicolor', 2],
      ['Escamas', 3],
    ]);
    expect(workshop).toMatchObject({ status: 'hidden', type: 'digital-file', price: '27500.00' });
  });

  it('vector 6: Shopify rows sharing a handle are one product, Default Title is no option', () => {
    const cols = columns([
      'Handle',
      'Title',
      'Body (HTML)',
      'Option1 Name',
      'Option1 Value',
      'Variant SKU',
      'Variant Price',
      'Variant Inventory Qty',
      'Image Src',
    ]);
    const read = readCatalogRows(
      cols,
      records([
        ['gorra', 'Gorra', '<b>Linda</b>', 'Color', 'Rojo', 'G-R', '12.50', '4', 'https://x/a.jpg'],
        ['gorra', '', '', '', 'Azul', 'G-A', '12.50', '5', ''],
        ['gorra', '', '', '', '', '', '', '', 'https://x/b.jpg'],
        ['taza', 'Taza', '', 'Title', 'Default Title', 'T-1', '3.00', '', ''],
      ]),
      { decimals: 2 },
    );
    expect(read.errors).toEqual([]);
    expect(read.products).toHaveLength(2);
    expect(read.products[0]).toMatchObject({
      name: 'Gorra',
      description: 'Linda',
      options: [{ name: 'Color', values: ['Rojo', 'Azul'] }],
      images: ['https://x/a.jpg', 'https://x/b.jpg'],
    });
    expect(read.products[0]?.variants.map((v) => v.sku)).toEqual(['G-R', 'G-A']);
    expect(read.products[1]).toMatchObject({ options: [], price: '3.00' });
    expect(read.images).toEqual([
      { line: 2, url: 'https://x/a.jpg' },
      { line: 4, url: 'https://x/b.jpg' },
    ]);
  });

  it('reports each bad cell with its line and column, and marks the product', () => {
    const read = readCatalogRows(
      columns(['Nombre', 'Precio', 'Stock', 'Mostrar en tienda']),
      records([
        ['Taza', '1.234.567,891', '2', 'SI'],
        ['Plato', '100', 'muchos', 'tal vez'],
        ['Vaso', '1.500', '', ''],
      ]),
      { decimals: 2 },
    );
    expect(read.errors).toEqual([
      { line: 2, column: 'Precio', value: '1.234.567,891', reason: 'Tiene más de 2 decimales' },
      {
        line: 3,
        column: 'Mostrar en tienda',
        value: 'tal vez',
        reason: '«tal vez» no es SI ni NO',
      },
      { line: 3, column: 'Stock', value: 'muchos', reason: '«muchos» no es un número' },
    ]);
    expect(read.warnings).toEqual([
      {
        line: 4,
        column: 'Precio',
        value: '1.500',
        reason: 'Interpretamos 1.500 como 1500 (el separador marca los miles)',
      },
    ]);
    expect(read.products.map((p) => p.failed)).toEqual([true, true, false]);
    expect(read.products[2]?.variants[0]?.quantity).toBeNull();
  });

  it('refuses a handle repeated away from its product', () => {
    const read = readCatalogRows(
      columns(['Identificador de URL', 'Nombre']),
      records([
        ['a', 'A'],
        ['b', 'B'],
        ['a', 'A otra vez'],
      ]),
      { decimals: 2 },
    );
    expect(read.errors).toEqual([
      {
        line: 4,
        column: 'Identificador de URL',
        value: 'a',
        reason:
          'Este Identificador de URL ya está en la línea 2: las filas de un producto van juntas',
      },
    ]);
  });

  it('takes text cells our export guarded back as they were', () => {
    const read = readCatalogRows(
      columns([...OUR_HEADERS]),
      records([
        OUR_HEADERS.map((h) =>
          h === 'Nombre' ? `'=HYPERLINK("x")` : h === 'Identificador de URL' ? 'x' : '',
        ),
      ]),
      { decimals: 2 },
    );
    expect(read.products[0]?.name).toBe('=HYPERLINK("x")');
  });
});

describe('htmlToText', () => {
  it('drops tags and decodes entities', () => {
    expect(htmlToText('<p>Taza</p><p>de cer&aacute;mica &amp; vidrio&#33;</p>')).toBe(
      'Taza\nde cerámica & vidrio!',
    );
    expect(htmlToText('sin html')).toBe('sin html');
  });
});

it('is exported from the package entry', () => {
  expect(domain.readCatalogRows).toBe(readCatalogRows);
  expect(domain.readDecimal).toBe(readDecimal);
});
