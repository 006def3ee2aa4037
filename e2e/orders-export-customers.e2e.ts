import { randomBytes } from 'node:crypto';
import { productForSale, signIn } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, downloadedText, screenshot } from './browser';
import { expect, server, test } from './fixtures';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

const COLUMNS =
  '"number","created_at","paid_at","status","email","name","company","vat_number","country","products",' +
  '"total_excl_vat","vat","total_incl_vat","test_order","discount_code","discount","invoice_number"';

for (const [width, viewport] of [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${width}, the merchant exports a range of days from the orders page and opens a customer's orders`, async ({
    page: admin,
    demo,
    freshPage,
  }) => {
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.setViewportSize(viewport);
    await signIn(admin, server.adminUrl, demo.email, demo.password);
    const product = `Kalender ${width}`;
    const { productId } = await productForSale(admin, demo.storeId, product);

    // A buyer orders and pays today.
    const email = `klant.${randomBytes(3).toString('hex')}@example.com`;
    const buyer = await freshPage();
    await buyer.goto(demo.storeUrl);
    const { orderId, orderNumber, link } = await orderThroughApi(buyer, productId, email);
    await buyer.goto(link.body.data!.url);
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(buyer).toHaveURL(`${demo.storeUrl}/order/${orderId}`);

    // The orders page narrows to the days placed: yesterday's list lacks the order, today's has it.
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await admin.goto(`${server.adminUrl}/store/${demo.storeId}/orders`);
    const main = admin.getByRole('main');
    const row = main.getByRole('listitem').filter({ hasText: email });
    await expect(row).toBeVisible();
    await admin.getByLabel('Van', { exact: true }).fill(yesterday);
    await admin.getByLabel('Tot en met', { exact: true }).fill(yesterday);
    await expect(admin).toHaveURL(new RegExp(`from=${yesterday}&to=${yesterday}`));
    await expect(row).toHaveCount(0);
    await admin.getByLabel('Tot en met', { exact: true }).fill(today);
    await expect(admin).toHaveURL(new RegExp(`from=${yesterday}&to=${today}`));
    await expect(row).toBeVisible();
    await screenshot(admin, `orders-days-${width}`);

    // The export holds what the page lists, with the new columns.
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Exporteren (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bestellingen-${yesterday}-${today}.csv`);
    const [header, ...lines] = (await downloadedText(download)).split('\r\n').filter(Boolean);
    expect(header).toBe(COLUMNS);
    const exportedRow = lines.find((line) => line.startsWith(`"${orderNumber}",`));
    expect(exportedRow).toContain(
      `"paid","${email}","Koper","","","NL","1 × ${product}","20.66","4.34","25.00"`,
    );
    expect(exportedRow).toMatch(/,"TEST-\d{4}-\d{4}"$/);
    for (const line of lines) expect(line).toMatch(new RegExp(`^"\\d+","(${yesterday}|${today})T`));

    // The customer list has the buyer; their row opens their orders.
    await admin.getByRole('link', { name: 'Klanten', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Klanten', level: 1 })).toBeVisible();
    await admin.getByRole('searchbox', { name: 'Zoek op begin van e-mailadres' }).fill(email);
    const customer = main.getByRole('listitem').filter({ hasText: email });
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect(customer.getByText('1 bestelling', { exact: true })).toBeVisible();
    await expect(customer.getByText(/^€\s25,00$/)).toBeVisible();
    await screenshot(admin, `customers-${width}`);
    await customer.getByRole('link', { name: email }).click();
    await expect(admin.getByText(`Bestellingen van ${email}`)).toBeVisible();
    await expect(main.getByRole('listitem')).toHaveCount(1);
    await expect(row).toBeVisible();
    expect(errors).toEqual([]);
  });
}
