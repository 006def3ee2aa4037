/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The callbacks given to page.evaluate run in the browser.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Locale } from '@platform/contract';
import { APP_ROUTES, type RouteName } from '../apps/web/src/app/routes';
import { createStore, registerMerchant, signIn } from './admin-helpers';
import { DESKTOP, newPage, shoot } from './browser';
import { callApi, dataOf, expect, server, shopAddress, test, type DemoStore } from './fixtures';
import { PAY_BUTTON, orderThroughApi } from './shop-helpers';
import { collectData, dutchLeftovers, useLanguage, visibleTexts } from './visible-text';

const OTHER_LANGUAGES = ['en', 'de'] as const;

/** A page to render: the browser (with its sign-in, cart or order cookie) and the address. */
interface Visit {
  page: Page;
  url: string;
}

/** The app's own requests under way in each page: a page has its data once none is left. */
const requestsUnderWay = new WeakMap<Page, Set<unknown>>();

function countRequests(page: Page): void {
  const underWay = new Set<unknown>();
  requestsUnderWay.set(page, underWay);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) underWay.add(request);
  });
  page.on('requestfinished', (request) => underWay.delete(request));
  page.on('requestfailed', (request) => underWay.delete(request));
}

/**
 * Opens `url` in `locale` and waits until the page shows it with its data: the app drawn in that
 * language, none of its requests under way, no loader or placeholder left.
 */
async function render(page: Page, url: string, locale: Locale): Promise<void> {
  // The language is remembered per host.
  if (!page.url().startsWith(new URL(url).origin)) await page.goto(url);
  await useLanguage(page, locale);
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('#root > *').first()).toBeAttached();
  await expect
    .poll(() => requestsUnderWay.get(page)!.size, { message: `${url}: requests under way` })
    .toBe(0);
  await expect(
    page.locator('[role="status"] svg.animate-spin, [aria-busy="true"], .animate-pulse'),
  ).toHaveCount(0);
}

/** A browser context that records every string the API answers into `data`. */
async function browserPage(browser: Browser, data: Set<string>): Promise<Page> {
  const page = await newPage(browser, DESKTOP);
  collectData(page, data);
  countRequests(page);
  return page;
}

/** A new cart of one product in `page`'s browser, through the shop's API, remembered as the app does. */
async function fillCart(page: Page, productId: number): Promise<void> {
  await page.evaluate(async (product) => {
    const slug = location.hostname.split('.')[0];
    const response = await fetch(`/v1/store/${slug}/cart`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ products: [{ product_id: product, quantity: 1 }] }),
    });
    const { data } = (await response.json()) as { data: { id: string } };
    localStorage.setItem('cart_session_id', data.id);
  }, productId);
}

/** The address of the first link on the page that matches `pattern`, once the page shows one. */
async function firstHref(page: Page, pattern: RegExp): Promise<string> {
  const link = await page.waitForFunction(
    (source) =>
      [...document.querySelectorAll('a[href]')]
        .map((anchor) => anchor.getAttribute('href')!)
        .find((href) => new RegExp(source).test(href)),
    pattern.source,
  );
  return (await link.jsonValue())!;
}

/** The first product on a store's home page, as the shop's API lists it. */
async function firstProductOf(demo: DemoStore): Promise<{ id: number; slug: string }> {
  const front = await dataOf<{ products: { id: number; slug: string }[] }>(
    callApi(`${demo.storeUrl}/v1/store/${demo.slug}/front/home`, 'GET'),
  );
  return front.products[0]!;
}

