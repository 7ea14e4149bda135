import { DESCRIPTION_MAX } from './constants';
import { parseAmount } from './price';
import type { ProductStatus } from './product';
import { WHOLESALE_MIN_QUANTITY_RANGE } from './wholesale';

/** Product types: physical product or digital file. */
export type ProductType = 'product' | 'digital-file';

/** The price fields of the form, as typed. */
export interface ProductPrices {
  cost: string;
  price: string;
  /** Profit percentage, used when dynamic price is on. */
  utility: string;
}

/** Product form draft (spec §3) plus the form-only switches. */
export interface ProductFormValues {
  name: string;
  description: string;
  categoryId: string;
  type: ProductType;
  /** Stock quantity, as typed. */
  quantity: string;
  prices: ProductPrices;
  wholesalePrices: ProductPrices;
  /** Units of one order line from which the wholesale price applies, as typed (issue 21). */
  wholesaleMinQuantity: string;
  status: ProductStatus;
  dynamicPrice: boolean;
  manageStock: boolean;
  sellWithoutStock: boolean;
  wholesaleAllowed: boolean;
}

/** A fresh new-product form: published, quantity '0', stock managed, everything else empty or off. */
export function createProductForm(): ProductFormValues {
  return {
    name: '',
    description: '',
    categoryId: '',
    type: 'product',
    quantity: '0',
    prices: { cost: '', price: '', utility: '' },
    wholesalePrices: { cost: '', price: '', utility: '' },
    wholesaleMinQuantity: '',
    status: 'published',
    dynamicPrice: false,
    manageStock: true,
    sellWithoutStock: false,
    wholesaleAllowed: false,
  };
}

/** True when the stock and wholesale switches are disabled: for digital files (spec §4). */
export function areStockSwitchesDisabled(type: ProductType): boolean {
  return type === 'digital-file';
}

/**
 * Changes the product type. A digital file turns 'sell without stock' on and stock management off;
 * back to a physical product the switches are enabled again and keep their values.
 */
export function applyProductType(values: ProductFormValues, type: ProductType): ProductFormValues {
  if (type === 'digital-file') {
    return { ...values, type, sellWithoutStock: true, manageStock: false };
  }
  return { ...values, type };
}

/** Length of a description as counted by the 'n/1500' label (code points, so an emoji counts once). */
export function descriptionLength(value: string): number {
  return Array.from(value).length;
}

/** The description with input beyond 1500 characters dropped. */
export function clampDescription(value: string): string {
  const chars = Array.from(value);
  return chars.length <= DESCRIPTION_MAX ? value : chars.slice(0, DESCRIPTION_MAX).join('');
}

/**
 * Messages of the product-form checks. The spec runs no validation on this form; these checks and
 * their wording are ours.
 */
export const PRODUCT_FORM_MESSAGES = {
  nameRequired: 'Escribe el nombre de tu producto.',
  priceRequired: 'Escribe el precio de tu producto.',
  costRequired: 'Escribe el costo de tu producto.',
  invalidAmount: 'Escribe un número mayor o igual a 0.',
  wholesaleMinRequired: 'Escribe desde cuántas unidades se aplica el precio mayorista.',
  wholesaleMinInvalid: `Escribe un número entero entre ${WHOLESALE_MIN_QUANTITY_RANGE.min} y ${WHOLESALE_MIN_QUANTITY_RANGE.max}.`,
} as const;

/** One of the product-form messages. */
export type ProductFormMessage = (typeof PRODUCT_FORM_MESSAGES)[keyof typeof PRODUCT_FORM_MESSAGES];

/** Fields that can carry a product-form error. */
export type ProductFormField =
  | 'name'
  | 'prices.cost'
  | 'prices.price'
  | 'prices.utility'
  | 'wholesalePrices.cost'
  | 'wholesalePrices.price'
  | 'wholesalePrices.utility'
  | 'wholesaleMinQuantity';

/** Errors of the product form by field; empty when valid. */
export type ProductFormErrors = Partial<Record<ProductFormField, ProductFormMessage>>;

function amountError(
  value: string,
  required: ProductFormMessage | null,
): ProductFormMessage | null {
  if (value.trim() === '') return required;
  const amount = parseAmount(value);
  return amount === null || amount < 0 ? PRODUCT_FORM_MESSAGES.invalidAmount : null;
}

function checkPrices(
  group: 'prices' | 'wholesalePrices',
  prices: ProductPrices,
  dynamic: boolean,
  errors: ProductFormErrors,
): void {
  const checks: [keyof ProductPrices, ProductFormMessage | null][] = dynamic
    ? [
        ['cost', PRODUCT_FORM_MESSAGES.costRequired],
        ['utility', null],
      ]
    : [
        ['price', PRODUCT_FORM_MESSAGES.priceRequired],
        ['cost', null],
      ];
  for (const [key, required] of checks) {
    const message = amountError(prices[key], required);
    if (message) errors[`${group}.${key}`] = message;
  }
}

/** The minimum quantity of the wholesale price as typed: required, a whole number 2–999. */
export function wholesaleMinQuantityError(value: string): ProductFormMessage | null {
  const typed = value.trim();
  if (typed === '') return PRODUCT_FORM_MESSAGES.wholesaleMinRequired;
  const n = Number(typed);
  const { min, max } = WHOLESALE_MIN_QUANTITY_RANGE;
  return /^\d+$/.test(typed) && n >= min && n <= max
    ? null
    : PRODUCT_FORM_MESSAGES.wholesaleMinInvalid;
}

/**
 * Checks the product form (our rules): a name; a price — the price itself, or with dynamic price on
 * the cost it is computed from (utility may stay empty, meaning 0); amounts typed must be numbers
 * ≥ 0; with wholesale allowed the wholesale block is checked the same way, and its minimum quantity
 * (issue 21) is required.
 */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = PRODUCT_FORM_MESSAGES.nameRequired;
  checkPrices('prices', values.prices, values.dynamicPrice, errors);
  if (values.wholesaleAllowed) {
    checkPrices('wholesalePrices', values.wholesalePrices, values.dynamicPrice, errors);
    const min = wholesaleMinQuantityError(values.wholesaleMinQuantity);
    if (min) errors.wholesaleMinQuantity = min;
  }
  return errors;
}
