/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { formatMoney, formatOrderNumber } from '@platform/contract';
import { signIn } from './admin-helpers';
import { DESKTOP, shoot } from './browser';
import { expect, server, test } from './fixtures';
import { openMailFromMailbox } from './mailbox';
import { adminCall } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

const PRODUCT = 'Online workshop compositie';

// Dutch throughout: the admin, the shop, the test payment page and so the order's e-mails.
test.use({ locale: 'nl-NL' });

test('the merchant refunds an order by its number; the buyer’s e-mail names the amount', async ({
  browser,
  page: admin,
  demo,
}) => {
  const adminUrl = server.adminUrl;
  const storeUrl = demo.storeUrl;

  await signIn(admin, adminUrl, demo.email, demo.password);
  const list = async <T>(path: string) => (await adminCall(admin, 'GET', path)).body.data as T[];
  const store = (await list<{ id: number; slug: string; name: string }>('/v1/admin/store')).find(
    (each) => each.id === demo.storeId,
  )!;
  const productId = (await list<{ id: number; name: string }>(`/v1/admin/product?store_id=${store.id}`)).find(
    (product) => product.name === PRODUCT,
  )!.id;

  // A shopper orders and pays on the test page.
  const shopContext = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const shop = await shopContext.newPage();
  await shop.goto(storeUrl);
  const email = `terugbetaling.${demo.slug}@example.com`;
  const { orderId, link } = await orderThroughApi(shop, productId, email);
  const order = await shop.evaluate(
    async ({ slug, id }) => {
      const response = await fetch(`/v1/store/${slug}/order/${id}`);
      return ((await response.json()) as { data: { number: number; totals: { total_incl_vat: number } } })
        .data;
    },
    { slug: demo.slug, id: orderId },
  );
  const number = formatOrderNumber(order.number);
  const total = formatMoney(order.totals.total_incl_vat, 'nl');
  await shop.goto(link.body.data!.url);
  await shop.getByRole('button', { name: 'Betaling gelukt' }).click();
  await expect(shop).toHaveURL(`${storeUrl}/order/${orderId}`);
  await expect(shop.getByText(number, { exact: true })).toBeVisible();
  await shoot(shop, 'refund-email-shop-order-paid');

  // The merchant finds the order by its number, in the list and on its page.
  await admin.goto(`${adminUrl}/store/${store.id}/orders`);
  await expect(admin.getByText(number, { exact: true }).first()).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Zoek op e-mail, naam of bestelnummer' }).fill(number);
  await expect(admin).toHaveURL(/search=/);
  await expect(admin.getByText(email)).toBeVisible();
  // The list shows the earlier results until the search's answer is in.
  await expect(admin.getByRole('link', { name: 'Koper' })).toHaveCount(1);
  await shoot(admin, 'refund-email-orders-list');
  await admin.getByRole('link', { name: 'Koper' }).click();
  await expect(admin).toHaveURL(`${adminUrl}/store/${store.id}/orders/${orderId}`);
  await expect(admin.getByRole('heading', { level: 2, name: `Bestelnummer ${number}` })).toBeVisible();
  await shoot(admin, 'refund-email-order-detail');

  // The refund, and the buyer's e-mail about it with the amount.
  await admin.getByRole('button', { name: 'Terugbetalen' }).click();
  await admin
    .getByRole('dialog')
    .getByRole('button', { name: `${total} terugbetalen` })
    .click();
  await expect(admin.getByText(`${total} is terugbetaald; de klant krijgt een e-mail.`)).toBeVisible();
  await expect(admin.getByText('Terugbetaald', { exact: true }).first()).toBeVisible();
  await shoot(admin, 'refund-email-order-refunded');

  // The buyer's address is this journey's own; the subject (number and store name) is every demo store's.
  await openMailFromMailbox(admin, adminUrl, email, {
    subject: `Terugbetaling voor je bestelling ${number} bij ${store.name}`,
  });
  await expect(
    admin.getByText(`${store.name} heeft ${total} terugbetaald voor je bestelling ${number}.`),
  ).toBeVisible();
  await expect(admin.getByText('Daarmee is alles wat je hebt betaald terugbetaald.')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Bekijk je bestelling' })).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Bekijk je bestelling' })).toHaveAttribute(
    'href',
    // In the order's language (decision 068).
    `${storeUrl}/order/${orderId}?lang=nl`,
  );
  await shoot(admin, 'refund-email-mail');

  // The e-mail's link opens the order, refunded, under its number.
  await shop.goto(`${storeUrl}/order/${orderId}`);
  await expect(shop.getByRole('heading', { name: 'Bestelling terugbetaald' })).toBeVisible();
  await expect(shop.getByText(number, { exact: true })).toBeVisible();
  await shoot(shop, 'refund-email-shop-order-refunded');
  await shopContext.close();
});
