/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Locator, Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { openMailFromMailbox } from './mailbox';
import { adminCall } from './settings-helpers';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';

// A long name, at the e-book rate (9 % in the Netherlands): 10 % of the net with the VAT added back
// would come to € 4,91; of the € 49,00 the consumer sees it is € 4,90.
const PRODUCT = 'Complete cursus aquarelleren voor beginners en gevorderden, met video’s en oefenbladen';

test.use({ locale: 'nl-NL' });

/** The name is shown whole: no line of it is clipped or ended with an ellipsis. */
async function expectWholeName(name: Locator) {
  await expect(name).toHaveText(PRODUCT);
  await expect
    .poll(() => name.evaluate((element) => element.scrollHeight - element.clientHeight))
    .toBeLessThanOrEqual(0);
  await expect.poll(() => name.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('none');
}

/** The summary's discount row: the code, and € 4,90 off; the total after it. */
async function expectDiscountRows(scope: Locator | Page) {
  await expect(scope.getByTestId('discount-label')).toHaveText('Korting WELKOM10');
  await expect(scope.getByText('€ -4,90', { exact: true }).first()).toBeVisible();
  await expect(scope.getByText('€ 44,10', { exact: true }).first()).toBeVisible();
}

for (const [width, viewport] of [
  ['360', NARROW_PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`a 10 % code on a € 49,00 item takes € 4,90 off in the cart, at checkout, on the order page, in the admin and in the confirmation e-mail, the name whole (${width} px)`, async ({
    browser,
    page: admin,
    demo,
  }) => {
    const adminUrl = server.adminUrl;
    await signIn(admin, adminUrl, demo.email, demo.password);
    const product = await adminCall(admin, 'POST', '/v1/admin/product', {
      store_id: demo.storeId,
      name: PRODUCT,
      price: 4900,
      vat_class: 'ebook',
      status: 'for_sale',
    });
    expect(product.status).toBe(201);
    const { slug } = product.body.data as { slug: string };
    const code = await adminCall(admin, 'POST', '/v1/admin/discount-code', {
      store_id: demo.storeId,
      code: 'WELKOM10',
      type: 'percentage',
      value: 10,
    });
    expect(code.status).toBe(201);

    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const shop = await context.newPage();
    const errors: string[] = [];
    shop.on('pageerror', (error) => errors.push(error.message));
    await shop.goto(`${demo.storeUrl}/product/${slug}`);
    await shop.getByRole('button', { name: 'In winkelwagen' }).click();
    await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
    await shop.goto(`${demo.storeUrl}/cart`);

    // The cart: the code's row and the line's share, the name whole beside them.
    await shop.getByLabel('Kortingscode').fill('welkom10');
    await shop.getByRole('button', { name: 'Toepassen' }).click();
    const summary = shop.getByRole('region', { name: 'Overzicht' });
    await expectDiscountRows(summary);
    await expect(shop.getByText('€ -4,90 korting', { exact: true })).toBeVisible();
    await expectWholeName(shop.getByRole('link', { name: PRODUCT, exact: true }));
    await screenshot(shop, `money-discount-cart-${width}`);

    // Checkout.
    await shop.getByRole('link', { name: 'Afrekenen' }).click();
    await expect(shop).toHaveURL(`${demo.storeUrl}/checkout`);
    await expectDiscountRows(shop);
    await expectWholeName(shop.getByText(PRODUCT, { exact: true }));
    await screenshot(shop, `money-discount-checkout-${width}`);
    const email = `korting.${demo.slug}.${width}@example.com`;
    await shop.getByLabel('E-mailadres').fill(email);
    await shop.getByLabel('Naam').fill('Kim de Koper');
    await consentToImmediateDelivery(shop);
    await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();

    // Paid; the order page.
    await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
    await expect(shop.getByText('44,10').first()).toBeVisible();
    await shop.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(shop).toHaveURL(new RegExp(`^${demo.storeUrl}/order/[^/]+$`));
    await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
    await expectDiscountRows(shop);
    await expectWholeName(shop.getByText(PRODUCT, { exact: true }));
    await screenshot(shop, `money-discount-order-${width}`);
    const orderId = new URL(shop.url()).pathname.split('/').at(-1)!;

    // The merchant's order page.
    await admin.setViewportSize(viewport);
    await admin.goto(`${adminUrl}/store/${demo.storeId}/orders/${orderId}`);
    await expectDiscountRows(admin);

    // The confirmation e-mail: the code's row above the total.
    await openMailFromMailbox(admin, adminUrl, email, { subject: 'Je bestelling' });
    const row = admin.getByRole('row').filter({ hasText: 'Korting WELKOM10' });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('€ -4,90')).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: 'Totaal incl. btw' })).toContainText('€ 44,10');
    await screenshot(admin, `money-discount-mail-${width}`);
    await context.close();
    expect(errors).toEqual([]);
  });
}
