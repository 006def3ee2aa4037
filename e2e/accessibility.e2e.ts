/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openAccountMenu, signIn } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { DESKTOP, PHONE } from './browser';
import { connectBrowser } from './shared-browser';
import { adminCall } from './settings-helpers';
import { loginLinkFromMailbox, orderThroughApi } from './shop-helpers';

/** What the pages need: the demo store's ids, two orders and a payment page, made once. */
interface Fixture {
  adminUrl: string;
  storeUrl: string;
  storeId: number;
  productId: number;
  storefrontId: number;
  pendingOrderId: string;
  paidOrderId: string;
  paymentUrl: string;
}

/**
 * Who opens the page: nobody (a fresh context each time), the demo merchant, a shopper with a filled
 * cart, or a buyer who signed in through the e-mail link.
 */
type Visitor = 'guest' | 'merchant' | 'shopper' | 'buyer';

interface Screen {
  name: string;
  as: Visitor;
  /** Opens the page and waits until what it is about shows; axe then waits for it to settle. */
  open: (page: Page, fixture: Fixture) => Promise<void>;
}

const PRODUCT = 'Online workshop compositie';
const STOREFRONT_SLUG = 'alles-voor-fotografen';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first().waitFor();

async function goto(page: Page, url: string, ready: string | RegExp) {
  await page.goto(url);
  await heading(page, ready);
}

const adminPage = (path: string, ready: string | RegExp) => (page: Page, f: Fixture) =>
  goto(page, `${f.adminUrl}/store/${f.storeId}${path}`, ready);

const settingsTab = (segment: string, ready: string): Screen => ({
  name: `admin: settings ${segment || 'store'}`,
  as: 'merchant',
  open: adminPage(`/settings${segment ? `/${segment}` : ''}`, ready),
});

const shopPage = (path: string, ready: string | RegExp) => (page: Page, f: Fixture) =>
  goto(page, `${f.storeUrl}${path}`, ready);

