// A store's product categories: how a typed name is tidied, when two names are the same category, and
// what makes a name acceptable. The panel's field and the server apply the same rules.

/** Longest category name, in characters (the contract's `CategoryName`). */
export const CATEGORY_NAME_MAX = 80;

/** Most categories one store may have. */
export const CATEGORIES_MAX = 200;

/** Why a category name is refused: empty, or over {@link CATEGORY_NAME_MAX} characters. */
export type CategoryNameProblem = 'required' | 'tooLong';

/** A name as stored: surrounding spaces trimmed, inner runs of spaces as one, Unicode NFC. */
export function categoryName(text: string): string {
  return text.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/**
 * The key two names share when they are the same category: case-insensitive ('Ropa' = ' ROPA '), so a
 * store never has both. Accents still tell names apart.
 */
export function categoryKey(text: string): string {
  return categoryName(text).toLowerCase();
}

/** Checks a typed name: required, at most {@link CATEGORY_NAME_MAX} characters once tidied. */
export function validateCategoryName(text: string): CategoryNameProblem | null {
  const name = categoryName(text);
  if (name === '') return 'required';
  if (Array.from(name).length > CATEGORY_NAME_MAX) return 'tooLong';
  return null;
}

/** The category of `categories` named `text` (case-insensitively), if any. */
export function findCategoryByName<C extends { name: string }>(
  categories: readonly C[],
  text: string,
): C | undefined {
  const key = categoryKey(text);
  return categories.find((c) => categoryKey(c.name) === key);
}
