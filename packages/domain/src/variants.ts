import { parseAmount } from './price';

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

/** What a SKU may hold: letters without accents, digits and the separators - _ . / (no spaces). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** Largest stock count of one variant (the products' own ceiling: a PostgreSQL integer). */
export const VARIANT_QUANTITY_MAX = 1_000_000_000;

/** Messages of the variant rules (our wording; the spec has none). */
export const VARIANT_MESSAGES = {
  tooManyOptions: `Un producto puede tener hasta ${PRODUCT_OPTIONS_MAX} opciones.`,
  optionNameRequired: 'Escribe el nombre de la opción.',
  optionNameTooLong: `El nombre de una opción puede tener hasta ${OPTION_NAME_MAX} caracteres.`,
  optionNameRepeated: (name: string) => `Ya hay una opción llamada ${name}.`,
  optionValuesRequired: (name: string) => `Agrega al menos un valor a ${name}.`,
  tooManyValues: (name: string) =>
    `${name} tiene más de ${OPTION_VALUES_MAX} valores; una opción puede tener hasta ${OPTION_VALUES_MAX}.`,
  valueRequired: (name: string) => `Un valor de ${name} está vacío.`,
  valueTooLong: `Un valor puede tener hasta ${OPTION_VALUE_MAX} caracteres.`,
  valueRepeated: (name: string, value: string) => `${value} está dos veces en ${name}.`,
  tooManyVariants: (count: number) =>
    `Un producto puede tener hasta ${PRODUCT_VARIANTS_MAX} variantes; con estas opciones tendrías ${count}.`,
  variantsWithoutOptions: 'Un producto sin opciones no lleva variantes.',
  variantsRequired: 'Deja al menos una variante.',
  valuesPerOption: 'Cada variante lleva un valor por cada opción.',
  unknownValue: (name: string, value: string) => `${value} no es un valor de ${name}.`,
  combinationRepeated: 'Esa combinación ya existe',
  skuTooLong: `El SKU puede tener hasta ${SKU_MAX} caracteres.`,
  skuInvalid:
    'El SKU solo puede llevar letras sin acentos, números, guiones, puntos, guiones bajos y barras, sin espacios.',
  skuRepeated: 'Ese SKU ya está en otra variante.',
  skuTaken: 'Ese SKU ya lo usa otro producto de tu tienda.',
  priceInvalid: 'Escribe un precio mayor o igual a 0.',
  quantityInvalid: 'Escribe una cantidad entera mayor o igual a 0.',
  mediaInvalid: 'Esa imagen no es del producto.',
  idRepeated: 'Una variante aparece dos veces.',
} as const;

/** Where a variant rule failed: an option (by position) or a variant (by position), and the message. */
export interface VariantRuleError {
  field: 'options' | 'variants';
  /** Position of the option or variant at fault; null for the whole list. */
  index: number | null;
  message: string;
}

/** The text as kept: trimmed, inner runs of spaces made one. */
export function tidyVariantText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Options as kept: names and values tidied, empty trailing input untouched (the rules report it). */
export function tidyOptions(options: readonly ProductOption[]): ProductOption[] {
  return options.map((option) => ({
    name: tidyVariantText(option.name),
    values: option.values.map(tidyVariantText),
  }));
}

/** A name or value compared the way a person reads it: case and accents aside ('negro' = 'Negro'). */
function sameText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

function charCount(text: string): number {
  return Array.from(text).length;
}

/** The options' first broken rule, or null: count, names, values and the combinations they make. */
export function optionsError(options: readonly ProductOption[]): VariantRuleError | null {
  const fail = (index: number | null, message: string): VariantRuleError => ({
    field: 'options',
    index,
    message,
  });
  if (options.length > PRODUCT_OPTIONS_MAX) return fail(null, VARIANT_MESSAGES.tooManyOptions);
  const names = new Set<string>();
  for (const [index, option] of options.entries()) {
    const name = tidyVariantText(option.name);
    if (name === '') return fail(index, VARIANT_MESSAGES.optionNameRequired);
    if (charCount(name) > OPTION_NAME_MAX) return fail(index, VARIANT_MESSAGES.optionNameTooLong);
    if (names.has(sameText(name))) return fail(index, VARIANT_MESSAGES.optionNameRepeated(name));
    names.add(sameText(name));
    if (option.values.length === 0) return fail(index, VARIANT_MESSAGES.optionValuesRequired(name));
    if (option.values.length > OPTION_VALUES_MAX)
      return fail(index, VARIANT_MESSAGES.tooManyValues(name));
    const values = new Set<string>();
    for (const raw of option.values) {
      const value = tidyVariantText(raw);
      if (value === '') return fail(index, VARIANT_MESSAGES.valueRequired(name));
      if (charCount(value) > OPTION_VALUE_MAX) return fail(index, VARIANT_MESSAGES.valueTooLong);
      if (values.has(sameText(value)))
        return fail(index, VARIANT_MESSAGES.valueRepeated(name, value));
      values.add(sameText(value));
    }
  }
  const count = variantCombinationCount(options);
  if (count > PRODUCT_VARIANTS_MAX) return fail(null, VARIANT_MESSAGES.tooManyVariants(count));
  return null;
}

/** The SKU's broken rule, or null (an empty SKU is none). */
export function skuError(sku: string): string | null {
  const text = sku.trim();
  if (text === '') return null;
  if (charCount(text) > SKU_MAX) return VARIANT_MESSAGES.skuTooLong;
  return SKU_PATTERN.test(text) ? null : VARIANT_MESSAGES.skuInvalid;
}

