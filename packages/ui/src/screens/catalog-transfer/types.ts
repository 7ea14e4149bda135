// The shapes the catalogue dialogs show. Spelled out here (not imported from @panel/api): the published
// d.ts may not import a private package; the host maps the server's answers to them.

/** A CSV format the import recognises (from the file's headers). */
export type CatalogFileFormat = 'ours' | 'tiendanube' | 'shopify';

/** A format the export writes: ours, or Tiendanube's product CSV. */
export type CatalogExportFormat = 'ours' | 'tiendanube';

/** A row the import refuses, as the server found it. */
export interface CatalogImportRowError {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The column's header as the file spells it; null when the whole row is at fault. */
  column: string | null;
  /** Why, in Spanish, for the merchant. */
  reason: string;
}

/** Something the import will do that the merchant should check (an ambiguous number…). */
export interface CatalogImportWarning {
  /** The row's line in the file; null for the whole file. */
  line: number | null;
  /** The column's header as the file spells it, when it is one cell's. */
  column?: string | null;
  /** What, in Spanish. */
  message: string;
}

/** One variant of the file as it will be saved (a product without options is one). */
export interface CatalogImportSampleRow {
  /** The product's first line in the file (its variants share it). */
  line: number;
  /** The product's name. */
  name: string;
  /** The variant's values, e.g. 'M / Rojo'; null for a product without options. */
  variant?: string | null;
  /** Retail price as decimal text or a number; null when the file leaves it as it is. */
  price?: string | number | null;
  /** Units in stock; 'unlimited': the stock is not counted ('Sin límite'); null: left as it is. */
  stock?: number | 'unlimited' | null;
  sku?: string | null;
  /** Whether the row creates a product, updates one or changes nothing. */
  action: 'create' | 'update' | 'unchanged';
}

/** A picture the file names by URL: listed, never fetched. */
export interface CatalogImportIgnoredImage {
  line: number;
  url: string;
}

/** What an import would do: the preview, which writes nothing. */
export interface CatalogImportPreview {
  /** The format found from the headers. */
  format: CatalogFileFormat;
  /** The file was Windows-1252 (Excel's "CSV" on Windows) and was read as such. */
  windows1252?: boolean;
  /** The file's headers: how many Panel reads, and the ones it ignores (weights, barcodes…), as written. */
  columns?: { recognized: number; ignored: readonly string[] };
  /** Products the file would create (N). */
  toCreate: number;
  /** Products the file would update (M). */
  toUpdate: number;
  /** Products in the file equal to the stored ones. */
  unchanged?: number;
  /** Rows with errors (K), all of them; `errors` may list only the first ones. Any refuses the import. */
  errorRows: number;
  errors: readonly CatalogImportRowError[];
  warnings: readonly CatalogImportWarning[];
  /** The first products as they will be saved, one row per variant. */
  sample: readonly CatalogImportSampleRow[];
  /** Products in the file, for 'Los primeros N productos de M'. */
  totalProducts?: number;
  /** Pictures named by URL, not imported (maybe only the first ones). */
  ignoredImages: readonly CatalogImportIgnoredImage[];
  /** Every picture named by URL, when `ignoredImages` lists only some. */
  ignoredImageCount?: number;
  /** The plan's product limit, when the file would pass it: the store's count after the import. */
  limit?: { limit: number; total: number } | null;
}

/** How an apply ended: saved (one transaction), or refused by the plan's product limit. */
export type CatalogImportOutcome =
  | { kind: 'done'; created: number; updated: number }
  | { kind: 'limit'; limit: number; total: number };
