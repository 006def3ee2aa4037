import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * A product's name and description in the languages other than the store's (decision 033), as JSON
 * text: `{"en": {"name": "…", "description": "…"}}`. Existing products keep their name and description
 * as the store language's, with no translations, so the shop shows them as before.
 */
export const productTranslations: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('products')
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
  },
});
