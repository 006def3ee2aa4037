import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { cutControls } from './cut-controls';
import { NARROW_PHONE, screenshot } from './browser';
import { expect, server, test, type DemoStore } from './fixtures';
import { adminCall } from './settings-helpers';
import { useLanguage } from './visible-text';

test.use({ viewport: NARROW_PHONE });

/** Signs the demo store's merchant in; answers the store's address in the admin. */
async function signInToStore(page: Page, demo: DemoStore): Promise<string> {
  await signIn(page, server.adminUrl, demo.email, demo.password);
  return `${server.adminUrl}/store/${demo.storeId}`;
}

test('at 360 px the toolbars of the admin lists show their filter, search and buttons whole, in Dutch', async ({
  page,
  demo,
}) => {
  const store = await signInToStore(page, demo);
  // A list shows its toolbar once there is something in it, or a search narrows it.
  await adminCall(page, 'POST', '/v1/admin/discount-code', {
    store_id: demo.storeId,
    code: 'ZOMER10',
    type: 'percentage',
    value: 10,
  });
  await adminCall(page, 'POST', '/v1/admin/storefront', {
    store_id: demo.storeId,
    name: 'Zomer',
    slug: 'zomer',
  });
  for (const [path, search, button] of [
    ['products', 'Zoek op naam of adres', 'Product toevoegen'],
    ['orders?search=jansen', 'Zoek op e-mail, naam of bestelnummer', null],
    ['orders/subscriptions?search=jansen', 'Zoek op e-mailadres', null],
    ['products/discount-codes', null, 'Nieuwe kortingscode'],
    ['storefronts', null, 'Storefront toevoegen'],
  ] as const) {
    await page.goto(`${store}/${path}`);
    if (search) await expect(page.getByRole('searchbox', { name: search })).toBeVisible();
    if (button) await expect(page.getByRole('button', { name: button }).first()).toBeVisible();
    await expect(page.locator('main [data-list-toolbar]')).toBeVisible();
    expect(await cutControls(page.locator('main [data-list-toolbar]')), path).toEqual([]);
    await screenshot(page, `phone360-toolbar-${path.split('?')[0]!.replace('/', '-')}`);
  }
  // The product filter shows its choice, and choosing another narrows the list.
  await page.goto(`${store}/products`);
  const filter = page.getByRole('combobox', { name: 'Status' });
  await expect(filter).toHaveValue('');
  await expect(filter.locator('option:checked')).toHaveText('Alle statussen');
  await filter.selectOption({ label: 'Concept' });
  await expect(page).toHaveURL(/status=concept/);
  expect(await cutControls(page.locator('main [data-list-toolbar]'))).toEqual([]);
});

test('at 360 px the toolbars of the admin lists show their filter, search and buttons whole, in English and German', async ({
  page,
  demo,
}) => {
  const store = await signInToStore(page, demo);
  for (const locale of ['en', 'de'] as const) {
    await useLanguage(page, locale);
    // A search shows the toolbar whatever the list holds.
    for (const path of [
      'products?search=a',
      'orders?search=a',
      'orders/customers?search=a',
      'orders/subscriptions?search=a',
    ]) {
      await page.goto(`${store}/${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('main [data-list-toolbar]')).toBeVisible();
      expect(await cutControls(page.locator('main [data-list-toolbar]')), `${locale} ${path}`).toEqual([]);
      await screenshot(page, `phone360-toolbar-${locale}-${path.split('?')[0]!.replace('/', '-')}`);
    }
  }
});
