/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createStore, openSection, registerMerchant } from './admin-helpers';
import { DESKTOP, PHONE, downloadedText, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

/** A text file named handleiding.txt, handed to the file input as it is. */
function textFile(content: string) {
  return { name: 'handleiding.txt', mimeType: 'text/plain', buffer: Buffer.from(content) };
}

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}

/** The bytes the buyer's order page hands out now. */
async function downloaded(buyer: Page): Promise<string> {
  await buyer.reload();
  const link = buyer.getByRole('link', { name: /^Downloaden/ });
  const [download] = await Promise.all([buyer.waitForEvent('download'), link.click()]);
  return downloadedText(download);
}

/** Opens the file item's editor and uploads a new version, for earlier buyers too when asked. */
async function uploadVersion(admin: Page, content: string, forEarlierBuyers: boolean) {
  await admin.getByRole('button', { name: 'handleiding.txt bewerken' }).click();
  const checkbox = admin.getByRole('checkbox', { name: /ook aan iedereen die het product al kocht/ });
  if (forEarlierBuyers) await checkbox.check();
  await expect(checkbox).toBeChecked({ checked: forEarlierBuyers });
  await admin.getByLabel('Ander bestand uploaden').setInputFiles(textFile(content));
  await toast(admin, forEarlierBuyers ? 'Bestand vervangen, ook voor eerdere kopers' : 'Bestand vervangen');
  await admin.getByRole('button', { name: 'Annuleren' }).click();
}

test('a merchant chooses whether earlier buyers get a new version; deleting a sold product archives it', async ({
  browser,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(admin, adminUrl, 'Versie Vera');
  const { storeId } = await createStore(
    admin,
    `Handleidingen ${randomBytes(4).toString('hex')}`,
    'Consumenten',
  );

  await openSection(admin, 'Producten');
  await admin.getByRole('button', { name: 'Product toevoegen' }).first().click();
  const dialog = admin.getByRole('dialog', { name: 'Nieuw product' });
  await dialog.getByLabel('Naam').fill('Handleiding');
  await dialog.getByLabel('Prijs incl. btw').fill('5,00');
  await dialog.getByRole('button', { name: 'Product aanmaken' }).click();
  await expect(admin).toHaveURL(/\/products\/\d+$/);
  const productUrl = admin.url();
  const productId = Number(productUrl.split('/').pop());
  await admin.getByLabel('Bestand uploaden').setInputFiles(textFile('Eerste versie\n'));
  await expect(admin.getByRole('button', { name: 'handleiding.txt bewerken' })).toBeVisible();
  await admin.getByLabel('Status', { exact: true }).selectOption('for_sale');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await toast(admin, 'Product opgeslagen');

  // A shopper buys it on the test page and opens the order with the e-mailed link.
  const slug = await admin.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
    const response = await fetch(`/v1/admin/store/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { slug: string } }).data.slug;
  }, storeId);
  const storeUrl = shopAddress(slug);
  const buyerContext = await browser.newContext({ viewport: DESKTOP });
  const buyer = await buyerContext.newPage();
  await buyer.goto(`${storeUrl}/product/handleiding`);
  const email = `vroege.koper.${slug}@example.com`;
  const { link } = await orderThroughApi(buyer, productId, email);
  const paid = await buyer.evaluate(
    (url) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      }).then((response) => response.ok),
    link.body.data!.url,
  );
  expect(paid).toBe(true);
  await buyer.goto(await loginLinkFromMailbox(admin, adminUrl, email));
  await expect(buyer.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  expect(await downloaded(buyer)).toBe('Eerste versie\n');

  // A new version for new orders only leaves the earlier buyer's file alone; the next one reaches them.
  await admin.goto(productUrl);
  await uploadVersion(admin, 'Tweede versie\n', false);
  expect(await downloaded(buyer)).toBe('Eerste versie\n');
  await admin.getByRole('button', { name: 'handleiding.txt bewerken' }).click();
  await admin.getByRole('checkbox', { name: /ook aan iedereen die het product al kocht/ }).check();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `new-version-${size}-item-editor`);
  }
  await admin.getByRole('button', { name: 'Annuleren' }).click();
  await uploadVersion(admin, 'Derde versie\n', true);
  expect(await downloaded(buyer)).toBe('Derde versie\n');

  // Deleting the sold product archives it: out of the list, under the archived filter, and kept for the buyer.
  await admin.getByRole('button', { name: 'Product verwijderen' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Product verwijderen' }).click();
  await expect(admin).toHaveURL(/\/products$/);
  await expect(admin.getByRole('heading', { name: 'Nog geen producten' })).toBeVisible();
  await admin.goto(`${adminUrl}/store/${storeId}/products?status=archived`);
  await expect(admin.getByRole('link', { name: 'Handleiding' })).toBeVisible();
  await expect(admin.getByLabel('Status')).toHaveValue('archived');
  // Each row holds its status twice, one for each width: the one this width shows.
  await expect(
    admin.getByRole('listitem').getByText('Gearchiveerd').filter({ visible: true }).first(),
  ).toBeVisible();
  await screenshot(admin, 'new-version-desktop-archived-list');
  await admin.getByRole('link', { name: 'Handleiding' }).click();
  await expect(admin.getByRole('heading', { name: 'Handleiding is gearchiveerd' })).toBeVisible();
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `new-version-${size}-archived`);
  }
  expect(await downloaded(buyer)).toBe('Derde versie\n');
  await buyerContext.close();
});
