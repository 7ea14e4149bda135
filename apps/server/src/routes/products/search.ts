// The product search: `name_search` (the name folded by the database, see foldForSearch in db/schema.ts)
// LIKE the query folded by the same SQL expression, served by a trigram GIN index. Folding in SQL on both
// sides keeps PGlite and PostgreSQL identical, with no `unaccent` extension.
import { sql, type SQL } from 'drizzle-orm';
import { foldForSearch } from '../../db/schema.js';

/** `%q%` for LIKE (whose default escape is `\`), the query's own `%`, `_` and `\` taken literally. */
export function containsPattern(query: string): SQL {
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  return foldForSearch(sql`${`%${escaped}%`}`);
}

/** Folds a text in JavaScript (for slugs): compatibility-decomposed, marks removed, lower-cased. */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}
