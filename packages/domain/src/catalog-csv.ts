// The catalogue's CSV files (issue 24): the columns of our format and of Tiendanube's and Shopify's, how
// a file's headers are recognised, how numbers, yes/no cells and text cells are read, how a file's rows
// become products with variants, and how cells are written for Spanish or English Excel. Pure: the server
// parses the file (csv-parse) and decodes it; the panel may show the same rules.
import { moneyFormatOf } from './money';
import { PRODUCT_STATUSES, type ProductStatus } from './product';
import type { ProductOption } from './variants';

/** Largest file an import takes. */
export const CATALOG_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Most data rows an import takes. */
export const CATALOG_CSV_MAX_ROWS = 10_000;

/** What the panel says of a file read as Windows-1252 (`encoding` of the preview; the research's wording). */
export const CATALOG_WINDOWS_NOTICE = 'Archivo en formato Windows (ANSI): lo convertimos a UTF-8';

/** Formats an import tells apart. */
export type CatalogFormat = 'ours' | 'tiendanube' | 'shopify';

/** Tiendanube's product CSV: its 31 Spanish headers, in its order. */
export const TIENDANUBE_HEADERS = [
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
] as const;

/** Our columns after Tiendanube's: what Panel keeps that Tiendanube's file has no column for. */
export const OUR_EXTRA_HEADERS = [
  'Precio mayorista',
  'Mínimo mayorista',
  'Precio dinámico',
  'Disponible',
  'Imágenes',
] as const;

/** Our format: Tiendanube's 31 columns, then ours. */
export const OUR_HEADERS = [...TIENDANUBE_HEADERS, ...OUR_EXTRA_HEADERS] as const;

/** What Panel reads from a column. */
export type CatalogField =
  | 'handle'
  | 'name'
  | 'category'
  | 'option1Name'
  | 'option1Value'
  | 'option2Name'
  | 'option2Value'
  | 'option3Name'
  | 'option3Value'
  | 'price'
  | 'stock'
  | 'sku'
  | 'show'
  | 'visibility'
  | 'published'
  | 'shopifyStatus'
  | 'description'
  | 'cost'
  | 'physical'
  | 'wholesalePrice'
  | 'wholesaleMinQuantity'
  | 'dynamicPrice'
  | 'available'
  | 'images'
  | 'variantImage';

/**
 * A header as compared: BOM, surrounding spaces and case aside, accents removed, inner spaces as one
 * ('\uFEFF Categorías ' → 'categorias').
 */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every header Panel reads, by its key: Tiendanube (ES), Nuvemshop (PT), Shopify (old and new), ours, plain Spanish and English. */
const ALIASES: Readonly<Record<CatalogField, readonly string[]>> = {
  handle: ['identificador de url', 'identificador url', 'handle', 'url handle', 'slug'],
  name: ['nombre', 'nome', 'title', 'titulo', 'name', 'producto', 'product', 'nombre del producto'],
  category: ['categorias', 'categoria', 'category', 'categories', 'type'],
  option1Name: ['nombre de propiedad 1', 'nome da variacao 1', 'option1 name'],
  option1Value: ['valor de propiedad 1', 'valor da variacao 1', 'option1 value'],
  option2Name: ['nombre de propiedad 2', 'nome da variacao 2', 'option2 name'],
  option2Value: ['valor de propiedad 2', 'valor da variacao 2', 'option2 value'],
  option3Name: ['nombre de propiedad 3', 'nome da variacao 3', 'option3 name'],
  option3Value: ['valor de propiedad 3', 'valor da variacao 3', 'option3 value'],
  price: ['precio', 'preco', 'price', 'variant price', 'precio de venta'],
  stock: [
    'stock',
    'estoque',
    'cantidad',
    'quantity',
    'inventory quantity',
    'variant inventory qty',
    'inventario',
  ],
  sku: ['sku', 'variant sku', 'codigo', 'codigo sku'],
  show: ['mostrar en tienda', 'exibir na loja'],
  visibility: ['visibilidad', 'visibilidade'],
  published: ['published', 'published on online store'],
  shopifyStatus: ['status', 'estado'],
  description: ['descripcion', 'descricao', 'description', 'body (html)', 'body html'],
  cost: ['costo', 'custo', 'cost per item', 'cost'],
  physical: ['producto fisico', 'produto fisico'],
  wholesalePrice: ['precio mayorista', 'wholesale price'],
  wholesaleMinQuantity: ['minimo mayorista', 'cantidad minima mayorista', 'wholesale minimum'],
  dynamicPrice: ['precio dinamico', 'dynamic price'],
  available: ['disponible', 'available'],
  images: ['imagenes', 'imagen', 'images', 'image src', 'product image url', 'url de imagen'],
  variantImage: ['variant image', 'variant image url'],
};