/** A SKU as compared for uniqueness in a store: case aside. */
export function skuKey(sku: string): string {
  return sku.trim().toUpperCase();
}

/** The key of a variant's values tuple (to find a stored variant by its values). */
export function variantKey(values: readonly string[]): string {
  return JSON.stringify(values.map((value) => sameText(tidyVariantText(value))));
}

/**
 * The first broken rule of options and variants together, or null. `mediaCount` is how many pictures the
 * product has (a variant's `mediaIndex` must point at one). Variants are a subset of the combinations: the
 * merchant may leave some out.
 */
export function variantsError(
  options: readonly ProductOption[],
  variants: readonly ProductVariantInput[],
  mediaCount = Number.POSITIVE_INFINITY,
): VariantRuleError | null {
  const optionError = optionsError(options);
  if (optionError) return optionError;
  const fail = (index: number | null, message: string): VariantRuleError => ({
    field: 'variants',
    index,
    message,
  });
  if (options.length === 0) {
    return variants.length === 0 ? null : fail(null, VARIANT_MESSAGES.variantsWithoutOptions);
  }
  if (variants.length === 0) return fail(null, VARIANT_MESSAGES.variantsRequired);
  if (variants.length > PRODUCT_VARIANTS_MAX) {
    return fail(null, VARIANT_MESSAGES.tooManyVariants(variants.length));
  }
  const known = options.map(
    (option) => new Set(option.values.map((v) => sameText(tidyVariantText(v)))),
  );
  const tuples = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<string>();
  for (const [index, variant] of variants.entries()) {
    if (variant.values.length !== options.length)
      return fail(index, VARIANT_MESSAGES.valuesPerOption);
    for (const [position, value] of variant.values.entries()) {
      const option = options[position];
      if (option && !known[position]?.has(sameText(tidyVariantText(value)))) {
        return fail(index, VARIANT_MESSAGES.unknownValue(tidyVariantText(option.name), value));
      }
    }
    const key = variantKey(variant.values);
    if (tuples.has(key)) return fail(index, VARIANT_MESSAGES.combinationRepeated);
    tuples.add(key);
    if (variant.id !== undefined) {
      if (ids.has(variant.id)) return fail(index, VARIANT_MESSAGES.idRepeated);
      ids.add(variant.id);
    }
    if (variant.sku !== null && variant.sku.trim() !== '') {
      const message = skuError(variant.sku);
      if (message) return fail(index, message);
      if (skus.has(skuKey(variant.sku))) return fail(index, VARIANT_MESSAGES.skuRepeated);
      skus.add(skuKey(variant.sku));
    }
    if (variant.price !== null && variant.price.trim() !== '') {
      const amount = parseAmount(variant.price);
      if (amount === null || amount < 0) return fail(index, VARIANT_MESSAGES.priceInvalid);
    }
    if (
      variant.quantity !== null &&
      !(
        Number.isInteger(variant.quantity) &&
        variant.quantity >= 0 &&
        variant.quantity <= VARIANT_QUANTITY_MAX
      )
    ) {
      return fail(index, VARIANT_MESSAGES.quantityInvalid);
    }
    if (
      variant.mediaIndex !== null &&
      !(
        Number.isInteger(variant.mediaIndex) &&
        variant.mediaIndex >= 0 &&
        variant.mediaIndex < mediaCount
      )
    ) {
      return fail(index, VARIANT_MESSAGES.mediaInvalid);
    }
  }
  return null;
}

/** The option names as a sentence lists them: 'Talle', 'Talle y Color', 'Talle, Color y Material'. */
export function optionNamesText(options: readonly ProductOption[]): string {
  const names = options.map((option) => option.name);
  const last = names.pop();
  if (last === undefined) return '';
  return names.length === 0 ? last : `${names.join(', ')} y ${last}`;
}

/** What an order of a product with options and no variant chosen is told: 'Elige Talle y Color de Remera.' */
export function chooseVariantMessage(
  productName: string,
  options: readonly ProductOption[],
): string {
  return `Elige ${optionNamesText(options)} de ${productName}.`;
}

/** A product line as the cart, the order page and 'Pedidos' write it: 'Remera Oversize — Talle M, Negro'. */
export function variantLineName(productName: string, label: string): string {
  return label.trim() === '' ? productName : `${productName} — ${label}`;
}

/** A stored variant as the API answers it (`ProductVariant`). */
export interface StoredVariant {
  id: string;
  values: string[];
  price: string | null;
  quantity: number | null;
  sku: string | null;
  mediaId: string | null;
  available: boolean;
}

/**
 * Stored variants back into the form's input, their pictures as positions in `mediaIds` (the product's
 * media in display order). Editing keeps the ids (orders and stock stay with them); a copy (the panel's
 * 'Duplicar') drops them and the SKUs, which name one variant in the store.
 */
export function variantsToInput(
  variants: readonly StoredVariant[],
  mediaIds: readonly string[],
  mode: 'edit' | 'copy',
): ProductVariantInput[] {
  return variants.map((variant) => {
    const index = variant.mediaId === null ? -1 : mediaIds.indexOf(variant.mediaId);
    return {
      ...(mode === 'edit' ? { id: variant.id } : {}),
      values: [...variant.values],
      price: variant.price,
      quantity: variant.quantity,
      sku: mode === 'edit' ? variant.sku : null,
      mediaIndex: index < 0 ? null : index,
      available: variant.available,
    };
  });
}
