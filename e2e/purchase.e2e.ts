/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { downloadedText, shoot } from './browser';
import { expect, server, test } from './fixtures';
import { PAY_BUTTON, consentToImmediateDelivery, loginLinkFromMailbox } from './shop-helpers';

const PRODUCT = 'Online workshop compositie';
/**
 * Puts a file of our own on the product's file item through the admin API (with the merchant's token
 * from the signed-in admin page), so the download can be compared byte for byte.
 */
async function uploadOwnFile(admin: Page, storeId: number, content: string): Promise<void> {
  await admin.evaluate(
    async ({ storeId, productName, text }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const get = async (path: string) =>
        ((await (await fetch(path, { headers })).json()) as { data: never }).data;
      const products: { id: number; name: string }[] = await get(
        `/v1/admin/product?store_id=${storeId}&search=${encodeURIComponent(productName)}`,
      );
      const productId = products.find((product) => product.name === productName)!.id;
      const items: { id: number; product_type: string }[] = await get(
        `/v1/admin/product/${productId}/product-item?store_id=${storeId}`,
      );
      const form = new FormData();
      form.set('store_id', String(storeId));
      form.set('product_id', String(productId));
      form.set('product_item_id', String(items.find((item) => item.product_type === 'file')!.id));
      form.set('file', new Blob([text], { type: 'text/plain' }), 'workshop-notes.txt');
      const response = await fetch('/v1/admin/media/files/product-item/upload', {
        method: 'POST',
        headers,
        body: form,
      });
      if (!response.ok) throw new Error(`Upload failed: ${response.status}`);
    },
    { storeId, productName: PRODUCT, text: content },
  );
}