const FIELD_OF: ReadonlyMap<string, CatalogField> = new Map(
  (Object.entries(ALIASES) as [CatalogField, readonly string[]][]).flatMap(([field, keys]) =>
    keys.map((key) => [key, field] as const),
  ),
);

/** Headers only our export has. */
const OURS_ONLY = new Set(OUR_EXTRA_HEADERS.map(headerKey));
/** Headers only Shopify's file has. */
const SHOPIFY_ONLY = new Set([
  'handle',
  'url handle',
  'title',
  'option1 name',
  'option1 value',
  'variant price',
  'variant sku',
  'body (html)',
  'image src',
  'product image url',
  'variant inventory qty',
  'inventory quantity',
  'published',
]);
/** Headers of Tiendanube's (and Nuvemshop's) file. */
const TIENDANUBE_ONLY = new Set([
  'identificador de url',
  'identificador url',
  'nombre de propiedad 1',
  'nome da variacao 1',
  'mostrar en tienda',
  'exibir na loja',
  'visibilidad',
  'visibilidade',
]);

/** The columns of a file, read from its header row. */
export interface CatalogColumns {
  format: CatalogFormat;
  /** The column index of each field the file has (the first column when a header repeats). */
  index: Partial<Record<CatalogField, number>>;
  /** The header of each field's column, as written. */
  header: Partial<Record<CatalogField, string>>;
  /** Headers Panel reads, as written. */
  recognized: string[];
  /** Headers Panel does not read (weights, barcodes, SEO…), as written. */
  ignored: string[];
}

/** Why a header row cannot be imported (Spanish). */
export const CATALOG_HEADER_MESSAGES = {
  unknown:
    'No reconocemos las columnas del archivo: la primera fila debe tener los títulos (por ejemplo Nombre, Precio, Stock).',
  noName:
    'Falta la columna Nombre (o Identificador de URL o SKU): no podemos saber a qué producto va cada fila.',
} as const;

/**
 * Reads the header row: which field each column is, and which format the file is in (ours when it has a
 * column only we export, else Shopify's or Tiendanube's by their own headers; a plain price list with
 * Spanish or English titles is read as ours). A string: the Spanish reason it cannot be imported.
 */
export function readCatalogHeader(headers: readonly string[]): CatalogColumns | string {
  const keys = headers.map(headerKey);
  const index: Partial<Record<CatalogField, number>> = {};
  const header: Partial<Record<CatalogField, string>> = {};
  const recognized: string[] = [];
  const ignored: string[] = [];
  keys.forEach((key, i) => {
    const field = FIELD_OF.get(key);
    const written = (headers[i] ?? '').replace(/^\uFEFF/, '').trim();
    if (field && index[field] === undefined) {
      index[field] = i;
      header[field] = written;
      recognized.push(written);
    } else if (written !== '') {
      ignored.push(written);
    }
  });
  if (recognized.length === 0) return CATALOG_HEADER_MESSAGES.unknown;
  if (index.name === undefined && index.handle === undefined && index.sku === undefined) {
    return CATALOG_HEADER_MESSAGES.noName;
  }
  const format: CatalogFormat = keys.some((k) => OURS_ONLY.has(k))
    ? 'ours'
    : keys.some((k) => SHOPIFY_ONLY.has(k))
      ? 'shopify'
      : keys.some((k) => TIENDANUBE_ONLY.has(k))
        ? 'tiendanube'
        : 'ours';
  return { format, index, header, recognized, ignored };
}

// ---------------------------------------------------------------------------------------------------
// Cells

/** A cell read: its value, or the Spanish reason it is refused; `warning` when the reading is a guess. */
export type CellReading<T> =
  { ok: true; value: T; warning?: string } | { ok: false; reason: string };

