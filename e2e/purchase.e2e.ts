/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from './admin-helpers';
import { downloadedText, newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { PAY_BUTTON, loginLinkFromMailbox } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PRODUCT = 'Online workshop compositie';
/**
 * Puts a file of our own on the product's file item through the admin API (with the merchant's token
 * from the signed-in admin page), so the download can be compared byte for byte. Answers the store id.
 */
async function uploadOwnFile(admin: Page, content: string): Promise<number> {
  return admin.evaluate(
    async ({ productName, text }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
      const get = async (path: string) =>
        ((await (await fetch(path, { headers })).json()) as { data: never }).data;
      const stores: { id: number; slug: string }[] = await get('/v1/admin/store');
      const storeId = stores.find((store) => store.slug === 'demo')!.id;
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
      return storeId;
    },
    { productName: PRODUCT, text: content },
  );
}

test('a shopper buys, pays on the test page and downloads at once; another browser signs in by e-mail; the merchant refunds', async () => {
  const storeUrl = inject('storeUrl');
  const adminUrl = inject('adminUrl');
  const errors: string[] = [];
  const content = `Notities bij de workshop — ${Date.now()}\nRegel twee: €, ü, ✓\n`;
  const email = `koper.${Date.now()}@example.com`;

  // The merchant puts a file of their own on the product.
  const admin = await newPage(browser);
  await signIn(admin, adminUrl, inject('demoEmail'), inject('demoPassword'));
  const storeId = await uploadOwnFile(admin, content);

  // The shopper fills the cart through the shop.
  const shop = await newPage(browser);
  shop.on('pageerror', (error) => errors.push(error.message));
  await shop.goto(`${storeUrl}/product/online-workshop-compositie`);
  await shop.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.goto(`${storeUrl}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await shop.waitForURL('**/checkout');

  // Checkout: the title, the summary, the test-mode notice, and the contract's messages beside the fields.
  await shop.getByRole('heading', { name: 'Afrekenen' }).waitFor();
  await shop.getByRole('heading', { name: 'Je bestelling' }).waitFor();
  await shop.getByText('Test mode.').waitFor();
  expect(await shop.getByText(PRODUCT).count()).toBeGreaterThan(0);
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  expect(await shop.getByText('Dit veld is verplicht.').count()).toBe(2);
  await shop.getByLabel('E-mailadres').fill('niet-een-adres');
  await shop.getByLabel('Naam').fill('Kim de Koper');
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await shop.getByText('Vul een geldig e-mailadres in.').waitFor();
  await shop.getByLabel('E-mailadres').fill(email);
  await shoot(shop, 'purchase-checkout');
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // The test provider's page, on the top window.
  await shop.waitForURL('**/v1/payments/test/**');
  await shop.getByRole('button', { name: PAY_BUTTON }).waitFor();
  await shoot(shop, 'purchase-test-payment');
  const placed = JSON.parse((await shop.evaluate(() => localStorage.getItem('placed_order')))!) as {
    order_id: string;
  };
  const orderId = placed.order_id;

  // In a second tab the order page waits for the payment, and follows it once paid.
  const waiting = await shop.context().newPage();
  await waiting.goto(`${storeUrl}/order/${orderId}`);
  await waiting.getByRole('heading', { name: 'We wachten op je betaling' }).waitFor();
  await waiting.getByRole('button', { name: 'Nu betalen' }).waitFor();
  await waiting.getByText('Testbestelling').waitFor();
  await shoot(waiting, 'purchase-order-pending');

  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  // The browser that paid sees its purchase at once, without any e-mail (decision 026).
  await shop.waitForURL(`**/order/${orderId}`);
  await shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' }).waitFor();
  await shop.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  const cookies = await shop.context().cookies();
  expect(cookies.find((entry) => entry.name === 'customer_access_token')).toBeUndefined();
  const orderCookie = cookies.find((entry) => entry.name === 'order_access')!;
  expect(orderCookie).toMatchObject({
    path: `/v1/store/demo/order/${orderId}`,
    httpOnly: true,
    sameSite: 'Lax',
    secure: false,
  });
  expect(orderCookie.expires * 1000 - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  // Polling: the waiting tab of the same browser sees the payment by itself, and the goods.
  await waiting.getByRole('heading', { name: 'Je aankoop' }).waitFor({ timeout: 15_000 });
  // The paid cart is done with: the shop starts a fresh one.
  expect(await shop.evaluate(() => localStorage.getItem('cart_session_id'))).toBeNull();

  // The purchase: the file downloads with the very bytes uploaded; the licence text can be copied.
  await shop.getByRole('button', { name: /^Kopiëren/ }).waitFor();
  const downloadLink = shop.getByRole('link', { name: /^Downloaden/ });
  const href = (await downloadLink.getAttribute('href'))!;
  const [download] = await Promise.all([shop.waitForEvent('download'), downloadLink.click()]);
  expect(await downloadedText(download)).toBe(content);
  await shoot(shop, 'purchase-order-paid');

  // Another browser is sent to the mailbox; asking for the link again answers the same, known
  // address or not, and the e-mail's link signs that browser in and leaves the address clean.
  const elsewhere = await newPage(browser);
  elsewhere.on('pageerror', (error) => errors.push(error.message));
  await elsewhere.goto(`${storeUrl}/order/${orderId}`);
  await elsewhere.waitForURL(`**/order/${orderId}/check-mailbox`);
  await elsewhere.getByRole('heading', { name: 'Kijk in je mailbox' }).waitFor();
  await elsewhere.getByLabel('E-mailadres').fill(email);
  await elsewhere.getByRole('button', { name: 'Stuur nieuwe link' }).click();
  await elsewhere.getByText('er een nieuwe link naar je onderweg').waitFor();
  await shoot(elsewhere, 'purchase-check-mailbox');
  const link = await loginLinkFromMailbox(admin, adminUrl, email, { subject: 'Je inloglink' });
  expect(link.startsWith(`${storeUrl}/order/${orderId}?login_token=`)).toBe(true);
  await elsewhere.goto(link);
  await elsewhere.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  expect(elsewhere.url()).toBe(`${storeUrl}/order/${orderId}`);
  const cookie = (await elsewhere.context().cookies()).find(
    (entry) => entry.name === 'customer_access_token',
  );
  const token = JSON.parse(decodeURIComponent(cookie!.value)) as { token: string; expires_at: string };
  expect(token.token.length).toBeGreaterThan(20);
  expect(cookie!.expires * 1000).toBeCloseTo(new Date(token.expires_at).getTime(), -4);
  expect(cookie!.sameSite).toBe('Lax');

  // The merchant finds the order, opens it and refunds it.
  await admin.goto(`${adminUrl}/store/${storeId}/orders`);
  await admin.getByRole('link', { name: 'Kim de Koper' }).first().waitFor();
  await admin.getByRole('searchbox', { name: 'Zoek op e-mail, naam of bestelnummer' }).fill(email);
  await admin.waitForURL(/search=/);
  // The list shows the earlier results until the search's answer is in.
  await expect.poll(() => admin.getByRole('link', { name: 'Kim de Koper' }).count()).toBe(1);
  await shoot(admin, 'purchase-orders-list');
  await admin.getByRole('link', { name: 'Kim de Koper' }).click();
  await admin.waitForURL(`**/store/${storeId}/orders/${orderId}`);
  await admin.getByRole('heading', { name: 'Geschiedenis' }).waitFor();
  await admin.getByText('workshop-notes.txt').waitFor();
  await admin.getByText('Betaald', { exact: true }).first().waitFor();
  await shoot(admin, 'purchase-order-detail');
  await admin.getByRole('button', { name: 'Terugbetalen' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText('Bestelling terugbetalen?').waitFor();
  await dialog.getByRole('button', { name: 'Terugbetalen' }).click();
  await admin.getByText('De bestelling is terugbetaald').waitFor();
  await admin.getByText('Terugbetaald', { exact: true }).first().waitFor();
  expect(await admin.getByRole('button', { name: 'Terugbetalen' }).count()).toBe(0);

  // The download stops working, and the order page says why.
  const refused = await shop.evaluate(async (url) => (await fetch(url)).status, href);
  expect(refused).toBe(403);
  await shop.reload();
  await shop.getByRole('heading', { name: 'Bestelling terugbetaald' }).waitFor();
  expect(await shop.getByRole('link', { name: /^Downloaden/ }).count()).toBe(0);
  expect(errors).toEqual([]);
});
