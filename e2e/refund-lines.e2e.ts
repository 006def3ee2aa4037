/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import { signIn } from './admin-helpers';
import { DESKTOP, downloadedPdfText, NARROW_PHONE, screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { openMailFromMailbox } from './mailbox';
import { adminCall } from './settings-helpers';

// Dutch throughout: the admin, the shop and so the order's e-mails and documents.
test.use({ locale: 'nl-NL' });

for (const [width, viewport] of [
  ['360', NARROW_PHONE],
  ['1280', DESKTOP],
] as const) {
  test(`the merchant refunds one of two of a line, then an amount; the buyer's e-mail and credit note say so (${width} px)`, async ({
    browser,
    page: admin,
    demo,
  }) => {
    const adminUrl = server.adminUrl;
    await admin.setViewportSize(viewport);
    await signIn(admin, adminUrl, demo.email, demo.password);
    const product = async (name: string, price: number) => {
      const created = await adminCall(admin, 'POST', '/v1/admin/product', {
        store_id: demo.storeId,
        name,
        price,
        status: 'for_sale',
      });
      expect(created.status).toBe(201);
      return (created.body.data as { id: number }).id;
    };
    const course = await product('Cursus aquarelleren', 4900);
    const brushes = await product('Penselenset', 1250);

    // A shopper orders the course and two sets of brushes (€ 74,00) and pays on the test page.
    const context = await browser.newContext({ viewport, locale: 'nl-NL' });
    const shop = await context.newPage();
    await shop.goto(demo.storeUrl);
    const email = `deel.${demo.slug}.${width}@example.com`;
    const { orderId, url } = await shop.evaluate(
      async ({ lines, email }) => {
        const post = async (path: string, body?: unknown) =>
          (
            await fetch(path, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: body === undefined ? undefined : JSON.stringify(body),
            })
          ).json() as Promise<{ data: { id: string; url: string } }>;
        const slug = location.hostname.split('.')[0];
        const cart = await post(`/v1/store/${slug}/cart`, { products: lines });
        const order = await post(`/v1/store/${slug}/order/${cart.data.id}`, {
          email,
          customer_details: { name: 'Kim de Koper', country: 'NL' },
          withdrawal_waiver: true,
        });
        const link = await post(`/v1/store/${slug}/order/${cart.data.id}/payment-link`, {});
        return { orderId: order.data.id, url: link.data.url };
      },
      {
        lines: [
          { product_id: course, quantity: 1 },
          { product_id: brushes, quantity: 2 },
        ],
        email,
      },
    );
    await shop.goto(url);
    await shop.getByRole('button', { name: 'Betaling gelukt' }).click();
    await expect(shop).toHaveURL(`${demo.storeUrl}/order/${orderId}`);

    // The merchant gives back one set of brushes.
    await admin.goto(`${adminUrl}/store/${demo.storeId}/orders/${orderId}`);
    await admin.getByRole('button', { name: 'Terugbetalen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Bestelling terugbetalen' });
    await expect(dialog.getByRole('radio', { name: 'Alles wat nog betaald is' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: '€ 74,00 terugbetalen' })).toBeVisible();
    await dialog.getByRole('radio', { name: 'Regels kiezen' }).check();
    await expect(dialog.getByText('Nog 2 van 2 terug te betalen')).toBeVisible();
    await dialog.getByRole('spinbutton', { name: 'Aantal terug te betalen van Penselenset' }).fill('1');
    await screenshot(admin, `money-refund-lines-dialog-${width}`);
    await dialog.getByRole('button', { name: '€ 12,50 terugbetalen' }).click();
    await expect(admin.getByText('€ 12,50 is terugbetaald; de klant krijgt een e-mail.')).toBeVisible();
    const refunds = admin
      .locator('section')
      .filter({ has: admin.getByRole('heading', { name: 'Terugbetalingen', exact: true }) });
    await expect(refunds.getByText('€ 12,50')).toBeVisible();
    await expect(refunds.getByText('1 × Penselenset', { exact: true })).toBeVisible();

    // Then an amount: too much is refused beside the field, € 5,00 goes back.
    await admin.getByRole('button', { name: 'Terugbetalen' }).click();
    await dialog.getByRole('radio', { name: 'Een bedrag' }).check();
    await dialog.getByRole('textbox', { name: 'Bedrag' }).fill('70');
    await dialog.getByRole('button', { name: '€ 70,00 terugbetalen' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Dit is meer dan er van deze bestelling nog terug te betalen is.',
    );
    await dialog.getByRole('textbox', { name: 'Bedrag' }).fill('5,00');
    await dialog.getByRole('button', { name: '€ 5,00 terugbetalen' }).click();
    await expect(admin.getByText('€ 5,00 is terugbetaald; de klant krijgt een e-mail.')).toBeVisible();
    await expect(refunds.getByText('€ 5,00')).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Terugbetalen' })).toBeVisible();
    await screenshot(admin, `money-refund-lines-order-${width}`);

    // The buyer's e-mail about the line: its amount, the line, what stays paid.
    await openMailFromMailbox(admin, adminUrl, email, {
      subject: 'Terugbetaling voor je bestelling',
      count: 2,
    });
    await expect(admin.getByText(/heeft €\s5,00 terugbetaald voor je bestelling/)).toBeVisible();
    await admin.goBack();
    await admin
      .locator('tr', { hasText: email })
      .filter({ hasText: 'Terugbetaling voor je bestelling' })
      .nth(1)
      .getByRole('link')
      .click();
    await expect(admin.getByText(/heeft €\s12,50 terugbetaald voor je bestelling/)).toBeVisible();
    await expect(admin.getByText('Terugbetaald voor: 1 × Penselenset.')).toBeVisible();
    await expect(
      admin.getByText('Dat is een deel van je betaling; de overige € 61,50 blijft betaald.'),
    ).toBeVisible();
    await screenshot(admin, `money-refund-lines-mail-${width}`);

    // The buyer's order page lists the credit notes; the first credits the one set of brushes.
    await shop.reload();
    const invoices = shop.getByRole('region', { name: 'Facturen' });
    await expect(invoices.getByText('€ -12,50')).toBeVisible();
    await expect(invoices.getByText('€ -5,00')).toBeVisible();
    const firstNote = invoices.getByRole('listitem').filter({ hasText: '€ -12,50' });
    const [download] = await Promise.all([
      shop.waitForEvent('download'),
      firstNote.getByRole('button', { name: /^Download .+ als PDF$/ }).click(),
    ]);
    const text = await downloadedPdfText(download);
    expect(text).toContain('Creditnota');
    expect(text).toMatch(/Penselenset -1 € 10,33 21% € -10,33/);
    expect(text).not.toContain('Cursus aquarelleren');
    expect(text).toContain('€ -12,50');
    await context.close();
  });
}