/** The reasons a number cell is refused or doubted (Spanish). */
export const CATALOG_NUMBER_MESSAGES = {
  invalid: (text: string) => `«${text}» no es un número`,
  negative: 'No puede ser negativo',
  decimals: (decimals: number) =>
    decimals === 0
      ? 'La moneda de tu tienda no usa decimales'
      : `Tiene más de ${decimals} decimales`,
  tooLarge: 'Es demasiado grande',
  ambiguous: (text: string, value: string) =>
    `Interpretamos ${text} como ${value} (el separador marca los miles)`,
  integer: 'Debe ser un número entero',
} as const;

/** Symbols and spaces a price may be written with: `$`, `R$`, `S/`, `€`, `US$`, spaces, NBSP. */
const MONEY_NOISE = /(?:US\$|R\$|S\/|Bs\.?|\$|€|₲|₡|\s|\u00A0|\u202F)/gu;
/** Groups of three after a first of one to three digits: '1.234.567'. */
const grouped = (text: string, sep: string) => new RegExp(`^\\d{1,3}(\\${sep}\\d{3})+$`).test(text);

/** Largest integer part of a `numeric(12, 2)` column. */
const INTEGER_DIGITS_MAX = 10;

/**
 * A decimal number as written in a Spanish or English spreadsheet, to a plain decimal string with
 * `decimals` places ('1.500,50' → '1500.50'). When both `.` and `,` occur, the last is the decimal
 * separator; when one occurs once with exactly three digits after it, it is read as thousands with a
 * warning ('1.500' → '1500.00'; prices never have three decimals); several with groups of three are
 * thousands ('1.234.567'); otherwise it is the decimal separator. More decimals than `decimals` (other
 * than zeros) is refused ('1.234.567,891'), and so is a negative number.
 */
export function readDecimal(raw: string, decimals: 0 | 2 = 2): CellReading<string> {
  const text = raw.trim();
  const compact = text.replace(MONEY_NOISE, '');
  if (compact.startsWith('-')) return { ok: false, reason: CATALOG_NUMBER_MESSAGES.negative };
  if (!/^[0-9.,]+$/.test(compact) || !/[0-9]/.test(compact)) {
    return { ok: false, reason: CATALOG_NUMBER_MESSAGES.invalid(text) };
  }
  const invalid = { ok: false as const, reason: CATALOG_NUMBER_MESSAGES.invalid(text) };
  let integer: string;
  let fraction = '';
  let warning: string | undefined;
  const lastDot = compact.lastIndexOf('.');
  const lastComma = compact.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    const decimalSep = lastDot > lastComma ? '.' : ',';
    const groupSep = decimalSep === '.' ? ',' : '.';
    const at = compact.lastIndexOf(decimalSep);
    const whole = compact.slice(0, at);
    fraction = compact.slice(at + 1);
    if (whole.includes(decimalSep) || !grouped(whole, groupSep) || fraction === '') return invalid;
    integer = whole.split(groupSep).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = compact.split(sep);
    if (parts.length > 2) {
      if (!grouped(compact, sep)) return invalid;
      integer = parts.join('');
    } else {
      const [whole = '', after = ''] = parts;
      if (whole === '' || after === '') return invalid;
      if (after.length === 3 && whole.length <= 3 && whole !== '0') {
        integer = whole + after;
        warning = CATALOG_NUMBER_MESSAGES.ambiguous(text, String(Number(integer)));
      } else {
        integer = whole;
        fraction = after;
      }
    }
  } else {
    integer = compact;
  }
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) {
    return { ok: false, reason: CATALOG_NUMBER_MESSAGES.decimals(decimals) };
  }
  const units = integer.replace(/^0+(?=\d)/, '');
  if (units.length > INTEGER_DIGITS_MAX)
    return { ok: false, reason: CATALOG_NUMBER_MESSAGES.tooLarge };
  const cents = significant.padEnd(2, '0').slice(0, 2);
  const value = `${units}.${cents}`;
  return warning ? { ok: true, value, warning } : { ok: true, value };
}

/** Largest stock count. */
const QUANTITY_MAX = 1_000_000_000;

/**
 * A whole count (stock, a minimum): '10', '1.000' (thousands, with the same warning as prices), '10,00'
 * (Excel's decimals, when zero). Refused: negative, fractional, not a number.
 */
export function readInteger(raw: string): CellReading<number> {
  const reading = readDecimal(raw, 2);
  if (!reading.ok) return reading;
  const [units = '0', cents = '00'] = reading.value.split('.');
  if (cents !== '00') return { ok: false, reason: CATALOG_NUMBER_MESSAGES.integer };
  const value = Number(units);
  if (value > QUANTITY_MAX) return { ok: false, reason: CATALOG_NUMBER_MESSAGES.tooLarge };
  return reading.warning ? { ok: true, value, warning: reading.warning } : { ok: true, value };
}

