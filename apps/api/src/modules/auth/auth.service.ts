import { createHmac, randomUUID } from 'node:crypto';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  canonicalEmail,
  type Authorization,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Infrastructure } from '../../unit-of-work.js';
import { transaction } from '../../unit-of-work.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { enforceLimits, type Limit } from '../../lib/rate-limiter.js';
import {
  dummyPasswordHash,
  hashPassword,
  hashToken,
  needsRehash,
  randomToken,
  verifyPassword,
} from '../../lib/crypto.js';
import * as repository from './auth.repository.js';

export interface IssuedSession {
  authorization: Authorization;
  refreshToken: string;
  user: User;
}

/** E-mail addresses are compared without regard to case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Auth0's "reuse interval": for this long after a refresh token was traded, it answers again with
 * the same successor, so two tabs that refresh at the same moment both stay signed in.
 */
export const REFRESH_REUSE_SECONDS = 30;

interface TokenPair {
  access: string;
  refresh: string;
}

/**
 * The pair a refresh token is traded for, derived from it with APP_KEY: a repeated trade within the
 * reuse interval can answer the same pair again although only hashes are stored.
 */
function successorOf(ctx: AppContext, refreshToken: string): TokenPair {
  const derive = (purpose: string) =>
    createHmac('sha256', ctx.config.appKey).update(`${purpose}:${refreshToken}`).digest('base64url');
  return { access: derive('successor-access-token'), refresh: derive('successor-refresh-token') };
}

/** A new sign-in (a refresh-token family) for the merchant: an access token and a refresh token. */
export async function issueTokens(
  db: Db,
  ctx: Infrastructure,
  userId: number,
  familyId: string,
  tokens: TokenPair = { access: randomToken(), refresh: randomToken() },
) {
  const now = ctx.clock.now();
  const expiresAt = addSeconds(now, ACCESS_TOKEN_TTL_SECONDS).toISOString();
  await repository.insertAccessToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(tokens.access),
    expires_at: expiresAt,
    created_at: now.toISOString(),
  });
  await repository.insertRefreshToken(db, {
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(tokens.refresh),
    expires_at: addSeconds(now, REFRESH_TOKEN_TTL_SECONDS).toISOString(),
    created_at: now.toISOString(),
  });
  return { authorization: { token: tokens.access, expires_at: expiresAt }, refreshToken: tokens.refresh };
}

export async function register(ctx: AppContext, input: RegisterRequest): Promise<IssuedSession> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  const now = ctx.clock.now().toISOString();
  return uniqueAsInvalid({ email: 'email_taken' }, () =>
    transaction(ctx, async (uow) => {
      if (await repository.findUserByEmail(uow.db, email)) throw AppError.invalid({ email: 'email_taken' });
      const user = await repository.insertUser(uow.db, {
        name: input.name,
        email,
        password_hash: passwordHash,
        created_at: now,
        updated_at: now,
      });
      return { ...(await issueTokens(uow.db, uow, user.id, randomUUID())), user };
    }),
  );
}

export async function login(ctx: AppContext, input: LoginRequest): Promise<IssuedSession> {
  const cost = ctx.config.passwordHashCost;
  const user = await repository.findUserByEmail(ctx.database.db, normalizeEmail(input.email));
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash(cost)));
  if (!user || !valid) throw new AppError(422, 'invalid_credentials', { email: 'invalid_credentials' });
  // The only moment the password is known: a hash of an older, cheaper cost is replaced now.
  if (needsRehash(user.password_hash, cost)) {
    await repository.updatePasswordHash(ctx.database.db, user.id, await hashPassword(input.password, cost));
  }
  const tokens = await issueTokens(ctx.database.db, ctx, user.id, randomUUID());
  return { ...tokens, user: { id: user.id, name: user.name, email: user.email } };
}

/**
 * Trades a refresh token for a new pair. Each refresh token is traded once; within the reuse interval
 * it answers that same pair again (another tab refreshed at the same moment). Presenting it later
 * means it was stolen or replayed, so the whole sign-in (its family) is revoked.
 */