test('every page of the admin and the shop, in English and in German, holds no Dutch', async ({
  browser,
  demo,
}) => {
  // Three renderings of every page of the app, each with its data: longer than one journey's minute.
  test.slow();
  const adminUrl = server.adminUrl;
  const storeUrl = demo.storeUrl;
  const data = new Set<string>();
  const product = await firstProductOf(demo);

  // A buyer pays an order; their browser sees it, another is asked to check the mailbox.
  const buyer = await browserPage(browser, data);
  await buyer.goto(storeUrl);
  const email = `talen.${demo.slug}@example.com`;
  const { orderId, link } = await orderThroughApi(buyer, product.id, email);
  await buyer.goto(link.body.data!.url);
  await buyer.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(buyer).toHaveURL(new RegExp(`/order/${orderId}$`));
  const stranger = await browserPage(browser, data);
  const shopper = await browserPage(browser, data);
  await shopper.goto(storeUrl);
  await fillCart(shopper, product.id);

  const signedOut = await browserPage(browser, data);
  const merchant = await browserPage(browser, data);
  await signIn(merchant, adminUrl, demo.email, demo.password);
  const store = `/store/${demo.storeId}`;
  await merchant.goto(`${adminUrl}${store}/storefronts`);
  const storefront = await firstHref(merchant, /^\/store\/\d+\/storefronts\/\d+$/);
  await merchant.goto(`${adminUrl}${store}/products`);
  const productEdit = await firstHref(merchant, /^\/store\/\d+\/products\/\d+$/);
  await merchant.goto(`${adminUrl}${store}/orders`);
  const orderDetails = await firstHref(
    merchant,
    /^\/store\/\d+\/orders\/(?!invoices$|vat-report$|customers$|subscriptions$)[^/]+$/,
  );
  const storefrontSlug = [...data].includes('Alles voor fotografen') ? 'alles-voor-fotografen' : '';

  const admin = (path: string): Visit => ({ page: merchant, url: `${adminUrl}${path}` });
  const shop = (page: Page, path: string): Visit => ({ page, url: `${storeUrl}${path}` });
  const VISITS: Record<RouteName, Visit[]> = {
    login: [{ page: signedOut, url: `${adminUrl}/login` }],
    register: [{ page: signedOut, url: `${adminUrl}/register` }],
    forgotPassword: [{ page: signedOut, url: `${adminUrl}/forgot-password` }],
    resetPassword: [{ page: signedOut, url: `${adminUrl}/reset-password?token=unknown` }],
    chooseStore: [admin('/choose-store')],
    createStore: [admin('/create-store')],
    dashboard: [admin(store)],
    orderOverview: [admin(`${store}/orders`)],
    vatReport: [admin(`${store}/orders/vat-report`)],
    invoiceOverview: [admin(`${store}/orders/invoices`)],
    customerOverview: [admin(`${store}/orders/customers`)],
    subscriptionOverview: [admin(`${store}/orders/subscriptions`)],
    // The demo store sells nothing by the month: the page of a subscription it does not have.
    subscriptionDetails: [admin(`${store}/orders/subscriptions/999999`)],
    orderDetails: [admin(orderDetails)],
    productOverview: [admin(`${store}/products`)],
    discountCodes: [admin(`${store}/products/discount-codes`)],
    productEdit: [admin(productEdit)],
    storefrontOverview: [admin(`${store}/storefronts`)],
    storefrontEdit: [admin(storefront)],
    settingsStore: [admin(`${store}/settings`)],
    settingsAccount: [admin(`${store}/settings/account`)],
    settingsBilling: [admin(`${store}/settings/billing`)],
    settingsBranding: [admin(`${store}/settings/branding`)],
    settingsCheckout: [admin(`${store}/settings/checkout`)],
    settingsEmails: [admin(`${store}/settings/emails`)],
    settingsNotifications: [admin(`${store}/settings/notifications`)],
    settingsPreferences: [admin(`${store}/settings/preferences`)],
    settingsWebhooks: [admin(`${store}/settings/webhooks`)],
    settingsApiTokens: [admin(`${store}/settings/api-tokens`)],
    settingsFailedJobs: [admin(`${store}/settings/failed-jobs`)],
    settingsProviders: [admin(`${store}/settings/providers`), admin(`${store}/settings/providers/mollie`)],
    pageNotFound: [shop(shopper, '/page-not-found')],
    home: [shop(shopper, '/')],
    cart: [shop(shopper, '/cart')],
    minicart: [shop(shopper, '/minicart')],
    embeddedCart: [shop(shopper, '/embeddedcart')],
    checkout: [shop(shopper, '/checkout')],
    buyNow: [shop(shopper, `/buy/${product.slug}`)],
    storefront: [shop(shopper, `/${storefrontSlug}`)],
    product: [shop(shopper, `/product/${product.slug}`)],
    storefrontProduct: [shop(shopper, `/${storefrontSlug}/${product.slug}`)],
    order: [shop(buyer, `/order/${orderId}`)],
    orderCheckMailbox: [shop(stranger, `/order/${orderId}/check-mailbox`)],
    library: [shop(buyer, '/orders')],
    legal: [shop(shopper, '/legal')],
  };
  expect(Object.keys(VISITS).sort()).toEqual(APP_ROUTES.map((route) => route.name).sort());

  const leftovers: string[] = [];
  for (const visit of Object.values(VISITS).flat()) {
    await render(visit.page, visit.url, 'nl');
    const dutch = await visibleTexts(visit.page);
    for (const locale of OTHER_LANGUAGES) {
      await render(visit.page, visit.url, locale);
      const texts = await visibleTexts(visit.page);
      const path = new URL(visit.url).pathname;
      leftovers.push(...dutchLeftovers(dutch, texts, [...data]).map((text) => `${locale} ${path}: ${text}`));
    }
  }
  expect(leftovers).toEqual([]);
});