const YES = new Set(['si', 'sim', 'yes', 'true', '1', 'verdadero', 'x']);
const NO = new Set(['no', 'nao', 'false', '0', 'falso']);

/** 'SI', 'Sí', 'SIM', 'TRUE', '1' (any case) → true; 'NO', 'NÃO', 'FALSE', '0' → false; else refused. */
export function readYesNo(raw: string): CellReading<boolean> {
  const key = headerKey(raw);
  if (YES.has(key)) return { ok: true, value: true };
  if (NO.has(key)) return { ok: true, value: false };
  return { ok: false, reason: `«${raw.trim()}» no es SI ni NO` };
}

/** Characters that make a spreadsheet read a cell as a formula (OWASP): `=`, `+`, `-`, `@`, TAB, CR. */
const FORMULA_START = /^[\s\u00A0]*[=+\-@\t\r]/;

/**
 * A text cell made safe for a spreadsheet: one that would start a formula (after any leading spaces or
 * NBSP) gets a `'` in front ('=HYPERLINK("x")' → "'=HYPERLINK(\"x\")"). Only for text columns: numbers
 * are written as numbers ('-5' stays '-5').
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The inverse of {@link guardFormula} on import: our own `'` before a formula character is dropped. */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

// ---------------------------------------------------------------------------------------------------
// Export

/** How a store's file is written for its country's Excel. */
export interface CatalogCsvDialect {
  /** `;` where Excel's decimal separator is a comma (AR, BR, CL, CO, ES…), `,` elsewhere (MX, PE, US…). */
  separator: ';' | ',';
  decimal: ',' | '.';
  /** Decimals of the store's currency (0 for CLP, COP, PYG). */
  decimals: 0 | 2;
}

/** The dialect for a store of `country`: from how the country writes money. */
export function catalogCsvDialect(country: string | null | undefined): CatalogCsvDialect {
  const money = moneyFormatOf(country);
  return money.group === '.'
    ? { separator: ';', decimal: ',', decimals: money.decimals }
    : { separator: ',', decimal: '.', decimals: money.decimals };
}

/**
 * A stored decimal ('1500.50', '12990.00') as the dialect writes it: no thousands separator, the
 * currency's decimals ('1500,50'; CLP '12990'; a fraction a 0-decimal currency still has is kept, and an
 * import refuses it). A count (a number) is written as it is.
 */
export function formatCsvNumber(value: string | number | null, dialect: CatalogCsvDialect): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value;
  const [units = '0', fraction = ''] = text.split('.');
  const digits = dialect.decimals === 0 ? fraction.replace(/0+$/, '') : fraction.padEnd(2, '0');
  return digits === '' ? units : `${units}${dialect.decimal}${digits}`;
}

/** The UTF-8 byte order mark every export starts with (Excel reads UTF-8 only with it). */
export const UTF8_BOM = '\uFEFF';

/** A product status as the file's 'Visibilidad' writes it (ours: 'Borrador' too; Tiendanube: no drafts). */
export function visibilityText(status: ProductStatus, format: 'ours' | 'tiendanube'): string {
  if (status === 'published') return 'Visible';
  if (status === 'draft' && format === 'ours') return 'Borrador';
  return 'Oculto';
}

/** The status a 'Visibilidad' cell means; null when it is none of them. */
export function readVisibility(raw: string): ProductStatus | null {
  const key = headerKey(raw);
  if (key === 'visible' || key === 'publicado' || key === 'published' || key === 'active')
    return 'published';
  if (key === 'oculto' || key === 'no listado' || key === 'hidden' || key === 'archived')
    return 'hidden';
  if (key === 'borrador' || key === 'draft') return 'draft';
  return (PRODUCT_STATUSES as readonly string[]).includes(key) ? (key as ProductStatus) : null;
}

/** Text of a description in Tiendanube's or Shopify's HTML: tags removed, paragraphs as lines, entities decoded. */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  return decodeEntities(
    html
      .replace(/<\s*br\s*\/?>/gi, '\n')
      .replace(/<\/\s*(p|div|li|h[1-6])\s*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
  atilde: 'ã',
  otilde: 'õ',
  acirc: 'â',
  ecirc: 'ê',
  ocirc: 'ô',
  agrave: 'à',
  iexcl: '¡',
  iquest: '¿',
  ordm: 'º',
  ordf: 'ª',
  deg: '°',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name] ?? whole;
  });
}

