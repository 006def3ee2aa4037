import type { Page } from 'playwright-core';

const MAIL_WAIT_MS = 15_000;

/** Which mails to wait for: those whose row also holds `subject`, until there are `count` of them. */
export interface MailQuery {
  subject?: string;
  count?: number;
}

/**
 * Opens the newest e-mail in the development mailbox on the admin host whose row holds `text` (its
 * address or subject), once there are `count` such mails. The mail goes out through the outbox, which
 * a worker empties every second, so the page is read again until it shows.
 */
export async function openMailFromMailbox(
  admin: Page,
  adminUrl: string,
  text: string,
  { subject = '', count = 1 }: MailQuery = {},
): Promise<void> {
  await admin.goto(`${adminUrl}/dev/mailbox`);
  const rows = admin.locator('tr', { hasText: text }).filter({ hasText: subject });
  const deadline = Date.now() + MAIL_WAIT_MS;
  while ((await rows.count()) < count) {
    if (Date.now() > deadline)
      throw new Error(`no ${count} e-mail(s) with "${text}" (${subject}) in the mailbox`);
    await admin.waitForTimeout(250);
    await admin.reload();
  }
  await rows.first().getByRole('link').click();
  await admin.waitForURL(/\/dev\/mailbox\/\d+$/);
}

/** The link of the newest e-mail to `to` in the development mailbox whose address holds `hrefPart`. */
export async function linkFromMailbox(
  admin: Page,
  adminUrl: string,
  to: string,
  hrefPart: string,
  query: MailQuery = {},
): Promise<string> {
  await openMailFromMailbox(admin, adminUrl, to, query);
  const link = admin.locator(`a[href*="${hrefPart}"]`).first();
  await link.waitFor();
  return (await link.getAttribute('href'))!;
}
