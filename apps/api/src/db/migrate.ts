import { Migrator, type Kysely } from 'kysely';
import type { Dialect, MigrationFactory } from './dialect.js';
import type { Database } from './schema.js';
import { accountsAndStores } from './migrations/001-accounts-and-stores.js';
import { catalog } from './migrations/002-catalog.js';
import { carts } from './migrations/003-carts.js';
import { orders } from './migrations/004-orders.js';
import { paymentProviders } from './migrations/005-payment-providers.js';
import { merchantPreferences } from './migrations/006-merchant-preferences.js';
import { contentVersion } from './migrations/007-content-version.js';
import { searchAndCounts } from './migrations/008-search-and-counts.js';
import { rowLevelSecurity } from './migrations/009-row-level-security.js';
import { orderCountsAtCommit } from './migrations/010-order-counts-at-commit.js';
import { filesAndPurchases } from './migrations/011-files-and-purchases.js';
import { refunds } from './migrations/012-refunds.js';
import { rateLimits } from './migrations/014-rate-limits.js';
import { orderExpiry } from './migrations/015-order-expiry.js';
import { contentVersionByTrigger } from './migrations/016-content-version-by-trigger.js';
import { outboxEvents } from './migrations/017-outbox-events.js';
import { passwordResets } from './migrations/018-password-resets.js';
import { orderNumbers } from './migrations/019-order-numbers.js';
import { buyerAccess } from './migrations/021-buyer-access.js';
import { vat } from './migrations/022-vat.js';
import { storeChangeNotices } from './migrations/023-store-change-notices.js';
import { productTranslations } from './migrations/024-product-translations.js';
import { invoices } from './migrations/025-invoices.js';
import { webhooks } from './migrations/026-webhooks.js';
import { apiTokens } from './migrations/027-api-tokens.js';
import { checkoutReminders } from './migrations/028-checkout-reminders.js';
import { licenseKeys } from './migrations/030-license-keys.js';
import { licenseActivations } from './migrations/031-license-activations.js';
import { discountCodes } from './migrations/032-discount-codes.js';
import { listUnsubscribe } from './migrations/035-list-unsubscribe.js';
import { licenseExpiry } from './migrations/036-license-expiry.js';
import { keysByStore } from './migrations/037-keys-by-store.js';
import { orderReferencesDeferred } from './migrations/038-order-references-deferred.js';
import { webhookAttempts } from './migrations/039-webhook-attempts.js';
import { soldTerms } from './migrations/040-sold-terms.js';
import { idsNeverReused } from './migrations/042-ids-never-reused.js';
import { emailKeys } from './migrations/043-email-keys.js';
import { withdrawalWaivers } from './migrations/044-withdrawal-waivers.js';
import { foreignKeyIndexes } from './migrations/045-foreign-key-indexes.js';
import { cartLinesByCart } from './migrations/046-cart-lines-by-cart.js';
import { paymentsByOrder } from './migrations/047-payments-by-order.js';
import { orderSearchWordsTable } from './migrations/048-order-search-words.js';
import { salesTotals } from './migrations/049-sales-totals.js';
import { vatTotals } from './migrations/050-vat-totals.js';
import { oneJobQueue } from './migrations/051-one-job-queue.js';
import { refundLines } from './migrations/053-refund-lines.js';
import { ordersByCustomer } from './migrations/055-orders-by-customer.js';
import { itemTranslations } from './migrations/057-item-translations.js';
import { productVariants } from './migrations/060-product-variants.js';
import { variantSubscriptions } from './migrations/061-variant-subscriptions.js';
import { subscriptions } from './migrations/059-subscriptions.js';
import { mandatePayments } from './migrations/062-mandate-payments.js';
import { cartLinesByVariant } from './migrations/064-cart-lines-by-variant.js';
import { renewalTotalsExclVat } from './migrations/065-renewal-totals-excl-vat.js';

export const migrations: Record<string, MigrationFactory> = {
  '001-accounts-and-stores': accountsAndStores,
  '002-catalog': catalog,
  '003-carts': carts,
  '004-orders': orders,
  '005-payment-providers': paymentProviders,
  '006-merchant-preferences': merchantPreferences,
  '007-content-version': contentVersion,
  '008-search-and-counts': searchAndCounts,
  '009-row-level-security': rowLevelSecurity,
  '010-order-counts-at-commit': orderCountsAtCommit,
  '011-files-and-purchases': filesAndPurchases,
  '012-refunds': refunds,
  '014-rate-limits': rateLimits,
  '015-order-expiry': orderExpiry,
  '016-content-version-by-trigger': contentVersionByTrigger,
  '017-outbox-events': outboxEvents,
  '018-password-resets': passwordResets,
  '019-order-numbers': orderNumbers,
  '021-buyer-access': buyerAccess,
  '022-vat': vat,
  '023-store-change-notices': storeChangeNotices,
  '024-product-translations': productTranslations,
  '025-invoices': invoices,
  '026-webhooks': webhooks,
  '027-api-tokens': apiTokens,
  '028-checkout-reminders': checkoutReminders,
  '030-license-keys': licenseKeys,
  '031-license-activations': licenseActivations,
  '032-discount-codes': discountCodes,
  '035-list-unsubscribe': listUnsubscribe,
  '036-license-expiry': licenseExpiry,
  '037-keys-by-store': keysByStore,
  '038-order-references-deferred': orderReferencesDeferred,
  '039-webhook-attempts': webhookAttempts,
  '040-sold-terms': soldTerms,
  '042-ids-never-reused': idsNeverReused,
  '043-email-keys': emailKeys,
  '044-withdrawal-waivers': withdrawalWaivers,
  '045-foreign-key-indexes': foreignKeyIndexes,
  '046-cart-lines-by-cart': cartLinesByCart,
  '047-payments-by-order': paymentsByOrder,
  '048-order-search-words': orderSearchWordsTable,
  '049-sales-totals': salesTotals,
  '050-vat-totals': vatTotals,
  '051-one-job-queue': oneJobQueue,
  '053-refund-lines': refundLines,
  '055-orders-by-customer': ordersByCustomer,
  '057-item-translations': itemTranslations,
  '060-product-variants': productVariants,
  '059-subscriptions': subscriptions,
  '061-variant-subscriptions': variantSubscriptions,
  '062-mandate-payments': mandatePayments,
  '064-cart-lines-by-variant': cartLinesByVariant,
  '065-renewal-totals-excl-vat': renewalTotalsExclVat,
};

/** Brings the schema up to date; runs at every start and is a no-op when nothing is new. */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: {
      getMigrations: async () =>
        Object.fromEntries(Object.entries(migrations).map(([name, make]) => [name, make(dialect)])),
    },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}