// ---------------------------------------------------------------------------------------------------
// Rows → products

/** A problem of a row: its line, the column's header as written (null: the row), the cell, a reason. */
export interface CatalogIssue {
  line: number;
  column: string | null;
  value: string | null;
  reason: string;
}

/** A data row of the file: its first line in the file (the header is line 1) and its cells. */
export interface CatalogRecord {
  line: number;
  cells: readonly string[];
}

/** A variant read from its row. `undefined`: the file has no column for it (an update keeps it). */
export interface CatalogVariantRow {
  line: number;
  values: string[];
  /** Null: blank (the product's price). */
  price: string | null | undefined;
  /** Null: blank stock (not managed). */
  quantity: number | null | undefined;
  sku: string | null | undefined;
  available: boolean | undefined;
}

/**
 * A product read from its rows. Every field is `undefined` when the file has no column for it (an update
 * leaves it as it is); `options` empty for a product without options (then `variants` has its one row).
 */
export interface CatalogProductRows {
  line: number;
  lines: number[];
  /** The URL handle as written (lower case), null when the file has none for it. */
  handle: string | null;
  name: string | undefined;
  description: string | undefined;
  /** Null: blank ('Sin categoría'). */
  category: string | null | undefined;
  status: ProductStatus | undefined;
  type: 'product' | 'digital-file' | undefined;
  /** The product's price: its first row's. */
  price: string | undefined;
  cost: string | null | undefined;
  wholesalePrice: string | null | undefined;
  wholesaleMinQuantity: number | null | undefined;
  dynamicPrice: boolean | undefined;
  options: ProductOption[];
  variants: CatalogVariantRow[];
  /** Picture URLs of its rows (never fetched). */
  images: string[];
  /** Some row of the product has an error. */
  failed: boolean;
}

/** What a file's rows say, before the store's products are looked at. */
export interface CatalogRowsReading {
  products: CatalogProductRows[];
  errors: CatalogIssue[];
  warnings: CatalogIssue[];
  /** Lines of rows with at least one error. */
  errorLines: Set<number>;
  images: { line: number; url: string }[];
}

/** Messages of the rows (Spanish). */
export const CATALOG_ROW_MESSAGES = {
  noProduct:
    'La fila no tiene Identificador de URL ni Nombre y no sigue a un producto: no sabemos a qué producto pertenece',
  optionNameMissing: (n: number) => `Falta el nombre de la propiedad ${n} de este valor`,
  tooManyOptions: 'Un producto tiene como máximo 3 propiedades',
  repeatedVariant:
    'Esta combinación de propiedades ya está en una fila anterior del producto: la unimos',
  simpleSkuIgnored:
    'El SKU de un producto sin variantes no se guarda (Panel guarda SKU por variante)',
  visibility: (text: string) => `«${text}» no es Visible, Oculto ni Borrador`,
  handleRepeated: (line: number) =>
    `Este Identificador de URL ya está en la línea ${line}: las filas de un producto van juntas`,
} as const;

/** Options for {@link readCatalogRows}. */
export interface CatalogRowsOptions {
  /** Decimals of the store's currency. */
  decimals: 0 | 2;
}

/** A handle as compared and stored: trimmed, lower case. */
export function handleKey(text: string): string {
  return text.trim().toLowerCase();
}

const OPTION_FIELDS = [
  ['option1Name', 'option1Value'],
  ['option2Name', 'option2Value'],
  ['option3Name', 'option3Value'],
] as const;

/** Shopify's value of a product without options. */
const DEFAULT_TITLE = 'default title';

/**
 * Reads the file's data rows into products with their variants. Rows of one product share a handle; a
 * row with a blank handle, or with its product's handle again, continues the product above (Tiendanube
 * leaves it blank, Shopify repeats it). Without a handle column each row with a name is a product. Option
 * names come from the product's first row. A blank stock cell is 'not managed'; a blank price, the
 * product's. Cell errors are collected with their line and column; the product is then marked `failed`.
 */
