// The form's side of product variants (issue 22): how the generated variants follow the merchant's edits
// of the options, and the checks the form makes before a save. Pure functions (no React), beside the
// section that uses them; @panel/domain's variant rules (var-core) are the server's word, these keep the
// form from sending what they would refuse.
import {
  OPTION_NAME_MAX,
  OPTION_VALUE_MAX,
  OPTION_VALUES_MAX,
  PRODUCT_OPTIONS_MAX,
  PRODUCT_VARIANTS_MAX,
  SKU_MAX,
  parseAmount,
  variantCombinationCount,
  variantCombinations,
  type ProductOption,
  type ProductVariantInput,
} from '@panel/domain';
import { es } from '../../../i18n/es';

const t = es.productForm.variants;

/** The options that make variants: those with at least one value (a new option has none yet). */
export const effectiveOptions = (options: readonly ProductOption[]): ProductOption[] =>
  options.filter((option) => option.values.length > 0);

/** How many variants the options make (0 while no option has a value). */
export function variantCount(options: readonly ProductOption[]): number {
  const effective = effectiveOptions(options);
  return effective.length === 0 ? 0 : variantCombinationCount(effective);
}

/** A variant the form makes for a new combination: the product's price, no stock, offered. */
export const newVariant = (values: string[]): ProductVariantInput => ({
  values,
  price: null,
  quantity: 0,
  sku: null,
  mediaIndex: null,
  available: true,
});

const keyOf = (values: readonly string[]) => JSON.stringify(values);

/**
 * The variants of `next` options made from those of `previous` ones. Options are matched by position
 * (`nextToPrevious[j]` is the previous index of the next option j, null for a new one; by default the
 * same index). A combination that survives keeps its variant as it was (stored `id`, price, stock, SKU,
 * picture). When an option gets its first value, every variant carries on with that value; when an
 * option goes away, the first variant of each remaining combination carries on, the others are dropped.
 */
export function reconcileVariants(
  previousOptions: readonly ProductOption[],
  previousVariants: readonly ProductVariantInput[],
  nextOptions: readonly ProductOption[],
  nextToPrevious: readonly (number | null)[] = nextOptions.map((_, index) => index),
): ProductVariantInput[] {
  const nextEffective = nextOptions
    .map((option, index) => ({ option, index }))
    .filter(({ option }) => option.values.length > 0);
  if (nextEffective.length === 0) return [];
  // Position of each previous option among the previous effective ones (their variants' values).
  let position = 0;
  const previousPosition = previousOptions.map((option) =>
    option.values.length > 0 ? position++ : null,
  );
  const byKey = new Map<string, ProductVariantInput>();
  for (const variant of previousVariants) {
    const projected = nextEffective.map(({ option, index }) => {
      const previous = nextToPrevious[index];
      const at = previous === null || previous === undefined ? null : previousPosition[previous];
      // A newly effective option: the variants carry on with its first value.
      return at === null || at === undefined ? option.values[0]! : variant.values[at];
    });
    if (projected.some((value) => value === undefined)) continue;
    const key = keyOf(projected as string[]);
    if (!byKey.has(key)) byKey.set(key, variant);
  }
  return variantCombinations(nextEffective.map(({ option }) => option)).map((values) => {
    const kept = byKey.get(keyOf(values));
    return kept ? { ...kept, values } : newVariant(values);
  });
}

/** How many variants an edit drops (an edit only keeps, drops or adds: the difference when it shrinks). */
export function droppedCount(
  before: readonly ProductVariantInput[],
  after: readonly ProductVariantInput[],
): number {
  return Math.max(0, before.length - after.length);
}

/** Errors of the variants section, by place; empty when the section can be saved. */
export interface VariantsErrors {
  /** Per option index: its name or its values. */
  options?: Record<number, { name?: string; values?: string }>;
  /** Per variant index (in `variants`): its price or SKU. */
  variants?: Record<number, { price?: string; sku?: string; quantity?: string }>;
  /** About the whole section (too many combinations). */
  section?: string;
}

/** Whether a {@link VariantsErrors} holds any error. */
export const hasVariantsErrors = (errors: VariantsErrors): boolean =>
  Object.keys(errors.options ?? {}).length > 0 ||
  Object.keys(errors.variants ?? {}).length > 0 ||
  errors.section !== undefined;

