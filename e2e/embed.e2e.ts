/// <reference lib="dom" />
// The callbacks given to page.evaluate run in the browser.
import type { Frame, Page } from '@playwright/test';
import { DESKTOP, PHONE, screenshot } from './browser';
import { callApi, dataOf, expect, merchantToken, server, shopAddress } from './fixtures';
import { escapeHtml as escape, hostPage, withHostSite } from './host-site';

/** The merchant's own website embeds the store with the snippet the admin hands out (host-site.ts). */
const STOREFRONT = 'alles-voor-fotografen';
const PRODUCT = 'fotografie-voor-beginners-e-book';
const PRODUCT_NAME = 'Fotografie voor beginners (e-book)';

/** The merchant's pages; `?store=` names another store's origin for the allow-list test. */
function hostPages(url: URL, storeOrigin: string): string | null {
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
        storeOrigin,
      );
    case '/product.html':
      return hostPage(
        'Fotoblog · E-book',
        `<header><h1>Mijn fotoblog</h1>
  <div class="mini"><div data-shop-embed="minicart"></div></div></header>
<main><p class="lead">Mijn e-book voor wie net begint.</p>
  <div data-shop-embed="product" data-product="${PRODUCT}"></div></main>`,
        storeOrigin,
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
        storeOrigin,
      );
    case '/forged.html':
      // A frame of the host page's own origin that pretends to be the store.
      return hostPage(
        'Fotoblog · Vals',
        `<main><div data-shop-embed="storefront" data-storefront="${STOREFRONT}"></div>
  <iframe id="impostor" title="Ander frame" srcdoc="<p>elders</p>"></iframe></main>`,
        storeOrigin,
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

const test = withHostSite(hostPages);

/** The checkout overlay embed.js lays over the host page (decision 080). */
const OVERLAY = 'body > iframe[src*="embed_overlay=1"]';

const frameSelector = (kind: string) => `[data-shop-embed="${kind}"] iframe`;

async function frameOf(page: Page, kind: string): Promise<Frame> {
  const handle = await page.locator(frameSelector(kind)).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error(`No frame for ${kind}`);
  return frame;
}

const iframeHeight = (page: Page, kind: string) =>
  page.$eval(frameSelector(kind), (element) => element.getBoundingClientRect().height);

/** Waits until the frame is as tall as the page inside it (within a few pixels), and returns that height. */
async function expectFits(page: Page, kind: string): Promise<number> {
  const frame = await frameOf(page, kind);
  let outer = 0;
  await expect
    .poll(
      async () => {
        const inner = await frame.evaluate(() => document.documentElement.getBoundingClientRect().height);
        outer = await iframeHeight(page, kind);
        return inner > 0 && Math.abs(outer - inner) <= 3
          ? 'fits'
          : `the ${kind} frame is ${outer}px tall, its content ${inner}px`;
      },
      { message: `The ${kind} frame is as tall as its content` },
    )
    .toBe('fits');
  // Nothing inside the frame is cut off or scrolls.
  expect(
    await frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeLessThanOrEqual(3);
  return outer;
}

async function expectMinicart(page: Page, count: string, total: string) {
  const frame = await frameOf(page, 'minicart');
  await expect(frame.getByTestId('minicart-count').filter({ hasText: count })).toBeVisible();
  await expect(frame.getByTestId('minicart-total')).toContainText(total);
}

async function addToCart(frame: Frame) {
  await expect(frame.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await frame.getByRole('button', { name: 'In winkelwagen' }).click();
  await expect(frame.getByRole('status').filter({ hasText: 'toegevoegd aan je bestelling' })).toBeVisible();
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

/**
 * Starts recording, in `target`, the marker strings posted to it. A marker posted after other messages
 * by the same sender arrives after them: once it is heard, those were handled (or ignored).
 */
async function listenForMarkers(target: Page | Frame) {
  await target.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { markersHeard: string[] }).markersHeard = heard;
    window.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith('marker:')) heard.push(event.data);
    });
  });
}

