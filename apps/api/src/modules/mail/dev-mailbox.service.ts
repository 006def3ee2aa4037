import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findKeptEmail, listKeptEmails } from './outbox.repository.js';
import { escapeHtml } from '../../lib/html.js';

const MAILBOX_SIZE = 100;

/** The development mailbox page: the newest kept e-mails of every store, each linking to its HTML. */
export async function mailboxPage(ctx: AppContext): Promise<string> {
  const emails = await listKeptEmails(ctx.database.allStoresDb, MAILBOX_SIZE);
  const rows = emails
    .map(
      (email) =>
        `<tr><td>${escapeHtml(email.created_at.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(email.to_address)}</td><td><a href="/dev/mailbox/${email.id}">${escapeHtml(email.subject)}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;margin:32px}td,th{padding:6px 12px;text-align:left;border-bottom:1px solid #e5e7eb}</style></head><body><h1>Development mailbox</h1><p>E-mails are kept here because SMTP_URL is not set.</p><table><tr><th>Time</th><th>To</th><th>Subject</th></tr>${rows}</table></body></html>`;
}

export async function mailboxEmailHtml(ctx: AppContext, id: number): Promise<string> {
  const email = await findKeptEmail(ctx.database.allStoresDb, id);
  if (!email) throw AppError.notFound();
  return email.html;
}
