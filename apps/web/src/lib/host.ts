import { RESERVED_ADMIN_SLUG } from '@platform/contract';

/** The store slug is the first label of the host name (docs/spec.md §1); `app` is the merchant admin. */
export function slugFromHost(hostname: string): string {
  return (hostname.toLowerCase().split('.')[0] ?? '').replace(/:\d+$/, '');
}

export function isAdminSlug(slug: string): boolean {
  return slug === RESERVED_ADMIN_SLUG;
}

/** `demo.localhost:3000` while on `app.localhost:3000`: the address a store will have. */
export function storeHost(slug: string, currentHost: string): string {
  const [, ...rest] = currentHost.toLowerCase().split('.');
  return [slug, ...rest].join('.');
}

export function currentSlug(): string {
  return slugFromHost(window.location.hostname);
}
