import { z } from 'zod';
import { id } from './common.js';
import { humanText } from './human-text.js';

/**
 * What an API token may do (decision 038): read or change a store's orders (with their buyers, invoices
 * and subscriptions, decision 082), products (with their items and media), storefronts, or settings
 * (payment providers and webhooks included). Anything else
 * (the account, other stores, the tokens themselves) stays with a signed-in merchant.
 */
export const API_TOKEN_SCOPES = [
  'orders:read',
  'orders:write',
  'products:read',
  'products:write',
  'storefronts:read',
  'storefronts:write',
  'settings:read',
  'settings:write',
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const createApiTokenRequest = z.object({
  store_id: id,
  name: humanText({ min: 1, max: 100 }),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)).min(1).max(API_TOKEN_SCOPES.length),
});
export type CreateApiTokenRequest = z.infer<typeof createApiTokenRequest>;

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The token's first and last characters, to tell tokens apart; never enough to use one. */
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

/** The token itself comes only in the answer that made it. */
export const createdApiToken = apiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiToken>;
