// The options and variants of a product (issue 22): the multipart fields `options` and `variants` (JSON
// text) read and checked with @panel/domain's rules, the rows written beside the product in its
// transaction, and read back for the answers. A product without options has no variant rows (it is its
// own implicit variant: db/schema.ts productVariants).
import {
  parseAmount,
  skuKey,
  tidyOptions,
  tidyVariantText,
  toCents,
  variantKey,
  variantsError,
  VARIANT_MESSAGES,
  type ProductOption,
  type ProductVariantInput,
} from '@panel/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { productVariants } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';

export type VariantRow = typeof productVariants.$inferSelect;

/** What the form says about options and variants; null when it says nothing (an update keeps them). */
export interface VariantsForm {
  options: ProductOption[];
  variants: ProductVariantInput[];
}

const invalid = (field: string, why: string) =>
  new HttpError(400, `${INVALID_REQUEST}: body/${field} ${why}`);

function parseJson(text: string, field: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(field, 'must be JSON');
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The shape of `options`: `[{name: string, values: string[]}]` (the rules come after). */
function readOptions(value: unknown): ProductOption[] {
  if (!Array.isArray(value)) throw invalid('options', 'must be an array');
  return value.map((option, index) => {
    if (!isObject(option) || typeof option.name !== 'string' || !isStringArray(option.values)) {
      throw invalid(`options/${index}`, 'must be {name, values}');
    }
    return { name: option.name, values: option.values };
  });
}

const nullable = <T>(value: unknown, check: (v: unknown) => v is T): T | null | undefined =>
  value === null || value === undefined ? null : check(value) ? value : undefined;

/** The shape of `variants` (the rules come after). */
function readVariants(value: unknown): ProductVariantInput[] {
  if (!Array.isArray(value)) throw invalid('variants', 'must be an array');
  return value.map((variant, index) => {
    const at = `variants/${index}`;
    if (!isObject(variant) || !isStringArray(variant.values))
      throw invalid(at, 'must be {values, …}');
    if (variant.id !== undefined && !(typeof variant.id === 'string' && UUID.test(variant.id))) {
      throw invalid(`${at}/id`, 'must be a variant id');
    }
    const price = nullable(variant.price, (v): v is string => typeof v === 'string');
    const quantity = nullable(variant.quantity, (v): v is number => typeof v === 'number');
    const sku = nullable(variant.sku, (v): v is string => typeof v === 'string');
    const mediaIndex = nullable(variant.mediaIndex, (v): v is number => typeof v === 'number');
    if (price === undefined) throw invalid(`${at}/price`, 'must be text or null');
    if (quantity === undefined) throw invalid(`${at}/quantity`, 'must be a number or null');
    if (sku === undefined) throw invalid(`${at}/sku`, 'must be text or null');
    if (mediaIndex === undefined) throw invalid(`${at}/mediaIndex`, 'must be a number or null');
    const available = variant.available ?? true;
    if (typeof available !== 'boolean') throw invalid(`${at}/available`, 'must be true or false');
    return {
      ...(typeof variant.id === 'string' ? { id: variant.id } : {}),
      values: variant.values,
      price: price !== null && price.trim() === '' ? null : price,
      quantity,
      sku: sku !== null && sku.trim() === '' ? null : sku,
      mediaIndex,
      available,
    };
  });
}

/**
 * The form's options and variants, shaped and checked (`mediaCount`: the product's media after the
 * change); null when the form sends neither (an old client: an update keeps what is stored). A broken
 * rule is a 400 `Invalid request: body/<options|variants>[/i] <Spanish message of @panel/domain>`.
 */
export function variantsForm(
  body: { options?: string; variants?: string },
  mediaCount: number,
): VariantsForm | null {
  if (body.options === undefined && body.variants === undefined) return null;
  const options = readOptions(parseJson(body.options ?? '[]', 'options'));
  const variants = readVariants(parseJson(body.variants ?? '[]', 'variants'));
  const error = variantsError(options, variants, mediaCount);
  if (error) {
    throw invalid(
      error.index === null ? error.field : `${error.field}/${error.index}`,
      error.message,
    );
  }
  const tidy = tidyOptions(options);
  // Values as the options spell them (the rules compare case and accents aside): 'negro' → 'Negro'.
  const spelled = tidy.map(
    (option) => new Map(option.values.map((value) => [variantKey([value]), value])),
  );
  return {
    options: tidy,
    variants: variants.map((variant) => ({
      ...variant,
      values: variant.values.map(
        (value, i) => spelled[i]?.get(variantKey([value])) ?? tidyVariantText(value),
      ),
      sku: variant.sku === null ? null : variant.sku.trim(),
    })),
  };
}

/** A money text of a variant as stored: two decimals. */
function storedPrice(price: string | null): string | null {
  const amount = parseAmount(price);
  if (amount === null) return null;
  const cents = toCents(amount);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const SKU_KEY = 'product_variants_store_id_sku_key';

/**
 * Writes the product's variants as the form sends them, in its transaction: a variant named by `id` (one
 * of the product's) or, without one, a stored variant with the same values keeps its row (its id, which
 * orders and holds name); the others are deleted and the new ones inserted. `mediaIds` are the product's
 * media in display order after the change (`mediaIndex` points into it). A SKU another product of the
 * store uses is a 400 (also when two saves race: the unique index decides).
 */
export async function saveVariants(
  tx: Executor,
  storeId: string,
  productId: string,
  form: VariantsForm,
  mediaIds: readonly string[],
): Promise<VariantRow[]> {
  const stored = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.storeId, storeId)));
  const byId = new Map(stored.map((row) => [row.id, row]));
  const byValues = new Map(stored.map((row) => [variantKey(row.values), row]));
  const claimed = new Set<string>();
  const plan = form.variants.map((variant, position) => {
    let row: VariantRow | undefined;
    if (variant.id !== undefined) {
      row = byId.get(variant.id);
      if (!row) throw invalid(`variants/${position}/id`, 'is not a variant of this product');
    } else {
      const same = byValues.get(variantKey(variant.values));
      if (same && !claimed.has(same.id) && !form.variants.some((v) => v.id === same.id)) row = same;
    }
    if (row) claimed.add(row.id);
    return {
      row,
      values: {
        position,
        values: variant.values,
        price: storedPrice(variant.price),
        // A stored variant keeps its stock when the form leaves the count out.
        quantity: variant.quantity ?? row?.quantity ?? null,
        sku: variant.sku,
        mediaId: variant.mediaIndex === null ? null : (mediaIds[variant.mediaIndex] ?? null),
        available: variant.available,
      },
    };
  });

  const skus = form.variants.flatMap((v) => (v.sku === null ? [] : [skuKey(v.sku)]));
  if (skus.length) {
    const [taken] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(
        and(
          eq(productVariants.storeId, storeId),
          ne(productVariants.productId, productId),
          inArray(sql`upper(${productVariants.sku})`, skus),
        ),
      )
      .limit(1);
    if (taken) throw invalid('variants', VARIANT_MESSAGES.skuTaken);
  }

  const dropped = stored.filter((row) => !claimed.has(row.id)).map((row) => row.id);
  if (dropped.length) {
    await tx.delete(productVariants).where(inArray(productVariants.id, dropped));
  }
  // SKUs may move between the product's own variants (A takes B's): cleared first, then written.
  if (claimed.size) {
    await tx
      .update(productVariants)
      .set({ sku: null })
      .where(inArray(productVariants.id, [...claimed]));
  }
  try {
    for (const step of plan) {
      if (step.row) {
        await tx
          .update(productVariants)
          .set(step.values)
          .where(eq(productVariants.id, step.row.id));
      }
    }
    const fresh = plan.filter((step) => !step.row).map((step) => step.values);
    if (fresh.length) {
      await tx.insert(productVariants).values(fresh.map((v) => ({ ...v, productId, storeId })));
    }
  } catch (err) {
    if (isUniqueViolation(err, SKU_KEY)) throw invalid('variants', VARIANT_MESSAGES.skuTaken);
    throw err;
  }
  return variantsOf(tx, [productId]).then((map) => map.get(productId) ?? []);
}

/** The variants of these products, each product's in the merchant's order. */
export async function variantsOf(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, VariantRow[]>> {
  const map = new Map<string, VariantRow[]>();
  if (productIds.length === 0) return map;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) {
    const list = map.get(row.productId);
    if (list) list.push(row);
    else map.set(row.productId, [row]);
  }
  return map;
}

/** A variant as the contract answers it (`ProductVariant`). */
export function variantAnswer(row: VariantRow) {
  return {
    id: row.id,
    values: row.values,
    price: row.price,
    quantity: row.quantity,
    sku: row.sku,
    mediaId: row.mediaId,
    available: row.available,
  };
}

/** Units a variant has for sale: its count when the product manages stock (none counted as 0). */
export const variantStock = (row: Pick<VariantRow, 'quantity'>) => row.quantity ?? 0;
