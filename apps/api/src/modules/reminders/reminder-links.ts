import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@platform/contract';
import type { Infrastructure } from '../../app-context.js';
import { hostOrigin } from '../../lib/hosts.js';

/** Binds the store and the address; the prefix keeps it apart from the other MACs under APP_KEY. */
function mac(appKey: Buffer, storeId: number, email: string): string {
  return createHmac('sha256', appKey)
    .update(`reminder-unsubscribe:${storeId}:${email.toLowerCase()}`)
    .digest('base64url');
}

export function validUnsubscribe(appKey: Buffer, storeId: number, email: string, signature: string): boolean {
  const expected = Buffer.from(mac(appKey, storeId, email));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface LinkStore {
  id: number;
  slug: string;
}

/** The one-click link that stops this store's reminders to the address, signed so no one else can. */
export function unsubscribeUrl(ctx: Infrastructure, store: LinkStore, email: string, locale: Locale): string {
  const origin = hostOrigin(store.slug, ctx.config.publicHost, ctx.config.publicProtocol);
  const query = new URLSearchParams({
    email: email.toLowerCase(),
    sig: mac(ctx.config.appKey, store.id, email),
    lang: locale,
  });
  return `${origin}/v1/store/${store.slug}/reminders/unsubscribe?${query}`;
}

/** Opens the provider's payment page for the order (or the order's page once it takes no payment). */
export function payUrl(ctx: Infrastructure, store: LinkStore, orderId: string): string {
  const origin = hostOrigin(store.slug, ctx.config.publicHost, ctx.config.publicProtocol);
  return `${origin}/v1/store/${store.slug}/order/${orderId}/pay`;
}
