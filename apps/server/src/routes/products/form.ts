// The product form of create/update (`ProductForm` of the contract, already validated by ajv) turned into
// a products row, with the rules of @panel/domain: the product-form checks, the dynamic price and the
// digital-file switches.
import {
  applyProductType,
  createProductForm,
  descriptionLength,
  DESCRIPTION_MAX,
  dynamicPrice,
  parseAmount,
  toCents,
  validateProductForm,
  type ProductFormField,
  type ProductFormValues,
} from '@panel/domain';
import type { products } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import { INVALID_REQUEST } from '../../plugins/errors.js';

/** The multipart body of productsCreate / productsUpdate after validation and defaults. */
export interface ProductFormBody {
  name: string;
  description?: string;
  categoryId?: string;
  type: 'product' | 'digital-file';
  quantity?: number;
  cost?: string;
  price?: string;
  utility?: string;
  wholesaleCost?: string;
  wholesalePrice?: string;
  wholesaleUtility?: string;
  status: 'draft' | 'published' | 'hidden';
  dynamicPrice?: boolean;
  manageStock?: boolean;
  sellWithoutStock?: boolean;
  wholesaleAllowed?: boolean;
  wholesaleMinQuantity?: number;
  images?: string[];
  video?: string;
  videoPoster?: string;
  keepMedia?: string[];
  sharedMedia?: string[];
  /** JSON of ProductOption[] (issue 22); see variants.ts. */
  options?: string;
  /** JSON of the variants (issue 22); see variants.ts. */
  variants?: string;
}

/** The columns a form sets (everything but ids, slug and timestamps). */
export type ProductValues = Omit<
  typeof products.$inferInsert,
  'id' | 'storeId' | 'slug' | 'nameSearch' | 'createdAt' | 'updatedAt'
>;

/** Largest amount of a `numeric(12, 2)` money column. */
const MAX_MONEY_CENTS = 999_999_999_999;

/** Where each form field of @panel/domain travels in the multipart body. */
const BODY_FIELD: Record<ProductFormField, string> = {
  name: 'name',
  'prices.cost': 'cost',
  'prices.price': 'price',
  'prices.utility': 'utility',
  'wholesalePrices.cost': 'wholesaleCost',
  'wholesalePrices.price': 'wholesalePrice',
  'wholesalePrices.utility': 'wholesaleUtility',
  wholesaleMinQuantity: 'wholesaleMinQuantity',
};

const invalid = (field: string, why: string) =>
  new HttpError(400, `${INVALID_REQUEST}: body/${field} ${why}`);

/** Cents as a numeric literal: 1250 → '12.50'. */
function centsText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A money amount of the form as stored: two decimals, null when absent. */
function money(value: string | undefined): string | null {
  const amount = parseAmount(value);
  return amount === null ? null : centsText(toCents(amount));
}

/** Price from cost and utility (domain rule), refused when negative or beyond the column. */
function computedPrice(cost: string | undefined, utility: string | undefined, field: string) {
  const costAmount = parseAmount(cost);
  if (costAmount === null) return null;
  const cents = toCents(dynamicPrice(costAmount, parseAmount(utility) ?? 0));
  if (cents < 0) throw invalid(field, 'gives a negative price');
  if (cents > MAX_MONEY_CENTS) throw invalid(field, 'gives a price that is too large');
  return centsText(cents);
}

/** Largest margin of a `numeric(7, 2)` utility column, in hundredths of a percent. */
const MAX_UTILITY_HUNDREDTHS = 9_999_999n;

/**
 * The margin of a price over its cost, as stored: (price / cost − 1) × 100 rounded to 2 decimals (half
 * away from zero, in integers); null when there is no cost (0 or unset) or the margin does not fit the
 * column — so a stored margin always matches its cost and price.
 */
export function marginOf(cost: string | null, price: string | null): string | null {
  if (cost === null || price === null) return null;
  const costCents = BigInt(toCents(Number(cost)));
  if (costCents <= 0n) return null;
  const scaled = (BigInt(toCents(Number(price))) - costCents) * 10_000n;
  const half = scaled >= 0n ? costCents / 2n : -(costCents / 2n);
  const hundredths = (scaled + half) / costCents;
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return abs > MAX_UTILITY_HUNDREDTHS ? null : centsText(Number(hundredths));
}

/**
 * Checks the form and computes the row. 400 `Invalid request: body/<field> <why>` for a blank name, a
 * missing price (or cost with dynamic price), a negative amount, or a description over 1500 characters.
 */
export function productValues(body: ProductFormBody): ProductValues {
  const dynamic = body.dynamicPrice ?? false;
  const wholesaleAllowed = body.wholesaleAllowed ?? false;
  let form: ProductFormValues = {
    ...createProductForm(),
    name: body.name,
    description: body.description ?? '',
    categoryId: body.categoryId ?? '',
    quantity: String(body.quantity ?? 0),
    prices: { cost: body.cost ?? '', price: body.price ?? '', utility: body.utility ?? '' },
    wholesalePrices: {
      cost: body.wholesaleCost ?? '',
      price: body.wholesalePrice ?? '',
      utility: body.wholesaleUtility ?? '',
    },
    wholesaleMinQuantity:
      body.wholesaleMinQuantity === undefined ? '' : String(body.wholesaleMinQuantity),
    status: body.status,
    dynamicPrice: dynamic,
    manageStock: body.manageStock ?? true,
    sellWithoutStock: body.sellWithoutStock ?? false,
    wholesaleAllowed,
  };
  // A digital file sells without stock and does not manage it (spec §4), whatever the switches said.
  form = applyProductType(form, body.type);

  const errors = validateProductForm(form);
  const [first] = Object.entries(errors) as [ProductFormField, string][];
  if (first) throw invalid(BODY_FIELD[first[0]], first[1]);
  if (descriptionLength(form.description) > DESCRIPTION_MAX) {
    throw invalid('description', `must NOT have more than ${DESCRIPTION_MAX} characters`);
  }

  const retailPrice = dynamic
    ? computedPrice(body.cost, body.utility, 'utility')
    : money(body.price);
  const wholesalePrice = dynamic
    ? computedPrice(body.wholesaleCost, body.wholesaleUtility, 'wholesaleUtility')
    : money(body.wholesalePrice);

  return {
    name: form.name.trim(),
    description: form.description,
    categoryId: body.categoryId ?? null,
    type: form.type,
    quantity: body.quantity ?? 0,
    retailCost: money(body.cost),
    retailPrice: retailPrice ?? '0.00',
    // The margin matches cost and price: the one the price was computed from, else the one they give
    // (a utility sent without a dynamic price is ignored).
    retailUtility: dynamic ? money(body.utility) : marginOf(money(body.cost), retailPrice),
    wholesaleCost: money(body.wholesaleCost),
    wholesalePrice,
    wholesaleUtility: dynamic
      ? money(body.wholesaleUtility)
      : marginOf(money(body.wholesaleCost), wholesalePrice ?? null),
    status: form.status,
    dynamicPrice: dynamic,
    manageStock: form.manageStock,
    sellWithoutStock: form.sellWithoutStock,
    wholesaleAllowed,
    // Stored as sent, like the wholesale prices: applied only while wholesale is allowed.
    wholesaleMinQuantity: body.wholesaleMinQuantity ?? null,
  };
}
