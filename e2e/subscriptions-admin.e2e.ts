import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { productForSale, signIn } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { cutControls } from './cut-controls';
import { expect, server, test } from './fixtures';
import { adminCall } from './settings-helpers';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

/** Whether anything on the page reaches past the window's right edge: a page that scrolls sideways. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

for (const [width, viewport] of [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${width}, the merchant sees a subscription bought at checkout, its monthly revenue, and cancels it`, async ({
    page: admin,
    demo,
    freshPage,
  }) => {
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.setViewportSize(viewport);
    await signIn(admin, server.adminUrl, demo.email, demo.password);
    // The product sold by the month (€ 25,00), set through the API: its editor is another journey's.
    const product = `Fotoclub ${width}`;
    const { productId } = await productForSale(admin, demo.storeId, product);
    const monthly = await adminCall(admin, 'PUT', `/v1/admin/product/${productId}`, {
      store_id: demo.storeId,
      subscription_interval: 'month',
    });
    expect(monthly.status).toBe(200);

    // A buyer subscribes at checkout and pays through the test provider.
    const email = `lid.${randomBytes(3).toString('hex')}@example.com`;
    const buyer = await freshPage();
    await buyer.goto(demo.storeUrl);
    const { orderId, orderNumber, link } = await orderThroughApi(buyer, productId, email);
    await buyer.goto(link.body.data!.url);
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(buyer).toHaveURL(`${demo.storeUrl}/order/${orderId}`);

    // The dashboard shows what subscriptions bring in per month, and opens them.
    await admin.goto(`${server.adminUrl}/store/${demo.storeId}`);
    const dashboardMrr = admin.getByRole('region', { name: 'Terugkerende omzet per maand (MRR)' });
    await expect(dashboardMrr.getByText(/^€\s25,00$/)).toBeVisible();
    await screenshot(admin, `subscriptions-dashboard-${width}`);

    // From the orders page, the subscriptions: the figure on top, the buyer's subscription listed.
    await admin.goto(`${server.adminUrl}/store/${demo.storeId}/orders`);
    const main = admin.getByRole('main');
    await main.getByRole('link', { name: 'Abonnementen', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Abonnementen', level: 1 })).toBeVisible();
    const mrr = main.getByRole('region', { name: 'Terugkerende omzet per maand (MRR)' });
    await expect(mrr.getByText(/^€\s25,00$/)).toBeVisible();
    await expect(mrr.getByText('incl. btw', { exact: true })).toBeVisible();
    const row = main.getByRole('listitem').filter({ hasText: email });
    await expect(row.getByText('Actief', { exact: true })).toBeVisible();
    await expect(row.getByText(/^€\s25,00 \/ maand$/)).toBeVisible();
    expect(await cutControls(main.locator('[data-list-toolbar]'))).toEqual([]);
    expect(await overflowsSideways(admin)).toBe(false);
    await screenshot(admin, `subscriptions-${width}`);

    // The subscription: its first order links to the order's page; cancelling asks first.
    await row.getByRole('link', { name: email }).click();
    await expect(admin.getByRole('heading', { name: product, level: 2 })).toBeVisible();
    const payments = main
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Betalingen' }) });
    const firstOrder = payments.getByRole('link', { name: `Bestelnummer #${orderNumber}` });
    await expect(firstOrder).toHaveAttribute('href', `/store/${demo.storeId}/orders/${orderId}`);
    expect(await overflowsSideways(admin)).toBe(false);
    await screenshot(admin, `subscription-${width}`);

    await main.getByRole('button', { name: 'Nu opzeggen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Dit abonnement nu opzeggen?' });
    await expect(dialog.getByText(email, { exact: false })).toBeVisible();
    await screenshot(admin, `subscription-cancel-${width}`);
    await dialog.getByRole('button', { name: 'Nu opzeggen' }).click();
    await expect(admin.getByText('Het abonnement is opgezegd.')).toBeVisible();
    await expect(admin.getByRole('heading', { name: product, level: 2 }).getByText('Opgezegd')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Nu opzeggen' })).toHaveCount(0);
    // Its payment may still be given back; the question names the amount, the order and the buyer.
    await main.getByRole('button', { name: 'Laatste betaling terugbetalen' }).click();
    const refund = admin.getByRole('dialog', { name: 'De laatste betaling terugbetalen?' });
    await expect(
      refund.getByText(
        new RegExp(
          `^€\\s25,00 van bestelling #${orderNumber} gaat via de betaalprovider terug naar ${email}\\.`,
        ),
      ),
    ).toBeVisible();
    await screenshot(admin, `subscription-refund-${width}`);
    await refund.getByRole('button', { name: 'Terug', exact: true }).click();
    await expect(refund).toHaveCount(0);

    // Back in the list it is cancelled, and the monthly revenue no longer counts it.
    await admin.goto(`${server.adminUrl}/store/${demo.storeId}/orders/subscriptions`);
    await expect(row.getByText('Opgezegd', { exact: true })).toBeVisible();
    await expect(mrr.getByText(/^€\s0,00$/)).toBeVisible();
    await screenshot(admin, `subscriptions-cancelled-${width}`);

    // The first order itself opens from the subscription.
    await row.getByRole('link', { name: email }).click();
    await firstOrder.click();
    await expect(admin).toHaveURL(`${server.adminUrl}/store/${demo.storeId}/orders/${orderId}`);
    expect(errors).toEqual([]);
  });
}
