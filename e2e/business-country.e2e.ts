import { createStore, registerMerchant } from './admin-helpers';
import { DESKTOP, downloadedPdfText, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall, openTab, save } from './settings-helpers';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

// Dutch throughout: the admin, the shop and so the order's invoice.
test.use({ locale: 'nl-NL' });

for (const [width, viewport] of [
  ['360', NARROW_PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`the business country is asked once, on the store: the business details do not ask it again and the invoice names it (${width} px)`, async ({
    browser,
    page: admin,
  }) => {
    await admin.setViewportSize(viewport);
    await registerMerchant(admin, server.adminUrl, 'Lien Peeters');
    const { storeId, slug } = await createStore(admin, 'Atelier Lien', 'Consumenten');

    // The merchant says where the store is established, once: Belgium.
    await openTab(admin, server.adminUrl, storeId, '');
    await admin.getByLabel('Land van vestiging').selectOption('BE');
    await save(admin);

    // The business details name that country without asking it again, with the way to change it.
    await openTab(admin, server.adminUrl, storeId, 'billing');
    const form = admin.locator('form#settings-billing');
    await expect(form.getByRole('combobox')).toHaveCount(0);
    const country = form.getByRole('group', { name: 'Land', exact: true });
    await expect(country).toContainText('België');
    await expect(country.getByRole('link', { name: 'Wijzigen bij Winkel' })).toHaveAttribute(
      'href',
      `/store/${storeId}/settings`,
    );
    await expect(admin.getByRole('note')).toContainText(
      'Nog niet ingevuld: Statutaire naam, Adres, Postcode, Plaats en Btw-nummer',
    );
    await form.getByLabel('Statutaire naam', { exact: true }).fill('Atelier Lien BV');
    await form.getByLabel('Adres', { exact: true }).fill('Meir 1');
    await form.getByLabel('Postcode', { exact: true }).fill('2000');
    await form.getByLabel('Plaats', { exact: true }).fill('Antwerpen');
    await form.getByLabel('Btw-nummer', { exact: true }).fill('BE0123456749');
    await save(admin);
    // Nothing is left to fill in: the country is not counted as missing.
    await expect(admin.getByRole('note')).toHaveCount(0);
    await screenshot(admin, `business-country-billing-${width}`);

    // The setup checklist counts the business details as done.
    await admin.goto(`${server.adminUrl}/store/${storeId}`);
    const checklist = admin.locator('section', {
      has: admin.getByRole('heading', { name: 'Op weg naar je eerste verkoop' }),
    });
    await expect(checklist.getByText('Vul je bedrijfsgegevens in (gedaan)')).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Naar bedrijfsgegevens' })).toHaveCount(0);

    // A Dutch buyer pays an order; the invoice names the seller in the store's country.
    const product = await adminCall(admin, 'POST', '/v1/admin/product', {
      store_id: storeId,
      name: 'Kalligrafiecursus',
      price: 3000,
      status: 'for_sale',
    });
    expect(product.status).toBe(201);
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const shop = await context.newPage();
    await shop.goto(shopAddress(slug));
    const order = await orderThroughApi(
      shop,
      (product.body.data as { id: number }).id,
      `lien.${width}@example.com`,
    );
    await shop.goto(order.link.body.data!.url);
    await shop.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(shop).toHaveURL(/\/order\//);
    const invoices = shop.getByRole('region', { name: 'Facturen' });
    const [download] = await Promise.all([
      shop.waitForEvent('download'),
      invoices.getByRole('button', { name: /^Download .+ als PDF$/ }).click(),
    ]);
    const text = await downloadedPdfText(download);
    expect(text).toContain('Atelier Lien BV');
    expect(text).toMatch(/Meir 1 2000 Antwerpen België/);
    await context.close();
  });
}