/** SKU characters: letters without accents, digits and - _ . / after the first (no spaces). */
const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** A name or value compared as a person reads it: case and accents aside ('negro' = 'Negró'). */
const comparable = (text: string) =>
  text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/** Why a typed SKU cannot be saved, or null (empty is no SKU). */
export function skuError(sku: string | null): string | null {
  const text = sku?.trim() ?? '';
  if (text === '') return null;
  if (text.length > SKU_MAX) return t.errors.skuTooLong(SKU_MAX);
  if (!SKU_PATTERN.test(text)) return t.errors.skuCharacters;
  return null;
}

/** Why an option name cannot be added or kept, or null. */
export function optionNameError(
  name: string,
  options: readonly ProductOption[],
  index: number,
): string | null {
  const text = name.trim();
  if (text === '') return t.errors.nameRequired;
  if (text.length > OPTION_NAME_MAX) return t.errors.nameTooLong(OPTION_NAME_MAX);
  const same = options.findIndex(
    (option, i) => i !== index && comparable(option.name) === comparable(text),
  );
  return same >= 0 ? t.errors.nameTaken(text) : null;
}

/**
 * Why `value` cannot be added to option `index`, or null: empty, too long, already there, the option
 * full, or the combinations passing the limit (naming how many there would be).
 */
export function valueError(
  value: string,
  options: readonly ProductOption[],
  index: number,
): string | null {
  const option = options[index];
  if (!option) return null;
  const text = value.trim();
  if (text === '') return null;
  if (text.length > OPTION_VALUE_MAX) return t.errors.valueTooLong(OPTION_VALUE_MAX);
  if (option.values.some((v) => comparable(v) === comparable(text))) {
    return t.errors.valueTaken(text);
  }
  if (option.values.length >= OPTION_VALUES_MAX) return t.errors.valuesFull(OPTION_VALUES_MAX);
  const would = variantCount(
    options.map((o, i) => (i === index ? { ...o, values: [...o.values, text] } : o)),
  );
  if (would > PRODUCT_VARIANTS_MAX) return t.errors.tooManyVariants(would, PRODUCT_VARIANTS_MAX);
  return null;
}

/** Whether another option can be added. */
export const canAddOption = (options: readonly ProductOption[]): boolean =>
  options.length < PRODUCT_OPTIONS_MAX;

/**
 * The checks before a save: every option named (uniquely) and with a value, the combinations within
 * the limit, each variant's price readable and SKU well formed and unique in the product.
 */
export function validateVariants(
  options: readonly ProductOption[],
  variants: readonly ProductVariantInput[],
): VariantsErrors {
  const errors: VariantsErrors = {};
  const optionErrors: NonNullable<VariantsErrors['options']> = {};
  options.forEach((option, index) => {
    const name = optionNameError(option.name, options, index);
    const values =
      option.values.length === 0
        ? t.errors.valuesRequired(option.name.trim() || t.unnamedOption(index + 1))
        : null;
    if (name || values) {
      optionErrors[index] = { ...(name ? { name } : {}), ...(values ? { values } : {}) };
    }
  });
  if (Object.keys(optionErrors).length > 0) errors.options = optionErrors;
  const count = variantCount(options);
  if (count > PRODUCT_VARIANTS_MAX)
    errors.section = t.errors.tooManyVariants(count, PRODUCT_VARIANTS_MAX);
  const variantErrors: NonNullable<VariantsErrors['variants']> = {};
  const skus = new Map<string, number>();
  variants.forEach((variant, index) => {
    const found: { price?: string; sku?: string } = {};
    const price = variant.price?.trim() ?? '';
    if (price !== '' && (parseAmount(price) ?? -1) < 0) found.price = t.errors.price;
    const sku = skuError(variant.sku);
    if (sku) found.sku = sku;
    const skuKey = variant.sku?.trim().toLocaleUpperCase('es') ?? '';
    if (!sku && skuKey !== '') {
      if (skus.has(skuKey)) found.sku = t.errors.skuTaken;
      else skus.set(skuKey, index);
    }
    if (found.price || found.sku) variantErrors[index] = found;
  });
  if (Object.keys(variantErrors).length > 0) errors.variants = variantErrors;
  return errors;
}
