// Reading an uploaded catalogue CSV (issue 24, routes/products/catalog/read.ts), one function at a time:
// the encoding sniffed (UTF-8 with or without BOM, else Windows-1252), spreadsheets and UTF-16 refused,
// the separator of the header row (quoted separators not counted), rows with the line they start on.
import { describe, expect, it } from 'vitest';
import {
  decodeCatalog,
  readCatalogFile,
  sniffSeparator,
} from '../src/routes/products/catalog/read.js';

describe('decodeCatalog', () => {
  it('strips a UTF-8 BOM', () => {
    const read = decodeCatalog(Buffer.from('\uFEFFCategorías;Precio', 'utf8'));
    expect(read).toEqual({ text: 'Categorías;Precio', encoding: 'utf-8', bom: true });
  });
  it('reads UTF-8 without BOM', () => {
    expect(decodeCatalog(Buffer.from('Categorías;Precio'))).toMatchObject({
      text: 'Categorías;Precio',
      encoding: 'utf-8',
      bom: false,
    });
  });
  it('falls back to Windows-1252 when the bytes are not UTF-8 (a file saved by Excel)', () => {
    const bytes = Buffer.from([
      0x43, 0x61, 0x74, 0x65, 0x67, 0x6f, 0x72, 0xed, 0x61, 0x73, 0x3b, 0x80,
    ]);
    expect(decodeCatalog(bytes)).toEqual({
      text: 'Categorías;€',
      encoding: 'windows-1252',
      bom: false,
    });
  });
  it.each([
    ['an .xlsx', [0x50, 0x4b, 0x03, 0x04, 0x14]],
    ['an .xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1]],
    ['UTF-16', [0xff, 0xfe, 0x41, 0x00]],
    ['binary', [0x41, 0x00, 0x42]],
  ])('refuses %s with a Spanish 400', (_name, bytes) => {
    expect(() => decodeCatalog(Buffer.from(bytes))).toThrow(/^Invalid request: /);
  });
});

describe('sniffSeparator', () => {
  it.each([
    ['Nombre;Precio;Stock\n1,5;2;3', ';'],
    ['Handle,Title,Price\na;b;c', ','],
    ['Nombre\tPrecio\n', '\t'],
    ['"Nombre; con punto y coma",Precio,Stock', ','],
  ])('%j → %j', (text, separator) => {
    expect(sniffSeparator(text)).toBe(separator);
  });
  it('refuses a header of one column', () => {
    expect(() => sniffSeparator('Nombre\nTaza')).toThrow(/una sola columna/);
  });
});

describe('readCatalogFile', () => {
  it('gives each row the line it starts on, through quoted line breaks and blank rows', async () => {
    const file = await readCatalogFile(
      Buffer.from('Nombre;Descripción\r\nTaza;"uno\r\ndos"\r\n\r\nPlato;"a;b ""c"""\r\n'),
    );
    expect(file.header).toEqual(['Nombre', 'Descripción']);
    expect(file.records).toEqual([
      { line: 2, cells: ['Taza', 'uno\r\ndos'] },
      { line: 5, cells: ['Plato', 'a;b "c"'] },
    ]);
  });
  it('answers an unclosed quote with its line', async () => {
    await expect(readCatalogFile(Buffer.from('Nombre;Precio\nTaza;1\n"Plato;2\n'))).rejects.toThrow(
      /no es un CSV válido cerca de la línea/,
    );
  });
});
