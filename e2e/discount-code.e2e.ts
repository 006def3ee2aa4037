/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, shoot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';

test('the merchant makes a code for one product; a shopper is told why a wrong code fails, applies the right one in the cart and at checkout, pays, and the admin counts the use', async ({
  browser,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));
  await registerMerchant(admin, adminUrl, 'Korting Kees');
  const { storeId } = await createStore(admin, `Korting ${randomBytes(4).toString('hex')}`, 'Consumenten');
  const { productSlug, storeSlug } = await productForSale(admin, storeId, 'Cursus aquarelleren');
  await productForSale(admin, storeId, 'Penselenset');

  // From the products to the codes; a new code of 10 % for the course only, five uses.
  await admin.goto(`${adminUrl}/store/${storeId}/products`);
  await admin.getByRole('link', { name: 'Kortingscodes' }).click();
  await expect(admin).toHaveURL(`${adminUrl}/store/${storeId}/products/discount-codes`);
  await expect(admin.getByText('Nog geen kortingscodes')).toBeVisible();
  await admin.getByRole('button', { name: 'Nieuwe kortingscode' }).first().click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('Code', { exact: true }).fill('Welkom10');
  await dialog.getByLabel('Percentage').fill('10');
  await dialog.getByRole('searchbox', { name: 'Producten zoeken' }).fill('aquarel');
  await dialog.getByRole('checkbox', { name: 'Cursus aquarelleren' }).check();
  await expect(
    dialog.getByRole('list', { name: 'Gekozen producten' }).getByText('Cursus aquarelleren'),
  ).toBeVisible();
  await expect(dialog.getByText('Voor 1 product')).toBeVisible();
  await dialog.getByLabel('Aantal keer in totaal').fill('5');
  await shoot(admin, 'discount-code-dialog');
  await dialog.getByRole('button', { name: 'Code aanmaken' }).click();
  await expect(admin.getByText('Kortingscode aangemaakt.')).toBeVisible();
  const row = admin.getByTestId('discount-code-row').filter({ hasText: 'Welkom10' });
  await expect(row.getByText('10 % korting')).toBeVisible();
  await expect(row.getByText('0 van 5')).toBeVisible();

  // The shopper puts the course in the cart.
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });
  const shop = await context.newPage();
  shop.on('pageerror', (error) => errors.push(error.message));
  const storeUrl = shopAddress(storeSlug);
  await shop.goto(`${storeUrl}/product/${productSlug}`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await shop.goto(`${storeUrl}/cart`);

  // A wrong code: the server's reason beside the field. The right one, typed in lower case, applies.
  const field = shop.getByLabel('Kortingscode');
  await field.fill('ZOMER99');
  await shop.getByRole('button', { name: 'Toepassen' }).click();
  await expect(shop.getByText('Deze kortingscode is niet geldig.')).toBeVisible();
  await field.fill('welkom10');
  await field.press('Enter');
  await expect(shop.getByText('Korting Welkom10')).toBeVisible();
  const totals = shop.getByRole('region', { name: 'Overzicht' });
  await expect(totals.getByText('€ -2,50').first()).toBeVisible();
  await expect(totals.getByText('€ 22,50').first()).toBeVisible();
  await expect(shop.getByText('€ -2,50 korting')).toBeVisible();
  await shoot(shop, 'discount-code-cart');

  // At checkout the shopper takes the code off and applies it again there.
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(shop).toHaveURL(`${storeUrl}/checkout`);
  await expect(shop.getByText('Korting Welkom10')).toBeVisible();
  await shop.getByRole('button', { name: 'Kortingscode Welkom10 verwijderen' }).click();
  await expect(shop.getByLabel('Kortingscode')).toBeVisible();
  await expect(shop.getByText('Korting Welkom10')).toHaveCount(0);
  await expect(shop.getByText('€ 25,00').first()).toBeVisible();
  await shop.getByLabel('Kortingscode').fill('WELKOM10');
  await shop.getByRole('button', { name: 'Toepassen' }).click();
  await expect(shop.getByText('Korting Welkom10')).toBeVisible();
  await expect(shop.getByText('€ 22,50').first()).toBeVisible();
  await shoot(shop, 'discount-code-checkout');
  await shop.getByLabel('E-mailadres').fill(`korting.${storeSlug}@example.com`);
  await shop.getByLabel('Naam').fill('Kim de Koper');
  await consentToImmediateDelivery(shop);
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

  // Paid on the test page; the order page keeps the code and its amount.
  await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
  await expect(shop.getByText('22,50').first()).toBeVisible();
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(shop).toHaveURL(new RegExp(`^${storeUrl}/order/[^/]+$`));
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(shop.getByText('Korting Welkom10')).toBeVisible();
  await expect(shop.getByText('€ -2,50').first()).toBeVisible();
  await expect(shop.getByText('€ 22,50').first()).toBeVisible();
  await shoot(shop, 'discount-code-order');

  // The merchant's list counts the paid use, with nothing held any more.
  await admin.reload();
  const paidRow = admin.getByTestId('discount-code-row').filter({ hasText: 'Welkom10' });
  await expect(paidRow.getByText('1 van 5')).toBeVisible();
  await expect(paidRow.getByTestId('discount-code-reserved')).toHaveText('0');
  await shoot(admin, 'discount-code-admin-list');
  await context.close();
  expect(errors).toEqual([]);
});
