import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';

/**
 * Subscriptions per variant and free trials (decision 084) in a real browser: the merchant sells the
 * product monthly with a 14-day trial in the editor; a buyer reads the terms on the product page, in the
 * embed's mini cart, the cart and the checkout, pays € 0 today at the test provider, and finds the terms on the
 * order page. At phone and at desktop width, in Dutch.
 */

const SIZES = [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const;

const TERMS = '14 dagen gratis, daarna € 25,00 per maand';

for (const [label, viewport] of SIZES) {
  test(`the merchant sells a variant monthly with a 14-day trial; the buyer reads the terms and pays € 0 today (${label})`, async ({
    browser,
    page: admin,
  }) => {
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.setViewportSize(viewport);
    await registerMerchant(admin, server.adminUrl, 'Abonnement Anna');
    const { storeId } = await createStore(
      admin,
      `Abonnementen ${randomBytes(4).toString('hex')}`,
      'Consumenten',
    );
    const { productId, productSlug, storeSlug } = await productForSale(admin, storeId, 'Lidmaatschap');

    // The editor: monthly, with a free trial of 14 days.
    await admin.goto(`${server.adminUrl}/store/${storeId}/products/${productId}`);
    const card = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Varianten', exact: true }) });
    await expect(card.getByLabel('Gratis proefperiode (dagen)')).toHaveCount(0);
    await card.getByLabel('Betaling').selectOption({ label: 'Maandelijks' });
    await card.getByLabel('Gratis proefperiode (dagen)').fill('14');
    await admin.getByRole('button', { name: 'Opslaan' }).click();
    await expect(admin.getByText('Product opgeslagen')).toBeVisible();
    await shot(admin, `editor-${label}`);

    // The product page: the price per month, and the trial before it.
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const shop = await context.newPage();
    shop.on('pageerror', (error) => errors.push(error.message));
    const storeUrl = shopAddress(storeSlug);
    await shop.goto(`${storeUrl}/product/${productSlug}`);
    const main = shop.getByRole('main');
    await expect(main.getByText('/ maand', { exact: true })).toBeVisible();
    await expect(main.getByText(TERMS, { exact: true })).toBeVisible();
    await shot(shop, `product-${label}`);
    await shop.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();

    // The embed's mini cart and the cart say the terms; the checkout what is paid today.
    await shop.goto(`${storeUrl}/embeddedcart`);
    await expect(shop.getByRole('heading', { name: 'Je bestelling' })).toBeVisible();
    await expect(shop.getByText(TERMS, { exact: true })).toBeVisible();
    await shot(shop, `mini-cart-${label}`);
    await shop.goto(`${storeUrl}/cart`);
    await expect(shop.getByRole('main').getByText(TERMS, { exact: true })).toBeVisible();
    await shot(shop, `cart-${label}`);
    await shop.getByRole('link', { name: 'Afrekenen' }).click();
    await expect(shop).toHaveURL(`${storeUrl}/checkout`);
    const today = shop.getByRole('term').filter({ hasText: 'Vandaag te betalen' });
    await expect(today).toBeVisible();
    await expect(shop.getByRole('definition').filter({ hasText: '€ 0,00' }).last()).toBeVisible();
    await expect(shop.getByText(TERMS, { exact: true })).toBeVisible();
    await shop.getByLabel('E-mailadres').fill(`trial.${label}.${storeSlug}@example.com`);
    await shop.getByLabel('Naam').fill('Kim de Koper');
    await consentToImmediateDelivery(shop);
    await shot(shop, `checkout-${label}`);
    await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

    // The test provider takes the mandate for nothing now.
    await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
    await expect(shop.getByText('€ 0,00', { exact: true })).toBeVisible();
    await expect(shop.getByText('Er wordt nu niets afgeschreven', { exact: false })).toBeVisible();
    await shot(shop, `test-provider-${label}`);
    await shop.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(shop).toHaveURL(new RegExp(`^${storeUrl}/order/[^/]+$`));
    await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expect(shop.getByText(TERMS, { exact: true })).toBeVisible();
    await shot(shop, `order-${label}`);
    await context.close();
    expect(errors).toEqual([]);
  });
}

/** With SCREENSHOTS=1, the whole page as it is now. */
async function shot(page: Page, name: string) {
  await screenshot(page, `subscription-terms-${name}`);
}
