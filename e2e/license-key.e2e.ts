/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, shoot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { openMailFromMailbox } from './mailbox';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

test('the merchant adds a licence key item with a pool; a buyer reads their own key on the order page and in the e-mail', async ({
  browser,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));
  await registerMerchant(admin, adminUrl, 'Sleutel Sanne');
  const { storeId } = await createStore(admin, `Sleutels ${randomBytes(4).toString('hex')}`, 'Consumenten');
  const { productId, storeSlug: slug } = await productForSale(admin, storeId, 'Fotobewerker Pro');

  // The merchant adds the item: the shop's own pool of keys, at most three activations each, valid a year.
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);
  await admin.getByRole('button', { name: 'Licentiesleutels toevoegen' }).click();
  await expect(admin.getByRole('heading', { name: 'Nieuwe licentiesleutel' })).toBeVisible();
  await admin.getByText('Mijn eigen sleutels').click();
  await admin.getByLabel('Activaties per sleutel').fill('3');
  await admin.getByLabel('Geldig (dagen)').fill('365');
  await admin.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(admin.getByText('Item toegevoegd')).toBeVisible();
  // The pool starts empty, and its editor opens to fill it.
  await expect(admin.getByText('Nog geen sleutels in de voorraad.')).toBeVisible();
  const keys = ['FOTO-AAAA-1111', 'FOTO-BBBB-2222', 'FOTO-CCCC-3333'];
  await admin.getByLabel('Sleutels, één per regel').fill(`${keys.join('\n')}\n\nFOTO-AAAA-1111\n`);
  await admin.getByRole('button', { name: 'Sleutels toevoegen', exact: true }).click();
  const report = admin.getByRole('status').filter({ hasText: '3 sleutels toegevoegd' });
  await expect(report).toBeVisible();
  await expect(report.getByText('1 overgeslagen omdat je ze al had: FOTO-AAAA-1111')).toBeVisible();
  await expect(admin.getByText('nog 3 · 0 uitgegeven')).toBeVisible();
  await expect(admin.getByText('Wie welke sleutel heeft')).toBeVisible();
  await shoot(admin, 'license-item-editor');

  // A buyer orders and pays on the test page; the browser that paid reads its key at once.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const buyer = await context.newPage();
  buyer.on('pageerror', (error) => errors.push(error.message));
  const storeUrl = shopAddress(slug);
  await buyer.goto(storeUrl);
  const email = `sleutel.${slug}@example.com`;
  const { orderId, link } = await orderThroughApi(buyer, productId, email);
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(buyer).toHaveURL(`${storeUrl}/order/${orderId}`);
  await expect(buyer.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  await expect(buyer.getByText('Je licentiesleutel', { exact: true })).toBeVisible();
  const shown = buyer.locator('code');
  await expect(shown).toHaveCount(1);
  const key = (await shown.textContent())!.trim();
  expect(keys).toContain(key);
  await expect(buyer.getByRole('button', { name: `Kopiëren: Licentiesleutel ${key}` })).toBeVisible();
  await expect(buyer.getByText(/^Geldig tot \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await shoot(buyer, 'license-order-page');

  // The confirmation e-mail names the key too.
  await openMailFromMailbox(admin, adminUrl, email, { subject: 'Je bestelling' });
  await expect(admin.getByText(`Licentiesleutel: ${key}`)).toBeVisible();

  // The merchant's order page lists the key, still valid.
  await admin.goto(`${adminUrl}/store/${storeId}/orders/${orderId}`);
  await expect(admin.getByRole('heading', { name: 'Licentiesleutels' })).toBeVisible();
  await expect(admin.getByText(key, { exact: true })).toBeVisible();
  await expect(admin.getByText('Geldig', { exact: true })).toBeVisible();

  // The merchant sees who holds it: the pool has one key fewer, and the key names the buyer.
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);
  await expect(admin.getByText('nog 2 · 1 uitgegeven')).toBeVisible();
  await admin.getByRole('button', { name: 'Licentiesleutel bewerken' }).click();
  const holder = admin.getByRole('listitem').filter({ hasText: key });
  await expect(holder.getByText(email)).toBeVisible();
  await expect(holder.getByText('Uitgegeven', { exact: true })).toBeVisible();
  await expect(holder.getByText(/^Geldig tot \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await shoot(admin, 'license-key-holders');
  await context.close();
  expect(errors).toEqual([]);
});
