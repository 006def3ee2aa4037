import { signIn } from './admin-helpers';
import { screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { useLanguage } from './visible-text';

test('each language says it in its own words: "Testmodus" in Dutch, "draft" in English, only "MwSt." on German pages', async ({
  page,
  demo,
}) => {
  const store = `${server.adminUrl}/store/${demo.storeId}`;
  await signIn(page, server.adminUrl, demo.email, demo.password);
  // The demo store is in test mode; the header says so in Dutch.
  await expect(page.getByRole('banner').getByText('Testmodus actief', { exact: true })).toBeVisible();

  await useLanguage(page, 'en');
  await page.goto(`${store}/products`);
  await page.getByRole('button', { name: 'Add product' }).first().click();
  await expect(
    page.getByRole('dialog').getByText('The product stays a draft until you put it up for sale.'),
  ).toBeVisible();

  // A German merchant's VAT report and new product's price speak of "MwSt." throughout, never "USt.".
  await useLanguage(page, 'de');
  await page.goto(`${store}/orders/vat-report`);
  await expect(page.getByRole('heading', { name: 'MwSt.-Bericht', exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^MwSt\.-Bericht/);
  await expect(page.locator('body')).not.toContainText(/\bUSt\.(?!-IdNr)/);
  await screenshot(page, 'de-vat-report');
  await page.goto(`${store}/products`);
  await page.getByRole('button', { name: 'Produkt hinzufügen' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('Preis inkl. MwSt.')).toBeVisible();
});
