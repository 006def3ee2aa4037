import { signIn } from './admin-helpers';
import { screenshot } from './browser';
import { expect, newDemoStore, server, test } from './fixtures';

/** A store id no journey makes: each run starts on a fresh database, with a few hundred stores at most. */
const UNKNOWN_STORE_ID = 999_999;

test('an order overview while signed out goes to /login', async ({ page, demo }) => {
  await page.goto(`${server.adminUrl}/store/${demo.storeId}/orders`);
  await expect(page).toHaveURL(`${server.adminUrl}/login`);
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  await screenshot(page, 'guard-signed-out');
});

test('the admin host root sends a signed-in merchant to /choose-store', async ({ page, demo }) => {
  await signIn(page, server.adminUrl, demo.email, demo.password);
  await page.goto(`${server.adminUrl}/`);
  await expect(page).toHaveURL(`${server.adminUrl}/choose-store`);
  await expect(page.getByRole('heading', { name: 'Kies een winkel' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Demo Store/ })).toBeVisible();
  await screenshot(page, 'guard-choose-store');
});

test("another merchant's or an unknown store id leads back to /choose-store", async ({ page, demo }) => {
  // Another merchant with a store of its own: it exists, but is not this merchant's.
  const other = await newDemoStore();
  await signIn(page, server.adminUrl, demo.email, demo.password);
  for (const storeId of [other.storeId, UNKNOWN_STORE_ID]) {
    await page.goto(`${server.adminUrl}/store/${storeId}/orders`);
    await expect(page).toHaveURL(`${server.adminUrl}/choose-store`);
    await expect(page.getByText('Deze winkel bestaat niet of hoort niet bij je account.')).toBeVisible();
    await screenshot(page, `guard-${storeId === UNKNOWN_STORE_ID ? 'unknown' : 'other-merchants'}-store`);
  }
});
