import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * What was sold keeps its terms (decision 039, "What was sold keeps its terms"):
 *
 * - an order's copy of a licence key item records the item's `activation_limit` and
 *   `license_valid_days` as they were when the order was paid, so a key handed to it later (a pool
 *   that ran dry) gets the terms the buyer paid for, not the item's terms of that later day;
 * - every handed-out key carries its `activation_limit`, and `terms_recorded_at`, the moment its terms
 *   were written onto it. Null there means the terms are unknown, which the licence API refuses to
 *   activate; never "no limit" (that is a null limit with the moment set);
 * - `product_items.archived_at`: an item a paid order delivered is archived when the merchant deletes
 *   it, so its buyers' copies and keys keep pointing at the row they came from.
 *
 * Keys handed out before this migration take their item's current limit, as the licence API read it
 * until now. A key whose item was already deleted has no limit to take: it stays unknown (its buyer's
 * activations keep validating; a new one is refused). Its `expires_at` was written at hand-out
 * (migration 036) and stays.
 */
export const soldTerms: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('product_items').addColumn('archived_at', 'text').execute();
    await db.schema.alterTable('order_items').addColumn('activation_limit', 'integer').execute();
    await db.schema.alterTable('order_items').addColumn('license_valid_days', 'integer').execute();
    await db.schema.alterTable('license_keys').addColumn('activation_limit', 'integer').execute();
    await db.schema.alterTable('license_keys').addColumn('terms_recorded_at', 'text').execute();

    await sql`update order_items set
        activation_limit = (select product_items.activation_limit from product_items
          where product_items.id = order_items.product_item_id
            and product_items.store_id = order_items.store_id),
        license_valid_days = (select product_items.license_valid_days from product_items
          where product_items.id = order_items.product_item_id
            and product_items.store_id = order_items.store_id)
      where product_type = 'license_key'`.execute(db);
    await sql`update license_keys set
        activation_limit = (select product_items.activation_limit from product_items
          where product_items.id = license_keys.product_item_id
            and product_items.store_id = license_keys.store_id),
        terms_recorded_at = ${new Date().toISOString()}
      where status <> 'available'
        and exists (select 1 from product_items
          where product_items.id = license_keys.product_item_id
            and product_items.store_id = license_keys.store_id)`.execute(db);
  },
});
