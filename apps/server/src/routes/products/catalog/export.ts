// The catalogue export (issue 24): every product of the store with its variants, one row per variant,
// streamed page by page from the database (keyset pages of PAGE products: a store of any size never has
// its products in memory at once), written for the store's country's Excel (UTF-8 with BOM, `;` and a
// decimal comma or `,` and a decimal point, CRLF), text cells guarded against formulas.
import { Readable } from 'node:stream';
import {
  catalogCsvDialect,
  formatCsvNumber,
  guardFormula,
  OUR_HEADERS,
  TIENDANUBE_HEADERS,
  UTF8_BOM,
  visibilityText,
  type CatalogCsvDialect,
  type ProductOption,
} from '@panel/domain';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { categories, productMedia, productVariants, products } from '../../../db/schema.js';
import { mediaKeyUrl } from '../../../uploads/variants.js';

/** Products read per query. */
export const EXPORT_PAGE = 200;

/** One cell as CSV: quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: string, separator: string): string {
  return value.includes(separator) || /["\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** One CSV line (CRLF). */
export function csvLine(cells: readonly string[], separator: string): string {
  return `${cells.map((c) => csvCell(c, separator)).join(separator)}\r\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>');

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** The rows of one product, cells in the format's column order. */
export function productCells(
  product: ProductRow,
  variants: readonly VariantRow[],
  category: string | null,
  images: readonly string[],
  format: 'ours' | 'tiendanube',
  dialect: CatalogCsvDialect,
): string[][] {
  const text = (value: string | null | undefined) => guardFormula(value ?? '');
  const number = (value: string | number | null) => formatCsvNumber(value, dialect);
  const yes = (value: boolean) => (value ? 'SI' : 'NO');
  const options = product.options as ProductOption[];
  const rows: (VariantRow | null)[] =
    options.length > 0 && variants.length > 0 ? [...variants] : [null];
  return rows.map((variant, n) => {
    const first = n === 0;
    const stock = !product.manageStock
      ? ''
      : variant
        ? number(variant.quantity ?? 0)
        : number(product.quantity);
    const cells = [
      product.slug,
      first ? text(product.name) : '',
      first ? text(category) : '',
      text(options[0]?.name),
      text(variant?.values[0]),
      text(options[1]?.name),
      text(variant?.values[1]),
      text(options[2]?.name),
      text(variant?.values[2]),
      number(variant?.price ?? product.retailPrice),
      '',
      '',
      '',
      '',
      '',
      stock,
      text(variant?.sku),
      '',
      first ? yes(product.status === 'published') : '',
      '',
      first
        ? text(format === 'tiendanube' ? escapeHtml(product.description) : product.description)
        : '',
      '',
      '',
      '',
      '',
      first ? yes(product.type !== 'digital-file') : '',
      '',
      '',
      '',
      first ? number(product.retailCost) : '',
      first ? visibilityText(product.status, format) : '',
    ];
    if (format === 'ours') {
      cells.push(
        first ? number(product.wholesalePrice) : '',
        first && product.wholesaleMinQuantity !== null ? number(product.wholesaleMinQuantity) : '',
        first ? yes(product.dynamicPrice) : '',
        variant ? yes(variant.available) : '',
        first ? text(images.join(' | ')) : '',
      );
    }
    return cells;
  });
}

export interface ExportOptions {
  storeId: string;
  country: string;
  format: 'ours' | 'tiendanube';
  /** Where media are served from: the panel's origin, or MEDIA_PUBLIC_URL. */
  mediaUrl: (key: string) => string;
}

/** The absolute URL of a stored media key. */
export function mediaUrlOf(publicUrl: string, mediaPublicUrl: string | null) {
  return (key: string) =>
    mediaPublicUrl ? `${mediaPublicUrl}/${key}` : `${publicUrl}${mediaKeyUrl(key)}`;
}

/**
 * The export as a stream of CSV text: the BOM and the header, then each page of products (keyset on
 * creation time and id, oldest first) with their variants, categories and pictures. `onPage` is told each
 * page's size (tests check the export reads in pages).
 */
export function exportCatalog(
  db: Db,
  options: ExportOptions,
  onPage?: (size: number) => void,
): Readable {
  const dialect = catalogCsvDialect(options.country);
  const headers = options.format === 'ours' ? OUR_HEADERS : TIENDANUBE_HEADERS;
  const separator = dialect.separator;
  async function* lines() {
    yield UTF8_BOM + csvLine(headers, separator);
    const categoryRows = await db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.storeId, options.storeId));
    const categoryOf = new Map(categoryRows.map((c) => [c.id, c.name]));
    let after: { createdAt: string; id: string } | null = null;
    for (;;) {
      const page: (ProductRow & { createdText: string })[] = await db
        .select({
          ...getTableColumns(products),
          createdText: sql<string>`${products.createdAt}::text`,
        })
        .from(products)
        .where(
          and(
            eq(products.storeId, options.storeId),
            after
              ? sql`(${products.createdAt}, ${products.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(products.createdAt), asc(products.id))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      onPage?.(page.length);
      const ids = page.map((p) => p.id);
      const variantRows = await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.productId), asc(productVariants.position));
      const mediaRows = await db
        .select({ productId: productMedia.productId, key: productMedia.key })
        .from(productMedia)
        .where(and(inArray(productMedia.productId, ids), eq(productMedia.kind, 'image')))
        .orderBy(asc(productMedia.productId), asc(productMedia.position));
      const variantsOf = group(variantRows, (v) => v.productId);
      const imagesOf = group(mediaRows, (m) => m.productId);
      let chunk = '';
      for (const product of page) {
        const rows = productCells(
          product,
          variantsOf.get(product.id) ?? [],
          product.categoryId ? (categoryOf.get(product.categoryId) ?? null) : null,
          (imagesOf.get(product.id) ?? []).map((m) => options.mediaUrl(m.key)),
          options.format,
          dialect,
        );
        for (const cells of rows) chunk += csvLine(cells, separator);
      }
      yield chunk;
      const last = page[page.length - 1];
      if (!last || page.length < EXPORT_PAGE) return;
      after = { createdAt: last.createdText, id: last.id };
    }
  }
  return Readable.from(lines());
}

function group<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}