/** Every page of the admin and the shop, and the menus and dialogs that open over them. */
const SCREENS: Screen[] = [
  { name: 'admin: login', as: 'guest', open: (page, f) => goto(page, `${f.adminUrl}/login`, 'Inloggen') },
  {
    name: 'admin: register',
    as: 'guest',
    open: (page, f) => goto(page, `${f.adminUrl}/register`, 'Account aanmaken'),
  },
  {
    name: 'admin: forgot password',
    as: 'guest',
    open: (page, f) => goto(page, `${f.adminUrl}/forgot-password`, 'Wachtwoord vergeten?'),
  },
  {
    name: 'admin: forgot password, the link sent',
    as: 'guest',
    open: async (page, f) => {
      await goto(page, `${f.adminUrl}/forgot-password`, 'Wachtwoord vergeten?');
      await page.getByLabel('E-mailadres').fill(`niemand.${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Stuur de link' }).click();
      await heading(page, 'Kijk in je mailbox');
    },
  },
  {
    name: 'admin: reset password',
    as: 'guest',
    open: (page, f) =>
      goto(page, `${f.adminUrl}/reset-password?token=${'x'.repeat(43)}`, 'Kies een nieuw wachtwoord'),
  },
  {
    name: 'admin: choose store',
    as: 'merchant',
    open: async (page, f) => {
      await goto(page, `${f.adminUrl}/choose-store`, 'Kies een winkel');
      await page.getByRole('link', { name: /Demo Store/ }).waitFor();
    },
  },
  {
    name: 'admin: create store',
    as: 'merchant',
    open: (page, f) => goto(page, `${f.adminUrl}/create-store`, 'Shop toevoegen'),
  },
  {
    name: 'admin: orders',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/orders', 'Bestellingen')(page, f);
      await page.getByRole('link', { name: 'Koper' }).first().waitFor();
    },
  },
  {
    name: 'admin: orders with the account menu open',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/orders', 'Bestellingen')(page, f);
      await openAccountMenu(page, 'Demo Store');
    },
  },
  {
    name: 'admin: order details',
    as: 'merchant',
    open: (page, f) => adminPage(`/orders/${f.paidOrderId}`, 'Geschiedenis')(page, f),
  },
  {
    name: 'admin: products',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/products', 'Producten')(page, f);
      await page.getByRole('link', { name: PRODUCT }).waitFor();
    },
  },
  {
    name: 'admin: products with the new-product dialog open',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/products', 'Producten')(page, f);
      await page.getByRole('button', { name: 'Product toevoegen' }).first().click();
      await page.getByRole('dialog', { name: 'Nieuw product' }).waitFor();
    },
  },
  {
    name: 'admin: product edit, with images and items',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage(`/products/${f.productId}`, 'Product')(page, f);
      await page.getByRole('img').first().waitFor();
      await page.getByText('Licentiecode').first().waitFor();
    },
  },
  {
    name: 'admin: storefronts',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/storefronts', 'Storefronts')(page, f);
      await page
        .getByRole('link', { name: /Alles voor fotografen/ })
        .first()
        .waitFor();
    },
  },
  {
    name: 'admin: storefronts with the new-storefront dialog open',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/storefronts', 'Storefronts')(page, f);
      await page.getByRole('button', { name: 'Storefront toevoegen' }).first().click();
      await page.getByRole('dialog', { name: 'Nieuwe storefront' }).waitFor();
    },
  },
  {
    name: 'admin: storefront edit',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage(`/storefronts/${f.storefrontId}`, 'Producten in deze storefront')(page, f);
      await heading(page, 'Op je eigen website');
    },
  },
  settingsTab('', 'Winkelgegevens'),
  settingsTab('account', 'Je gegevens'),
  settingsTab('billing', 'Registratie en bank'),
  settingsTab('branding', 'Hoofdkleur'),
  settingsTab('checkout', 'Klantgegevens'),
  settingsTab('emails', 'Afzender en voettekst'),
  settingsTab('notifications', 'Ontvangers'),
  settingsTab('preferences', 'Weergave'),
  settingsTab('providers', 'Betaalproviders'),
  settingsTab('providers/mollie', 'Mollie'),
  settingsTab('webhooks', 'Nog geen webhooks'),
  settingsTab('api-tokens', 'Nog geen API-tokens'),
  { name: 'shop: home', as: 'guest', open: shopPage('/', 'Welkom bij Demo Store') },
  {
    name: 'shop: storefront',
    as: 'guest',
    open: shopPage(`/${STOREFRONT_SLUG}`, 'Alles voor fotografen'),
  },
  { name: 'shop: product', as: 'guest', open: shopPage('/product/online-workshop-compositie', PRODUCT) },
  {
    name: 'shop: product within a storefront',
    as: 'guest',
    open: shopPage(
      `/${STOREFRONT_SLUG}/fotografie-voor-beginners-e-book`,
      'Fotografie voor beginners (e-book)',
    ),
  },
  { name: 'shop: empty cart', as: 'guest', open: shopPage('/cart', 'Je winkelwagen is leeg') },
  { name: 'shop: filled cart', as: 'shopper', open: shopPage('/cart', 'Producten in je bestelling') },
  { name: 'shop: checkout', as: 'shopper', open: shopPage('/checkout', 'Je gegevens') },
  {
    name: 'shop: mini cart',
    as: 'shopper',
    open: async (page, f) => {
      await page.goto(`${f.storeUrl}/minicart`);
      await page.getByRole('link', { name: /^Bekijk bestelling/ }).waitFor();
    },
  },
  { name: 'shop: embedded cart', as: 'shopper', open: shopPage('/embeddedcart', 'Je bestelling') },
  {
    name: 'shop: order waiting for payment',
    as: 'guest',
    open: (page, f) => shopPage(`/order/${f.pendingOrderId}`, 'We wachten op je betaling')(page, f),
  },
  {
    name: 'shop: paid order, signed in',
    as: 'buyer',
    open: async (page, f) => {
      await shopPage(`/order/${f.paidOrderId}`, 'Bedankt voor je bestelling!')(page, f);
      await heading(page, 'Je aankoop');
    },
  },
  {
    name: 'shop: check mailbox',
    as: 'guest',
    open: (page, f) => shopPage(`/order/${f.paidOrderId}/check-mailbox`, 'Kijk in je mailbox')(page, f),
  },
  {
    name: 'shop: sign-in link no longer works',
    as: 'guest',
    open: (page, f) =>
      shopPage(`/order/${f.paidOrderId}?login_token=${'x'.repeat(43)}`, 'Deze link werkt niet meer')(page, f),
  },
  { name: 'shop: library, signed out', as: 'guest', open: shopPage('/orders', 'Bekijk al je aankopen') },
  {
    name: 'shop: library',
    as: 'buyer',
    open: async (page, f) => {
      await shopPage('/orders', 'Je aankopen')(page, f);
      await page
        .getByRole('link', { name: /^Bekijk aankoop/ })
        .first()
        .waitFor();
    },
  },
  { name: 'shop: page not found', as: 'guest', open: shopPage('/page-not-found', 'Pagina niet gevonden') },
  {
    name: 'shop: test payment page',
    as: 'guest',
    open: async (page, f) => {
      await page.goto(f.paymentUrl);
      await page.getByRole('button', { name: 'Betaling gelukt' }).waitFor();
    },
  },
];

let browser: Browser;
let fixture: Fixture;
const contexts = new Map<Exclude<Visitor, 'guest'>, BrowserContext>();

/** Sets up the visitors, and the orders the pages show: one waiting for payment, one paid. */
beforeAll(async () => {
  browser = await connectBrowser();
  const adminUrl = inject('adminUrl');
  const storeUrl = inject('storeUrl');
  // The test payment page speaks the browser's language; Dutch, like the shop.
  const newContext = () => browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });

  const merchant = await newContext();
  const admin = await merchant.newPage();
  await signIn(admin, adminUrl, inject('demoEmail'), inject('demoPassword'));
  const list = async <T>(path: string) => (await adminCall(admin, 'GET', path)).body.data as T[];
  const storeId = (await list<{ id: number; slug: string }>('/v1/admin/store')).find(
    (store) => store.slug === 'demo',
  )!.id;
  const productId = (await list<{ id: number; name: string }>(`/v1/admin/product?store_id=${storeId}`)).find(
    (product) => product.name === PRODUCT,
  )!.id;
  const storefrontId = (
    await list<{ id: number; slug: string }>(`/v1/admin/storefront?store_id=${storeId}`)
  ).find((storefront) => storefront.slug === STOREFRONT_SLUG)!.id;

  const shopper = await newContext();
  const shop = await shopper.newPage();
  await shop.goto(storeUrl);
  const buyerEmail = `koper.${Date.now()}@example.com`;
  const pending = await orderThroughApi(shop, productId);
  const paid = await orderThroughApi(shop, productId, buyerEmail);
  await shop.goto(paid.link.body.data!.url);
  await shop.getByRole('button', { name: 'Betaling gelukt' }).click();
  await shop.getByRole('heading', { name: 'Je aankoop' }).waitFor();
  // A cart of its own for the cart pages: the order above used up the one it was placed from.
  await shop.goto(`${storeUrl}/product/online-workshop-compositie`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
  await shop.close();

  const buyer = await newContext();
  const link = await loginLinkFromMailbox(admin, adminUrl, buyerEmail);
  await (await buyer.newPage()).goto(link);
  await admin.close();

  contexts.set('merchant', merchant).set('shopper', shopper).set('buyer', buyer);
  fixture = {
    adminUrl,
    storeUrl,
    storeId,
    productId,
    storefrontId,
    pendingOrderId: pending.orderId,
    paidOrderId: paid.orderId,
    paymentUrl: pending.link.body.data!.url,
  };
});

afterAll(async () => {
  await browser.close();
});

for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  describe(`no serious or critical accessibility violations at ${width} width`, () => {
    test.each(SCREENS)('$name', async (screen) => {
      const context =
        screen.as === 'guest'
          ? await browser.newContext({ viewport, locale: 'nl-NL' })
          : contexts.get(screen.as)!;
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      try {
        await screen.open(page, fixture);
        await expectNoSeriousViolations(page);
      } finally {
        await (screen.as === 'guest' ? context.close() : page.close());
      }
    });
  });
}

test('the page declares the language it is shown in, and follows a change of language', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  const lang = () => page.evaluate(() => document.documentElement.lang);
  await page.goto(inject('storeUrl'));
  await page.getByRole('heading', { name: 'Welkom bij Demo Store' }).waitFor();
  expect(await lang()).toBe('nl');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('de');
  await page.getByRole('heading', { name: 'Willkommen bei Demo Store' }).waitFor();
  expect(await lang()).toBe('de');
  await page.reload();
  await page.getByRole('heading', { name: 'Willkommen bei Demo Store' }).waitFor();
  expect(await lang()).toBe('de');
  await context.close();
});
