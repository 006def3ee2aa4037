import type { Db } from '../../db/database.js';
import type { NewUser } from '../../db/schema.js';

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirst();
}

export async function insertUser(db: Db, user: NewUser) {
  return db.insertInto('users').values(user).returning(['id', 'name', 'email']).executeTakeFirstOrThrow();
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string) {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export async function insertAccessToken(
  db: Db,
  token: { user_id: number; family_id: string; token_hash: string; expires_at: string; created_at: string },
) {
  await db.insertInto('access_tokens').values(token).execute();
}

export async function findActiveAccessToken(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('access_tokens')
    .select(['user_id', 'family_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export async function insertRefreshToken(
  db: Db,
  token: { user_id: number; family_id: string; token_hash: string; expires_at: string; created_at: string },
) {
  await db.insertInto('refresh_tokens').values(token).execute();
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function findRefreshTokenById(db: Db, id: number) {
  return db.selectFrom('refresh_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Marks a refresh token used; false when another request used it first. */
export async function markRefreshTokenUsed(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a sign-in everywhere: every access and refresh token of the family stops working. */
export async function revokeFamily(db: Db, familyId: string, now: string) {
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    await db
      .updateTable(table)
      .set({ revoked_at: now })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

/** Ends every sign-in of the merchant, in every browser: each access and refresh token stops working. */
export async function revokeAllFamilies(db: Db, userId: number, now: string) {
  for (const table of ['access_tokens', 'refresh_tokens'] as const) {
    await db
      .updateTable(table)
      .set({ revoked_at: now })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

export async function insertPasswordReset(
  db: Db,
  reset: { user_id: number; email: string; token_hash: string; expires_at: string; created_at: string },
) {
  await db.insertInto('password_resets').values(reset).execute();
}

export async function findPasswordReset(db: Db, tokenHash: string) {
  return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Uses up the merchant's reset links that are still open: the one being used (false when a concurrent
 * request used it first) and any other link sent before, which must not set the password again.
 */
export async function usePasswordResets(db: Db, userId: number, id: number, now: string): Promise<boolean> {
  const used = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  return true;
}
