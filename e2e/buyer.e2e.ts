/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { BrowserContext, Page } from '@playwright/test';
import { formatOrderNumber } from '@platform/contract';
import { firstProductOf, startServerOnData } from '../scripts/demo-server';
import { DESKTOP, shoot } from './browser';
import { test as base, expect, server } from './fixtures';
import { PAY_BUTTON, loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

const DAY_SECONDS = 24 * 3600;

/**
 * `freshBrowser()` opens a browser of its own (a context: its own cookies and storage) that reports
 * errors of the page into `errors`; all are closed when the test ends. Dutch, like the shop: an order
 * placed through the API takes the browser's language for its e-mails.
 */
const test = base.extend<{ errors: string[]; freshBrowser: () => Promise<Page> }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  errors: async ({}, use) => {
    await use([]);
  },
  freshBrowser: async ({ browser, errors }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/** A shopper's browser places an order for `email` in the shop and pays it on the test page; answers the order. */
async function buyAndPay(freshBrowser: () => Promise<Page>, storeUrl: string, email: string) {
  const buyer = await freshBrowser();
  await buyer.goto(storeUrl);
  const { orderId, orderNumber, link } = await orderThroughApi(
    buyer,
    (await firstProductOf(storeUrl)).id,
    email,
  );
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(buyer).toHaveURL(`${storeUrl}/order/${orderId}`);
  await expect(buyer.getByRole('heading', { name: 'Je aankoop', exact: true })).toBeVisible();
  return { buyer, orderId, number: formatOrderNumber(orderNumber) };
}

/** Opens an order page's link and waits for the goods: the page shows them to this browser. */
async function expectGoods(page: Page, url: string, orderId: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Je aankoop', exact: true })).toBeVisible();
  // The order's own address in its language, with the used sign-in token (login_token) gone from it.
  await expect(page).toHaveURL(`${new URL(url).origin}/order/${orderId}?lang=nl`);
  expect(page.url()).not.toContain('login_token');
  await expect(page.getByRole('link', { name: /^Downloaden/ })).toBeVisible();
}

test("the confirmation's link opens the order twice, and again a day later (a second server, a day ahead)", async ({
  page: mailbox,
  demo,
  errors,
  freshBrowser,
}) => {
  const email = `bon.${demo.slug}@example.com`;
  const { orderId } = await buyAndPay(freshBrowser, demo.storeUrl, email);
  const receipt = await loginLinkFromMailbox(mailbox, server.adminUrl, email, { subject: 'Je bestelling #' });
  expect(receipt.startsWith(`${demo.storeUrl}/order/${orderId}?login_token=`), receipt).toBe(true);

  // Used in a browser that never saw the order, then in another, then again in the first.
  const first = await freshBrowser();
  await expectGoods(first, receipt, orderId);
  const second = await freshBrowser();
  await expectGoods(second, receipt, orderId);
  await expectGoods(first, receipt, orderId);
  await shoot(second, 'buyer-receipt-second-use');

  // A day later: a second server on the same data, its clock a day ahead (CLOCK_OFFSET_SECONDS, for
  // development only). Its jobs wait, so it changes nothing the first server's journeys see.
  const later = await startServerOnData(server.dataDir, {
    CLOCK_OFFSET_SECONDS: String(DAY_SECONDS),
    WORKERS: '1',
    OUTBOX_INTERVAL_MS: '3600000',
    ORDER_EXPIRY_INTERVAL_MS: '3600000',
  });
  try {
    // The journey's own store on that server.
    const laterStoreUrl = later.adminUrl.replace('//app.', `//${demo.slug}.`);
    const laterUrl = (url: string) => url.replace(demo.storeUrl, laterStoreUrl);

    // Its clock has moved: a single-use link asked for just now has expired there.
    const asked = await first.evaluate(
      async ({ slug, orderId, email }) =>
        (
          await fetch(`/v1/store/${slug}/email-login`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ email, session_id: orderId, redirect_to_name: 'order' }),
          })
        ).status,
      { slug: demo.slug, orderId, email },
    );
    expect(asked).toBe(200);
    const singleUse = await loginLinkFromMailbox(mailbox, server.adminUrl, email, {
      subject: 'Je inloglink',
    });
    const dayLater = await freshBrowser();
    await dayLater.goto(laterUrl(singleUse));
    await expect(dayLater.getByRole('heading', { name: 'Deze link werkt niet meer' })).toBeVisible();

    // The receipt still opens the order, with a download that works.
    const receiptLater = await freshBrowser();
    await expectGoods(receiptLater, laterUrl(receipt), orderId);
    const href = await receiptLater.getByRole('link', { name: /^Downloaden/ }).getAttribute('href');
    expect(await receiptLater.evaluate(async (url) => (await fetch(url!)).status, href)).toBe(200);
  } finally {
    await later.stop();
  }
  expect(errors).toEqual([]);
});

