import type { Locale } from '@platform/contract';

/** Host names (letters, digits, `-`, `_`, dots) or bracketed IPv6 addresses, with an optional port. */
const HOST_HEADER = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Whether a Host header names a host at all: no user info, path, space or other character that an
 * address built from it could be bent with, and no longer than DNS allows.
 */
export function isHostHeader(host: string | undefined): host is string {
  return typeof host === 'string' && host.length <= 255 + 6 && HOST_HEADER.test(host);
}

/**
 * The first label of a host below PUBLIC_HOST (`demo` of `demo.localhost:3000`), or null for the
 * bare public host and foreign hosts. The port is ignored, so tests on other ports work alike.
 */
export function hostLabel(host: string, publicHost: string): string | null {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const base = publicHost.toLowerCase().replace(/:\d+$/, '');
  if (!name.endsWith(`.${base}`)) return null;
  const rest = name.slice(0, -(base.length + 1));
  return rest.split('.').at(-1) ?? null;
}

/** The address of a host below PUBLIC_HOST, for links in e-mails and redirects. */
export function hostOrigin(label: string, publicHost: string, protocol: string): string {
  return `${protocol}://${label}.${publicHost}`;
}

/**
 * A shop page's address for a link in a buyer's e-mail: in the language of the order or request it
 * belongs to (`lang`, which the shop starts in, decision 068), after what else the page needs.
 */
export function shopPageLink(
  origin: string,
  path: string,
  locale: Locale,
  query: Record<string, string> = {},
): string {
  return `${origin}${path}?${new URLSearchParams({ ...query, lang: locale })}`;
}
