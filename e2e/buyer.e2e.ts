/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, onTestFinished, test } from 'vitest';
import { formatOrderNumber } from '@platform/contract';
import { firstProductOf, startServerOnData } from '../scripts/demo-server';
import { DESKTOP, newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { PAY_BUTTON, loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

const DAY_SECONDS = 24 * 3600;
let browser: Browser;
let storeUrl: string;
let adminUrl: string;
let productId: number;
/** The development mailbox, read on the admin host. */
let mailbox: Page;

beforeAll(async () => {
  browser = await connectBrowser();
  storeUrl = inject('storeUrl');
  adminUrl = inject('adminUrl');
  productId = (await firstProductOf(storeUrl)).id;
  mailbox = await newPage(browser);
});
afterAll(async () => {
  await browser.close();
});

/**
 * A browser of its own, that reports errors of the page into `errors`. Dutch, like the shop: an order
 * placed through the API takes the browser's language for its e-mails.
 */
async function freshBrowser(errors: string[]): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}

/** A shopper's browser places an order for `email` and pays it on the test page; answers the order. */
async function buyAndPay(email: string, errors: string[]) {
  const buyer = await freshBrowser(errors);
  await buyer.goto(storeUrl);
  const { orderId, orderNumber, link } = await orderThroughApi(buyer, productId, email);
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await buyer.waitForURL(`**/order/${orderId}`);
  await buyer.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  return { buyer, orderId, number: formatOrderNumber(orderNumber) };
}

/** Opens an order page's link and waits for the goods: the page shows them to this browser. */
async function expectGoods(page: Page, url: string, orderId: string) {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/order/${orderId}`);
  expect(page.url()).not.toContain('login_token');
  await page.getByRole('link', { name: /^Downloaden/ }).waitFor();
}

test("the confirmation's link opens the order twice, and again a day later (a second server, a day ahead)", async () => {
  const errors: string[] = [];
  const email = `bon.${Date.now()}@example.com`;
  const { orderId } = await buyAndPay(email, errors);
  const receipt = await loginLinkFromMailbox(mailbox, adminUrl, email, { subject: 'Je bestelling #' });
  expect(receipt.startsWith(`${storeUrl}/order/${orderId}?login_token=`)).toBe(true);

  // Used in a browser that never saw the order, then in another, then again in the first.
  const first = await freshBrowser(errors);
  await expectGoods(first, receipt, orderId);
  const second = await freshBrowser(errors);
  await expectGoods(second, receipt, orderId);
  await expectGoods(first, receipt, orderId);
  await shoot(second, 'buyer-receipt-second-use');

  // A day later: a second server on the same data, its clock a day ahead (CLOCK_OFFSET_SECONDS, for
  // development only). Its jobs wait, so it changes nothing the first server's journeys see.
  const later = await startServerOnData(inject('dataDir'), {
    CLOCK_OFFSET_SECONDS: String(DAY_SECONDS),
    WORKERS: '1',
    OUTBOX_INTERVAL_MS: '3600000',
    ORDER_EXPIRY_INTERVAL_MS: '3600000',
  });
  onTestFinished(() => later.stop());
  const laterUrl = (url: string) => url.replace(storeUrl, later.storeUrl);

  // Its clock has moved: a single-use link asked for just now has expired there.
  const asked = await first.evaluate(
    async ({ orderId, email }) =>
      (
        await fetch('/v1/store/demo/email-login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ email, session_id: orderId, redirect_to_name: 'order' }),
        })
      ).status,
    { orderId, email },
  );
  expect(asked).toBe(200);
  const singleUse = await loginLinkFromMailbox(mailbox, adminUrl, email, { subject: 'Je inloglink' });
  const dayLater = await freshBrowser(errors);
  await dayLater.goto(laterUrl(singleUse));
  await dayLater.getByRole('heading', { name: 'Deze link werkt niet meer' }).waitFor();

  // The receipt still opens the order, with a download that works.
  const receiptLater = await freshBrowser(errors);
  await expectGoods(receiptLater, laterUrl(receipt), orderId);
  const href = await receiptLater.getByRole('link', { name: /^Downloaden/ }).getAttribute('href');
  expect(await receiptLater.evaluate(async (url) => (await fetch(url!)).status, href)).toBe(200);
  expect(errors).toEqual([]);
});

test('a used sign-in link says so, and one click sends a new one to the same address', async () => {
  const errors: string[] = [];
  const email = `hernieuw.${Date.now()}@example.com`;
  const { orderId } = await buyAndPay(email, errors);

  // Another browser asks for a sign-in link, and a third uses it.
  const asking = await freshBrowser(errors);
  await asking.goto(`${storeUrl}/order/${orderId}`);
  await asking.waitForURL('**/check-mailbox');
  await asking.getByLabel('E-mailadres').fill(email);
  await asking.getByRole('button', { name: 'Stuur nieuwe link' }).click();
  await asking.getByText('er een nieuwe link naar je onderweg').waitFor();
  const link = await loginLinkFromMailbox(mailbox, adminUrl, email, { subject: 'Je inloglink' });
  await expectGoods(await freshBrowser(errors), link, orderId);

  // Opened again elsewhere: not "check your mailbox", but what happened, and one button.
  const late = await freshBrowser(errors);
  await late.goto(link);
  await late.getByRole('heading', { name: 'Deze link werkt niet meer' }).waitFor();
  expect(await late.getByRole('heading', { name: 'Kijk in je mailbox' }).count()).toBe(0);
  expect(await late.locator('body').textContent()).not.toContain(email);
  await shoot(late, 'buyer-link-expired');
  await late.getByRole('button', { name: 'Stuur me een nieuwe link' }).click();
  await late
    .getByText('Er is een nieuwe link onderweg naar het e-mailadres waar de oude naartoe ging.')
    .waitFor();
  expect(await late.getByRole('button', { name: 'Stuur me een nieuwe link' }).count()).toBe(0);

  // The new link went to the same address, and opens the order.
  const renewed = await loginLinkFromMailbox(mailbox, adminUrl, email, { subject: 'Je inloglink', count: 2 });
  expect(renewed).not.toBe(link);
  await expectGoods(late, renewed, orderId);
  expect(errors).toEqual([]);
});

test("the library lists the address's paid orders, reached by a link by e-mail and from the confirmation", async () => {
  const errors: string[] = [];
  const email = `verzamelaar.${Date.now()}@example.com`;
  const first = await buyAndPay(email, errors);
  const second = await buyAndPay(email, errors);
  const someoneElse = await buyAndPay(`iemand.anders.${Date.now()}@example.com`, errors);

  // From the order page, not signed in for the address: the library asks for a link by e-mail.
  await first.buyer.getByRole('link', { name: 'Al je aankopen' }).click();
  await first.buyer.waitForURL('**/orders');
  await first.buyer.getByRole('heading', { name: 'Bekijk al je aankopen' }).waitFor();
  await shoot(first.buyer, 'buyer-library-signed-out');
  await first.buyer.getByLabel('E-mailadres').fill(email);
  await first.buyer.getByRole('button', { name: 'Stuur me een inloglink' }).click();
  await first.buyer.getByText('is er een link naar je onderweg').waitFor();
  const link = await loginLinkFromMailbox(mailbox, adminUrl, email, { subject: 'Je aankopen bij' });
  expect(link.startsWith(`${storeUrl}/orders?login_token=`)).toBe(true);

  const library = await freshBrowser(errors);
  await library.goto(link);
  await library.getByRole('heading', { name: 'Je aankopen' }).waitFor();
  const orders = library.getByRole('main').getByRole('listitem').filter({ hasText: 'Bekijk aankoop' });
  await orders.first().waitFor();
  expect(await orders.count()).toBe(2);
  // Newest first; nobody else's.
  expect(await orders.nth(0).textContent()).toContain(second.number);
  expect(await orders.nth(1).textContent()).toContain(first.number);
  expect(await library.getByRole('main').textContent()).not.toContain(someoneElse.number);
  await shoot(library, 'buyer-library');

  // Each order leads to its goods, and the order page back to the library.
  await orders
    .nth(1)
    .getByRole('link', { name: /^Bekijk aankoop/ })
    .click();
  await library.waitForURL(`**/order/${first.orderId}`);
  await library.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  await library.getByRole('link', { name: 'Al je aankopen' }).click();
  await library.waitForURL('**/orders');
  await orders.first().waitFor();

  // Signing out here leaves the library to ask for a link again.
  await library.getByRole('button', { name: 'Uitloggen' }).click();
  await library.getByRole('heading', { name: 'Bekijk al je aankopen' }).waitFor();

  // The confirmation's second link opens the library at once, signed in.
  const fromMail = await loginLinkFromMailbox(mailbox, adminUrl, email, {
    subject: 'Je bestelling #',
    link: '/orders?login_token=',
  });
  const confirmed = await freshBrowser(errors);
  await confirmed.goto(fromMail);
  const confirmedOrders = confirmed
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: 'Bekijk aankoop' });
  await confirmedOrders.first().waitFor();
  expect(await confirmedOrders.count()).toBe(2);
  expect(errors).toEqual([]);
});
