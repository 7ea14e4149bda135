// The plan of a catalogue import (issue 24): the file's products matched with the store's (by URL
// handle, then by a variant's SKU) and turned into the rows they will be — created, updated (only the
// columns the file has) or unchanged — with every row error and warning. Reads only: the preview answers
// it, apply writes it inside its transaction (plan read there, under the store's lock).
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  categoryKey,
  categoryName,
  CATEGORIES_MAX,
  CATEGORY_NAME_MAX,
  descriptionLength,
  DESCRIPTION_MAX,
  moneyFormatOf,
  PRODUCT_NAME_MAX,
  readCatalogHeader,
  readCatalogRows,
  skuKey,
  tidyOptions,
  tidyVariantText,
  variantKey,
  variantsError,
  type CatalogFormat,
  type CatalogIssue,
  type CatalogProductRows,
  type CatalogVariantRow,
  type ProductOption,
  type ProductStatus,
} from '@panel/domain';
import type { Executor } from '../../../auth/db-errors.js';
import { categories, productVariants, products } from '../../../db/schema.js';
import { HttpError } from '../../../http-error.js';
import { INVALID_REQUEST } from '../../../plugins/errors.js';
import type { StoreRow } from '../../../tenancy/index.js';
import { marginOf } from '../form.js';
import { slugify, uniqueSlug } from '../slug.js';
import type { CatalogFile } from './read.js';

type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

/** A variant as it will be saved; `id` when it is a stored one (its row is kept). */
export interface PlannedVariant {
  id?: string;
  values: string[];
  price: string | null;
  quantity: number | null;
  sku: string | null;
  available: boolean;
  mediaId: string | null;
  /** A stored variant whose row changes (a value, its position…); false: left as it is. */
  dirty?: boolean;
}

/** The columns of a products row an import sets. */
export interface PlannedValues {
  name: string;
  description: string;
  categoryId: string | null;
  type: 'product' | 'digital-file';
  quantity: number;
  retailCost: string | null;
  retailPrice: string;
  retailUtility: string | null;
  wholesalePrice: string | null;
  wholesaleAllowed: boolean;
  wholesaleMinQuantity: number | null;
  status: ProductStatus;
  dynamicPrice: boolean;
  manageStock: boolean;
  sellWithoutStock: boolean;
  options: ProductOption[];
}

/** One product of the file, planned. */
export interface PlannedProduct {
  line: number;
  action: 'create' | 'update' | 'unchanged';
  /** The stored product's id (update, unchanged). */
  id: string | null;
  slug: string;
  /** Its category's name when it is one the import creates. */
  newCategory: string | null;
  /** The whole row as it will be. */
  values: PlannedValues;
  /** The columns that change (update). */
  changed: Partial<PlannedValues>;
  /** The variants as they will be; null: the product's are left as they are. */
  variants: PlannedVariant[] | null;
  variantsCreated: number;
  variantsUpdated: number;
  /** Stored variant ids the import deletes (options replaced). */
  variantsDropped: string[];
  /** The variants shown in the preview: the planned ones, or the stored ones when they stay. */
  shown: PlannedVariant[];
  /** The file's category text when the category is new or changes (the sample's). */
  categoryText: string | null;
}

export interface CatalogPlan {
  format: CatalogFormat;
  encoding: CatalogFile['encoding'];
  bom: boolean;
  separator: CatalogFile['separator'];
  columns: { recognized: string[]; ignored: string[] };
  rows: number;
  products: PlannedProduct[];
  /** Category names the import creates, by key. */
  newCategories: Map<string, string>;
  errors: CatalogIssue[];
  errorLines: Set<number>;
  warnings: CatalogIssue[];
  images: { line: number; url: string }[];
  limit: { limit: number; current: number; after: number; exceeded: boolean };
  counts: {
    productsCreated: number;
    productsUpdated: number;
    productsUnchanged: number;
    variantsCreated: number;
    variantsUpdated: number;
  };
}

