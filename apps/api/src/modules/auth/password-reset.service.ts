import { randomUUID } from 'node:crypto';
import {
  PASSWORD_RESET_TTL_MINUTES,
  RESERVED_ADMIN_SLUG,
  canonicalEmail,
  mailText,
  type Locale,
  type PasswordResetConfirmRequest,
  type PasswordResetRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { AppError } from '../../errors.js';
import { addSeconds } from '../../lib/clock.js';
import { hashPassword, hashToken, randomToken } from '../../lib/crypto.js';
import { hostOrigin } from '../../lib/hosts.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { revokeMerchantsApiTokens } from '../api-tokens/index.js';
import { storedLocale } from '../kernel/index.js';
import { queueMerchantMail } from '../mail/index.js';
import * as repository from './auth.repository.js';
import { issueTokens, normalizeEmail, signInAddressLimit, type IssuedSession } from './auth.service.js';

/** Reset mails one address may be sent per hour: enough for a lost mail or two, too few to flood it. */
const RESET_MAILS_PER_EMAIL = 5;
const RESET_MAIL_WINDOW_SECONDS = 60 * 60;

/**
 * Sends a single-use link to set a new password, when an account has this address. Whether one has
 * is never told: the answer, and what is counted against the limits, are the same either way (no
 * account enumeration). The link and its mail are written in one transaction.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  input: PasswordResetRequest,
  address: string,
  requestLocale: Locale,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await enforceLimits(ctx.rateLimiter, [
    signInAddressLimit(ctx, address),
    {
      // Per mailbox (`canonicalEmail`): the tags of one address share its count.
      key: `password-reset:email:${canonicalEmail(email)}`,
      limit: RESET_MAILS_PER_EMAIL,
      windowSeconds: RESET_MAIL_WINDOW_SECONDS,
    },
  ]);
  // The mail belongs to no store, so the outbox row is written where every store is seen.
  await transaction(
    ctx,
    async (uow) => {
      const user = await repository.findUserByEmail(uow.db, email);
      if (!user) return;
      const token = randomToken();
      const now = uow.clock.now();
      await repository.insertPasswordReset(uow.db, {
        user_id: user.id,
        email: user.email,
        token_hash: hashToken(token),
        expires_at: addSeconds(now, PASSWORD_RESET_TTL_MINUTES * 60).toISOString(),
        created_at: now.toISOString(),
      });
      const { publicHost, publicProtocol } = uow.config;
      const link = `${hostOrigin(RESERVED_ADMIN_SLUG, publicHost, publicProtocol)}/reset-password?token=${token}`;
      const locale = storedLocale(user.preferences) ?? requestLocale;
      await queueMerchantMail(uow, {
        kind: 'password_reset',
        to: user.email,
        locale,
        subject: mailText(locale, 'resetSubject'),
        paragraphs: [
          mailText(locale, 'greeting', { name: user.name }),
          mailText(locale, 'resetIntro', { email: user.email }),
        ],
        button: { label: mailText(locale, 'resetButton'), url: link },
        after: [
          mailText(locale, 'resetValidity', { minutes: String(PASSWORD_RESET_TTL_MINUTES) }),
          mailText(locale, 'resetIgnore'),
        ],
      });
    },
    { allStores: true },
  );
}

const linkExpired = () => AppError.invalid({ token: 'reset_link_expired' });

/**
 * Sets the new password with a reset link's token, once, within its time; ends every sign-in of the
 * merchant (other browsers are signed out), revokes their API tokens in all their stores (decision
 * 047), hence a transaction across stores, and signs this browser in. The password is hashed only for
 * a token that works, so junk tokens cost no hashing.
 */
export async function confirmPasswordReset(
  ctx: AppContext,
  input: PasswordResetConfirmRequest,
): Promise<IssuedSession> {
  const now = ctx.clock.now().toISOString();
  const reset = await repository.findPasswordReset(ctx.database.db, hashToken(input.token));
  if (!reset || reset.used_at || reset.expires_at <= now) throw linkExpired();
  const passwordHash = await hashPassword(input.password, ctx.config.passwordHashCost);
  return transaction(
    ctx,
    async (uow) => {
      const user = await repository.findUserById(uow.db, reset.user_id);
      // A link sent to an address the account no longer has must not take the account over.
      if (!user || user.email !== reset.email) throw linkExpired();
      if (!(await repository.usePasswordResets(uow.db, user.id, reset.id, now))) throw linkExpired();
      await repository.updatePasswordHash(uow.db, user.id, passwordHash);
      await repository.revokeAllFamilies(uow.db, user.id, now);
      await revokeMerchantsApiTokens(uow.db, user.id, now);
      return { ...(await issueTokens(uow.db, uow, user.id, randomUUID())), user };
    },
    { allStores: true },
  );
}
