/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { downloadedText, shoot } from './browser';
import {
  callApi,
  dataOf,
  expect,
  merchantToken,
  server,
  shopAddress,
  test,
  type DemoStore,
} from './fixtures';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

/**
 * A b2c store on OSS selling a €12.10 course, beside the demo store, made through the admin API; its
 * seller's details complete, VAT number included, as an invoice and a reverse charge need them.
 */
async function openOssStore(demo: DemoStore, slug: string, country = 'NL') {
  const token = await merchantToken(demo);
  const post = <T>(path: string, body: unknown) =>
    dataOf<T>(callApi(`${server.adminUrl}${path}`, 'POST', body, token));
  const store = await post<{ id: number }>('/v1/admin/store', {
    name: 'Btw Winkel',
    slug,
    business_type: 'b2c',
  });
  await post('/v1/admin/settings', {
    store_id: store.id,
    settings: {
      country,
      vat_scheme: 'oss',
      billing: {
        legal_name: 'Btw Winkel BV',
        address: 'Kerkstraat 1',
        postal_code: '1017 GA',
        city: 'Amsterdam',
        vat_number: 'NL000099998B57',
        coc_number: '12345678',
        iban: '',
      },
    },
  });
  const product = await post<{ id: number }>('/v1/admin/product', {
    store_id: store.id,
    name: 'Cursus',
    price: 1210,
    vat_class: 'standard',
    status: 'for_sale',
  });
  return { storeId: store.id, productId: product.id };
}

