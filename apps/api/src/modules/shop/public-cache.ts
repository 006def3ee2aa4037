import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findShopStore } from '../kernel/index.js';

const MAX_ENTRIES = 5_000;

/**
 * The shop's public answers (store, fronts, products), kept as JSON per store content version. Any change
 * a merchant makes moves the version on, so a cached answer is never stale and every server process stays
 * right without talking to the others. The version comes with the store (`findShopStore`), which SQLite
 * lets us keep until the next write; on PostgreSQL it is one indexed look-up per request.
 */
export function publicResponseCache(ctx: AppContext) {
  const entries = new Map<string, string>();
  return {
    async answer(storeSlug: string, what: string, produce: () => Promise<unknown>): Promise<string> {
      const store = await findShopStore(ctx, storeSlug.toLowerCase());
      if (!store) throw AppError.notFound();
      const key = `${store.id}:${store.content_version}:${what}`;
      const cached = entries.get(key);
      if (cached) return cached;
      const json = JSON.stringify({ data: await produce() });
      entries.set(key, json);
      if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return json;
    },
  };
}

/** Sends JSON that is already serialized: Fastify passes a string body through as it is. */
export function sendSerialized(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').send(json as never);
}