export async function refresh(ctx: AppContext, refreshToken: string | undefined) {
  if (!refreshToken) throw AppError.unauthenticated();
  const now = ctx.clock.now();
  const db = ctx.database.db;
  const row = await repository.findRefreshToken(db, hashToken(refreshToken));
  if (!row || row.revoked_at || row.expires_at <= now.toISOString()) throw AppError.unauthenticated();
  const successor = successorOf(ctx, refreshToken);
  if (row.used_at === null) {
    // One transaction: a request that loses the race finds the successor written when it looks.
    const traded = await transaction(ctx, async (uow) =>
      (await repository.markRefreshTokenUsed(uow.db, row.id, now.toISOString()))
        ? issueTokens(uow.db, uow, row.user_id, row.family_id, successor)
        : null,
    );
    if (traded) return traded;
  }
  const again = await answerAgain(db, row.id, successor, now);
  if (again) return again;
  await repository.revokeFamily(db, row.family_id, now.toISOString());
  throw AppError.unauthenticated();
}

/** The successor of a traded refresh token, while the reuse interval lasts and the successor is unused. */
async function answerAgain(db: Db, id: number, successor: TokenPair, now: Date) {
  const traded = await repository.findRefreshTokenById(db, id);
  if (!traded?.used_at || traded.revoked_at) return null;
  if (now.getTime() - Date.parse(traded.used_at) > REFRESH_REUSE_SECONDS * 1000) return null;
  const next = await repository.findRefreshToken(db, hashToken(successor.refresh));
  const access = await repository.findActiveAccessToken(db, hashToken(successor.access), now.toISOString());
  if (!next || next.used_at || next.revoked_at || !access) return null;
  return {
    authorization: { token: successor.access, expires_at: access.expires_at },
    refreshToken: successor.refresh,
  };
}

export async function logout(ctx: AppContext, familyId: string): Promise<void> {
  await repository.revokeFamily(ctx.database.db, familyId, ctx.clock.now().toISOString());
}

/** What one client address may try of sign-in, sign-up and password reset together, per window. */
export function signInAddressLimit(ctx: AppContext, address: string): Limit {
  const { loginPerAddress, windowSeconds } = ctx.config.rateLimits;
  return { key: `signin:ip:${address}`, limit: loginPerAddress, windowSeconds };
}

/**
 * Sign-in attempts are limited per client address and per e-mail address, the address counted as
 * `canonicalEmail` reads it, so tags of one mailbox share one count.
 */
export async function checkSignInRate(ctx: AppContext, address: string, email?: string): Promise<void> {
  const { loginPerEmail, windowSeconds } = ctx.config.rateLimits;
  const limits: Limit[] = [signInAddressLimit(ctx, address)];
  if (email)
    limits.push({ key: `signin:email:${canonicalEmail(email)}`, limit: loginPerEmail, windowSeconds });
  await enforceLimits(ctx.rateLimiter, limits);
}

/**
 * A signed-in merchant's password checks (password change, e-mail change, account deletion) count
 * against one limit per account, so a borrowed session cannot guess the password there instead.
 */
export async function checkPasswordRate(ctx: AppContext, userId: number): Promise<void> {
  const { loginPerEmail, windowSeconds } = ctx.config.rateLimits;
  await enforceLimits(ctx.rateLimiter, [
    { key: `password-check:user:${userId}`, limit: loginPerEmail, windowSeconds },
  ]);
}

/** Whether an account signs in with this (normalised) e-mail address. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await repository.findUserByEmail(db, email)) !== undefined;
}

/** The merchant and session an access token signs in, while it is neither revoked nor expired. */
export async function useAccessToken(
  ctx: AppContext,
  token: string,
): Promise<{ userId: number; familyId: string } | null> {
  const row = await repository.findActiveAccessToken(
    ctx.database.db,
    hashToken(token),
    ctx.clock.now().toISOString(),
  );
  return row ? { userId: row.user_id, familyId: row.family_id } : null;
}
