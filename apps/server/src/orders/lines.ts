// An order's lines (issue 12, variants issue 22, wholesale issue 21) as the order and the cart's quote read
// them: the customer's product and variant ids and quantities checked and merged, then priced from the
// database — names and prices never from the caller, only published products of the store, a product with
// options by one of its offered variants.
import {
  chooseVariantMessage,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_MESSAGES,
  unitPriceCents,
  variantLabel,
} from '@panel/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, productVariants } from '../db/schema.js';
import { isRowId } from '../tenancy/index.js';

/** One line as the customer asks for it: a product id, its variant's (issue 22) and a quantity. */
export interface OrderLineInput {
  productId: string;
  /** Required for a product with options; absent for one without (its implicit variant). */
  variantId?: string;
  quantity: number;
}

/** Why an order was not placed: an HTTP status, a Spanish message for the customer, the field at fault. */
export interface OrderRefusal {
  status: 400 | 409 | 422 | 429;
  message: string;
  /** `customer.name`, `lines.0.quantity`… ; absent for the whole form. */
  field?: string;
  /** For a 429: seconds until the client may try again. */
  retryAfterSeconds?: number;
}

/** A refusal thrown by the order's checks and caught by createOrder (and the quote). */
export class Refused extends Error {
  constructor(readonly refusal: OrderRefusal) {
    super(refusal.message);
  }
}

export const refuse = (status: OrderRefusal['status'], message: string, field?: string): never => {
  throw new Refused(field === undefined ? { status, message } : { status, message, field });
};

/** A line checked and merged: `index` is its first position in the request (for the refusal's field). */
export interface CheckedLine {
  productId: string;
  variantId: string | null;
  quantity: number;
  index: number;
}

/** Checks the lines' quantities and count and merges repeated products (and variants); throws {@link Refused}. */
export function checkLines(input: readonly OrderLineInput[]): CheckedLine[] {
  if (input.length === 0) refuse(400, ORDER_MESSAGES.emptyCart, 'lines');
  const merged = new Map<string, CheckedLine>();
  input.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) {
      refuse(400, ORDER_MESSAGES.quantity, `lines.${index}.quantity`);
    }
    const variantId = line.variantId ?? null;
    const key = `${line.productId} ${variantId ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { productId: line.productId, variantId, quantity: line.quantity, index });
  });
  const lines = [...merged.values()];
  if (lines.length > MAX_ORDER_LINES) refuse(400, ORDER_MESSAGES.tooManyLines, 'lines');
  for (const line of lines) {
    if (line.quantity > MAX_LINE_QUANTITY) {
      refuse(400, ORDER_MESSAGES.quantity, `lines.${line.index}.quantity`);
    }
  }
  return lines;
}

/** Ids that are not uuids name no row (and a uuid column would refuse the cast): 422 unavailable. */
export function checkLineIds(lines: readonly CheckedLine[]): void {
  for (const line of lines) {
    if (!isRowId(line.productId))
      refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.productId`);
    if (line.variantId !== null && !isRowId(line.variantId))
      refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.variantId`);
  }
}

/**
 * The lines priced from the store's rows: each with its product, variant label and unit price in cents
 * (the variant's or the product's, the wholesale one from its minimum quantity). A product not published
 * in this store, a product with options without a variant or with one not its own or not offered: 422.
 */
export async function readLines(
  tx: Pick<Db, 'select'>,
  storeId: string,
  lines: readonly CheckedLine[],
) {
  const rows = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.retailPrice,
      wholesaleAllowed: products.wholesaleAllowed,
      wholesalePrice: products.wholesalePrice,
      wholesaleMinQuantity: products.wholesaleMinQuantity,
      status: products.status,
      manageStock: products.manageStock,
      sellWithoutStock: products.sellWithoutStock,
      options: products.options,
    })
    .from(products)
    .where(
      and(
        eq(products.storeId, storeId),
        inArray(
          products.id,
          lines.map((l) => l.productId),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const variantRows = variantIds.length
    ? await tx
        .select({
          id: productVariants.id,
          productId: productVariants.productId,
          values: productVariants.values,
          price: productVariants.price,
          available: productVariants.available,
        })
        .from(productVariants)
        .where(and(eq(productVariants.storeId, storeId), inArray(productVariants.id, variantIds)))
    : [];
  const variantById = new Map(variantRows.map((row) => [row.id, row]));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    if (!product || product.status !== 'published') {
      return refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.productId`);
    }
    // A product with options is ordered by variant (issue 22): one of its own, offered; one without
    // options takes none (it is its own implicit variant).
    const hasOptions = product.options.length > 0;
    if (hasOptions && line.variantId === null) {
      return refuse(
        422,
        chooseVariantMessage(product.name, product.options),
        `lines.${line.index}.variantId`,
      );
    }
    const variant = line.variantId === null ? null : variantById.get(line.variantId);
    if (
      line.variantId !== null &&
      (!hasOptions || !variant || variant.productId !== product.id || !variant.available)
    ) {
      return refuse(422, ORDER_MESSAGES.unavailable, `lines.${line.index}.variantId`);
    }
    const label = variant ? variantLabel(product.options, variant.values) : '';
    // The wholesale price from the product's minimum quantity on (issue 21): @panel/domain's rule, over
    // the stored prices (the variant's own price when it has one, else the product's: dynamic prices are
    // stored computed) and the (merged) quantity of the variant, never a price the client sent.
    const unitCents = unitPriceCents(
      {
        retailPrice: Number(variant?.price ?? product.price),
        wholesaleAllowed: product.wholesaleAllowed,
        wholesalePrice: product.wholesalePrice === null ? null : Number(product.wholesalePrice),
        wholesaleMinQuantity: product.wholesaleMinQuantity,
      },
      line.quantity,
    );
    return {
      ...line,
      product,
      label,
      unitCents,
      subtotalCents: unitCents * line.quantity,
    };
  });
}

/** A line as {@link readLines} priced it. */
export type ReadLine = Awaited<ReturnType<typeof readLines>>[number];
