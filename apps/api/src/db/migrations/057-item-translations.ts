import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * An item's name in the languages other than the store's (decision 074), as JSON text like a
 * product's (migration 024): `{"de": {"name": "Anleitung"}}`. Existing items keep their name as the
 * store language's, with no translations, so every buyer reads them as before.
 */
export const itemTranslations: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('product_items')
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
  },
});
