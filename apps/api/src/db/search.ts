import { sql, type RawBuilder } from 'kysely';
import type { Db } from './database.js';
import { onSqlite } from './on-sqlite.js';
import type { TRIGRAM_INDEXED_TABLES } from './migrations/008-search-and-counts.js';

/** A trigram index finds terms of at least this many characters; shorter ones are looked for row by row. */
const TRIGRAM = 3;
/**
 * Up to this many matches, a page is taken from the trigram index's matches; with more, walking the
 * store's rows newest first finds a page of them sooner than sorting them all. Measured on 10,000
 * products: sorting 1,000 matches took 1.6 ms, walking to 25 of them 0.5 ms; the two meet near 250.
 */
const FEW_MATCHES = 250;

/** The store's rows whose search text contains a term: one condition to count them, one to page them. */
export interface StoreSearch {
  matching: RawBuilder<boolean>;
  forPage(total: number): RawBuilder<boolean>;
}

/**
 * A case-insensitive "contains" on the table's lower-cased search column, within one store (products;
 * orders are found by their words, decision 057). On SQLite, with its trigram index, a term of three
 * characters or more is looked up there as a quoted phrase (so nothing in it acts as syntax), with the
 * store's index left aside (`+store_id`) so that the few matches drive the query. Otherwise LIKE, with
 * its wildcards escaped: "50%" finds "50%" and not everything.
 */
export function storeSearch(
  db: Db,
  table: (typeof TRIGRAM_INDEXED_TABLES)[number],
  storeId: number,
  text: string,
): StoreSearch {
  const term = text.toLowerCase();
  const pattern = `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const scan = sql<boolean>`${sql.ref(`${table}.store_id`)} = ${storeId}
    and ${sql.ref(`${table}.search_text`)} like ${pattern} escape '\\'`;
  const indexed = onSqlite(db) && [...term].length >= TRIGRAM;
  if (!indexed) return { matching: scan, forPage: () => scan };
  const index = sql.table(`${table}_search`);
  const phrase = `"${term.replaceAll('"', '""')}"`;
  const fromIndex = sql<boolean>`+${sql.ref(`${table}.store_id`)} = ${storeId}
    and ${sql.ref(`${table}.rowid`)} in (select rowid from ${index} where ${index} match ${phrase})`;
  return { matching: fromIndex, forPage: (total) => (total <= FEW_MATCHES ? fromIndex : scan) };
}
