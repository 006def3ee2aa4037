import type { ApiTokenScope } from '@platform/contract';

/**
 * Which part of a store an admin route touches, by its path (decision 038). A route not listed here
 * (the account, the store list, creating stores, the API tokens themselves) is for a signed-in merchant
 * only: an API token is refused there, so a new route is closed to tokens until it is named here.
 */
const AREAS: [RegExp, string][] = [
  // A subscription's refund is an order's (decision 082): one scope, so a token refunds both or neither.
  [/^\/v1\/admin\/(order|customer|subscription|invoice|invoice-archive|stats|vat)(\/|$)/, 'orders'],
  [/^\/v1\/admin\/(product|media|discount-code|license)(\/|$)/, 'products'],
  [/^\/v1\/admin\/storefront(\/|$)/, 'storefronts'],
  [/^\/v1\/admin\/(settings|payment-providers|webhook-endpoint|webhook-delivery)(\/|$)/, 'settings'],
  [/^\/v1\/admin\/store\/:id$/, 'settings'],
];

/**
 * Routes inside an area that answer a secret (decision 047): for a signed-in merchant only, whatever
 * the token's scopes, so that a leaked token can never read or replace a webhook's signing secret.
 */
const SECRET_ANSWERING = [/^\/v1\/admin\/webhook-endpoint\/:id\/rotate-secret$/];

/** The scope a route needs of an API token (reading for GET, changing otherwise), or null: not for tokens. */
export function scopeForRoute(routeUrl: string, method: string): ApiTokenScope | null {
  if (SECRET_ANSWERING.some((pattern) => pattern.test(routeUrl))) return null;
  const area = AREAS.find(([pattern]) => pattern.test(routeUrl))?.[1];
  if (!area) return null;
  return `${area}:${method === 'GET' || method === 'HEAD' ? 'read' : 'write'}` as ApiTokenScope;
}
