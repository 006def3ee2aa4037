import { h } from 'preact';
import { render } from 'preact-render-to-string';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { findKeptEmail, listKeptEmails } from './outbox.repository.js';

const MAILBOX_SIZE = 100;

const STYLE =
  'body{font-family:system-ui,sans-serif;margin:32px}td,th{padding:6px 12px;text-align:left;border-bottom:1px solid #e5e7eb}';

/** The development mailbox page: the newest kept e-mails of every store, each linking to its HTML. */
export async function mailboxPage(ctx: AppContext): Promise<string> {
  const emails = await listKeptEmails(ctx.database.allStoresDb, MAILBOX_SIZE);
  const page = h(
    'html',
    null,
    h(
      'head',
      null,
      h('meta', { charset: 'utf-8' }),
      h('title', null, 'Development mailbox'),
      h('style', { dangerouslySetInnerHTML: { __html: STYLE } }),
    ),
    h(
      'body',
      null,
      h('h1', null, 'Development mailbox'),
      h('p', null, 'E-mails are kept here because SMTP_URL is not set.'),
      h(
        'table',
        null,
        h('tr', null, h('th', null, 'Time'), h('th', null, 'To'), h('th', null, 'Subject')),
        emails.map((email) =>
          h(
            'tr',
            null,
            h('td', null, email.created_at.replace('T', ' ').slice(0, 19)),
            h('td', null, email.to_address),
            h('td', null, h('a', { href: `/dev/mailbox/${email.id}` }, email.subject)),
          ),
        ),
      ),
    ),
  );
  return `<!doctype html>${render(page)}`;
}

export async function mailboxEmailHtml(ctx: AppContext, id: number): Promise<string> {
  const email = await findKeptEmail(ctx.database.allStoresDb, id);
  if (!email) throw AppError.notFound();
  return email.html;
}
