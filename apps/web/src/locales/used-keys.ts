/**
 * How the locale checks find the keys the code uses (locales.test.ts, shop-texts.test.ts): by reading
 * the source, not by running it.
 */
import {
  API_TOKEN_SCOPES,
  INVOICE_KINDS,
  LICENSE_KEY_STATUSES,
  VAT_CLASSES,
  VAT_NUMBER_STATES,
  VAT_SCHEMES,
  VAT_TREATMENTS,
  VIES_STATUSES,
  WEBHOOK_DELIVERY_STATUSES,
  JOB_KINDS,
  WEBHOOK_EVENTS,
  BUSINESS_TYPES,
  DISCOUNT_TYPES,
  FIELD_MODES,
  LEGAL_DOCUMENTS,
  LIVE_PAYMENT_PROVIDERS,
  LOCALES,
  NOTIFICATION_EVENTS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PRODUCT_ITEM_TYPES,
  PRODUCT_STATUSES,
  PUBLICATION_STATUSES,
  REFUND_REASONS,
  REFUND_STATUSES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '@platform/contract';

export type Tree = { [key: string]: string | Tree };

export function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * Every key the code builds from a value instead of writing it out (`t(\`orders.status.${status}\`)`),
 * with the values it is built from: the contract's enums where there is one, else the list the
 * component itself iterates. A `*` stands for the value. A new pattern in the code must be added here,
 * so that no key escapes the "unused" check by being reachable only in theory.
 */
const CHECKLIST_STEPS = ['product', 'provider', 'business', 'branding', 'live'];
const SETTINGS_TABS = [
  ...['store', 'account', 'billing', 'branding', 'checkout'],
  ...['emails', 'notifications', 'preferences', 'providers', 'webhooks', 'apiTokens', 'failedJobs'],
];

const SUBSCRIPTION_QUESTIONS = ['cancel', 'cancelAtPeriodEnd', 'refund', 'refundEnded'];
const SUBSCRIPTION_ACTION_TEXTS = [...SUBSCRIPTION_QUESTIONS, 'resume'];

export const DYNAMIC_KEYS: Record<string, readonly string[]> = {
  'menu.*': ['orders', 'products', 'storefronts', 'settings'],
  'language.*': LOCALES,
  'businessType.*.label': BUSINESS_TYPES,
  'businessType.*.description': BUSINESS_TYPES,
  'businessType.*.short': BUSINESS_TYPES,
  'orders.actions.*.label': ['markPaid', 'cancel', 'refund', 'resendAccess'],
  'orders.actions.*.done': ['markPaid', 'cancel', 'resendAccess'],
  // order-actions.ts: the actions that ask first; a refund asks in a dialog of its own (refund-dialog.tsx).
  'orders.actions.*.confirmTitle': ['markPaid', 'cancel'],
  'orders.actions.*.confirmDescription': ['markPaid', 'cancel'],
  'orders.refund.mode.*': ['all', 'lines', 'amount'],
  'orders.status.*': ORDER_STATUSES,
  'order.status.*': ORDER_STATUSES,
  'orders.payments.status.*': PAYMENT_STATUSES,
  // The outbox's states (api db/schema.ts).
  'orders.emails.status.*': ['pending', 'sent', 'kept', 'failed'],
  'orders.refunds.reason.*': REFUND_REASONS,
  'orders.refunds.status.*': REFUND_STATUSES,
  'products.status.*': PRODUCT_STATUSES,
  'products.statusHelp.*': PRODUCT_STATUSES,
  'products.discountType.*': DISCOUNT_TYPES,
  'products.items.type.*': PRODUCT_ITEM_TYPES,
  // A file is added by uploading it, not by a "new" form.
  'products.items.new.*': PRODUCT_ITEM_TYPES.filter((type) => type !== 'file'),
  'settings.checkout.fields.*.label': ['company', 'vat_number', 'address'],
  'settings.checkout.fields.*.description': ['company', 'vat_number', 'address'],
  'settings.checkout.modes.*': FIELD_MODES,
  'settings.emails.kinds.*': ['order_confirmation', 'login_link', 'notification'],
  'settings.legal.*.legend': LEGAL_DOCUMENTS,
  'settings.legal.*.url': LEGAL_DOCUMENTS,
  'settings.legal.*.urlHint': LEGAL_DOCUMENTS,
  'settings.legal.*.text': LEGAL_DOCUMENTS,
  'settings.notifications.events.*.label': NOTIFICATION_EVENTS,
  'settings.notifications.events.*.description': NOTIFICATION_EVENTS,
  'settings.providers.names.*': PAYMENT_PROVIDERS,
  'settings.providers.about.*': PAYMENT_PROVIDERS,
  'settings.providers.keyPlaceholder.*': LIVE_PAYMENT_PROVIDERS,
  'settings.providers.keyWhere.*': LIVE_PAYMENT_PROVIDERS,
  'settings.providers.callbackAbout.*': LIVE_PAYMENT_PROVIDERS,
  'settings.providers.testKeyPlaceholder.*': LIVE_PAYMENT_PROVIDERS,
  'settings.providers.testKeyWhere.*': LIVE_PAYMENT_PROVIDERS,
  'storefronts.publication.*': PUBLICATION_STATUSES,
  // The embed card offers the storefront, a product and the mini cart; the full cart is the shop's own.
  'embed.kinds.*': ['storefront', 'product', 'minicart'],
  'embed.help.*': ['storefront', 'product', 'minicart'],
  // setup-checklist.tsx: the five steps before the first sale.
  'dashboard.checklist.*.title': CHECKLIST_STEPS,
  'dashboard.checklist.*.description': CHECKLIST_STEPS,
  'dashboard.checklist.*.link': CHECKLIST_STEPS,
  'orders.vatTreatment.*': VAT_TREATMENTS,
  'invoices.treatment.*': VAT_TREATMENTS,
  'orders.vies.*': VIES_STATUSES,
  // A number not yet typed ('none') says nothing.
  'checkout.vatNumberState.*': VAT_NUMBER_STATES.filter((state) => state !== 'none'),
  'products.vatClass.*': VAT_CLASSES,
  'settings.store.vatSchemes.*': VAT_SCHEMES,
  'invoices.kind.*': INVOICE_KINDS,
  'orderInvoices.kind.*': INVOICE_KINDS,
  'products.license.status.*': LICENSE_KEY_STATUSES,
  // An order's keys are handed out already: never available.
  'orders.licenseKeys.*': LICENSE_KEY_STATUSES.filter((status) => status !== 'available'),
  'settings.tabs.*': SETTINGS_TABS,
  'settings.webhooks.eventHelp.*': WEBHOOK_EVENTS.map((event) => event.replace('.', '_')),
  'settings.webhooks.status.*': WEBHOOK_DELIVERY_STATUSES,
  'settings.failedJobs.kind.*': JOB_KINDS,
  'settings.apiTokens.scope.*': API_TOKEN_SCOPES.map((scope) => scope.replace(':', '_')),
  'subscriptions.status.*': SUBSCRIPTION_STATUSES,
  'library.subscriptions.status.*': SUBSCRIPTION_STATUSES,
  'subscriptions.per.*': SUBSCRIPTION_INTERVALS,
  // subscription-mrr-card.tsx: the counts beside the figure.
  'subscriptions.mrr.*': ['active', 'pastDue', 'ending', 'ended'],
  // subscription-action-bar.tsx: a refund of an ended subscription has texts of its own; resuming asks nothing.
  'subscriptions.actions.*.label': SUBSCRIPTION_ACTION_TEXTS,
  'subscriptions.actions.*.done': SUBSCRIPTION_ACTION_TEXTS,
  'subscriptions.actions.*.confirmTitle': SUBSCRIPTION_QUESTIONS,
  'subscriptions.actions.*.confirmDescription': SUBSCRIPTION_QUESTIONS,
};

/** Keys written out whole, in quotes: `t('cart.title')`, `titleKey: 'routes.cart'`, `i18nKey="…"`. */
export function literalsIn(source: string): Set<string> {
  return new Set([...source.matchAll(/['"`]([\w.]+)['"`]/g)].map((match) => match[1]!));
}

/** Template strings that start like a key (their first part one of `namespaces`), their values as `*`. */
export function patternsIn(source: string, namespaces: ReadonlySet<string>): Set<string> {
  return new Set(
    [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)]
      .map((match) => match[1]!.replace(/\$\{[^}]*\}/g, '*'))
      .filter((text) => namespaces.has(text.split('.')[0]!)),
  );
}

/** i18next's plural forms are asked for by their base key (`t('x', { count })`). */
export const baseKey = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
