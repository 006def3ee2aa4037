import { createStore, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall } from './settings-helpers';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

const MOLLIE_KEY = 'live_abcdefghijklmnopqrstuvwxyz123456';

/** Made-up business details of a Dutch seller, complete as going live needs them (decision 051). */
const SELLER = {
  legal_name: 'Papier & Co B.V.',
  address: 'Oudegracht 12',
  postal_code: '3511 AP',
  city: 'Utrecht',
  country: 'NL',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
  iban: '',
};

test('the setup checklist stays after a test order, each step as it stands, until the store is live and every step is done', async ({
  browser,
  page: admin,
}) => {
  await admin.setViewportSize(NARROW_PHONE);
  await registerMerchant(admin, server.adminUrl, 'Pim Papier');
  const { storeId, slug } = await createStore(admin, 'Papier & Co', 'Consumenten');
  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Notitieboek',
    price: 1200,
    status: 'for_sale',
  });
  expect(product.status).toBe(201);
  const productId = (product.body.data as { id: number }).id;

  // A test order, paid through the built-in test provider: the store's first sale.
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(slug));
  const order = await orderThroughApi(shop, productId, 'eerste@example.com');
  await shop.goto(order.link.body.data!.url);
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(shop).toHaveURL(/\/order\//);
  await shopContext.close();

  // The home shows the sale, and the checklist still: a provider, the details and going live are to do.
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Verkopen per dag' })).toBeVisible();
  const checklist = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'Op weg naar je eerste verkoop' }),
  });
  await expect(checklist.getByText('1 van 5 stappen gedaan')).toBeVisible();
  await expect(checklist.getByText('Zet een product te koop (gedaan)')).toBeVisible();
  for (const link of [
    'Naar betaalproviders',
    'Naar bedrijfsgegevens',
    'Naar huisstijl',
    'Naar de testmodus',
  ]) {
    await expect(checklist.getByRole('link', { name: link })).toBeVisible();
  }
  await expect(checklist.getByRole('link', { name: 'Naar producten' })).toHaveCount(0);
  await screenshot(admin, 'setup-checklist-after-test-order-phone360');

  // Everything but going live: the checklist stays, with only that step left.
  const mollie = await adminCall(admin, 'PUT', '/v1/admin/payment-providers/mollie', {
    store_id: storeId,
    enabled: true,
    api_key: MOLLIE_KEY,
  });
  expect(mollie.status).toBe(200);
  const settings = await adminCall(admin, 'POST', '/v1/admin/settings', {
    store_id: storeId,
    settings: { billing: SELLER, primary_color: '#0f766e' },
  });
  expect(settings.status).toBe(200);
  await admin.setViewportSize(DESKTOP);
  await admin.reload();
  await expect(checklist.getByText('4 van 5 stappen gedaan')).toBeVisible();
  await expect(checklist.getByRole('link')).toHaveCount(1);
  await expect(checklist.getByRole('link', { name: 'Naar de testmodus' })).toBeVisible();
  await screenshot(admin, 'setup-checklist-go-live-left-desktop');

  // Live, with every step done: the checklist is gone, the figures stay.
  const live = await adminCall(admin, 'PUT', `/v1/admin/store/${storeId}`, { test_mode: { value: false } });
  expect(live.status).toBe(200);
  await admin.reload();
  await expect(admin.getByRole('heading', { name: 'Verkopen per dag' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Op weg naar je eerste verkoop' })).toHaveCount(0);
  await admin.setViewportSize(NARROW_PHONE);
  await expect(admin.getByRole('heading', { name: 'Verkopen per dag' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Op weg naar je eerste verkoop' })).toHaveCount(0);
});
