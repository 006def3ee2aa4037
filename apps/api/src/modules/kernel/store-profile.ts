import type { Locale, NotificationEvent, StoredSettings } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { preferencesOf } from './merchant-preferences.js';
import { readSettings } from './store-settings.js';

/** A store's profile: what its e-mails and the pages about its orders say of it. */
export interface MailStore {
  id: number;
  name: string;
  slug: string;
  senderName: string;
  replyTo: string | null;
  footer: string;
  merchantLocale: Locale;
  notify: { to: string[]; events: NotificationEvent[] };
  /** As read: its country is the store's (decision 078). */
  billing: StoredSettings['billing'];
}

/**
 * The address the store answers from: its reply-to address, else the first that its notifications
 * go to (the owner's, unless the merchant named others). Invoices print it, the shop shows it.
 */
export function storeContactEmail(store: Pick<MailStore, 'replyTo' | 'notify'>): string | null {
  return store.replyTo ?? store.notify.to[0] ?? null;
}

/** The store as its e-mails need it: names, addresses, language and what the merchant wants to hear of. */
export async function findMailStore(db: Db, storeId: number): Promise<MailStore> {
  const row = await db
    .selectFrom('stores')
    .innerJoin('users', 'users.id', 'stores.owner_id')
    .select(['stores.id', 'stores.name', 'stores.slug', 'users.email', 'users.preferences'])
    .where('stores.id', '=', storeId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound();
  const settings = await readSettings(db, storeId, [
    'email_sender_name',
    'email_reply_to',
    'email_footer',
    'notification_emails',
    'notification_events',
    'billing',
  ]);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    senderName: settings.email_sender_name || row.name,
    replyTo: settings.email_reply_to ?? null,
    footer: settings.email_footer ?? '',
    merchantLocale: preferencesOf(row.preferences).locale,
    billing: settings.billing!,
    notify: {
      to: settings.notification_emails?.length ? settings.notification_emails : [row.email],
      events: settings.notification_events ?? [],
    },
  };
}
