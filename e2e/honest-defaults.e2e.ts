import { signIn } from './admin-helpers';
import { screenshot } from './browser';
import { expect, server, test } from './fixtures';

test('a product page names the tab "<product> – <store>", in the shop and once the app runs', async ({
  page,
  demo,
}) => {
  await page.goto(`${demo.storeUrl}/`);
  const storeName = (await page.title()).trim();
  await page
    .getByRole('link', { name: /Lightroom presets: Noorderlicht/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Lightroom presets: Noorderlicht' })).toBeVisible();
  await expect(page).toHaveTitle(`Lightroom presets: Noorderlicht – ${storeName}`);
  // Loaded straight from its address, the server's title is the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Lightroom presets: Noorderlicht' })).toBeVisible();
  await expect(page).toHaveTitle(`Lightroom presets: Noorderlicht – ${storeName}`);
  // Back on the home page the tab is the store's again.
  await page.goto(`${demo.storeUrl}/`);
  await expect(page).toHaveTitle(storeName);
});

test('an e-book starts in the e-book VAT class; the embed says customers check out over the page, without leaving it', async ({
  page,
  demo,
}) => {
  const adminUrl = server.adminUrl;
  await signIn(page, adminUrl, demo.email, demo.password);
  await page.goto(`${adminUrl}/store/${demo.storeId}/products`);
  await page.getByRole('button', { name: 'Product toevoegen' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Naam', { exact: true }).fill('Handboek bijenhouden (e-book)');
  await dialog.getByLabel('Prijs incl. btw').fill('12,50');
  await dialog.getByRole('button', { name: 'Product aanmaken' }).click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('combobox', { name: 'Btw-klasse' }).locator('option:checked')).toHaveText(
    'E-book (9%)',
  );
  await screenshot(page, 'ebook-vat-class');

  await page.goto(`${adminUrl}/store/${demo.storeId}/storefronts`);
  await page.getByRole('link', { name: 'Alles voor fotografen' }).click();
  await expect(
    page.getByText(
      'Deze storefront met zijn producten. Een klant kiest producten, vult zijn winkelwagen en rekent af in een venster boven je pagina: hij bestelt zonder je website te verlaten.',
    ),
  ).toBeVisible();
});