/** Row messages of the plan (Spanish). */
export const PLAN_MESSAGES = {
  nameRequired: 'Falta el Nombre: un producto nuevo lo necesita',
  priceRequired: 'Falta el Precio: un producto nuevo lo necesita',
  nameTooLong: `El nombre tiene más de ${PRODUCT_NAME_MAX} caracteres`,
  descriptionTooLong: `La descripción tiene más de ${DESCRIPTION_MAX} caracteres`,
  categoryTooLong: `La categoría tiene más de ${CATEGORY_NAME_MAX} caracteres`,
  categoriesFull: `Tu tienda ya tiene ${CATEGORIES_MAX} categorías: no podemos crear esta`,
  sameProduct: (line: number) => `Este producto ya lo actualiza la fila de la línea ${line}`,
  skuTaken: (sku: string) => `El SKU ${sku} ya lo usa otro producto de tu tienda`,
  skuInFile: (sku: string, line: number) => `El SKU ${sku} ya está en la línea ${line}`,
  wholesaleMin: 'El mínimo mayorista debe estar entre 2 y 999',
  stockOfVariants:
    'El producto tiene variantes: su stock va en cada variante, dejamos el de este archivo sin usar',
  blankStockMixed:
    'Stock en blanco en una variante de un producto que controla stock: la variante queda con 0',
} as const;

/** Largest IN list per query. */
const CHUNK = 500;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** A slug as our pages take it: the file's handle if it already is one, else made from it. */
function slugOfHandle(handle: string): string {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(handle) && handle.length <= 150
    ? handle
    : slugify(handle);
}

const sameOptions = (a: readonly ProductOption[], b: readonly ProductOption[]) =>
  a.length === b.length &&
  a.every((o, i) => variantKey([o.name]) === variantKey([b[i]?.name ?? '']));

