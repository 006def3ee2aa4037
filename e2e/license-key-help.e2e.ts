import { randomBytes } from 'node:crypto';
import { productForSale, signIn } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { cutControls } from './cut-controls';
import { callApi, expect, server, test } from './fixtures';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

/** Activates a key on a device through the licence API, as the merchant's program does. */
const activate = (key: string, device: string) =>
  callApi(`${server.adminUrl}/v1/licenses/activate`, 'POST', { license_key: key, instance_name: device });

for (const [width, viewport] of [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`on a ${width}, the merchant pastes keys into the new item's form and frees a buyer's activations for a new laptop`, async ({
    page: admin,
    demo,
    freshPage,
  }) => {
    const errors: string[] = [];
    admin.on('pageerror', (error) => errors.push(error.message));
    await admin.setViewportSize(viewport);
    await signIn(admin, server.adminUrl, demo.email, demo.password);
    const { productId } = await productForSale(admin, demo.storeId, `Vectortekenaar ${width}`);
    const tag = randomBytes(3).toString('hex').toUpperCase();
    const keys = [`VT-${tag}-0001`, `VT-${tag}-0002`, `VT-${tag}-0003`];

    // The create form takes the keys itself: two pasted, one read from a text file, one activation each.
    await admin.goto(`${server.adminUrl}/store/${demo.storeId}/products/${productId}`);
    await admin.getByRole('button', { name: 'Licentiesleutels toevoegen' }).click();
    const form = admin
      .locator('form')
      .filter({ has: admin.getByRole('heading', { name: 'Nieuwe licentiesleutel' }) });
    await form.getByText('Mijn eigen sleutels').click();
    await form.getByLabel('Sleutels, één per regel').fill(`${keys[0]}\n${keys[1]}\n`);
    await form.getByLabel('Tekstbestand inlezen').setInputFiles({
      name: 'sleutels.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(`${keys[2]}\r\n${keys[0]}\r\n`),
    });
    // The file's lines join the pasted ones in the same field, before anything is sent.
    await expect(form.getByLabel('Sleutels, één per regel')).toHaveValue(
      new RegExp(`^${keys[0]}\\n${keys[1]}\\n${keys[2]}\\r?\\n${keys[0]}\\r?\\n$`),
    );
    await form.getByLabel('Activaties per sleutel').fill('1');
    await screenshot(admin, `license-create-form-${width}`);
    await form.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(admin.getByText('Item toegevoegd met 3 sleutels.')).toBeVisible();
    await expect(admin.getByText('nog 3 · 0 uitgegeven')).toBeVisible();

    // A buyer pays and activates the key on their old laptop, which then breaks.
    const buyer = await freshPage();
    await buyer.goto(demo.storeUrl);
    const email = `laptop.${tag.toLowerCase()}@example.com`;
    const { orderId, link } = await orderThroughApi(buyer, productId, email);
    await buyer.goto(link.body.data!.url);
    await buyer.getByRole('button', { name: PAY_BUTTON }).click();
    await expect(buyer).toHaveURL(`${demo.storeUrl}/order/${orderId}`);
    const key = (await buyer.locator('code').first().textContent())!.trim();
    expect(keys).toContain(key);
    expect((await activate(key, 'Oude laptop')).status).toBe(200);
    const refused = await activate(key, 'Nieuwe laptop');
    expect(refused.body.errors).toEqual({
      license_key: ['This licence key has reached its activation limit.'],
    });

    // The merchant finds the buyer's key by their e-mail address and frees its activations.
    await admin.getByRole('button', { name: 'Licentiesleutel bewerken' }).click();
    const keyList = admin.getByRole('region', { name: 'Wie welke sleutel heeft' });
    const search = keyList.getByRole('searchbox', { name: 'Sleutel of e-mailadres' });
    await expect(search).toBeVisible();
    // The search box says whole what it searches, on a phone too.
    expect(await cutControls(keyList)).toEqual([]);
    await search.fill(email);
    const row = admin.getByRole('listitem').filter({ hasText: email });
    await expect(admin.getByRole('button', { name: /^Beheren: / })).toHaveCount(1);
    await row.getByRole('button', { name: `Beheren: ${key}` }).click();
    await expect(row.getByRole('heading', { name: 'Activaties: 1' })).toBeVisible();
    await expect(row.getByText('Oude laptop', { exact: true })).toBeVisible();
    await screenshot(admin, `license-key-manage-${width}`);
    await row.getByRole('button', { name: 'Activaties wissen' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Activaties wissen?' });
    await dialog.getByRole('button', { name: 'Activaties wissen' }).click();
    await expect(admin.getByText('Activaties gewist', { exact: true })).toBeVisible();
    await expect(row.getByText('Nog op geen enkel apparaat geactiveerd.')).toBeVisible();
    await expect(row.getByRole('heading', { name: 'Activaties: 0' })).toBeVisible();

    // The new laptop takes the freed place.
    expect((await activate(key, 'Nieuwe laptop')).status).toBe(200);
    expect(errors).toEqual([]);
  });
}
