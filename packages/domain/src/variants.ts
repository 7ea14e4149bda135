/**
 * Product variants (issue 22): a product has up to three options ('Talle', 'Color', 'Material'), each with
 * its values in the merchant's order, and one variant per combination of values. A product without
 * options is one implicit variant: its own price and stock.
 */

/** Most options of a product. */
export const PRODUCT_OPTIONS_MAX = 3;
/** Most values of one option. */
export const OPTION_VALUES_MAX = 30;
/** Most variants (combinations) of a product. */
export const PRODUCT_VARIANTS_MAX = 250;
/** Most characters of an option's name. */
export const OPTION_NAME_MAX = 30;
/** Most characters of an option's value. */
export const OPTION_VALUE_MAX = 40;
/** Most characters of a SKU. */
export const SKU_MAX = 64;
/** The option names the form suggests. */
export const OPTION_NAME_SUGGESTIONS = ['Talle', 'Color'] as const;

/** An option of a product and its values, in the merchant's order. */
export interface ProductOption {
  name: string;
  values: string[];
}

/**
 * A variant as the product form sends it and the server keeps it. `values` has one value per option, in
 * the options' order. `price` null takes the product's price; `quantity` counts only when the product
 * manages stock; `mediaIndex` is a position in the product's media (display order), null for none. `id` is
 * the stored variant's when the form edits one (orders and stock stay with it).
 */
export interface ProductVariantInput {
  id?: string;
  values: string[];
  price: string | null;
  quantity: number | null;
  sku: string | null;
  mediaIndex: number | null;
  available: boolean;
}

/** How many combinations the options make (the product of their value counts; 1 without options). */
export function variantCombinationCount(options: readonly ProductOption[]): number {
  return options.reduce((count, option) => count * option.values.length, 1);
}

/**
 * Every combination of the options' values, the first option varying slowest:
 * [Talle S/M] × [Color Negro/Blanco] → [S,Negro], [S,Blanco], [M,Negro], [M,Blanco].
 */
export function variantCombinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (combinations, option) =>
      combinations.flatMap((combination) => option.values.map((value) => [...combination, value])),
    [[]],
  );
}

/** A value too short to read alone ('M', 'XL', '38') is written with its option's name ('Talle M'). */
function valueText(option: string, value: string): string {
  return Array.from(value).length <= 3 ? `${option} ${value}` : value;
}

/**
 * The variant as customers and merchants read it: 'Talle M, Negro'. Empty for a product without options.
 */
export function variantLabel(options: readonly ProductOption[], values: readonly string[]): string {
  return options
    .map((option, index) => {
      const value = values[index];
      return value === undefined ? '' : valueText(option.name, value);
    })
    .filter((text) => text !== '')
    .join(', ');
}
