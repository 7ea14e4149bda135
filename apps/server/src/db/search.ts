// The product search: `name_search` (the name folded by the database, see foldForSearch in db/schema.ts)
// LIKE each word of the query folded by the same SQL expression, served by a trigram GIN index: every
// word must be in the name, in any order ('mate calabaza' finds 'Calabaza para mate'). Folding in SQL on
// both sides keeps PGlite and PostgreSQL identical, with no `unaccent` extension.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldForSearch } from './schema.js';

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

/** Words a search matches at most; the rest of a longer query is ignored. */
export const MAX_SEARCH_WORDS = 8;

/** The distinct words of a search, in order (split on white space), at most {@link MAX_SEARCH_WORDS}. */
export function searchWords(query: string): string[] {
  return [...new Set(query.trim().split(/\s+/u).filter(Boolean))].slice(0, MAX_SEARCH_WORDS);
}

/** The conditions of a search on `column` (a folded name): one LIKE per word, all of them to hold. */
export const wordsMatch = (column: SQLWrapper, query: string): SQL[] =>
  searchWords(query).map((word) => sql`${column} LIKE ${containsPattern(word)}`);

/** Folds a text in JavaScript (for slugs): compatibility-decomposed, marks removed, lower-cased. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