const markersHeard = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { markersHeard: string[] }).markersHeard);

test('a storefront and a mini cart on another site fit their content, stay in step and open the cart over the page', async ({
  page,
  host,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${host.origin}/shop.html`);

  const storefront = await frameOf(page, 'storefront');
  await expect(storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
  await expect(page.locator(frameSelector('storefront'))).toHaveAttribute('title', 'Webwinkel');
  await expect(page.locator(frameSelector('minicart'))).toHaveAttribute('title', 'Winkelwagen');
  await expectFits(page, 'storefront');
  await expectFits(page, 'minicart');
  // The link for pages without frames stepped aside once the store showed.
  await expect(page.getByRole('link', { name: 'Naar de winkel' })).toBeHidden();
  // The store header with its cart button shows on the storefront, and a slim footer names the seller
  // (decision 053): its links open beside the host page, and the host page keeps the language switch.
  await expect(storefront.getByTestId('cart-button')).toBeVisible();
  const footer = storefront.getByRole('contentinfo');
  await expect(footer.getByText(/^© \d{4} Demo Fotografie B\.V\.$/)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Verkopergegevens' })).toHaveAttribute('target', '_blank');
  await expect(footer.getByRole('combobox')).toHaveCount(0);
  await expectMinicart(page, '0 artikelen', '€ 0,00');
  await shoot(page, 'storefront', ['storefront', 'minicart']);

  // A product opened in the frame: no store header there (docs/spec.md §2); the frame follows its height.
  const before = await iframeHeight(page, 'storefront');
  await storefront.getByRole('link', { name: PRODUCT_NAME }).click();
  await expect.poll(() => storefront.url()).toMatch(new RegExp(`/${STOREFRONT}/${PRODUCT}$`));
  await expect(storefront.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(storefront.getByTestId('cart-button')).toHaveCount(0);
  const productHeight = await expectFits(page, 'storefront');
  expect(productHeight).not.toBe(before);

  await addToCart(storefront);
  await expectFits(page, 'storefront');
  await expectMinicart(page, '1 artikel', '€ 19,95');
  await shoot(page, 'storefront-added', ['storefront', 'minicart']);

  // "Bekijk bestelling" opens the store's cart, with this cart, over the host page (decision 080).
  await storefront.getByRole('status').getByRole('link', { name: 'Bekijk bestelling' }).click();
  const overlay = page.frameLocator(OVERLAY);
  await expect(overlay.getByRole('heading', { level: 1, name: 'Bestelling' })).toBeVisible();
  await expect(overlay.getByRole('spinbutton', { name: `Aantal van ${PRODUCT_NAME}` })).toHaveValue('1');
  await expect(page).toHaveURL(`${host.origin}/shop.html`);
  expect(errors).toEqual([]);
});

test('a single product embed has no header or way back, and its mini cart opens the cart over the page', async ({
  page,
  host,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${host.origin}/product.html`);
  const product = await frameOf(page, 'product');
  await expect(product.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
  await expect(page.locator(frameSelector('product'))).toHaveAttribute('title', 'Product');
  await expect(product.getByRole('banner')).toHaveCount(0);
  await expect(product.getByRole('link', { name: 'Terug naar de winkel' })).toHaveCount(0);
  await expectFits(page, 'product');

  await addToCart(product);
  await product.getByRole('button', { name: 'In winkelwagen' }).click();
  await expectMinicart(page, '2 artikelen', '€ 39,90');
  await expectFits(page, 'product');
  await shoot(page, 'product', ['product', 'minicart']);

  const minicart = await frameOf(page, 'minicart');
  await minicart.getByRole('link', { name: /Bekijk bestelling/ }).click();
  await expect(
    page.frameLocator(OVERLAY).getByRole('spinbutton', { name: `Aantal van ${PRODUCT_NAME}` }),
  ).toHaveValue('2');
  await expect(page).toHaveURL(`${host.origin}/product.html`);
});

test('embeds added after the page loaded work, once each, with the snippet pasted twice', async ({
  page,
  host,
}) => {
  await page.goto(`${host.origin}/later.html`);
  await expect.poll(() => page.evaluate(() => '__shopEmbed' in window)).toBe(true);
  await page.getByRole('button', { name: 'Toon de winkel' }).click();
  const storefront = await frameOf(page, 'storefront');
  await expect(storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
  await expectFits(page, 'storefront');
  await expectFits(page, 'minicart');
  await expect(page.locator('iframe')).toHaveCount(2);
});

test('messages from another origin or in another shape change nothing', async ({ page, host }) => {
  await page.goto(`${host.origin}/forged.html`);
  const storefront = await frameOf(page, 'storefront');
  await expect(storefront.getByRole('heading', { level: 1, name: 'Alles voor fotografen' })).toBeVisible();
  const height = await expectFits(page, 'storefront');
  const resize = { type: 'shop-embed', version: 1, kind: 'height', height: 40 };
  await listenForMarkers(page);

  // From the host page's own window, and from another frame on it: the wrong sender and origin.
  await page.evaluate((message) => window.postMessage(message, '*'), resize);
  const impostor = await (await page.locator('#impostor').elementHandle())!.contentFrame();
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
  // Each sender's marker comes after its forged messages: once the host page heard all three, the
  // embed script had its say on every one of them.
  await page.evaluate(() => window.postMessage('marker:host', '*'));
  await impostor!.evaluate(() => window.parent.postMessage('marker:impostor', '*'));
  await storefront.evaluate(() => window.parent.postMessage('marker:store', '*'));
  await expect
    .poll(async () => [...(await markersHeard(page))].sort())
    .toEqual(['marker:host', 'marker:impostor', 'marker:store']);

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
  await listenForMarkers(storefront);
  // (The store's frame found through the host page's document: Chromium numbers window.frames in the
  // order the frames were made, so frames[0] is the impostor itself, made before the embed's frame.)
  const postToStore = (message: unknown) =>
    impostor!.evaluate(
      ([selector, message]) =>
        window.parent.document
          .querySelector<HTMLIFrameElement>(selector)!
          .contentWindow!.postMessage(message, '*'),
      [frameSelector('storefront'), message] as const,
    );
  await postToStore(forgedCart);
  await postToStore('marker:impostor');
  await expect.poll(() => markersHeard(storefront)).toEqual(['marker:impostor']);
  // The frame did not take the forged cart as its own.
  expect(await storefront.evaluate(() => localStorage.getItem('cart_session_id'))).not.toBe(
    forgedCart.cart_session_id,
  );
  expect(await iframeHeight(page, 'storefront')).toBe(height);
  expect(cartFetches).toEqual([]);

  // The same message from the parent itself is heard: the checks above are not deaf ears.
  await page.evaluate(
    ({ message, origin }) => document.querySelector('iframe')!.contentWindow!.postMessage(message, origin),
    { message: forgedCart, origin: host.storeOrigin },
  );
  await expect.poll(() => cartFetches.length).toBeGreaterThan(0);
});

test('a site that is not on the store’s allow-list is refused by the browser', async ({
  page,
  demo,
  host,
}) => {
  const token = await merchantToken(demo);
  const call = (method: 'POST', path: string, body: unknown) =>
    dataOf<{ id: number; slug: string }>(callApi(`${server.adminUrl}${path}`, method, body, token));
  const slug = `embed-${demo.slug}`;
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

  const otherOrigin = new URL(shopAddress(slug)).origin;
  await page.goto(
    `${host.origin}/other-store.html?store=${encodeURIComponent(otherOrigin)}&storefront=${storefront.slug}`,
  );
  const frame = await frameOf(page, 'storefront');
  // The browser shows its error page instead of the store; the frame takes no room, the link stays.
  await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
  // The error page can send the host page nothing, so the frame's height stays what it is now.
  expect(await iframeHeight(page, 'storefront')).toBe(0);
  await expect(page.getByRole('link', { name: 'Naar de winkel' })).toBeVisible();
});
