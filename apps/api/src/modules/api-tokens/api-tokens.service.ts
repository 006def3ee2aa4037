import {
  API_TOKEN_SCOPES,
  type ApiToken,
  type ApiTokenScope,
  type CreateApiTokenRequest,
  type CreatedApiToken,
} from '@platform/contract';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { ApiTokensTable } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { hashToken, randomToken } from '../../lib/crypto.js';
import * as repository from './api-tokens.repository.js';

/** What every API token starts with, so the sign-in hook tells it from a session's access token. */
export const API_TOKEN_PREFIX = 'pat_';
/** Last-used is written at most this often per token, not on every call. */
const LAST_USED_PRECISION_SECONDS = 60;

function tokenView(row: Selectable<ApiTokensTable>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as ApiTokenScope[],
    hint: row.token_hint,
    created_at: row.created_at,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

export async function listApiTokens(ctx: AppContext, storeId: number): Promise<ApiToken[]> {
  return (await repository.listApiTokens(ctx.database.db, storeId)).map(tokenView);
}

/** Makes a token of 256 random bits; it is answered this once and kept only as its hash. */
export async function createApiToken(
  ctx: AppContext,
  userId: number,
  request: CreateApiTokenRequest,
): Promise<CreatedApiToken> {
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  const row = await repository.insertApiToken(ctx.database.db, {
    store_id: request.store_id,
    user_id: userId,
    name: request.name,
    token_hash: hashToken(token),
    token_hint: `${token.slice(0, 8)}…${token.slice(-4)}`,
    scopes: JSON.stringify(API_TOKEN_SCOPES.filter((scope) => request.scopes.includes(scope))),
    created_at: ctx.clock.now().toISOString(),
  });
  return { ...tokenView(row), token };
}

export async function revokeApiToken(ctx: AppContext, storeId: number, id: number): Promise<ApiToken> {
  const row = await repository.revokeApiToken(ctx.database.db, storeId, id, ctx.clock.now().toISOString());
  if (!row) throw AppError.notFound();
  return tokenView(row);
}

export interface ApiTokenGrant {
  tokenId: number;
  storeId: number;
  userId: number;
  scopes: readonly ApiTokenScope[];
}

/** The grant of a presented API token, or null when no unrevoked token has it; notes its use. */
export async function useApiToken(ctx: AppContext, token: string): Promise<ApiTokenGrant | null> {
  const db = ctx.database.allStoresDb;
  const row = await repository.findActiveApiToken(db, hashToken(token));
  if (!row) return null;
  const now = ctx.clock.now();
  const last = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
  if (now.getTime() - last >= LAST_USED_PRECISION_SECONDS * 1000) {
    await repository.markApiTokenUsed(db, row.id, now.toISOString());
  }
  return {
    tokenId: row.id,
    storeId: row.store_id,
    userId: row.user_id,
    scopes: JSON.parse(row.scopes) as ApiTokenScope[],
  };
}

/**
 * A merchant's password was changed or reset: every API token the merchant made, in any store, stops
 * working with the sessions, in the same transaction (`db` sees every store).
 */
export async function revokeMerchantsApiTokens(allStoresDb: Db, userId: number, now: string): Promise<void> {
  await repository.revokeApiTokensOfUser(allStoresDb, userId, now);
}
