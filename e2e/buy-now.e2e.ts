/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { DESKTOP, shoot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, test, type DemoStore } from './fixtures';
import { PAY_BUTTON, consentToImmediateDelivery } from './shop-helpers';

/**
 * Buy-now links and `?code=` links (issue 32, decision 077), in Dutch: the admin hands out a product's
 * link; the link opens the checkout with that product alone and leaves the shopper's cart as it was;
 * a code in the address of any shop page goes onto the cart, and a wrong one says why.
 */
const WORKSHOP = { slug: 'online-workshop-compositie', name: 'Online workshop compositie' };
const EBOOK = { slug: 'fotografie-voor-beginners-e-book', name: 'Fotografie voor beginners (e-book)' };

async function newCode(demo: DemoStore, code: string, percentage: number) {
  await dataOf(
    callApi(
      `${server.adminUrl}/v1/admin/discount-code`,
      'POST',
      { store_id: demo.storeId, code, type: 'percentage', value: percentage },
      await merchantToken(demo),
    ),
  );
}

async function addToCart(shop: Page, storeUrl: string, product: { slug: string; name: string }) {
  await shop.goto(`${storeUrl}/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await shop.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(shop.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
}

test('the admin hands out a buy-now link; it opens the checkout with that product alone and a code, and the cart stays as it was', async ({
  context,
  page: admin,
  demo,
  freshPage,
}) => {
  const adminUrl = server.adminUrl;
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));
  await newCode(demo, 'NIEUWSBRIEF', 10);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl });

  // The product editor shows the link beside the product's other cards, with a button to copy it.
  await signIn(admin, adminUrl, demo.email, demo.password);
  await admin.goto(`${adminUrl}/store/${demo.storeId}/products`);
  await admin.getByRole('link', { name: WORKSHOP.name }).first().click();
  const link = admin.getByTestId('buy-now-link');
  await expect(link).toHaveText(`${demo.storeUrl}/buy/${WORKSHOP.slug}`);
  await expect(admin.getByRole('heading', { name: 'Directe koop-link' })).toBeVisible();
  await admin.getByRole('button', { name: 'Kopieer link' }).click();
  await expect(admin.getByText('Gekopieerd')).toBeVisible();
  const copied = await admin.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${demo.storeUrl}/buy/${WORKSHOP.slug}`);
  await shoot(admin, 'buy-now-admin-link');

  // A shopper has the e-book in their cart, then opens the workshop's link from a newsletter.
  const shop = await freshPage();
  shop.on('pageerror', (error) => errors.push(error.message));
  await addToCart(shop, demo.storeUrl, EBOOK);
  await shop.goto(`${copied}?code=nieuwsbrief`);
  await expect(shop.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  const summary = shop.getByRole('region', { name: 'Je bestelling' });
  await expect(summary.getByText(WORKSHOP.name)).toBeVisible();
  await expect(summary.getByText(EBOOK.name)).toHaveCount(0);
  await expect(shop.getByText('Korting NIEUWSBRIEF')).toBeVisible();
  await expect(summary.getByText('€ 44,55').first()).toBeVisible();
  await shoot(shop, 'buy-now-checkout');

  await shop.getByLabel('E-mailadres').fill(`direct.${demo.slug}@example.com`);
  await shop.getByLabel('Naam').fill('Dirk Direct');
  await consentToImmediateDelivery(shop);
  await shop.getByRole('button', { name: 'Bestellen en betalen' }).click();
  await expect(shop).toHaveURL(/\/v1\/payments\/test\//);
  await shop.getByRole('button', { name: PAY_BUTTON }).click();
  await expect(shop).toHaveURL(new RegExp(`^${demo.storeUrl}/order/[^/]+$`));
  await expect(shop.getByRole('heading', { name: 'Bedankt voor je bestelling!' })).toBeVisible();
  await expect(shop.getByText(WORKSHOP.name).first()).toBeVisible();

  // The cart still holds the e-book alone, as before the link, without the link's code.
  await shop.goto(`${demo.storeUrl}/cart`);
  await expect(shop.getByRole('spinbutton', { name: `Aantal van ${EBOOK.name}` })).toHaveValue('1');
  await expect(shop.getByRole('spinbutton', { name: `Aantal van ${WORKSHOP.name}` })).toHaveCount(0);
  await expect(shop.getByText('Korting NIEUWSBRIEF')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a code in the address of a shop page goes onto the cart and says so; a wrong one says why', async ({
  demo,
  freshPage,
}) => {
  await newCode(demo, 'WELKOM', 20);
  await newCode(demo, 'EXTRA5', 5);
  const shop = await freshPage();
  await shop.setViewportSize(DESKTOP);

  // On the home page with an empty cart: the code waits for the products it comes off.
  await shop.goto(`${demo.storeUrl}/?code=welkom`);
  await expect(
    shop.getByText('Kortingscode welkom gaat van je bestelling af zodra je een product toevoegt.'),
  ).toBeVisible();
  // The code left the address: a reload or a copied address does not apply it again.
  await expect(shop).toHaveURL(`${demo.storeUrl}/`);
  await addToCart(shop, demo.storeUrl, WORKSHOP);
  await shop.goto(`${demo.storeUrl}/cart`);
  await expect(shop.getByText('Korting WELKOM')).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Overzicht' }).getByText('€ 39,60').first()).toBeVisible();

  // A wrong code on a product page: the toast gives the server's reason, and the cart keeps its code.
  await shop.goto(`${demo.storeUrl}/product/${EBOOK.slug}?code=ZOMER99`);
  await expect(
    shop.getByText('Kortingscode ZOMER99 is niet toegepast: Deze kortingscode is niet geldig.'),
  ).toBeVisible();
  await expect(shop).toHaveURL(`${demo.storeUrl}/product/${EBOOK.slug}`);
  await shoot(shop, 'code-link-refused');
  await shop.goto(`${demo.storeUrl}/cart`);
  await expect(shop.getByText('Korting WELKOM')).toBeVisible();

  // With products in the cart, a code from the address applies at once, in place of the one it had.
  await shop.goto(`${demo.storeUrl}/?code=EXTRA5`);
  await expect(shop.getByText('Kortingscode EXTRA5 is toegepast op je bestelling.')).toBeVisible();
  await shop.goto(`${demo.storeUrl}/cart`);
  await expect(shop.getByText('Korting EXTRA5')).toBeVisible();
  await expect(shop.getByRole('region', { name: 'Overzicht' }).getByText('€ 47,02').first()).toBeVisible();
});

test('a product with variants has a buy-now link per variant; each sells its variant, and one whose variant is gone opens the product page', async ({
  context,
  page: admin,
  demo,
  freshPage,
}) => {
  const adminUrl = server.adminUrl;
  const errors: string[] = [];
  admin.on('pageerror', (error) => errors.push(error.message));
  const token = await merchantToken(demo);
  const created = await dataOf<{ id: number; slug: string; variants: [{ id: number }] }>(
    callApi(
      `${adminUrl}/v1/admin/product`,
      'POST',
      { store_id: demo.storeId, name: 'Sjablonen', price: 2000, vat_rate: 21, status: 'for_sale' },
      token,
    ),
  );
  const saved = await dataOf<{ variants: [{ id: number }, { id: number }] }>(
    callApi(
      `${adminUrl}/v1/admin/product/${created.id}`,
      'PUT',
      {
        store_id: demo.storeId,
        variants: [
          { id: created.variants[0].id, name: 'Persoonlijk', price: 2000 },
          { name: 'Team', price: 6000 },
        ],
      },
      token,
    ),
  );
  const [personal, team] = saved.variants;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: adminUrl });

  // The editor's card has a link for each variant, each with its own copy button.
  await signIn(admin, adminUrl, demo.email, demo.password);
  await admin.goto(`${adminUrl}/store/${demo.storeId}/products`);
  await admin.getByRole('link', { name: 'Sjablonen' }).first().click();
  const base = `${demo.storeUrl}/buy/${created.slug}`;
  await expect(admin.getByTestId('buy-now-link')).toHaveText([
    `${base}?variant=${personal.id}`,
    `${base}?variant=${team.id}`,
  ]);
  await admin.getByRole('button', { name: 'Kopieer link voor Team' }).click();
  await expect(admin.getByText('Gekopieerd')).toBeVisible();
  const copied = await admin.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(`${base}?variant=${team.id}`);
  await shoot(admin, 'buy-now-admin-variant-links');

  // The Team link opens the checkout with the Team licence at its price.
  const shop = await freshPage();
  shop.on('pageerror', (error) => errors.push(error.message));
  await shop.goto(copied);
  await expect(shop.getByRole('heading', { level: 1, name: 'Afrekenen' })).toBeVisible();
  const summary = shop.getByRole('region', { name: 'Je bestelling' });
  await expect(summary.getByText('Sjablonen – Team')).toBeVisible();
  await expect(summary.getByText('€ 60,00').first()).toBeVisible();

  // A link whose variant the product no longer has sends the buyer to choose on the product page.
  await shop.goto(`${base}?variant=${team.id + 1000}`);
  await expect(shop).toHaveURL(`${demo.storeUrl}/product/${created.slug}`);
  await expect(
    shop.getByText('Die keuze van Sjablonen is er niet meer. Kies hier wat je wilt.'),
  ).toBeVisible();
  await expect(shop.getByRole('heading', { level: 1, name: 'Sjablonen' })).toBeVisible();
  await shoot(shop, 'buy-now-variant-gone');
  expect(errors).toEqual([]);
});