test('a shopper buys, pays on the test page and downloads at once; another browser signs in by e-mail; the merchant refunds', async ({
  page: admin,
  demo,
  freshPage,
}) => {
  const { storeUrl, storeId } = demo;
  const adminUrl = server.adminUrl;
  const errors: string[] = [];
  const content = `Notities bij de workshop — ${randomBytes(8).toString('hex')}\nRegel twee: €, ü, ✓\n`;
  const email = `koper.${demo.slug}@example.com`;

  // The merchant puts a file of their own on the product.
  await signIn(admin, adminUrl, demo.email, demo.password);
  await uploadOwnFile(admin, storeId, content);

  // The shopper fills the cart through the shop.
  const shop = await freshPage();
  shop.on('pageerror', (error) => errors.push(error.message));
  await shop.goto(`${storeUrl}/product/online-workshop-compositie`);
  await expect(shop.getByRole('heading', { level: 1, name: PRODUCT })).toBeVisible();
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await shop.goto(`${storeUrl}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);

  // Checkout: the title, the summary, the test-mode notice, and the contract's messages beside the fields.
  await expect(shop.getByRole('heading', { name: 'Afrekenen' })).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Je bestelling' })).toBeVisible();
  await expect(shop.getByText('Testmodus.')).toBeVisible();
  await expect(shop.getByText(PRODUCT).first()).toBeVisible();
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  // E-mail, name and the consumer's consent, all at once.
  await expect(shop.getByText('Dit veld is verplicht.')).toHaveCount(3);
  await shop.getByLabel('E-mailadres').fill('niet-een-adres');
  await shop.getByLabel('Naam').fill('Kim de Koper');
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(shop.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await shop.getByLabel('E-mailadres').fill(email);
  await consentToImmediateDelivery(shop);
  await shoot(shop, 'purchase-checkout');
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // The test provider's page, on the top window.
  await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
  await expect(shop.getByRole('button', { name: PAY_BUTTON })).toBeVisible();
  await shoot(shop, 'purchase-test-payment');
  const placed = JSON.parse((await shop.evaluate(() => localStorage.getItem('placed_order')))!) as {
    order_id: string;
  };
  const orderId = placed.order_id;

  // In a second tab the order page waits for the payment, and follows it once paid.
  const waiting = await shop.context().newPage();
  await waiting.goto(`${storeUrl}/order/${orderId}`);
  await expect(waiting.getByRole('heading', { name: 'We wachten op je betaling' })).toBeVisible();
  await expect(waiting.getByRole('button', { name: 'Nu betalen' })).toBeVisible();
  await expect(waiting.getByText('Testbestelling')).toBeVisible();
  await shoot(waiting, 'purchase-order-pending');

  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  // The browser that paid sees its purchase at once, without any e-mail (decision 026).
  await expect(shop).toHaveURL(`${storeUrl}/order/${orderId}`);
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(shop.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  const cookies = await shop.context().cookies();
  expect(cookies.find((entry) => entry.name === 'customer_access_token')).toBeUndefined();
  const orderCookie = cookies.find((entry) => entry.name === 'order_access')!;
  expect(orderCookie).toMatchObject({
    path: `/v1/store/${demo.slug}/order/${orderId}`,
    httpOnly: true,
    sameSite: 'Lax',
    secure: false,
  });
  expect(orderCookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  // Polling: the waiting tab of the same browser sees the payment by itself, and the goods.
  await expect(waiting.getByRole('heading', { name: 'Je aankoop' })).toBeVisible({ timeout: 15_000 });
  // The paid cart is done with: the shop starts a fresh one.
  await expect.poll(() => shop.evaluate(() => localStorage.getItem('cart_session_id'))).toBeNull();

  // The purchase: the file downloads with the very bytes uploaded; the licence text can be copied.
  await expect(shop.getByRole('button', { name: /^Kopiëren/ })).toBeVisible();
  const downloadLink = shop.getByRole('link', { name: /^Downloaden/ });
  const href = (await downloadLink.getAttribute('href'))!;
  const [download] = await Promise.all([shop.waitForEvent('download'), downloadLink.click()]);
  expect(await downloadedText(download)).toBe(content);
  await shoot(shop, 'purchase-order-paid');

  // Another browser is sent to the mailbox; asking for the link again answers the same, known
  // address or not, and the e-mail's link signs that browser in and leaves the address clean.
  const elsewhere = await freshPage();
  elsewhere.on('pageerror', (error) => errors.push(error.message));
  await elsewhere.goto(`${storeUrl}/order/${orderId}`);
  await expect(elsewhere).toHaveURL(`${storeUrl}/order/${orderId}/check-mailbox`);
  await expect(elsewhere.getByRole('heading', { name: 'Kijk in je mailbox' })).toBeVisible();
  await elsewhere.getByLabel('E-mailadres').fill(email);
  await elsewhere.getByRole('button', { name: 'Stuur nieuwe link' }).click();
  await expect(elsewhere.getByText('er een nieuwe link naar je onderweg')).toBeVisible();
  await shoot(elsewhere, 'purchase-check-mailbox');
  const link = await loginLinkFromMailbox(admin, adminUrl, email, { subject: 'Je inloglink' });
  expect(link.startsWith(`${storeUrl}/order/${orderId}?login_token=`)).toBe(true);
  await elsewhere.goto(link);
  await expect(elsewhere.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  // The sign-in token is gone from the address; the order's language (decision 068) stays.
  await expect(elsewhere).toHaveURL(`${storeUrl}/order/${orderId}?lang=nl`);
  const cookie = (await elsewhere.context().cookies()).find(
    (entry) => entry.name === 'customer_access_token',
  );
  const token = JSON.parse(decodeURIComponent(cookie!.value)) as { token: string; expires_at: string };
  expect(token.token.length).toBeGreaterThan(20);
  expect(cookie!.expires * 1000).toBeCloseTo(new Date(token.expires_at).getTime(), -4);
  expect(cookie!.sameSite).toBe('Lax');

  // The merchant finds the order, opens it and refunds it.
  await admin.goto(`${adminUrl}/store/${storeId}/orders`);
  await expect(admin.getByRole('link', { name: 'Kim de Koper' }).first()).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Zoek op e-mail, naam of bestelnummer' }).fill(email);
  await expect(admin).toHaveURL(/search=/);
  // The list shows the earlier results until the search's answer is in.
  await expect(admin.getByRole('link', { name: 'Kim de Koper' })).toHaveCount(1);
  await shoot(admin, 'purchase-orders-list');
  await admin.getByRole('link', { name: 'Kim de Koper' }).click();
  await expect(admin).toHaveURL(`${adminUrl}/store/${storeId}/orders/${orderId}`);
  await expect(admin.getByRole('heading', { name: 'Geschiedenis' })).toBeVisible();
  await expect(admin.getByText('workshop-notes.txt')).toBeVisible();
  await expect(admin.getByText('Betaald', { exact: true }).first()).toBeVisible();
  await shoot(admin, 'purchase-order-detail');
  await admin.getByRole('button', { name: 'Terugbetalen' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog.getByText('Bestelling terugbetalen')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Alles wat nog betaald is' })).toBeChecked();
  await dialog.getByRole('button', { name: /^€\s[\d,]+\sterugbetalen$/ }).click();
  await expect(admin.getByText(/is terugbetaald; de klant krijgt een e-mail/)).toBeVisible();
  await expect(admin.getByText('Terugbetaald', { exact: true }).first()).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Terugbetalen' })).toHaveCount(0);

  // The download stops working, and the order page says why.
  const refused = await shop.evaluate(async (url) => (await fetch(url)).status, href);
  expect(refused).toBe(403);
  await shop.reload();
  await expect(shop.getByRole('heading', { name: 'Bestelling terugbetaald' })).toBeVisible();
  await expect(shop.getByRole('link', { name: /^Downloaden/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
