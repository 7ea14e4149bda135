// 'Productos' → 'Exportar' / 'Importar' (issue 24): the catalogue's CSV calls and the mapping of their
// answers to the dialogs' props. The import calls send the file's bytes as they are (`text/csv`, not a
// multipart form: the server sniffs UTF-8 or Windows-1252 itself); the downloads come back as blobs
// saved under the server's file name.
import { isApiError, type components, type PanelClient } from '@panel/api';
import {
  CatalogImportRefusal,
  type CatalogExportFormat,
  type CatalogImportPreview,
  type CatalogImportSampleRow,
} from '@panel/ui';

type Schemas = components['schemas'];
/** The preview's answer (`CatalogImportPreview` in the contract). */
export type ImportPreviewAnswer = Schemas['CatalogImportPreview'];
type ImportProduct = Schemas['CatalogImportProduct'];

/** The server's `Products limit reached`: the import would pass the plan's limit. */
export const LIMIT_REACHED = 'Products limit reached';

/** The file's bytes as the body, as they are (not JSON, not a form). */
const csvBody = (file: File) => ({
  body: file,
  bodySerializer: (body: Blob) => body,
  headers: { 'Content-Type': 'text/csv' },
});

/** One product of the sample as the table's rows: one per variant (a product without options, one). */
export function sampleRows(product: ImportProduct): CatalogImportSampleRow[] {
  const name = product.name ?? product.slug;
  // manageStock false: the stock is not counted; null: the file has no stock column (left as it is).
  const stockOf = (quantity: number | null): CatalogImportSampleRow['stock'] =>
    product.manageStock === false ? 'unlimited' : quantity;
  if (product.options.length === 0 || product.variants.length === 0) {
    const only = product.variants[0];
    return [
      {
        line: product.line,
        name,
        variant: null,
        price: only?.price ?? product.price,
        stock: stockOf(only?.quantity ?? product.quantity),
        sku: only?.sku ?? null,
        action: product.action,
      },
    ];
  }
  return product.variants.map((variant) => ({
    line: product.line,
    name,
    variant: variant.values.join(' / '),
    price: variant.price ?? product.price,
    stock: stockOf(variant.quantity),
    sku: variant.sku,
    action: product.action,
  }));
}

/** The preview's answer as the import dialog shows it. */
export function toImportPreview(answer: ImportPreviewAnswer): CatalogImportPreview {
  const { counts } = answer;
  return {
    format: answer.format,
    windows1252: answer.encoding === 'windows-1252',
    columns: {
      recognized: answer.columns.recognized.length,
      ignored: answer.columns.ignored,
    },
    toCreate: counts.productsCreated,
    toUpdate: counts.productsUpdated,
    unchanged: counts.productsUnchanged,
    errorRows: answer.errorRows,
    errors: answer.errors.map(({ line, column, reason }) => ({ line, column, reason })),
    warnings: answer.warnings.map(({ line, column, reason }) => ({
      line,
      column,
      message: column ? `Columna ${column}: ${reason}` : reason,
    })),
    sample: answer.sample.flatMap(sampleRows),
    totalProducts: counts.productsCreated + counts.productsUpdated + counts.productsUnchanged,
    ignoredImages: answer.imagesNotImported,
    ignoredImageCount: answer.imageCount,
    limit: answer.limit.exceeded ? { limit: answer.limit.limit, total: answer.limit.after } : null,
  };
}

/**
 * A refusal of the server as the dialog shows it. The server's 4xx `error` is `Code: texto en español`
 * (`File too large: el archivo pesa más de 5 MB; …`): the Spanish part, capitalised, is for the
 * merchant. Anything else (a 5xx, the network) stays as it is: the dialog shows its general text.
 */
export function importRefusal(err: unknown): unknown {
  if (!isApiError(err) || err.status >= 500) return err;
  const text = err.error;
  const at = text.indexOf(': ');
  if (at <= 0 || at + 2 >= text.length) return err;
  const spanish = text.slice(at + 2);
  return new CatalogImportRefusal(spanish.charAt(0).toUpperCase() + spanish.slice(1));
}

/** The file name of a download's `Content-Disposition`, or the fallback. */
export function downloadName(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Saves a blob as a download, as a link with `download` would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** POST /products/import/preview: the plan, nothing written. */
export async function previewImport(client: PanelClient, file: File): Promise<ImportPreviewAnswer> {
  try {
    const result = await client.POST('/products/import/preview', csvBody(file));
    if (!result.data) throw new Error('The import preview answered no data');
    return result.data.data;
  } catch (err) {
    throw importRefusal(err);
  }
}

/** POST /products/import/apply: the counts written, or the limit refusal (a 403 `Products limit reached`). */
export async function applyImport(
  client: PanelClient,
  file: File,
): Promise<Schemas['CatalogImportCounts'] | typeof LIMIT_REACHED> {
  try {
    const result = await client.POST('/products/import/apply', csvBody(file));
    if (!result.data) throw new Error('The import answered no data');
    return result.data.data;
  } catch (err) {
    if (isApiError(err) && err.status === 403 && err.error === LIMIT_REACHED) return LIMIT_REACHED;
    throw importRefusal(err);
  }
}

/** POST /products/import/errors: the refused rows as a CSV, downloaded. */
export async function downloadImportErrors(client: PanelClient, file: File): Promise<void> {
  const result = await client.POST('/products/import/errors', {
    ...csvBody(file),
    parseAs: 'blob',
  });
  if (!result.data) throw new Error('The errors file answered no data');
  saveFile(result.data as Blob, downloadName(result.response, 'productos-errores.csv'));
}

/** GET /products/export: the catalogue as a CSV, downloaded. */
export async function downloadExport(
  client: PanelClient,
  format: CatalogExportFormat,
): Promise<void> {
  const result = await client.GET('/products/export', {
    params: { query: { format } },
    parseAs: 'blob',
  });
  if (!result.data) throw new Error('The export answered no data');
  saveFile(result.data as Blob, downloadName(result.response, 'productos.csv'));
}