test('a used sign-in link says so, and one click sends a new one to the same address', async ({
  page: mailbox,
  demo,
  errors,
  freshBrowser,
}) => {
  const email = `hernieuw.${demo.slug}@example.com`;
  const { orderId } = await buyAndPay(freshBrowser, demo.storeUrl, email);

  // Another browser asks for a sign-in link, and a third uses it.
  const asking = await freshBrowser();
  await asking.goto(`${demo.storeUrl}/order/${orderId}`);
  await expect(asking).toHaveURL(`${demo.storeUrl}/order/${orderId}/check-mailbox`);
  await asking.getByLabel('E-mailadres').fill(email);
  await asking.getByRole('button', { name: 'Stuur nieuwe link' }).click();
  await expect(asking.getByText('er een nieuwe link naar je onderweg')).toBeVisible();
  const link = await loginLinkFromMailbox(mailbox, server.adminUrl, email, { subject: 'Je inloglink' });
  await expectGoods(await freshBrowser(), link, orderId);

  // Opened again elsewhere: not "check your mailbox", but what happened, and one button.
  const late = await freshBrowser();
  await late.goto(link);
  await expect(late.getByRole('heading', { name: 'Deze link werkt niet meer' })).toBeVisible();
  await expect(late.getByRole('heading', { name: 'Kijk in je mailbox' })).toHaveCount(0);
  await expect(late.locator('body')).not.toContainText(email);
  await shoot(late, 'buyer-link-expired');
  await late.getByRole('button', { name: 'Stuur me een nieuwe link' }).click();
  await expect(
    late.getByText('Er is een nieuwe link onderweg naar het e-mailadres waar de oude naartoe ging.'),
  ).toBeVisible();
  await expect(late.getByRole('button', { name: 'Stuur me een nieuwe link' })).toHaveCount(0);

  // The new link went to the same address, and opens the order.
  const renewed = await loginLinkFromMailbox(mailbox, server.adminUrl, email, {
    subject: 'Je inloglink',
    count: 2,
  });
  expect(renewed).not.toBe(link);
  await expectGoods(late, renewed, orderId);
  expect(errors).toEqual([]);
});

test("the library lists the address's paid orders, reached by a link by e-mail and from the confirmation", async ({
  page: mailbox,
  demo,
  errors,
  freshBrowser,
}) => {
  const email = `verzamelaar.${demo.slug}@example.com`;
  const first = await buyAndPay(freshBrowser, demo.storeUrl, email);
  const second = await buyAndPay(freshBrowser, demo.storeUrl, email);
  const someoneElse = await buyAndPay(freshBrowser, demo.storeUrl, `iemand.anders.${demo.slug}@example.com`);

  // From the order page, not signed in for the address: the library asks for a link by e-mail.
  await first.buyer.getByRole('link', { name: 'Al je aankopen' }).click();
  await expect(first.buyer).toHaveURL(`${demo.storeUrl}/orders`);
  await expect(first.buyer.getByRole('heading', { name: 'Bekijk al je aankopen' })).toBeVisible();
  await shoot(first.buyer, 'buyer-library-signed-out');
  await first.buyer.getByLabel('E-mailadres').fill(email);
  await first.buyer.getByRole('button', { name: 'Stuur me een inloglink' }).click();
  await expect(first.buyer.getByText('is er een link naar je onderweg')).toBeVisible();
  const link = await loginLinkFromMailbox(mailbox, server.adminUrl, email, { subject: 'Je aankopen bij' });
  expect(link.startsWith(`${demo.storeUrl}/orders?login_token=`), link).toBe(true);

  const library = await freshBrowser();
  await library.goto(link);
  await expect(library.getByRole('heading', { name: 'Je aankopen', exact: true })).toBeVisible();
  const orders = library.getByRole('main').getByRole('listitem').filter({ hasText: 'Bekijk aankoop' });
  await expect(orders).toHaveCount(2);
  // Newest first; nobody else's.
  await expect(orders.nth(0)).toContainText(second.number);
  await expect(orders.nth(1)).toContainText(first.number);
  await expect(library.getByRole('main')).not.toContainText(someoneElse.number);
  await shoot(library, 'buyer-library');

  // Each order leads to its goods, and the order page back to the library.
  await orders
    .nth(1)
    .getByRole('link', { name: /^Bekijk aankoop/ })
    .click();
  await expect(library).toHaveURL(`${demo.storeUrl}/order/${first.orderId}`);
  await expect(library.getByRole('heading', { name: 'Je aankoop', exact: true })).toBeVisible();
  await library.getByRole('link', { name: 'Al je aankopen' }).click();
  await expect(library).toHaveURL(`${demo.storeUrl}/orders`);
  await expect(orders).toHaveCount(2);

  // Signing out here leaves the library to ask for a link again.
  await library.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(library.getByRole('heading', { name: 'Bekijk al je aankopen' })).toBeVisible();

  // The confirmation's second link opens the library at once, signed in.
  const fromMail = await loginLinkFromMailbox(mailbox, server.adminUrl, email, {
    subject: 'Je bestelling #',
    link: '/orders?login_token=',
  });
  const confirmed = await freshBrowser();
  await confirmed.goto(fromMail);
  const confirmedOrders = confirmed
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Bekijk aankoop' });
  await expect(confirmedOrders).toHaveCount(2);
  expect(errors).toEqual([]);
});