test('a product named in English in the admin shows its English name in the English shop, its cart and its head', async ({
  browser,
}) => {
  const adminUrl = server.adminUrl;
  const admin = await newPage(browser);
  await registerMerchant(admin, adminUrl, 'Talen');
  const { storeId } = await createStore(admin, `Fietsen ${randomBytes(4).toString('hex')}`, 'Consumenten');
  const { slug, productId } = await admin.evaluate(async (store) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
    const headers = {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    };
    const stores = (await (await fetch('/v1/admin/store', { headers })).json()) as {
      data: { id: number; slug: string }[];
    };
    const created = await fetch('/v1/admin/product', {
      method: 'POST',
      headers,
      body: JSON.stringify({
        store_id: store,
        name: 'Fietstas',
        description: 'Waterdicht.',
        price: 4500,
        status: 'for_sale',
      }),
    });
    const product = (await created.json()) as { data: { id: number } };
    return { slug: stores.data.find((entry) => entry.id === store)!.slug, productId: product.data.id };
  }, storeId);

  // The merchant writes the English name and description in the product's English tab.
  await admin.goto(`${adminUrl}/store/${storeId}/products/${productId}`);
  const languages = admin.getByRole('group', { name: 'Taal van naam en beschrijving' });
  await languages.getByRole('button', { name: /^English/ }).click();
  await admin.getByLabel('Naam', { exact: true }).fill('Bike bag');
  await admin.getByLabel('Omschrijving').fill('Waterproof.');
  const saved = admin.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/v1/admin/product/${productId}`),
  );
  await admin.getByRole('button', { name: 'Opslaan' }).click();
  expect((await saved).status()).toBe(200);
  for (const locale of OTHER_LANGUAGES) {
    await useLanguage(admin, locale);
    await admin.reload();
    await admin
      .getByRole('group', {
        name: locale === 'en' ? 'Language of name and description' : 'Sprache von Name und Beschreibung',
      })
      .getByRole('button', { name: /^English/ })
      .click();
    await shoot(admin, `languages-product-editor-${locale}`);
  }

  // The shop in English shows it in the list, on its page and in the cart; in German, the store's Dutch.
  const storeUrl = shopAddress(slug);
  const shopper = await newPage(browser);
  await shopper.goto(storeUrl);
  await useLanguage(shopper, 'en');
  await shopper.goto(storeUrl);
  await shopper.getByRole('link', { name: 'Bike bag' }).click();
  await expect(shopper.getByRole('heading', { name: 'Bike bag', level: 1 })).toBeVisible();
  await expect(shopper.getByText('Waterproof.')).toBeVisible();
  await shoot(shopper, 'languages-product-page-en');
  const added = shopper.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/cart'),
  );
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  expect((await added).ok()).toBe(true);
  await shopper.goto(`${storeUrl}/cart`);
  await shopper.getByRole('link', { name: 'Bike bag' }).first().waitFor();
  await shoot(shopper, 'languages-cart-en');

  await useLanguage(shopper, 'de');
  await shopper.goto(`${storeUrl}/product/fietstas`);
  await expect(shopper.getByRole('heading', { name: 'Fietstas', level: 1 })).toBeVisible();
  await shoot(shopper, 'languages-product-page-de');

  // The address of a language opens the shop in it, with its head in it too.
  const english = await newPage(browser);
  await english.goto(`${storeUrl}/product/fietstas?lang=en`);
  await expect(english.getByRole('heading', { name: 'Bike bag', level: 1 })).toBeVisible();
  // What a search engine or a link preview reads: the server's head, in English, with every language's address.
  const head = await english.evaluate(
    async (url) => (await fetch(url)).text(),
    `${storeUrl}/product/fietstas?lang=en`,
  );
  expect(head).toContain('<html lang="en">');
  expect(head).toMatch(/<meta property="og:title" content="Bike bag – [^"]+" \/>/);
  expect(head).toContain('<meta name="description" content="Waterproof." />');
  expect(head).toContain(
    `<link rel="alternate" hreflang="de" href="${storeUrl}/product/fietstas?lang=de" />`,
  );
});
