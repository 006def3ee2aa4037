import type { Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * Licence keys that expire (decision 039): `product_items.license_valid_days` (null: never) and
 * `license_keys.expires_at`, the moment a handed-out key stops validating (its hand-out plus the
 * item's days, ISO text like the other timestamps; null: never).
 */
export const licenseExpiry: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('product_items').addColumn('license_valid_days', 'integer').execute();
    await db.schema.alterTable('license_keys').addColumn('expires_at', 'text').execute();
  },
});
