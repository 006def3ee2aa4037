import { LRUCache } from 'lru-cache';

export interface CacheCounts {
  hits: number;
  misses: number;
}

/** Look-ups of every cache of the process by name, for the metrics: plain counts, cheap on the hot path. */
const counts = new Map<string, CacheCounts>();

export function cacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return counts;
}

/** An LRU cache that counts its look-ups under its name. */
class CountedCache<V extends NonNullable<unknown>> extends LRUCache<string, V> {
  constructor(
    max: number,
    private readonly counted: CacheCounts,
  ) {
    super({ max });
  }

  override get(key: string, options?: LRUCache.GetOptions<string, V, unknown>): V | undefined {
    const value = super.get(key, options);
    if (value === undefined) this.counted.misses += 1;
    else this.counted.hits += 1;
    return value;
  }
}

/**
 * The one kind of cache of this server: at most `max` entries, the least recently used going first.
 * What keeps an entry right is its key (a store's content version, an SQL text, a header combination),
 * never a time to live; the one exception, the store rows, is cleared by the database's write mark.
 * Caches of one name (one per app instance) count together.
 */
export function boundedCache<V extends NonNullable<unknown>>(name: string, max: number): LRUCache<string, V> {
  let counted = counts.get(name);
  if (!counted) {
    counted = { hits: 0, misses: 0 };
    counts.set(name, counted);
  }
  return new CountedCache<V>(max, counted);
}
