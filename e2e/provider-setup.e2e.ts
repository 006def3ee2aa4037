/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { request } from 'node:https';
import { createStore, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { adminCall, openTab } from './settings-helpers';
import { orderThroughApi } from './shop-helpers';

/**
 * Registers a webhook endpoint at the Stripe stand-in, as the merchant does in Stripe's dashboard, and
 * answers its signing secret: the stand-in then sends the events chosen to the address given.
 */
function registerAtStripe(url: string, events: string[]): Promise<string> {
  const form = new URLSearchParams({ url });
  for (const event of events) form.append('enabled_events[]', event);
  return new Promise((resolve, reject) => {
    const sent = request(
      `${process.env.E2E_PROVIDERS_URL}/v1/webhook_endpoints`,
      {
        method: 'POST',
        // The stand-in's certificate is its own, made for this run.
        rejectUnauthorized: false,
        headers: {
          Authorization: 'Bearer sk_test_merchantdashboard',
          'Content-Type': 'application/x-www-form-urlencoded',
        },
      },
      (answer) => {
        let body = '';
        answer.on('data', (chunk: Buffer) => (body += chunk.toString()));
        answer.on('end', () => resolve((JSON.parse(body) as { secret: string }).secret));
      },
    );
    sent.on('error', reject);
    sent.end(form.toString());
  });
}

test("Stripe's set-up names the webhook address and events to copy, refuses wrong keys by name, and a test order pays through the merchant's own test keys", async ({
  browser,
  context,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl });
  await admin.setViewportSize(NARROW_PHONE);
  await registerMerchant(admin, adminUrl, 'Fenna Fotograaf');
  const { storeId, slug } = await createStore(admin, 'Fenna Foto', 'Consumenten');
  const product = await adminCall(admin, 'POST', '/v1/admin/product', {
    store_id: storeId,
    name: 'Fotoprint',
    price: 1800,
    status: 'for_sale',
  });
  expect(product.status).toBe(201);
  const productId = (product.body.data as { id: number }).id;

  // The set-up says where Stripe must send its events, and which, each to copy.
  await openTab(admin, adminUrl, storeId, 'providers/stripe');
  const callback = admin.locator('section', {
    has: admin.getByRole('heading', { name: 'Waar Stripe betalingen meldt' }),
  });
  const webhookUrl = `${shopAddress(slug)}/v1/payments/stripe/webhook`;
  await expect(callback.getByText(webhookUrl, { exact: true })).toBeVisible();
  const events = [
    'checkout.session.completed',
    'checkout.session.async_payment_succeeded',
    'checkout.session.async_payment_failed',
    'checkout.session.expired',
  ];
  await expect(callback.getByRole('listitem')).toHaveText(events);
  const copyUrl = callback.getByRole('button', { name: 'Webhook-adres kopiëren' });
  await copyUrl.click();
  await expect(copyUrl).toHaveText('Gekopieerd');
  const copiedUrl = await admin.evaluate(() => navigator.clipboard.readText());
  expect(copiedUrl).toBe(webhookUrl);
  const copyEvents = callback.getByRole('button', { name: 'Gebeurtenissen kopiëren' });
  await copyEvents.click();
  await expect(copyEvents).toHaveText('Gekopieerd');
  const copiedEvents = (await admin.evaluate(() => navigator.clipboard.readText())).split('\n');
  expect(copiedEvents).toEqual(events);
  await screenshot(admin, 'provider-stripe-callback-phone360');

  // The merchant registers them in Stripe's test environment, which gives the signing secret.
  const secret = await registerAtStripe(copiedUrl, copiedEvents);

  // A live key among the test keys, then a key Stripe refuses: each named beside its field.
  const testKey = admin.getByLabel('Test-API-sleutel');
  await testKey.fill('sk_live_abcdefghijklmnop1234');
  await admin.getByLabel('Webhook-geheim (test)').fill(secret);
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    admin.getByText('Dit is een live sleutel: de testmodus werkt alleen met een testsleutel.'),
  ).toBeVisible();
  await testKey.fill('sk_test_badbadbadbadbadbad');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    admin.getByText(
      'De aanbieder weigert deze sleutel. Kopieer hem opnieuw, helemaal, uit het dashboard van de aanbieder.',
    ),
  ).toBeVisible();
  await expect(testKey).toBeFocused();
  await screenshot(admin, 'provider-stripe-key-refused-phone360');

  // The right test key is checked with Stripe and stored; only its hint is shown again.
  await admin.setViewportSize(DESKTOP);
  await testKey.fill('sk_test_abcdefghijklmnop5678');
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  await expect(admin.getByText('Instellingen opgeslagen')).toBeVisible();
  await expect(
    admin.getByText('Opgeslagen: sk_test_…5678. Vul alleen in om een nieuwe sleutel op te slaan.'),
  ).toBeVisible();
  await screenshot(admin, 'provider-stripe-test-keys-desktop');

  // The list says who takes the test orders now: Stripe, in place of the built-in test provider.
  await admin.getByRole('link', { name: 'Alle betaalproviders' }).click();
  const row = (name: string) => admin.getByRole('listitem').filter({ hasText: name });
  await expect(row('Stripe')).toContainText('Testsleutel sk_test_…5678');
  await expect(row('Stripe')).toContainText('Actief (testmodus)');
  await expect(row('Testprovider')).toContainText('Vervangen door testsleutels');

  // A shopper's test order pays at Stripe's (stand-in's) checkout; its event marks the order paid.
  const shopContext = await browser.newContext({ ignoreHTTPSErrors: true, viewport: NARROW_PHONE });
  const shop = await shopContext.newPage();
  await shop.goto(shopAddress(slug));
  const order = await orderThroughApi(shop, productId, 'klant@example.com');
  const checkoutUrl = order.link.body.data!.url;
  expect(checkoutUrl.startsWith(`${process.env.E2E_PROVIDERS_URL}/checkout/cs_`)).toBe(true);
  await shop.goto(checkoutUrl);
  await expect(shop.getByText('Pay €18.00')).toBeVisible();
  await shop.getByRole('button', { name: 'Pay' }).click();
  await expect(shop).toHaveURL(`${shopAddress(slug)}/order/${order.orderId}`);
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await shopContext.close();

  const paid = await adminCall(admin, 'GET', `/v1/admin/order/${order.orderId}?store_id=${storeId}`);
  expect(paid.body.data as unknown).toMatchObject({
    status: 'paid',
    test_mode: true,
    payments: [{ provider: 'stripe', status: 'paid' }],
  });
});
