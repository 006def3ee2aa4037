/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { formatMoney, formatOrderNumber } from '@platform/contract';
import { signIn } from './admin-helpers';
import { DESKTOP, shoot } from './browser';
import { adminCall } from './settings-helpers';
import { connectBrowser } from './shared-browser';
import { openMailFromMailbox } from './mailbox';
import { orderThroughApi } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCT = 'Online workshop compositie';

test('the merchant refunds an order by its number; the buyer’s e-mail names the amount', async () => {
  const adminUrl = inject('adminUrl');
  const storeUrl = inject('storeUrl');
  // Dutch throughout: the admin, the shop, the test payment page and so the order's e-mails.
  const newPage = async () => (await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' })).newPage();

  const admin = await newPage();
  await signIn(admin, adminUrl, inject('demoEmail'), inject('demoPassword'));
  const list = async <T>(path: string) => (await adminCall(admin, 'GET', path)).body.data as T[];
  const store = (await list<{ id: number; slug: string; name: string }>('/v1/admin/store')).find(
    (each) => each.slug === 'demo',
  )!;
  const productId = (await list<{ id: number; name: string }>(`/v1/admin/product?store_id=${store.id}`)).find(
    (product) => product.name === PRODUCT,
  )!.id;

  // A shopper orders and pays on the test page.
  const shop = await newPage();
  await shop.goto(storeUrl);
  const email = `terugbetaling.${Date.now()}@example.com`;
  const { orderId, link } = await orderThroughApi(shop, productId, email);
  const order = await shop.evaluate(async (id) => {
    const response = await fetch(`/v1/store/demo/order/${id}`);
    return ((await response.json()) as { data: { number: number; totals: { total_incl_vat: number } } }).data;
  }, orderId);
  const number = formatOrderNumber(order.number);
  const total = formatMoney(order.totals.total_incl_vat, 'nl');
  await shop.goto(link.body.data!.url);
  await shop.getByRole('button', { name: 'Betaling gelukt' }).click();
  await shop.waitForURL(`**/order/${orderId}`);
  await shop.getByText(number, { exact: true }).waitFor();
  await shoot(shop, 'refund-email-shop-order-paid');

  // The merchant finds the order by its number, in the list and on its page.
  await admin.goto(`${adminUrl}/store/${store.id}/orders`);
  await admin.getByText(number, { exact: true }).first().waitFor();
  await admin.getByRole('searchbox', { name: 'Zoek op e-mail, naam of bestelnummer' }).fill(number);
  await admin.waitForURL(/search=/);
  await admin.getByText(email).waitFor();
  // The list shows the earlier results until the search's answer is in.
  await expect.poll(() => admin.getByRole('link', { name: 'Koper' }).count()).toBe(1);
  await shoot(admin, 'refund-email-orders-list');
  await admin.getByRole('link', { name: 'Koper' }).click();
  await admin.waitForURL(`**/store/${store.id}/orders/${orderId}`);
  await admin.getByRole('heading', { level: 2, name: `Bestelnummer ${number}` }).waitFor();
  await shoot(admin, 'refund-email-order-detail');

  // The refund, and the buyer's e-mail about it with the amount.
  await admin.getByRole('button', { name: 'Terugbetalen' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Terugbetalen' }).click();
  await admin.getByText('De bestelling is terugbetaald; de klant krijgt een e-mail').waitFor();
  await admin.getByText('Terugbetaald', { exact: true }).first().waitFor();
  await shoot(admin, 'refund-email-order-refunded');

  await openMailFromMailbox(admin, adminUrl, `Terugbetaling voor je bestelling ${number} bij ${store.name}`);
  await admin.getByText(`${store.name} heeft ${total} terugbetaald voor je bestelling ${number}.`).waitFor();
  await admin.getByText('Daarmee is alles wat je hebt betaald terugbetaald.').waitFor();
  await admin.getByRole('link', { name: 'Bekijk je bestelling' }).waitFor();
  expect(await admin.getByRole('link', { name: 'Bekijk je bestelling' }).getAttribute('href')).toBe(
    `${storeUrl}/order/${orderId}`,
  );
  await shoot(admin, 'refund-email-mail');

  // The e-mail's link opens the order, refunded, under its number.
  await shop.goto(`${storeUrl}/order/${orderId}`);
  await shop.getByRole('heading', { name: 'Bestelling terugbetaald' }).waitFor();
  await shop.getByText(number, { exact: true }).waitFor();
  await shoot(shop, 'refund-email-shop-order-refunded');
});
