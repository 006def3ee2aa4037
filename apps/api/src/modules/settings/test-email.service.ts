import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { requireAccount } from '../account/index.js';
import { queueTestMail } from '../mail/index.js';
import { findMailStore } from '../kernel/index.js';

/** Queues a test e-mail from the store to the merchant who asks for it. */
export async function sendTestEmail(ctx: AppContext, storeId: number, userId: number) {
  const account = await requireAccount(ctx.database.db, userId);
  await transaction(ctx, async (uow) =>
    queueTestMail(uow, await findMailStore(uow.db, storeId), account.email),
  );
}
