import { expect, type Page } from '@playwright/test';

/** How long a mail may take to show: the outbox sends every 100 ms (e2e/global-setup.ts). */
const MAIL_WAIT_MS = 15_000;

/** Which mails to wait for: those whose row also holds `subject`, until there are `count` of them. */
export interface MailQuery {
  subject?: string;
  count?: number;
}

/**
 * Opens the newest e-mail in the development mailbox on the admin host whose row holds `text` (its
 * address or subject), once there are `count` such mails. The mailbox is a plain page, as a person
 * would read it: it is read again until the mail shows.
 */
export async function openMailFromMailbox(
  admin: Page,
  adminUrl: string,
  text: string,
  { subject = '', count = 1 }: MailQuery = {},
): Promise<void> {
  await admin.goto(`${adminUrl}/dev/mailbox`);
  const rows = admin.locator('tr', { hasText: text }).filter({ hasText: subject });
  await expect
    .poll(
      async () => {
        await admin.reload();
        return rows.count();
      },
      { message: `${count} e-mail(s) with "${text}" (${subject}) in the mailbox`, timeout: MAIL_WAIT_MS },
    )
    .toBeGreaterThanOrEqual(count);
  await rows.first().getByRole('link').click();
  await expect(admin).toHaveURL(/\/dev\/mailbox\/\d+$/);
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
