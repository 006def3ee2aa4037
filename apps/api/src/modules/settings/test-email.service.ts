import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findAccount } from '../account/index.js';
import { queueTestMail } from '../mail/index.js';
import { findMailStore } from '../kernel/index.js';

/** Queues a test e-mail from the store to the merchant who asks for it. */
export async function sendTestEmail(ctx: AppContext, storeId: number, userId: number) {
  const db = ctx.database.db;
  const account = await findAccount(db, userId);
  if (!account) throw AppError.unauthenticated();
  await queueTestMail(db, ctx, await findMailStore(db, storeId), account.email);
}
