import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findStoreVersionBySlug } from '../stores/stores.repository.js';

const MAX_ENTRIES = 5_000;
const MAX_STORES = 10_000;

type StoreVersion = Awaited<ReturnType<typeof findStoreVersionBySlug>>;

/**
 * The shop's public answers (store, fronts, products), kept as JSON per store content version. Any change
 * a merchant makes moves the version on, so a cached answer is never stale and every server process stays
 * right without talking to the others. The versions themselves are kept until the database reports a
 * write (SQLite); where it cannot (PostgreSQL), one indexed lookup per request tells the version.
 */
export function publicResponseCache(ctx: AppContext) {
  const entries = new Map<string, string>();
  const versions = new Map<string, StoreVersion>();
  let versionsMark: string | null = null;

  async function storeVersion(slug: string): Promise<StoreVersion> {
    const mark = ctx.database.writeMark();
    if (mark === null || mark !== versionsMark || versions.size > MAX_STORES) {
      versions.clear();
      versionsMark = mark;
    }
    if (versions.has(slug)) return versions.get(slug);
    const store = await findStoreVersionBySlug(ctx.database.db, slug);
    // A write that committed while the lookup waited has moved the mark on, so this is cleared again.
    if (mark !== null) versions.set(slug, store);
    return store;
  }

  return {
    async answer(storeSlug: string, what: string, produce: () => Promise<unknown>): Promise<string> {
      const store = await storeVersion(storeSlug.toLowerCase());
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
