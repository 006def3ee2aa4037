import { LRUCache } from 'lru-cache';

/**
 * The one kind of cache of this server: at most `max` entries, the least recently used going first.
 * What keeps an entry right is its key (a store's content version, an SQL text, a header combination),
 * never a time to live; the one exception, the store rows, is cleared by the database's write mark.
 */
export function boundedCache<V extends NonNullable<unknown>>(max: number): LRUCache<string, V> {
  return new LRUCache<string, V>({ max });
}
