import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { firstProductOf } from '../scripts/demo-server';
import { createStore, productForSale, registerMerchant } from './admin-helpers';
import { DESKTOP, NARROW_PHONE, screenshot } from './browser';
import { expect, server, shopAddress, test } from './fixtures';
import { linkFromMailbox, openMailFromMailbox } from './mailbox';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';

/**
 * The shop speaks the buyer's language (decision 068): the browser's at first, then the buyer's own
 * choice; an order the language it was placed in, on every device and in its e-mails; an embed the
 * host page's language or the one its element names.
 */

const WIDTHS = [
  ['phone', NARROW_PHONE],
  ['desktop', DESKTOP],
] as const;

/** A browser of its own (its own cookies and storage: another person's, or another device) in `locale`. */
async function browserIn(browser: Browser, locale: string, viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
  return context.newPage();
}

/** A German buyer's browser orders the store's product and pays on the test page; answers the order. */
async function germanOrder(browser: Browser, storeUrl: string, productId: number, email: string) {
  const buyer = await browserIn(browser, 'de-DE');
  await buyer.goto(storeUrl);
  const { orderId, link } = await orderThroughApi(buyer, productId, email, {
    name: 'Kai Käufer',
    country: 'NL',
  });
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(buyer).toHaveURL(`${storeUrl}/order/${orderId}`);
  await expect(buyer.getByRole('heading', { name: 'Dein Kauf', exact: true })).toBeVisible();
  return { buyer, orderId };
}