export function readCatalogRows(
  columns: CatalogColumns,
  records: readonly CatalogRecord[],
  options: CatalogRowsOptions,
): CatalogRowsReading {
  const { index, format } = columns;
  const written = (field: CatalogField) => columns.header[field] ?? null;
  const has = (field: CatalogField) => index[field] !== undefined;
  const html = format !== 'ours';

  const products: CatalogProductRows[] = [];
  const errors: CatalogIssue[] = [];
  const warnings: CatalogIssue[] = [];
  const errorLines = new Set<number>();
  const images: { line: number; url: string }[] = [];
  let current: CatalogProductRows | null = null;
  let currentKeys = new Set<string>();
  const seenHandles = new Map<string, number>();

  for (const record of records) {
    const { line, cells } = record;
    if (cells.every((cell) => cell.trim() === '')) continue;
    const cell = (field: CatalogField): string | undefined => {
      const at = index[field];
      return at === undefined ? undefined : (cells[at] ?? '');
    };
    const text = (field: CatalogField): string | undefined => {
      const value = cell(field);
      return value === undefined ? undefined : unguardFormula(value.trim());
    };
    let rowFailed = false;
    const fail = (field: CatalogField | null, value: string | null, reason: string) => {
      errors.push({ line, column: field ? written(field) : null, value, reason });
      errorLines.add(line);
      rowFailed = true;
    };
    const warn = (field: CatalogField | null, value: string | null, reason: string) =>
      warnings.push({ line, column: field ? written(field) : null, value, reason });

    const money = (field: CatalogField): string | null | undefined => {
      const raw = cell(field);
      if (raw === undefined) return undefined;
      if (raw.trim() === '') return null;
      const reading = readDecimal(raw, options.decimals);
      if (!reading.ok) {
        fail(field, raw, reading.reason);
        return undefined;
      }
      if (reading.warning) warn(field, raw, reading.warning);
      return reading.value;
    };
    const count = (field: CatalogField): number | null | undefined => {
      const raw = cell(field);
      if (raw === undefined) return undefined;
      if (raw.trim() === '') return null;
      const reading = readInteger(raw);
      if (!reading.ok) {
        fail(field, raw, reading.reason);
        return undefined;
      }
      if (reading.warning) warn(field, raw, reading.warning);
      return reading.value;
    };
    const yesNo = (field: CatalogField): boolean | undefined => {
      const raw = cell(field);
      if (raw === undefined || raw.trim() === '') return undefined;
      const reading = readYesNo(raw);
      if (!reading.ok) {
        fail(field, raw, reading.reason);
        return undefined;
      }
      return reading.value;
    };

    const handleText = text('handle');
    const nameText = text('name');
    const handle = handleText ? handleKey(handleText) : null;
    // Does this row continue the product above? A blank handle (Tiendanube) or the same handle again
    // (Shopify, some Tiendanube exports) does, unless the row names another product; without a handle
    // column, a row without a name does.
    const named = nameText !== undefined && nameText !== '' && nameText !== current?.name;
    const continues =
      current !== null &&
      (has('handle') ? handle === current.handle || (handle === null && !named) : !named);
    if (!continues && !handle && !nameText) {
      fail(null, null, CATALOG_ROW_MESSAGES.noProduct);
      continue;
    }
    if (!continues && handle !== null) {
      const before = seenHandles.get(handle);
      if (before !== undefined) {
        fail('handle', handleText ?? null, CATALOG_ROW_MESSAGES.handleRepeated(before));
        current = null;
        continue;
      }
      seenHandles.set(handle, line);
    }

    let product: CatalogProductRows;
    if (continues && current) {
      product = current;
      product.lines.push(line);
    } else {
      const visibility = text('visibility');
      let status: ProductStatus | undefined;
      if (visibility) {
        const read = readVisibility(visibility);
        if (read === null)
          fail('visibility', visibility, CATALOG_ROW_MESSAGES.visibility(visibility));
        else status = read;
      }
      const show = yesNo('show');
      if (show === false && status === undefined) status = 'hidden';
      if (show === true && status === undefined) status = 'published';
      const shopifyStatus = text('shopifyStatus');
      if (status === undefined && shopifyStatus) {
        const read = readVisibility(shopifyStatus);
        if (read === null)
          fail('shopifyStatus', shopifyStatus, CATALOG_ROW_MESSAGES.visibility(shopifyStatus));
        else status = read;
      }
      const published = yesNo('published');
      if (status === undefined && published !== undefined)
        status = published ? 'published' : 'hidden';
      const physical = yesNo('physical');
      const description = text('description');
      const category = text('category');
      product = {
        line,
        lines: [line],
        handle,
        name: nameText,
        description:
          description === undefined ? undefined : html ? htmlToText(description) : description,
        category:
          category === undefined
            ? undefined
            : category === ''
              ? null
              : format === 'ours'
                ? category
                : firstCategory(category),
        status,
        type: physical === undefined ? undefined : physical ? 'product' : 'digital-file',
        price: undefined,
        cost: money('cost'),
        wholesalePrice: money('wholesalePrice'),
        wholesaleMinQuantity: count('wholesaleMinQuantity'),
        dynamicPrice: yesNo('dynamicPrice'),
        options: [],
        variants: [],
        images: [],
        failed: false,
      };
      if (product.name === '') product.name = undefined;
      // Option names come from the product's first row.
      for (const [n, [nameField]] of OPTION_FIELDS.entries()) {
        const optionName = text(nameField);
        if (optionName) product.options[n] = { name: optionName, values: [] };
      }
      products.push(product);
      current = product;
      currentKeys = new Set();
    }

    // The variant of this row.
    const values: string[] = [];
    for (const [n, [nameField, valueField]] of OPTION_FIELDS.entries()) {
      const value = text(valueField);
      if (!value || (n === 0 && headerKey(value) === DEFAULT_TITLE)) continue;
      let option = product.options[n];
      if (!option) {
        const optionName = text(nameField);
        if (!optionName) {
          fail(valueField, value, CATALOG_ROW_MESSAGES.optionNameMissing(n + 1));
          continue;
        }
        option = { name: optionName, values: [] };
        product.options[n] = option;
      }
      if (!option.values.some((v) => headerKey(v) === headerKey(value))) option.values.push(value);
      values[n] = value;
    }
    const price = money('price');
    const quantity = count('stock');
    const skuText = text('sku');
    const available = yesNo('available');
    const key = JSON.stringify(values.map((v) => headerKey(v ?? '')));
    for (const field of ['images', 'variantImage'] as const) {
      const url = text(field);
      if (url) {
        for (const one of url.split(/\s+\|\s+|\s*\n\s*/)) {
          if (one) {
            product.images.push(one);
            images.push({ line, url: one });
          }
        }
      }
    }
    if (product.price === undefined && price) product.price = price;
    if (currentKeys.has(key)) {
      // A repeated combination is merged with a warning; a row without one (Shopify's extra picture
      // rows, a product without options written twice) adds nothing.
      if (values.length > 0) warn(null, null, CATALOG_ROW_MESSAGES.repeatedVariant);
    } else {
      currentKeys.add(key);
      product.variants.push({
        line,
        values,
        price: cell('price') === undefined ? undefined : (price ?? null),
        quantity: cell('stock') === undefined ? undefined : (quantity ?? null),
        sku: skuText === undefined ? undefined : skuText === '' ? null : skuText,
        available,
      });
    }
    if (rowFailed) product.failed = true;
  }

  for (const product of products) {
    // Options given in the first row but never valued; values of a product with options left blank.
    product.options = product.options.filter((o): o is ProductOption => !!o && o.values.length > 0);
    if (product.options.length === 0) {
      product.variants = product.variants.slice(0, 1).map((v) => ({ ...v, values: [] }));
      const sku = product.variants[0]?.sku;
      if (sku) {
        warnings.push({
          line: product.line,
          column: written('sku'),
          value: sku,
          reason: CATALOG_ROW_MESSAGES.simpleSkuIgnored,
        });
      }
    } else {
      const width = product.options.length;
      product.variants = product.variants.filter((v) => v.values.length > 0);
      for (const variant of product.variants) {
        if (variant.values.filter((v) => v !== undefined).length !== width) {
          errors.push({
            line: variant.line,
            column: null,
            value: null,
            reason: `La fila debe tener un valor para cada propiedad (${product.options.map((o) => o.name).join(', ')})`,
          });
          errorLines.add(variant.line);
          product.failed = true;
        }
      }
    }
  }
  return { products, errors, warnings, errorLines, images };
}

/** Tiendanube's 'VAJILLA > Tazas, Regalos': the first category's last level ('Tazas'). */
export function firstCategory(text: string): string | null {
  const first = text.split(/,\s+/)[0] ?? '';
  const leaf = first.split('>').pop()?.trim() ?? '';
  return leaf === '' ? null : leaf;
}