/** A German consumer's order through the shop's API, paid on the test page: an OSS sale for the report. */
async function paidGermanOrder(shop: Page, productId: number, email: string) {
  const { link } = await orderThroughApi(shop, productId, email, {
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

test('the checkout’s VAT line follows the buyer’s country and VAT number; the merchant reads the quarter’s VAT report', async ({
  browser,
  page: shop,
  demo,
}) => {
  const errors: string[] = [];
  const slug = `btw-${demo.slug}`;
  const { storeId, productId } = await openOssStore(demo, slug);
  const storeUrl = shopAddress(slug);

  shop.on('pageerror', (error) => errors.push(error.message));
  await shop.goto(`${storeUrl}/product/cursus`);
  await paidGermanOrder(shop, productId, `kunde.${demo.slug}@example.com`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await shop.goto(`${storeUrl}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);

  const summary = shop.getByRole('region', { name: 'Je bestelling' });
  const vatLabel = summary.getByTestId('vat-label');
  const expectSummary = async (label: string, pattern: RegExp) => {
    await expect(vatLabel.filter({ hasText: label })).toBeVisible();
    await expect(summary).toHaveText(pattern);
  };
  // At first the store's own country; the price stays €12.10 while the VAT inside it follows the country.
  await expectSummary('Btw Nederland', /excl\. btw€\s10,00Btw Nederland€\s2,10Totaal incl\. btw€\s12,10/);
  // A consumer shop asks a consumer no company, VAT number or address.
  const asBusiness = shop.getByRole('checkbox', { name: 'Ik koop zakelijk' });
  await expect(asBusiness).not.toBeChecked();
  await expect(shop.getByLabel(/^Btw-nummer/)).toHaveCount(0);
  await expect(shop.getByLabel('Adres', { exact: true })).toHaveCount(0);
  await shop.getByLabel('Land').selectOption('DE');
  await expectSummary('Btw Duitsland', /excl\. btw€\s10,17Btw Duitsland€\s1,93Totaal incl\. btw€\s12,10/);
  await shop.getByLabel('Land').selectOption('US');
  await expectSummary(
    'Geen btw (buiten de EU)',
    /€\s12,10Geen btw \(buiten de EU\)€\s0,00Totaal incl\. btw€\s12,10/,
  );

  // A business in another member state says so and gives its company, address and VAT number, which
  // is checked with the EU and reverse charged (decisions 029, 052).
  await shop.getByLabel('Land').selectOption('BE');
  await expectSummary('Btw België', /Btw België€\s2,10/);
  await asBusiness.check();
  await shop.getByLabel('Bedrijfsnaam').fill('Klant NV');
  await shop.getByLabel('Btw-nummer (optioneel)').fill('BE 0123.456.789');
  // Without its address a business cannot order: each part is named where it is missing.
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  for (const label of ['Adres', 'Postcode', 'Plaats']) {
    await expect(shop.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      'Dit veld is verplicht.',
    );
  }
  await shoot(shop, 'vat-checkout-business-required');
  await shop.getByLabel('Adres', { exact: true }).fill('Grote Markt 7');
  await shop.getByLabel('Postcode').fill('1000');
  await shop.getByLabel('Plaats').fill('Brussel');
  await expectSummary('Btw verlegd', /excl\. btw€\s10,00Btw verlegd€\s0,00Totaal incl\. btw€\s10,00/);
  await expect(shop.getByText('Gecontroleerd bij de EU: btw verlegd, je betaalt geen btw.')).toBeVisible();
  await shop.getByLabel('E-mailadres').fill(`inkoop.${demo.slug}@klant.example`);
  await shop.getByLabel('Naam', { exact: true }).fill('Kim Klant');
  // A business has no right of withdrawal to give up: it is not asked (decision 050).
  await expect(shop.getByRole('checkbox', { name: /^Ik stem ermee in/ })).toHaveCount(0);
  await shoot(shop, 'vat-checkout');

  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(shop.getByTestId('vat-label').filter({ hasText: 'Btw verlegd' })).toBeVisible();
  const businessOrderId = new URL(shop.url()).pathname.split('/').pop()!;

  // The merchant's report of the quarter: the German sale under OSS, the Belgian business apart.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, server.adminUrl, demo.email, demo.password);
  await admin.goto(`${server.adminUrl}/store/${storeId}/orders`);
  await admin.getByRole('link', { name: 'Btw-overzicht' }).click();
  await expect(admin).toHaveURL(new RegExp(`/store/${storeId}/orders/vat-report$`));
  const card = (title: string) =>
    admin.locator('section', { has: admin.getByRole('heading', { name: title, exact: true }) });
  const oss = card('OSS: consumenten in andere EU-landen');
  await expect(oss.getByRole('row').filter({ hasText: 'Duitsland' })).toHaveText(
    /Duitsland19 %€\s10,17€\s1,931/,
  );
  const reverse = card('Btw verlegd (opgaaf ICP)');
  await expect(reverse.getByRole('row').filter({ hasText: 'BE0123456789' })).toHaveText(
    /BE0123456789Klant NV€\s10,001/,
  );
  await shoot(admin, 'vat-report');
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'CSV downloaden' }).click();
  expect((await download).suggestedFilename()).toMatch(/^oss-\d{4}-q[1-4]\.csv$/);

  // The order keeps the business as its invoice names it: company, address, country and VAT number.
  await admin.goto(`${server.adminUrl}/store/${storeId}/orders/${businessOrderId}`);
  const customer = card('Klant');
  await expect(customer).toContainText('Klant NV');
  await expect(customer).toContainText('BE0123456789');
  await expect(customer.getByText('Grote Markt 7')).toHaveText('Grote Markt 7\n1000 Brussel\nBelgië');
  await shoot(admin, 'vat-business-order');
  await admin.getByRole('link', { name: 'Facturen' }).click();
  const invoice = admin.getByRole('listitem').filter({ hasText: 'Klant NV' });
  await expect(invoice).toBeVisible();
  const ubl = admin.waitForEvent('download');
  await invoice.getByRole('button', { name: /als UBL$/ }).click();
  const xml = await downloadedText(await ubl);
  for (const text of ['Klant NV', 'Grote Markt 7', 'Brussel', '1000', 'BE0123456789']) {
    expect(xml).toContain(text);
  }
  await adminContext.close();
  expect(errors).toEqual([]);
});

test('the checkout starts at the store’s own country', async ({ page: shop, demo }) => {
  const slug = `btw-be-${demo.slug}`;
  await openOssStore(demo, slug, 'BE');
  await shop.goto(`${shopAddress(slug)}/product/cursus`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await shop.goto(`${shopAddress(slug)}/checkout`);
  await expect(
    shop
      .getByRole('region', { name: 'Je bestelling' })
      .getByTestId('vat-label')
      .filter({ hasText: 'Btw België' }),
  ).toBeVisible();
  await expect(shop.getByLabel('Land')).toHaveValue('BE');
  await shoot(shop, 'vat-checkout-store-country');
});