for (const [width, viewport] of WIDTHS) {
  test(`a German browser opens the shop in German, and the English chosen there is kept for the next visit (${width})`, async ({
    browser,
    demo,
  }) => {
    const shop = await browserIn(browser, 'de-DE', viewport);
    await shop.goto(demo.storeUrl);
    await expect(shop.getByRole('heading', { name: 'Willkommen bei Demo Store' })).toBeVisible();
    await expect(shop.locator('html')).toHaveAttribute('lang', 'de');
    await screenshot(shop, `buyer-language-german-${width}`);

    await shop.getByRole('banner').getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(shop.getByRole('heading', { name: 'Welcome to Demo Store' })).toBeVisible();

    // The next visit, in the same browser: the buyer's choice beats the browser's language.
    const next = await shop.context().newPage();
    await next.goto(demo.storeUrl);
    await expect(next.getByRole('heading', { name: 'Welcome to Demo Store' })).toBeVisible();
    await expect(next.locator('html')).toHaveAttribute('lang', 'en');
    await expect(next.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    // The cart's and checkout's header has the switch too.
    await next.goto(`${demo.storeUrl}/cart`);
    await expect(next.getByRole('banner').getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await screenshot(next, `buyer-language-cart-${width}`);
    await shop.context().close();
  });
}

test("an order placed in German shows in German on another device, and its e-mail and the e-mail's link are German", async ({
  browser,
  page: mailbox,
  demo,
}) => {
  const email = `kaeufer.${demo.slug}@example.com`;
  const { buyer, orderId } = await germanOrder(
    browser,
    demo.storeUrl,
    (await firstProductOf(demo.storeUrl)).id,
    email,
  );
  await buyer.context().close();

  // The confirmation is German, and so is the link to the order it carries.
  await openMailFromMailbox(mailbox, server.adminUrl, email, { subject: 'Deine Bestellung' });
  await expect(mailbox.getByRole('link', { name: 'Meine Bestellung öffnen' })).toBeVisible();
  const link = await linkFromMailbox(mailbox, server.adminUrl, email, `/order/${orderId}?`, {
    subject: 'Deine Bestellung',
  });
  expect(new URL(link).searchParams.get('lang')).toBe('de');

  for (const [width, viewport] of WIDTHS) {
    // The link opened on a phone set to English: the order's page is German, with the goods.
    const phone = await browserIn(browser, 'en-US', viewport);
    await phone.goto(link);
    await expect(phone.getByRole('heading', { name: 'Dein Kauf', exact: true })).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'de');
    await screenshot(phone, `buyer-language-order-${width}`);
    await phone.context().close();

    // The order's bare address on yet another English device (no link, so no goods): German still.
    const other = await browserIn(browser, 'en-US', viewport);
    await other.goto(`${demo.storeUrl}/order/${orderId}`);
    await expect(other.getByRole('heading', { name: 'Schau in dein Postfach' })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'de');
    await other.context().close();
  }
});

/** A merchant's website on another origin, in German, embedding the store's product page. */
function hostPage(storeOrigin: string, productSlug: string, chosen: string | null): string {
  const lang = chosen ? ` data-lang="${chosen}"` : '';
  return `<!doctype html><html lang="de"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fotoblog</title></head>
<body><h1>Mein Fotoblog</h1>
<div data-shop-embed="product" data-product="${productSlug}"${lang}></div>
<script src="${storeOrigin}/embed.js" async></script></body></html>`;
}

test("an embed speaks the host page's language, or the one its element names", async ({ browser, demo }) => {
  const storeOrigin = new URL(demo.storeUrl).origin;
  const { slug } = await firstProductOf(demo.storeUrl);
  const site = http.createServer((request, response) => {
    const chosen = new URL(request.url ?? '/', 'http://127.0.0.1').searchParams.get('lang');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(storeOrigin, slug, chosen));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  try {
    for (const [width, viewport] of WIDTHS) {
      // A Dutch visitor's browser: the frame follows the German page, not the browser.
      const visitor = await browserIn(browser, 'nl-NL', viewport);
      await visitor.goto(`${origin}/`);
      const frame = visitor.frameLocator('[data-shop-embed="product"] iframe');
      await expect(frame.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
      await expect(visitor.locator('[data-shop-embed="product"] iframe')).toHaveAttribute('title', 'Produkt');
      await screenshot(visitor, `buyer-language-embed-de-${width}`);

      await visitor.goto(`${origin}/?lang=en`);
      await expect(frame.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      await expect(visitor.locator('[data-shop-embed="product"] iframe')).toHaveAttribute('title', 'Product');
      await visitor.context().close();
    }
  } finally {
    site.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
  }
});

test("items named per language in the admin: a German buyer reads their German names, and the store's where none was written", async ({
  browser,
  page: admin,
}) => {
  const adminUrl = server.adminUrl;
  await registerMerchant(admin, adminUrl, 'Sprache Sanne');
  const { storeId } = await createStore(admin, `Sleutels ${randomBytes(4).toString('hex')}`, 'Consumenten');
  const { productId, storeSlug } = await productForSale(admin, storeId, 'Fotobewerker Pro');
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);

  // A link named in Dutch, the store's language, and in German in the language's tab (decision 074).
  await admin.getByRole('button', { name: 'Link toevoegen' }).click();
  const newLink = admin.locator('form').filter({ has: admin.getByRole('heading', { name: 'Nieuwe link' }) });
  await newLink.getByRole('textbox', { name: 'Naam', exact: true }).fill('Handleiding');
  await newLink
    .getByRole('group', { name: 'Taal van de naam' })
    .getByRole('button', { name: 'Deutsch' })
    .click();
  const germanName = newLink.getByRole('textbox', { name: 'Naam', exact: true });
  await expect(germanName).toHaveAttribute('placeholder', 'Handleiding');
  await germanName.fill('Anleitung');
  await newLink.getByRole('textbox', { name: 'Webadres' }).fill('https://example.com/handleiding');
  for (const [width, viewport] of WIDTHS) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `item-names-new-link-nl-${width}`);
  }
  await newLink.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(admin.getByText('Item toegevoegd')).toBeVisible();
  // A text named in Dutch only.
  await admin.getByRole('button', { name: 'Tekst toevoegen' }).click();
  const newText = admin.locator('form').filter({ has: admin.getByRole('heading', { name: 'Nieuwe tekst' }) });
  await newText.getByRole('textbox', { name: 'Naam', exact: true }).fill('Sneltoetsen');
  await newText.getByRole('textbox', { name: 'Tekst', exact: true }).fill('Ctrl+E: exporteren');
  await newText.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await expect(admin.getByRole('button', { name: 'Sneltoetsen bewerken' })).toBeVisible();

  // On an English screen, a licence key item starts with its name in every language, the store's first.
  await admin.getByRole('banner').getByRole('combobox', { name: 'Taal' }).selectOption('en');
  await admin.getByRole('button', { name: 'Add licence keys' }).click();
  const newKey = admin
    .locator('form')
    .filter({ has: admin.getByRole('heading', { name: 'New licence key' }) });
  const keyLanguages = newKey.getByRole('group', { name: 'Language of the name' });
  await expect(newKey.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Licentiesleutel');
  await keyLanguages.getByRole('button', { name: /^Deutsch/ }).click();
  await expect(newKey.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lizenzschlüssel');
  await keyLanguages.getByRole('button', { name: /^English/ }).click();
  await expect(newKey.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Licence key');
  await newKey.getByText('Generated by the shop').click();
  await newKey.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(admin.getByText('Item added')).toBeVisible();

  // The link's editor, in English, shows its German name in the German tab.
  await admin.getByRole('button', { name: 'Edit Handleiding' }).click();
  const editor = admin
    .locator('form')
    .filter({ has: admin.getByRole('group', { name: 'Language of the name' }) });
  await editor.getByRole('button', { name: /^Deutsch/ }).click();
  await expect(editor.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Anleitung');
  for (const [width, viewport] of WIDTHS) {
    await admin.setViewportSize(viewport);
    await screenshot(admin, `item-names-edit-link-en-${width}`);
  }
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // A German buyer reads the German names, and the store's Dutch one where no German was written.
  const storeUrl = shopAddress(storeSlug);
  const email = `sleutel.${storeSlug}@example.com`;
  const { buyer } = await germanOrder(browser, storeUrl, productId, email);
  const goods = buyer.getByRole('listitem').filter({ hasText: 'Fotobewerker Pro' });
  await expect(goods.getByText('Anleitung', { exact: true })).toBeVisible();
  await expect(goods.getByText('Sneltoetsen', { exact: true })).toBeVisible();
  const key = goods.filter({ hasText: 'Dein Lizenzschlüssel' });
  await expect(key.getByText('Lizenzschlüssel', { exact: true })).toBeVisible();
  await expect(buyer.getByText('Handleiding')).toHaveCount(0);
  await expect(buyer.getByText('Licentiesleutel')).toHaveCount(0);
  for (const [width, viewport] of WIDTHS) {
    await buyer.setViewportSize(viewport);
    await screenshot(buyer, `buyer-language-item-${width}`);
  }
  await buyer.context().close();

  await openMailFromMailbox(admin, adminUrl, email, { subject: 'Deine Bestellung' });
  await expect(admin.getByText(/^Lizenzschlüssel: /)).toBeVisible();
});
