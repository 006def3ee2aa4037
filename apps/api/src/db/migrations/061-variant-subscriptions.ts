import { sql, type Kysely } from 'kysely';
import type { MigrationFactory } from '../dialect.js';

/**
 * Subscriptions per variant and free trials (decision 084):
 *
 * - `product_variants.subscription_interval` (`month`, `year`, null: bought once) and `trial_days`
 *   (null: no trial): the terms a buyer pays by live on the variant, beside its price (decision 076).
 *   Each variant takes its product's interval; `products.subscription_interval` stays as the first
 *   variant's, as `products.price` is the first variant's price.
 * - `order_lines.trial_days`: the trial the line was ordered with, frozen with it like its interval, and
 *   `renewal_total_incl_vat`: what the buyer was told each renewal would charge for the line (the
 *   confirmation's "then € 9,00 per month"; the renewals themselves are priced on their day).
 * - `subscriptions.variant_id`: the variant it renews (without a reference, as an order line keeps its
 *   variant: removing the variant leaves the subscription renewing at its frozen price), and
 *   `trial_ends_at`: the end of its free trial, from which its periods are counted; null: no trial.
 */
export const variantSubscriptions: MigrationFactory = () => ({
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('product_variants').addColumn('subscription_interval', 'text').execute();
    await db.schema.alterTable('product_variants').addColumn('trial_days', 'integer').execute();
    await db.schema.alterTable('order_lines').addColumn('trial_days', 'integer').execute();
    await db.schema.alterTable('order_lines').addColumn('renewal_total_incl_vat', 'integer').execute();
    await db.schema.alterTable('subscriptions').addColumn('variant_id', 'integer').execute();
    await db.schema.alterTable('subscriptions').addColumn('trial_ends_at', 'text').execute();
    await sql`update product_variants set subscription_interval = (select products.subscription_interval
        from products where products.id = product_variants.product_id
          and products.store_id = product_variants.store_id)`.execute(db);
    // A subscription of a product with one variant renews that variant.
    await sql`update subscriptions set variant_id = (select min(product_variants.id) from product_variants
        where product_variants.product_id = subscriptions.product_id
          and product_variants.store_id = subscriptions.store_id
          and product_variants.position = 0)`.execute(db);
  },
});
