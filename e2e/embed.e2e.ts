/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { signIn } from './admin-helpers';
import { DESKTOP, PHONE, newPage, screenshot } from './browser';
import { connectBrowser } from './shared-browser';

/**
 * A merchant's own website on another origin than the store (127.0.0.1 against demo.localhost),
 * embedding the store with the snippet the admin hands out.
 */
const STOREFRONT = 'alles-voor-fotografen';
const PRODUCT = 'fotografie-voor-beginners-e-book';
const PRODUCT_NAME = 'Fotografie voor beginners (e-book)';

let browser: Browser;
let host: http.Server;
let hostOrigin: string;
let storeOrigin: string;

const escape = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function hostPage(title: string, body: string, scriptOrigin = storeOrigin): string {
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>
<style>
  body { margin: 0; font-family: Georgia, serif; background: #faf7f2; color: #2b2118; }
  header { display: flex; flex-wrap: wrap; gap: 16px; align-items: center; justify-content: space-between;
    padding: 16px 24px; background: #2b2118; color: #faf7f2; }
  header h1 { margin: 0; font-size: 22px; }
  .mini { width: 320px; max-width: 100%; }
  main { max-width: 1100px; margin: 0 auto; padding: 24px; }
  p.lead { font-size: 18px; }
</style></head><body>
${body}
<script src="${escape(scriptOrigin)}/embed.js" async></script>
</body></html>`;
}

/** The merchant's pages; `?store=` names another store's origin for the allow-list test. */
function hostPages(url: URL): string | null {
  switch (url.pathname) {
    case '/shop.html':
      return hostPage(
        'Fotoblog · Winkel',
        `<header><h1>Mijn fotoblog</h1>
  <div class="mini"><div data-shop-embed="minicart"></div></div></header>
<main><p class="lead">Alles wat ik gebruik, in mijn eigen winkel.</p>
  <div data-shop-embed="storefront" data-storefront="${STOREFRONT}">
    <a href="${storeOrigin}/${STOREFRONT}">Naar de winkel</a>
  </div></main>`,
      );
    case '/product.html':
      return hostPage(
        'Fotoblog · E-book',
        `<header><h1>Mijn fotoblog</h1>
  <div class="mini"><div data-shop-embed="minicart"></div></div></header>
<main><p class="lead">Mijn e-book voor wie net begint.</p>
  <div data-shop-embed="product" data-product="${PRODUCT}"></div></main>`,
      );
    case '/later.html':
      // The snippet pasted twice, and the embeds only added after the page loaded.
      return hostPage(
        'Fotoblog · Later',
        `<header><h1>Mijn fotoblog</h1><div class="mini" id="mini"></div></header>
<main><button type="button" id="show">Toon de winkel</button><div id="shop"></div></main>
<script src="${storeOrigin}/embed.js" async></script>
<script>
  document.getElementById('show').addEventListener('click', () => {
    const mini = document.createElement('div');
    mini.dataset.shopEmbed = 'minicart';
    document.getElementById('mini').append(mini);
    const shop = document.createElement('div');
    shop.dataset.shopEmbed = 'storefront';
    shop.dataset.storefront = '${STOREFRONT}';
    document.getElementById('shop').append(shop);
  });
</script>`,
      );
    case '/forged.html':
      // A frame of the host page's own origin that pretends to be the store.
      return hostPage(
        'Fotoblog · Vals',
        `<main><div data-shop-embed="storefront" data-storefront="${STOREFRONT}"></div>
  <iframe id="impostor" title="Ander frame" srcdoc="<p>elders</p>"></iframe></main>`,
      );
    case '/other-store.html': {
      const store = url.searchParams.get('store') ?? '';
      const storefront = url.searchParams.get('storefront') ?? '';
      return hostPage(
        'Fotoblog · Andere winkel',
        `<main><div data-shop-embed="storefront" data-storefront="${escape(storefront)}">
    <a href="${escape(store)}/${escape(storefront)}">Naar de winkel</a></div></main>`,
        store,
      );
    }
    default:
      return null;
  }
}

beforeAll(async () => {
  storeOrigin = new URL(inject('storeUrl')).origin;
  host = http.createServer((request, response) => {
    const html = hostPages(new URL(request.url ?? '/', 'http://127.0.0.1'));
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'Not found');
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
  await new Promise((resolve) => host.close(resolve));
});

const frameSelector = (kind: string) => `[data-shop-embed="${kind}"] iframe`;

async function frameOf(page: Page, kind: string): Promise<Frame> {
  const handle = await page.waitForSelector(frameSelector(kind), { state: 'attached' });
  const frame = await handle.contentFrame();
  if (!frame) throw new Error(`No frame for ${kind}`);
  return frame;
}

const iframeHeight = (page: Page, kind: string) =>
  page.$eval(frameSelector(kind), (element) => element.getBoundingClientRect().height);

/** Waits until the frame is as tall as the page inside it (within a few pixels), and returns that height. */
async function expectFits(page: Page, kind: string): Promise<number> {
  const frame = await frameOf(page, kind);
  let last = { outer: 0, inner: -1 };
  for (let attempt = 0; attempt < 50; attempt++) {
    const inner = await frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
    const outer = await iframeHeight(page, kind);
    last = { outer, inner };
    if (inner > 0 && Math.abs(outer - inner) <= 3) {
      // Nothing inside the frame is cut off or scrolls.
      expect(
        await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      ).toBeLessThanOrEqual(3);
      return outer;
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`The ${kind} frame is ${last.outer}px tall, its content ${last.inner}px`);
}

async function expectMinicart(page: Page, count: string, total: string) {
  const frame = await frameOf(page, 'minicart');
  await frame.getByTestId('minicart-count').filter({ hasText: count }).waitFor();
  await frame.waitForFunction(
    (expected) =>
      document
        .querySelector('[data-testid="minicart-total"]')
        ?.textContent?.replace(/\s/g, ' ')
        .includes(expected),
    total,
  );
}

async function addToCart(frame: Frame) {
  await frame.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
  await frame.getByRole('button', { name: 'In winkelwagen' }).click();
  await frame.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' }).waitFor();
}

async function shoot(page: Page, name: string, kinds: string[]) {
  for (const [viewport, suffix] of [
    [PHONE, 'phone'],
    [DESKTOP, 'desktop'],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const kind of kinds) await expectFits(page, kind);
    await screenshot(page, `embed-${name}-${suffix}`);
  }
}

test('a storefront and a mini cart on another site fit their content, stay in step and open the cart on top', async () => {
  const page = await newPage(browser);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${hostOrigin}/shop.html`);

  const storefront = await frameOf(page, 'storefront');
  await storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
  expect(await page.getAttribute(frameSelector('storefront'), 'title')).toBe('Webwinkel');
  expect(await page.getAttribute(frameSelector('minicart'), 'title')).toBe('Winkelwagen');
  await expectFits(page, 'storefront');
  await expectFits(page, 'minicart');
  // The link for pages without frames stepped aside once the store showed.
  expect(await page.getByRole('link', { name: 'Naar de winkel' }).isHidden()).toBe(true);
  // The store header with its cart button shows on the storefront, the shop's footer does not.
  await storefront.getByTestId('cart-button').waitFor();
  expect(await storefront.getByRole('contentinfo').count()).toBe(0);
  await expectMinicart(page, '0 artikelen', '€ 0,00');
  await shoot(page, 'storefront', ['storefront', 'minicart']);

  // A product opened in the frame: no store header there (SPEC §2); the frame follows its height.
  const before = await iframeHeight(page, 'storefront');
  await storefront.getByRole('link', { name: PRODUCT_NAME }).click();
  await storefront.waitForURL(`**/${STOREFRONT}/${PRODUCT}`);
  await storefront.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
  expect(await storefront.getByTestId('cart-button').count()).toBe(0);
  const productHeight = await expectFits(page, 'storefront');
  expect(productHeight).not.toBe(before);

  await addToCart(storefront);
  await expectFits(page, 'storefront');
  await expectMinicart(page, '1 artikel', '€ 19,95');
  await shoot(page, 'storefront-added', ['storefront', 'minicart']);

  // "Bekijk bestelling" leaves the frame: the top window opens the store's cart, with this cart.
  await storefront.getByRole('status').getByRole('link', { name: 'Bekijk bestelling' }).click();
  await page.waitForURL(`${storeOrigin}/cart`);
  await page.getByRole('heading', { level: 1, name: 'Bestelling' }).waitFor();
  expect(await page.getByRole('spinbutton', { name: `Aantal van ${PRODUCT_NAME}` }).inputValue()).toBe('1');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a single product embed has no header or way back, and its mini cart opens the cart on top', async () => {
  const page = await newPage(browser, PHONE);
  await page.goto(`${hostOrigin}/product.html`);
  const product = await frameOf(page, 'product');
  await product.getByRole('heading', { level: 1, name: PRODUCT_NAME }).waitFor();
  expect(await page.getAttribute(frameSelector('product'), 'title')).toBe('Product');
  expect(await product.getByRole('banner').count()).toBe(0);
  expect(await product.getByRole('link', { name: 'Terug naar de winkel' }).count()).toBe(0);
  await expectFits(page, 'product');

  await addToCart(product);
  await product.getByRole('button', { name: 'In winkelwagen' }).click();
  await expectMinicart(page, '2 artikelen', '€ 39,90');
  await expectFits(page, 'product');
  await shoot(page, 'product', ['product', 'minicart']);

  const minicart = await frameOf(page, 'minicart');
  await minicart.getByRole('link', { name: /Bekijk bestelling/ }).click();
  await page.waitForURL(`${storeOrigin}/cart`);
  expect(await page.getByRole('spinbutton', { name: `Aantal van ${PRODUCT_NAME}` }).inputValue()).toBe('2');
  await page.context().close();
});

