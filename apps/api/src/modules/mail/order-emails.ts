import type { AdminOrder } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { listEmailsOfOrder } from './outbox.repository.js';

/** The e-mails about an order, sent or on their way, as the merchant's view of the order shows them. */
export async function orderEmails(db: Db, storeId: number, orderId: string): Promise<AdminOrder['emails']> {
  const emails = await listEmailsOfOrder(db, storeId, orderId);
  return emails.map((email) => ({
    to: email.to_address,
    subject: email.subject,
    status: email.status,
    attempts: email.attempts,
    created_at: email.created_at,
    sent_at: email.sent_at,
  }));
}
