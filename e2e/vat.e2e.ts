/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from './admin-helpers';
import { newPage, shoot } from './browser';
import { connectBrowser } from './shared-browser';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A b2c store on OSS selling a €12.10 course, made through the admin API with the signed-in token. */
async function openOssStore(admin: Page, slug: string, country = 'NL') {
  return admin.evaluate(
    async ([storeSlug, storeCountry]) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
      const post = async (path: string, body: unknown) => {
        const response = await fetch(path, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { data: { id: number } }).data;
      };
      const store = await post('/v1/admin/store', {
        name: 'Btw Winkel',
        slug: storeSlug,
        business_type: 'b2c',
      });
      await post('/v1/admin/settings', {
        store_id: store.id,
        settings: { country: storeCountry, vat_scheme: 'oss' },
      });
      const product = await post('/v1/admin/product', {
        store_id: store.id,
        name: 'Cursus',
        price: 1210,
        vat_class: 'standard',
        status: 'for_sale',
      });
      return { storeId: store.id, productId: product.id };
    },
    [slug, country] as const,
  );
}

/** A German consumer's order through the shop's API, paid on the test page: an OSS sale for the report. */
async function paidGermanOrder(shop: Page, productId: number) {
  const { link } = await orderThroughApi(shop, productId, 'kunde@example.com', {
    name: 'Kunde',
    country: 'DE',
  });
  const paid = await shop.evaluate(
    (url) =>
      fetch(new URL(url).pathname, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'outcome=paid',
      }).then((response) => response.status),
    link.body.data!.url,
  );
  if (paid >= 400) throw new Error(`payment: ${paid}`);
}

test('the checkout’s VAT line follows the buyer’s country and VAT number; the merchant reads the quarter’s VAT report', async () => {
  const errors: string[] = [];
  const admin = await newPage(browser);
  await signIn(admin, inject('adminUrl'), inject('demoEmail'), inject('demoPassword'));
  const slug = `btw-${Date.now().toString(36)}`;
  const { storeId, productId } = await openOssStore(admin, slug);
  const storeUrl = inject('storeUrl').replace('//demo.', `//${slug}.`);

  const shop = await newPage(browser);
  shop.on('pageerror', (error) => errors.push(error.message));
  await shop.goto(`${storeUrl}/product/cursus`);
  await paidGermanOrder(shop, productId);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.goto(`${storeUrl}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await shop.waitForURL('**/checkout');

  const summary = shop.getByRole('region', { name: 'Je bestelling' });
  const vatLabel = summary.getByTestId('vat-label');
  const expectSummary = async (label: string, pattern: RegExp) => {
    await vatLabel.filter({ hasText: label }).waitFor();
    await expect.poll(async () => summary.textContent()).toMatch(pattern);
  };
  // At first the store's own country; the price stays €12.10 while the VAT inside it follows the country.
  await expectSummary('Btw Nederland', /excl\. btw€\s10,00Btw Nederland€\s2,10Totaal incl\. btw€\s12,10/);
  // A consumer shop asks no VAT number at home.
  expect(await shop.getByLabel(/^Btw-nummer/).count()).toBe(0);
  await shop.getByLabel('Land').selectOption('DE');
  await expectSummary('Btw Duitsland', /excl\. btw€\s10,17Btw Duitsland€\s1,93Totaal incl\. btw€\s12,10/);
  await shop.getByLabel('Land').selectOption('US');
  await expectSummary(
    'Geen btw (buiten de EU)',
    /€\s12,10Geen btw \(buiten de EU\)€\s0,00Totaal incl\. btw€\s12,10/,
  );

  // In another member state a business can give its VAT number: checked with the EU, reverse charged.
  await shop.getByLabel('Land').selectOption('BE');
  await expectSummary('Btw België', /Btw België€\s2,10/);
  await shop.getByLabel('Bedrijfsnaam (optioneel)').fill('Klant NV');
  await shop.getByLabel('Btw-nummer (optioneel)').fill('BE 0123.456.789');
  await expectSummary('Btw verlegd', /excl\. btw€\s10,00Btw verlegd€\s0,00Totaal incl\. btw€\s10,00/);
  await shop.getByText('Gecontroleerd bij de EU: btw verlegd, je betaalt geen btw.').waitFor();
  await shop.getByLabel('E-mailadres').fill('inkoop@klant.example');
  await shop.getByLabel('Naam', { exact: true }).fill('Kim Klant');
  await shoot(shop, 'vat-checkout');

  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await shop.waitForURL('**/v1/payments/test/**');
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' }).waitFor();
  await shop.getByTestId('vat-label').filter({ hasText: 'Btw verlegd' }).waitFor();

  // The merchant's report of the quarter: the German sale under OSS, the Belgian business apart.
  await admin.goto(`${inject('adminUrl')}/store/${storeId}/orders`);
  await admin.getByRole('link', { name: 'Btw-overzicht' }).click();
  await admin.waitForURL(`**/store/${storeId}/orders/vat-report`);
  const card = (title: string) =>
    admin.locator('section', { has: admin.getByRole('heading', { name: title, exact: true }) });
  const oss = card('OSS: consumenten in andere EU-landen');
  await oss.getByRole('row').filter({ hasText: 'Duitsland' }).waitFor();
  expect(await oss.getByRole('row').filter({ hasText: 'Duitsland' }).textContent()).toMatch(
    /Duitsland19 %€\s10,17€\s1,931/,
  );
  const reverse = card('Btw verlegd (opgaaf ICP)');
  expect(await reverse.getByRole('row').filter({ hasText: 'BE0123456789' }).textContent()).toMatch(
    /BE0123456789Klant NV€\s10,001/,
  );
  await shoot(admin, 'vat-report');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'CSV downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(/^oss-\d{4}-q[1-4]\.csv$/);
  expect(errors).toEqual([]);
});

test('the checkout starts at the store’s own country', async () => {
  const admin = await newPage(browser);
  await signIn(admin, inject('adminUrl'), inject('demoEmail'), inject('demoPassword'));
  const slug = `btw-be-${Date.now().toString(36)}`;
  await openOssStore(admin, slug, 'BE');
  const shop = await newPage(browser);
  await shop.goto(`${inject('storeUrl').replace('//demo.', `//${slug}.`)}/product/cursus`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.goto(`${inject('storeUrl').replace('//demo.', `//${slug}.`)}/checkout`);
  await shop
    .getByRole('region', { name: 'Je bestelling' })
    .getByTestId('vat-label')
    .filter({ hasText: 'Btw België' })
    .waitFor();
  expect(await shop.getByLabel('Land').inputValue()).toBe('BE');
  await shoot(shop, 'vat-checkout-store-country');
});