test('embeds added after the page loaded work, once each, with the snippet pasted twice', async () => {
  const page = await newPage(browser);
  await page.goto(`${hostOrigin}/later.html`);
  await page.waitForFunction(() => '__shopEmbed' in window);
  await page.getByRole('button', { name: 'Toon de winkel' }).click();
  const storefront = await frameOf(page, 'storefront');
  await storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
  await expectFits(page, 'storefront');
  await expectFits(page, 'minicart');
  expect(await page.locator('iframe').count()).toBe(2);
  await page.context().close();
});

test('messages from another origin or in another shape change nothing', async () => {
  const page = await newPage(browser);
  await page.goto(`${hostOrigin}/forged.html`);
  const storefront = await frameOf(page, 'storefront');
  await storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' }).waitFor();
  const height = await expectFits(page, 'storefront');
  const resize = { type: 'shop-embed', version: 1, kind: 'height', height: 40 };

  // From the host page's own window, and from another frame on it: the wrong sender and origin.
  await page.evaluate((message) => window.postMessage(message, '*'), resize);
  const impostor = await (await page.waitForSelector('#impostor')).contentFrame();
  await impostor!.evaluate((message) => window.parent.postMessage(message, '*'), resize);
  // From the store's own frame, but not in the protocol's shape.
  for (const forged of [
    { ...resize, version: 2 },
    { ...resize, type: 'other' },
    { ...resize, height: '40' },
    { ...resize, height: -1 },
    { ...resize, kind: 'grow' },
    'height:40',
  ]) {
    await storefront.evaluate((message) => window.parent.postMessage(message, '*'), forged);
  }
  // Nor does the frame take orders from a window that is not its parent: it would fetch that cart.
  const forgedCart = {
    type: 'shop-embed',
    version: 1,
    kind: 'cart-changed',
    cart_session_id: 'f'.repeat(36),
  };
  const cartFetches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/cart/${forgedCart.cart_session_id}`)) cartFetches.push(request.url());
  });
  await impostor!.evaluate((message) => window.parent.frames[0]?.postMessage(message, '*'), forgedCart);
  await page.waitForTimeout(500);
  expect(await iframeHeight(page, 'storefront')).toBe(height);
  expect(cartFetches).toEqual([]);

  // The same message from the parent itself is heard: the checks above are not deaf ears.
  await page.evaluate(
    ({ message, origin }) => document.querySelector('iframe')!.contentWindow!.postMessage(message, origin),
    { message: forgedCart, origin: storeOrigin },
  );
  await expect.poll(() => cartFetches.length).toBeGreaterThan(0);
  await page.context().close();
});

test('a site that is not on the store’s allow-list is refused by the browser', async () => {
  const admin = await newPage(browser);
  await signIn(admin, inject('adminUrl'), inject('demoEmail'), inject('demoPassword'));
  const call = (method: string, path: string, body: unknown) =>
    admin.evaluate(
      async ({ method, path, body }) => {
        const { token } = JSON.parse(localStorage.getItem('auth')!) as { token: string };
        const response = await fetch(path, {
          method,
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { data: { id: number; slug: string } }).data;
      },
      { method, path, body },
    );
  const slug = `embed-${Date.now().toString(36)}`;
  const store = await call('POST', '/v1/admin/store', { name: 'Alleen eigen site', slug });
  const product = await call('POST', '/v1/admin/product', {
    store_id: store.id,
    name: 'Poster',
    price: 1500,
    status: 'for_sale',
  });
  const storefront = await call('POST', '/v1/admin/storefront', {
    store_id: store.id,
    name: 'Posters',
    publication_status: 'published',
    product_ids: [product.id],
  });
  await call('POST', '/v1/admin/settings', {
    store_id: store.id,
    settings: { embed_allowed_origins: ['https://www.example.com'] },
  });

  const otherOrigin = storeOrigin.replace('//demo.', `//${slug}.`);
  const page = await newPage(browser);
  await page.goto(
    `${hostOrigin}/other-store.html?store=${encodeURIComponent(otherOrigin)}&storefront=${storefront.slug}`,
  );
  const frame = await frameOf(page, 'storefront');
  // The browser shows its error page instead of the store; the frame takes no room, the link stays.
  for (let attempt = 0; attempt < 50 && !frame.url().startsWith('chrome-error:'); attempt++) {
    await page.waitForTimeout(100);
  }
  expect(frame.url()).toMatch(/^chrome-error:/);
  await page.waitForTimeout(500);
  expect(await iframeHeight(page, 'storefront')).toBe(0);
  await page.getByRole('link', { name: 'Naar de winkel' }).waitFor();
  await page.context().close();
  await admin.context().close();
});
