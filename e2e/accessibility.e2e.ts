/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { BrowserContext, Page } from '@playwright/test';
import { openAccountMenu, signIn } from './admin-helpers';
import { expectNoSeriousViolations } from './axe';
import { DESKTOP, PHONE } from './browser';
import { expect, newDemoStore, server, test } from './fixtures';
import { openInApp } from './in-app';
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
 * Who opens the page: nobody, the demo merchant, a shopper with a filled cart, or a buyer who signed in
 * through the e-mail link. Each has one browser page for the whole tour.
 */
type Visitor = 'guest' | 'merchant' | 'shopper' | 'buyer';

interface Screen {
  name: string;
  as: Visitor;
  /** Opens the page and waits until what it is about shows; axe then waits for it to settle. */
  open: (page: Page, fixture: Fixture) => Promise<void>;
  /** Closes the menu or dialog the screen opened, so the visitor's next screen starts without it. */
  close?: (page: Page) => Promise<void>;
}

const PRODUCT = 'Online workshop compositie';
const STOREFRONT_SLUG = 'alles-voor-fotografen';

const heading = (page: Page, name: string | RegExp) =>
  expect(page.getByRole('heading', { name }).first()).toBeVisible();

async function goto(page: Page, url: string, ready: string | RegExp) {
  await openInApp(page, url);
  await heading(page, ready);
}

/** Escape closes the menu or the dialog, as it does for a person; the screen then shows without it. */
const escapeFrom = (role: 'menu' | 'dialog') => async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole(role)).toHaveCount(0);
};

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
    close: escapeFrom('menu'),
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
    close: escapeFrom('dialog'),
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
    close: escapeFrom('dialog'),
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
  {
    name: 'admin: settings emails',
    as: 'merchant',
    open: async (page, f) => {
      await adminPage('/settings/emails', 'Afzender en voettekst')(page, f);
      // The preview's mail comes from the server after the page: axe reads it once it is in its frame.
      await expect(page.frameLocator('[data-testid="preview-body"]').locator('body')).toContainText(
        'Bestelling #1001',
      );
    },
  },
  settingsTab('notifications', 'Ontvangers'),
  settingsTab('preferences', 'Weergave'),
  settingsTab('providers', 'Betaalproviders'),
  settingsTab('providers/mollie', 'Mollie'),
  settingsTab('webhooks', 'Nog geen webhooks'),
  settingsTab('api-tokens', 'Nog geen API-tokens'),
  settingsTab('failed-jobs', 'Niets mislukt'),
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
      await openInApp(page, `${f.storeUrl}/minicart`);
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
  { name: 'shop: seller information', as: 'guest', open: shopPage('/legal', 'Verkoper') },
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
      // The provider's page, served by the platform itself: a page of its own, not one of the app's.
      await page.goto(f.paymentUrl);
      await page.getByRole('button', { name: 'Betaling gelukt' }).waitFor();
    },
  },
];

let fixture: Fixture;
const contexts = new Map<Visitor, BrowserContext>();
/** One page per visitor and width, opened at that width: a resized page may keep what it drew before. */
const pages = new Map<string, Page>();
const pageOf = async (visitor: Visitor, viewport: typeof DESKTOP) => {
  const key = `${visitor} ${viewport.width}`;
  if (!pages.has(key)) {
    const page = await contexts.get(visitor)!.newPage();
    await page.setViewportSize(viewport);
    pages.set(key, page);
  }
  return pages.get(key)!;
};

/**
 * Sets up the visitors, on a demo store of this tour's own, and the orders the pages show: one waiting
 * for payment, one paid.
 */
test.beforeAll(async ({ browser }) => {
  const demo = await newDemoStore();
  // The test payment page speaks the browser's language; Dutch, like the shop.
  const newContext = () => browser.newContext({ viewport: DESKTOP, locale: 'nl-NL' });

  const merchant = await newContext();
  const admin = await merchant.newPage();
  await signIn(admin, server.adminUrl, demo.email, demo.password);
  const list = async <T>(path: string) => (await adminCall(admin, 'GET', path)).body.data as T[];
  const productId = (
    await list<{ id: number; name: string }>(`/v1/admin/product?store_id=${demo.storeId}`)
  ).find((product) => product.name === PRODUCT)!.id;
  const storefrontId = (
    await list<{ id: number; slug: string }>(`/v1/admin/storefront?store_id=${demo.storeId}`)
  ).find((storefront) => storefront.slug === STOREFRONT_SLUG)!.id;

  const shopper = await newContext();
  const shop = await shopper.newPage();
  await shop.goto(demo.storeUrl);
  const buyerEmail = `koper.${demo.slug}@example.com`;
  const pending = await orderThroughApi(shop, productId);
  const paid = await orderThroughApi(shop, productId, buyerEmail);
  await shop.goto(paid.link.body.data!.url);
  await shop.getByRole('button', { name: 'Betaling gelukt' }).click();
  await expect(shop.getByRole('heading', { name: 'Je aankoop' })).toBeVisible();
  // A cart of its own for the cart pages: the order above used up the one it was placed from.
  await shop.goto(`${demo.storeUrl}/product/online-workshop-compositie`);
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();

  const buyer = await newContext();
  const link = await loginLinkFromMailbox(admin, server.adminUrl, buyerEmail);
  await (await buyer.newPage()).goto(link);
  await admin.close();
  await shop.close();

  const guest = await newContext();
  contexts.set('merchant', merchant).set('shopper', shopper).set('buyer', buyer).set('guest', guest);
  fixture = {
    adminUrl: server.adminUrl,
    storeUrl: demo.storeUrl,
    storeId: demo.storeId,
    productId,
    storefrontId,
    pendingOrderId: pending.orderId,
    paidOrderId: paid.orderId,
    paymentUrl: pending.link.body.data!.url,
  };
});

test.afterAll(async () => {
  for (const context of contexts.values()) await context.close();
});

/**
 * Each screen at each width, opened in its visitor's page for that width as a link inside the app opens
 * it (e2e/in-app.ts): a visitor's screens share one page load and one load of axe, where a page of their
 * own each cost a second of the browser's time.
 */
for (const [width, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test.describe(`no serious or critical accessibility violations at ${width} width`, () => {
    for (const screen of SCREENS) {
      test(screen.name, async () => {
        const page = await pageOf(screen.as, viewport);
        await screen.open(page, fixture);
        await expectNoSeriousViolations(page);
        await screen.close?.(page);
      });
    }
  });
}

test('the page declares the language it is shown in, and follows a change of language', async ({ page }) => {
  const lang = () => page.locator('html');
  await page.goto(fixture.storeUrl);
  await expect(page.getByRole('heading', { name: 'Welkom bij Demo Store' })).toBeVisible();
  await expect(lang()).toHaveAttribute('lang', 'nl');
  await page.getByRole('combobox', { name: 'Taal' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Willkommen bei Demo Store' })).toBeVisible();
  await expect(lang()).toHaveAttribute('lang', 'de');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Willkommen bei Demo Store' })).toBeVisible();
  await expect(lang()).toHaveAttribute('lang', 'de');
});
