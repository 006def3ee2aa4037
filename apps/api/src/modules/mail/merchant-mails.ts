import { mailText } from '@platform/contract';
import type { UnitOfWork } from '../../unit-of-work.js';
import { renderMail, type MailLayout } from './mail-render.js';
import { enqueueEmail } from './outbox.repository.js';

export interface MerchantMail extends Pick<
  MailLayout,
  'locale' | 'subject' | 'paragraphs' | 'button' | 'after'
> {
  kind: string;
  to: string;
}

/**
 * A mail from the platform to a merchant about their account, not from one of their stores: the
 * platform is the sender and no store owns the outbox row, so the caller's transaction must run on the
 * connection that sees every store. Queued in that transaction, like every other mail.
 */
export async function queueMerchantMail(uow: UnitOfWork, mail: MerchantMail) {
  const sender = mailText(mail.locale, 'platformName');
  const { kind, to, ...layout } = mail;
  const rendered = renderMail({ ...layout, storeName: sender, testMode: false });
  await enqueueEmail(uow.db, {
    store_id: null,
    order_id: null,
    kind,
    to_address: to,
    from_name: sender,
    reply_to: null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    created_at: uow.clock.now().toISOString(),
  });
}
