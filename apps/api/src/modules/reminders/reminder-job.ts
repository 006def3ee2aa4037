import { formatOrderNumber, mailText } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { PeriodicJob } from '../../lib/periodic-job.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { findMailStore, readSettings } from '../kernel/index.js';
import { orderReceipt } from '../invoices/index.js';
import { queueBuyerMail } from '../mail/index.js';
import { findOrder, listOrdersBefore, markOrderReminded, UNPAID, unpaidOrdersJob } from '../orders/index.js';
import { payUrl, unsubscribeUrl } from './reminder-links.js';
import { isUnsubscribed } from './unsubscribes.repository.js';

const BATCH = 100;
const HOUR_MS = 3_600_000;

/** Marks the order reminded and, unless the address unsubscribed, queues its one reminder. */
async function remindOnce(uow: UnitOfWork, storeId: number, orderId: string): Promise<boolean> {
  if (!(await markOrderReminded(uow.db, storeId, orderId, UNPAID, uow.clock.now().toISOString())))
    return false;
  const order = (await findOrder(uow.db, storeId, orderId))!;
  if (await isUnsubscribed(uow.db, storeId, order.email)) return false;
  const store = await findMailStore(uow.db, storeId);
  const locale = order.locale;
  const values = { order: formatOrderNumber(order.number), store: store.name };
  const receipt = await orderReceipt(uow.db, order);
  const unsubscribe = unsubscribeUrl(uow, store, order.email, locale);
  await queueBuyerMail(uow, store, order, {
    kind: 'checkout_reminder',
    layout: {
      subject: mailText(locale, 'reminderSubject', values),
      paragraphs: [mailText(locale, 'reminderIntro', values)],
      button: { label: mailText(locale, 'reminderButton'), url: payUrl(uow, store, orderId) },
      lines: receipt.lines,
      totals: receipt.totals,
      after: [mailText(locale, 'reminderIgnore'), ...receipt.notes],
      link: {
        label: mailText(locale, 'reminderUnsubscribe', values),
        url: unsubscribe,
      },
    },
    listUnsubscribe: unsubscribe,
  });
  return true;
}

async function remindStore(ctx: AppContext, storeId: number, now: Date): Promise<number> {
  const { abandoned_reminder_hours: hours } = await readSettings(ctx.database.db, storeId, [
    'abandoned_reminder_hours',
  ]);
  if (!hours) return 0;
  const before = new Date(now.getTime() - hours * HOUR_MS).toISOString();
  let sent = 0;
  const sweep = { statuses: UNPAID, before, unreminded: true };
  for (const { id } of await listOrdersBefore(ctx.database.db, storeId, sweep, BATCH)) {
    // Each in a transaction of its own: the mark and the queued mail commit together, once.
    if (await transaction(ctx, (uow) => remindOnce(uow, storeId, id))) sent += 1;
  }
  return sent;
}

/**
 * Sends the buyer of an order left unpaid longer than the store's `abandoned_reminder_hours` (off
 * unless set) one reminder with the payment link, through the e-mail outbox. Safe with several
 * processes: the order is marked reminded by a conditional update in the mail's transaction.
 */
export function createCheckoutReminderJob(ctx: AppContext): PeriodicJob {
  return unpaidOrdersJob(ctx, { unreminded: true }, (storeId, now) => remindStore(ctx, storeId, now));
}
