import { sql, type RawBuilder } from 'kysely';

/**
 * A case-insensitive "contains" on a lower-cased search column, the same SQL in both dialects. LIKE
 * wildcards in the text are escaped, so a search for "50%" finds "50%" and not everything.
 */
export function searchTextContains(text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`search_text like ${pattern} escape '\\'`;
}
