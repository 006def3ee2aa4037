import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { storeContentCache } from '../kernel/index.js';

const MAX_ENTRIES = 5_000;

/** The shop's public answers (store, fronts, products), kept as JSON per store content version. */
export function publicResponseCache(ctx: AppContext) {
  const entries = storeContentCache<string>(ctx, 'shop-answers', MAX_ENTRIES);
  return {
    async answer(storeSlug: string, what: string, produce: () => Promise<unknown>): Promise<string> {
      const json = await entries.get(storeSlug, what, async () => JSON.stringify({ data: await produce() }));
      if (json === undefined) throw AppError.notFound();
      return json;
    },
  };
}
