/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { createStore, registerMerchant } from './admin-helpers';
import { shoot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall, openTab, save } from './settings-helpers';
import { consentToImmediateDelivery, orderThroughApi } from './shop-helpers';

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz123456';

/** Made-up business details of a Dutch seller, complete as going live needs them (decision 051). */
const SELLER = {
  legal_name: 'Studio Lot B.V.',
  address: 'Prinsengracht 2',
  postal_code: '1015 DV',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
  iban: '',
};

test('test mode: going live is refused without a live provider and without the business details, each explained and linked to where it is filled in; with both it goes live; payments follow the mode', async ({
  browser,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(admin, server.adminUrl, 'Sem Bakker');
  const { storeId, slug } = await createStore(admin, 'Studio Sem', 'Consumenten');
  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Workshop',
    price: 2500,
    status: 'for_sale',
  });
  expect(product.status).toBe(201);
  const productId = (product.body.data as { id: number }).id;
  const mollie = (enabled: boolean) =>
    adminCall(admin, 'PUT', '/v1/admin/payment-providers/mollie', {
      store_id: storeId,
      enabled,
      api_key: MOLLIE_KEY,
    });

  // A new store starts in test mode, and the store tab says what going live needs.
  await openTab(admin, adminUrl, storeId, '');
  const toggle = admin.getByRole('switch', { name: 'Testmodus aan' });
  await expect(
    admin.getByText('Om echte betalingen aan te nemen zet je eerst Mollie of Stripe aan.'),
  ).toBeVisible();
  // Switching it off is refused by the server, which names what is missing; no success toast.
  await toggle.click();
  await expect(
    admin.getByText(
      'Zet eerst Mollie of Stripe aan onder Instellingen → Betaalproviders; daarna kun je de testmodus uitzetten.',
    ),
  ).toBeVisible();
  await expect(admin.getByText('Testmodus staat uit')).toHaveCount(0);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(admin.getByRole('banner').getByText('Testmodus actief')).toBeVisible();
  await shoot(admin, 'settings-test-mode-refused');
  await admin.getByRole('link', { name: 'Naar betaalproviders' }).click();
  await expect(admin).toHaveURL(new RegExp(`/store/${storeId}/settings/providers$`));
  await expect(admin.getByText('Testprovider', { exact: true })).toBeVisible();

  // With Mollie switched on, what is left is the seller: every invoice names it.
  expect((await mollie(true)).status).toBe(200);
  await openTab(admin, adminUrl, storeId, '');
  const missing = admin.getByRole('note').filter({ hasText: 'Bedrijfsgegevens ontbreken' });
  await expect(missing.getByRole('link')).toHaveText([
    'Statutaire naam',
    'Adres',
    'Postcode',
    'Plaats',
    'Btw-nummer',
    'KvK-nummer',
  ]);
  await admin.getByRole('switch', { name: 'Testmodus aan' }).click();
  await expect(
    admin.getByText(
      'Vul eerst je bedrijfsgegevens in onder Instellingen → Bedrijfsgegevens; daarna kun je de testmodus uitzetten. Elke factuur vermeldt ze.',
    ),
  ).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'Testmodus aan' })).toHaveAttribute('aria-checked', 'true');
  await shoot(admin, 'settings-test-mode-seller-refused');

  // The link leads to the billing tab, at the field it names; the tab marks what is still needed.
  await missing.getByRole('link', { name: 'Statutaire naam' }).click();
  await expect(admin).toHaveURL(new RegExp(`/store/${storeId}/settings/billing\\?field=legal_name$`));
  const legalName = admin.getByLabel('Statutaire naam', { exact: true });
  await expect(legalName).toBeFocused();
  await expect(admin.getByRole('note')).toContainText('Nodig voordat je winkel live kan');
  await legalName.fill(SELLER.legal_name);
  await admin.getByLabel('Adres', { exact: true }).fill(SELLER.address);
  await admin.getByLabel('Postcode', { exact: true }).fill(SELLER.postal_code);
  await admin.getByLabel('Plaats', { exact: true }).fill(SELLER.city);
  await admin.getByLabel('Btw-nummer', { exact: true }).fill(SELLER.vat_number);
  const kvk = admin.getByLabel('KvK-nummer', { exact: true });
  await expect(kvk).toHaveAccessibleDescription('8 cijfers. Een Nederlands bedrijf zet het op elke factuur.');
  await kvk.fill('1234567');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Een KvK-nummer heeft 8 cijfers.')).toBeVisible();
  await shoot(admin, 'settings-billing-needed');
  await kvk.fill(SELLER.coc_number);
  await save(admin);
  await expect(admin.getByRole('note')).toHaveCount(0);

  // Complete and with Mollie on, test mode goes off.
  await openTab(admin, adminUrl, storeId, '');
  await expect(missing).toHaveCount(0);
  await admin.getByRole('switch', { name: 'Testmodus aan' }).click();
  await expect(admin.getByText('Testmodus staat uit: je winkel neemt echte betalingen aan')).toBeVisible();
  await expect(admin.getByRole('banner').getByText('Testmodus actief')).toHaveCount(0);

  // Mollie switched off afterwards: the live store cannot take payments, and the tab says so.
  expect((await mollie(false)).status).toBe(200);
  await openTab(admin, adminUrl, storeId, '');
  await expect(admin.getByText('Je winkel kan nu geen betalingen ontvangen')).toBeVisible();
  await expect(admin.getByRole('link', { name: 'Naar betaalproviders' })).toBeVisible();
  await shoot(admin, 'settings-test-mode-no-provider');
  await admin.getByRole('switch', { name: 'Testmodus aan' }).click();
  await expect(admin.getByRole('banner').getByText('Testmodus actief')).toBeVisible();

  // In test mode, payments go to the test provider.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(slug));
  const paid = (await orderThroughApi(shop, productId)).link;
  expect(paid.status).toBe(200);
  expect(paid.body.data?.url).toMatch(/\/v1\/payments\/test\//);
  await shopContext.close();

  // With orders in a store, the account cannot be deleted, and the account tab says why.
  await openTab(admin, adminUrl, storeId, 'account');
  await admin.getByRole('button', { name: 'Account verwijderen' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Account definitief verwijderen?' });
  await dialog.getByLabel('Wachtwoord').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(admin.getByText('Je account kan nog niet worden verwijderd')).toBeVisible();
  expect(new URL(admin.url()).pathname).toBe(`/store/${storeId}/settings/account`);
});

test('checkout: a shop that can no longer take payments refuses the order in the shopper’s language, leaves no order, and then says so', async ({
  browser,
  page: admin,
}) => {
  await registerMerchant(admin, server.adminUrl, 'Lot Visser');
  const { storeId, slug } = await createStore(admin, 'Atelier Lot', 'Consumenten');
  await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Schetsboek',
    price: 1500,
    status: 'for_sale',
  });
  const mollie = (enabled: boolean) =>
    adminCall(admin, 'PUT', '/v1/admin/payment-providers/mollie', {
      store_id: storeId,
      enabled,
      api_key: MOLLIE_KEY,
    });
  expect((await mollie(true)).status).toBe(200);
  expect(
    (
      await adminCall(admin, 'POST', '/v1/admin/settings', {
        store_id: storeId,
        settings: { billing: SELLER },
      })
    ).status,
  ).toBe(200);
  expect(
    (await adminCall(admin, 'PUT', `/v1/admin/store/${storeId}`, { test_mode: { value: false } })).status,
  ).toBe(200);

  // A German-speaking shopper is at the checkout of the live shop.
  const base = shopAddress(slug);
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(`${base}/product/schetsboek`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
  await shop.goto(`${base}/cart`);
  await shop.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(shop).toHaveURL(/\/checkout$/);
  await shop.getByLabel('Taal').selectOption('de');
  await shop.getByLabel('E-Mail-Adresse').fill('kaeufer@example.com');
  await shop.getByLabel('Name').fill('Kai Käufer');
  await consentToImmediateDelivery(shop, 'de');

  // Meanwhile the merchant switches Mollie off: the order is refused, in German, on this page.
  expect((await mollie(false)).status).toBe(200);
  await shop.getByRole('button', { name: 'Bestellen und bezahlen' }).click();
  await expect(
    shop
      .getByRole('alert')
      .getByText('Dieser Shop kann noch keine Zahlungen annehmen. Bitte versuche es später erneut.'),
  ).toBeVisible();
  expect(new URL(shop.url()).pathname).toBe('/checkout');
  await shoot(shop, 'checkout-refused');
  const orders = await adminCall(admin, 'GET', `/v1/admin/order?store_id=${storeId}`);
  expect(orders.body.data as unknown[]).toEqual([]);

  // Loaded again, the checkout and the cart say the shop takes no orders now.
  await shop.reload();
  await expect(shop.getByText('Bestellen ist gerade nicht möglich.')).toBeVisible();
  await expect(shop.getByRole('button', { name: 'Bestellen und bezahlen' })).toBeDisabled();
  await shop.goto(`${base}/cart`);
  await expect(shop.getByText('Bestellen ist gerade nicht möglich.')).toBeVisible();
  await expect(shop.getByRole('link', { name: 'Zur Kasse' })).toHaveCount(0);
  await shoot(shop, 'cart-shop-closed');
  await shopContext.close();
});