const sameVariant = (a: PlannedVariant, b: VariantRow) =>
  variantKey(a.values) === variantKey(b.values) &&
  a.values.join('\u0000') === b.values.join('\u0000') &&
  a.price === b.price &&
  a.quantity === b.quantity &&
  a.sku === b.sku &&
  a.available === b.available;

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Builds the plan of a parsed file for a store (read with `db`: the database for a preview, the apply's
 * transaction, after the store's lock). `limit` is the plan's product limit.
 */
export async function planCatalog(
  db: Executor,
  store: Pick<StoreRow, 'id' | 'country'>,
  file: CatalogFile,
  limit: number,
): Promise<CatalogPlan> {
  const columns = readCatalogHeader(file.header);
  if (typeof columns === 'string') throw new HttpError(400, `${INVALID_REQUEST}: ${columns}`);
  const decimals = moneyFormatOf(store.country).decimals;
  const reading = readCatalogRows(columns, file.records, { decimals });
  const errors = [...reading.errors];
  const warnings = [...reading.warnings];
  const errorLines = new Set(reading.errorLines);
  const header = (field: keyof typeof columns.header) => columns.header[field] ?? null;
  const fail = (
    product: CatalogProductRows,
    line: number,
    column: string | null,
    value: string | null,
    reason: string,
  ) => {
    errors.push({ line, column, value, reason });
    errorLines.add(line);
    product.failed = true;
  };
  const has = (field: keyof typeof columns.index) => columns.index[field] !== undefined;
  const errorOn = (line: number, column: string | null) =>
    errors.some((e) => e.line === line && e.column === column);

  // The store's keys: every slug and SKU (short texts, not products), its categories (at most 200).
  const slugRows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.storeId, store.id));
  const idOfSlug = new Map(slugRows.map((r) => [r.slug, r.id]));
  const takenSlugs = new Set(idOfSlug.keys());
  const skuRows = await db
    .select({ productId: productVariants.productId, sku: productVariants.sku })
    .from(productVariants)
    .where(and(eq(productVariants.storeId, store.id), isNotNull(productVariants.sku)));
  const productOfSku = new Map(skuRows.map((r) => [skuKey(r.sku ?? ''), r.productId]));
  const storeCategories = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.storeId, store.id));
  const categoryOfKey = new Map(storeCategories.map((c) => [categoryKey(c.name), c]));
  const categoryNameOfId = new Map(storeCategories.map((c) => [c.id, c.name]));
  const newCategories = new Map<string, string>();

  // Match each product of the file: its handle (or the slug of its name), then its SKUs.
  const matchedBy = new Map<string, number>();
  const matches: (string | null)[] = reading.products.map((product) => {
    const slug = product.handle
      ? slugOfHandle(product.handle)
      : product.name
        ? slugify(product.name)
        : null;
    let id = slug ? (idOfSlug.get(slug) ?? null) : null;
    if (!id) {
      for (const variant of product.variants) {
        const owner = variant.sku ? productOfSku.get(skuKey(variant.sku)) : undefined;
        if (owner) {
          id = owner;
          break;
        }
      }
    }
    if (id) {
      const before = matchedBy.get(id);
      if (before !== undefined) {
        fail(
          product,
          product.line,
          header('handle') ?? header('name'),
          product.handle ?? product.name ?? null,
          PLAN_MESSAGES.sameProduct(before),
        );
        return null;
      }
      matchedBy.set(id, product.line);
    }
    return id;
  });

  // The stored rows of the matched products and their variants.
  const matchedIds = [...matchedBy.keys()];
  const stored = new Map<string, ProductRow>();
  const storedVariants = new Map<string, VariantRow[]>();
  for (const ids of chunks(matchedIds)) {
    for (const row of await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, store.id), inArray(products.id, ids)))) {
      stored.set(row.id, row);
    }
    for (const row of await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.storeId, store.id), inArray(productVariants.productId, ids)))
      .orderBy(productVariants.productId, productVariants.position)) {
      const list = storedVariants.get(row.productId);
      if (list) list.push(row);
      else storedVariants.set(row.productId, [row]);
    }
  }

  const skuSeen = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  const counts = {
    productsCreated: 0,
    productsUpdated: 0,
    productsUnchanged: 0,
    variantsCreated: 0,
    variantsUpdated: 0,
  };

  for (const [i, product] of reading.products.entries()) {
    const id = matches[i] ?? null;
    const row = id ? (stored.get(id) ?? null) : null;
    const line = product.line;

    // Product-level texts.
    const name = product.name ?? row?.name;
    if (!name) {
      fail(product, line, header('name'), null, PLAN_MESSAGES.nameRequired);
    } else if (Array.from(name).length > PRODUCT_NAME_MAX) {
      fail(product, line, header('name'), name.slice(0, 200), PLAN_MESSAGES.nameTooLong);
    }
    const description = product.description ?? row?.description ?? '';
    if (descriptionLength(description) > DESCRIPTION_MAX) {
      fail(product, line, header('description'), null, PLAN_MESSAGES.descriptionTooLong);
    }
    let categoryId: string | null = row?.categoryId ?? null;
    let newCategory: string | null = null;
    if (product.category !== undefined) {
      if (product.category === null) categoryId = null;
      else {
        const named = categoryName(product.category);
        const found = categoryOfKey.get(categoryKey(named));
        if (found) categoryId = found.id;
        else if (Array.from(named).length > CATEGORY_NAME_MAX) {
          fail(
            product,
            line,
            header('category'),
            named.slice(0, 200),
            PLAN_MESSAGES.categoryTooLong,
          );
        } else {
          const key = categoryKey(named);
          if (
            !newCategories.has(key) &&
            storeCategories.length + newCategories.size >= CATEGORIES_MAX
          ) {
            fail(product, line, header('category'), named, PLAN_MESSAGES.categoriesFull);
          } else {
            if (!newCategories.has(key)) newCategories.set(key, named);
            newCategory = newCategories.get(key) ?? named;
            categoryId = null;
          }
        }
      }
    }

    // Prices.
    // A product with options keeps its stored price on an update: its variants carry the file's prices
    // (a variant's own when it differs), so a re-imported export changes nothing.
    const price =
      row !== null && product.options.length > 0
        ? row.retailPrice
        : (product.price ?? row?.retailPrice ?? null);
    // (Not when its price cell was already refused.)
    if (
      price === null &&
      !(product.failed && product.lines.some((l) => errorOn(l, header('price'))))
    ) {
      fail(product, line, header('price'), null, PLAN_MESSAGES.priceRequired);
    }
    const cost = product.cost === undefined ? (row?.retailCost ?? null) : product.cost;
    const dynamic = product.dynamicPrice ?? row?.dynamicPrice ?? false;
    const wholesalePrice =
      product.wholesalePrice === undefined ? (row?.wholesalePrice ?? null) : product.wholesalePrice;
    const wholesaleMin =
      product.wholesaleMinQuantity === undefined
        ? (row?.wholesaleMinQuantity ?? null)
        : product.wholesaleMinQuantity;
    if (wholesaleMin !== null && (wholesaleMin < 2 || wholesaleMin > 999)) {
      fail(
        product,
        line,
        header('wholesaleMinQuantity'),
        String(wholesaleMin),
        PLAN_MESSAGES.wholesaleMin,
      );
    }
    const type = product.type ?? row?.type ?? 'product';
    const priceChanged = row !== null && (price !== row.retailPrice || cost !== row.retailCost);

    // Stock and variants.
    const stockColumn = has('stock');
    let manageStock = row?.manageStock ?? false;
    let quantity = row?.quantity ?? 0;
    let options: ProductOption[] = (row?.options as ProductOption[] | undefined) ?? [];
    let variants: PlannedVariant[] | null = null;
    let variantsCreated = 0;
    let variantsUpdated = 0;
    let variantsDropped: string[] = [];
    const oldVariants = id ? (storedVariants.get(id) ?? []) : [];

    if (product.options.length === 0) {
      const only = product.variants[0];
      if (oldVariants.length > 0 || options.length > 0) {
        if (only?.quantity !== undefined && stockColumn && only.quantity !== null) {
          warnings.push({
            line,
            column: header('stock'),
            value: String(only.quantity),
            reason: PLAN_MESSAGES.stockOfVariants,
          });
        }
      } else if (only && only.quantity !== undefined) {
        manageStock = only.quantity !== null;
        quantity = only.quantity ?? (row ? row.quantity : 0);
      }
    } else {
      const fileOptions = tidyOptions(product.options);
      const merge = row !== null && sameOptions(options, fileOptions);
      if (merge) {
        options = options.map((o, n) => {
          const values = [...o.values];
          for (const value of fileOptions[n]?.values ?? []) {
            if (!values.some((v) => variantKey([v]) === variantKey([value]))) values.push(value);
          }
          return { name: o.name, values };
        });
      } else {
        options = fileOptions;
      }
      const spelled = options.map((o) => new Map(o.values.map((v) => [variantKey([v]), v])));
      const spell = (values: string[]) =>
        values.map((v, n) => spelled[n]?.get(variantKey([v])) ?? tidyVariantText(v));
      const anyCount = product.variants.some((v) => typeof v.quantity === 'number');
      if (stockColumn && product.variants.some((v) => v.quantity !== undefined)) {
        manageStock = anyCount;
      }
      const bySku = new Map(oldVariants.filter((v) => v.sku).map((v) => [skuKey(v.sku ?? ''), v]));
      const byValues = new Map(oldVariants.map((v) => [variantKey(v.values), v]));
      const claimed = new Set<string>();
      const fromFile = product.variants.map((fileVariant: CatalogVariantRow) => {
        const values = spell(fileVariant.values);
        let old = fileVariant.sku ? bySku.get(skuKey(fileVariant.sku)) : undefined;
        if (old && claimed.has(old.id)) old = undefined;
        if (!old) {
          const same = byValues.get(variantKey(values));
          if (same && !claimed.has(same.id)) old = same;
        }
        if (old) claimed.add(old.id);
        let variantPrice: string | null = old?.price ?? null;
        if (fileVariant.price !== undefined) {
          if (fileVariant.price === null || fileVariant.price === price) {
            variantPrice =
              old?.price !== null && old?.price === fileVariant.price ? old.price : null;
          } else variantPrice = fileVariant.price;
        }
        let variantQuantity: number | null = old ? old.quantity : null;
        if (fileVariant.quantity !== undefined) {
          if (fileVariant.quantity !== null) variantQuantity = fileVariant.quantity;
          else if (manageStock) {
            variantQuantity = 0;
            warnings.push({
              line: fileVariant.line,
              column: header('stock'),
              value: '',
              reason: PLAN_MESSAGES.blankStockMixed,
            });
          } else variantQuantity = null;
        }
        if (manageStock && variantQuantity === null) variantQuantity = 0;
        // Not managed: the count is not used; a stored one stays.
        if (!manageStock) variantQuantity = old ? old.quantity : null;
        const planned: PlannedVariant = {
          ...(old ? { id: old.id } : {}),
          values,
          price: variantPrice,
          quantity: variantQuantity,
          sku: fileVariant.sku === undefined ? (old?.sku ?? null) : fileVariant.sku,
          available: fileVariant.available ?? old?.available ?? true,
          mediaId: old?.mediaId ?? null,
        };
        if (!old) variantsCreated += 1;
        else if (!sameVariant(planned, old)) variantsUpdated += 1;
        return { planned, line: fileVariant.line };
      });
      const kept = merge
        ? oldVariants
            .filter((v) => !claimed.has(v.id))
            .map((v) => ({
              planned: {
                id: v.id,
                values: v.values,
                price: v.price,
                quantity: manageStock ? (v.quantity ?? 0) : v.quantity,
                sku: v.sku,
                available: v.available,
                mediaId: v.mediaId,
              } as PlannedVariant,
              line,
            }))
        : [];
      for (const k of kept) {
        const old = oldVariants.find((v) => v.id === k.planned.id);
        if (old && !sameVariant(k.planned, old)) variantsUpdated += 1;
      }
      // Merged: the stored order, new ones after; replaced: the file's order.
      const all = merge
        ? [
            ...oldVariants.flatMap((v) => {
              const fromRow = fromFile.find((f) => f.planned.id === v.id);
              return fromRow ? [fromRow] : kept.filter((k) => k.planned.id === v.id);
            }),
            ...fromFile.filter((f) => f.planned.id === undefined),
          ]
        : fromFile;
      variantsDropped = merge ? [] : oldVariants.filter((v) => !claimed.has(v.id)).map((v) => v.id);
      variants = all.map((a, position) => {
        const old = a.planned.id ? oldVariants.find((v) => v.id === a.planned.id) : undefined;
        return old
          ? { ...a.planned, dirty: !sameVariant(a.planned, old) || old.position !== position }
          : a.planned;
      });
      const problem = variantsError(
        options,
        variants.map((v) => ({ ...v, mediaIndex: null })),
      );
      if (problem) {
        const at = problem.index === null ? null : all[problem.index];
        fail(product, at?.line ?? line, null, null, problem.message);
      }
      for (const v of all) {
        if (!v.planned.sku || !fromFile.includes(v)) continue;
        const key = skuKey(v.planned.sku);
        const before = skuSeen.get(key);
        if (before !== undefined) {
          fail(
            product,
            v.line,
            header('sku'),
            v.planned.sku,
            PLAN_MESSAGES.skuInFile(v.planned.sku, before),
          );
        } else skuSeen.set(key, v.line);
        const owner = productOfSku.get(key);
        if (owner && owner !== id) {
          fail(
            product,
            v.line,
            header('sku'),
            v.planned.sku,
            PLAN_MESSAGES.skuTaken(v.planned.sku),
          );
        }
      }
      if (
        row !== null &&
        variantsCreated === 0 &&
        variantsUpdated === 0 &&
        variantsDropped.length === 0 &&
        sameJson(options, row.options)
      ) {
        variants = null;
      }
    }
    if (type === 'digital-file') manageStock = false;

    const values: PlannedValues = {
      name: name ?? '',
      description,
      categoryId,
      type,
      quantity,
      retailCost: cost,
      retailPrice: price ?? '0.00',
      retailUtility: dynamic
        ? (row?.retailUtility ?? null)
        : priceChanged || !row
          ? marginOf(cost, price)
          : row.retailUtility,
      wholesalePrice,
      wholesaleAllowed: row ? row.wholesaleAllowed : wholesalePrice !== null,
      wholesaleMinQuantity: wholesaleMin,
      // 'Oculto' for a draft is no change: neither is shown (Tiendanube's file has no drafts).
      status:
        product.status === 'hidden' && row?.status === 'draft'
          ? 'draft'
          : (product.status ?? row?.status ?? 'published'),
      dynamicPrice: dynamic,
      manageStock,
      sellWithoutStock: type === 'digital-file' ? true : (row?.sellWithoutStock ?? false),
      options,
    };
    if (product.failed) continue;

    let slug: string;
    let action: PlannedProduct['action'];
    const changed: Partial<PlannedValues> = {};
    if (row) {
      slug = row.slug;
      for (const key of Object.keys(values) as (keyof PlannedValues)[]) {
        const before = row[key as keyof ProductRow];
        if (!sameJson(values[key], before)) (changed as Record<string, unknown>)[key] = values[key];
      }
      if (newCategory !== null) changed.categoryId = null;
      const changes = Object.keys(changed).length > 0 || newCategory !== null || variants !== null;
      action = changes ? 'update' : 'unchanged';
    } else {
      const base = product.handle ? slugOfHandle(product.handle) : slugify(name ?? '');
      slug = uniqueSlug(base, takenSlugs);
      takenSlugs.add(slug);
      action = 'create';
      if (variants === null && options.length === 0) variants = [];
      variantsCreated = variants?.length ?? 0;
      variantsUpdated = 0;
    }
    if (action === 'create') counts.productsCreated += 1;
    else if (action === 'update') counts.productsUpdated += 1;
    else counts.productsUnchanged += 1;
    if (action !== 'unchanged') {
      counts.variantsCreated += variantsCreated;
      counts.variantsUpdated += variantsUpdated;
    }
    planned.push({
      line,
      action,
      id,
      slug,
      newCategory,
      values,
      changed,
      variants,
      variantsCreated,
      variantsUpdated,
      variantsDropped,
      shown:
        variants ??
        oldVariants.map((v) => ({
          id: v.id,
          values: v.values,
          price: v.price,
          quantity: v.quantity,
          sku: v.sku,
          available: v.available,
          mediaId: v.mediaId,
        })),
      categoryText: newCategory ?? (categoryId ? (categoryNameOfId.get(categoryId) ?? null) : null),
    });
  }

  errors.sort((a, b) => a.line - b.line);
  warnings.sort((a, b) => a.line - b.line);
  const current = slugRows.length;
  const after = current + counts.productsCreated;
  return {
    format: columns.format,
    encoding: file.encoding,
    bom: file.bom,
    separator: file.separator,
    columns: { recognized: columns.recognized, ignored: columns.ignored },
    rows: file.records.length,
    products: planned,
    newCategories,
    errors,
    errorLines,
    warnings,
    images: reading.images,
    // Past the limit only when the file adds products: a store already over it may still update.
    limit: { limit, current, after, exceeded: counts.productsCreated > 0 && after > limit },
    counts,
  };
}

/** The first `n` planned products as the contract's `CatalogImportProduct`. */
export function samplePlan(plan: CatalogPlan, n = 20) {
  return plan.products.slice(0, n).map((p) => ({
    line: p.line,
    action: p.action,
    slug: p.slug,
    name: p.values.name,
    category: p.categoryText,
    price: p.values.retailPrice,
    status: p.values.status,
    manageStock: p.values.manageStock,
    quantity: p.values.options.length === 0 && p.values.manageStock ? p.values.quantity : null,
    options: p.values.options,
    variants: p.shown.map((v) => ({
      values: v.values,
      price: v.price,
      quantity: v.quantity,
      sku: v.sku,
      available: v.available,
    })),
  }));
}
