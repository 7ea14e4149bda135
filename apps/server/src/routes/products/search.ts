// The product search: `name_search` (the name folded by the database, see foldForSearch in db/schema.ts)
// LIKE the query folded by the same SQL expression, served by a trigram GIN index. Folding in SQL on both
// sides keeps PGlite and PostgreSQL identical, with no `unaccent` extension.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldForSearch } from '../../db/schema.js';

/** `%q%` for LIKE (whose default escape is `\`), the query's own `%`, `_` and `\` taken literally. */
export function containsText(query: string): string {
  return `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The LIKE pattern of a search, folded as `name_search` is: of `text` (an SQL value or placeholder),
 * which is {@link containsText} of the query.
 */
export const foldedPattern = (text: SQLWrapper): SQL => foldForSearch(sql`${text}`);

/** {@link foldedPattern} of `query`. */
export const containsPattern = (query: string): SQL => foldedPattern(sql`${containsText(query)}`);

/** Folds a text in JavaScript (for slugs): compatibility-decomposed, marks removed, lower-cased. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
