/*
 * Places a store's storefront, a single product or its mini cart on any website:
 *
 *   <script src="https://<store>.<platform>/embed.js" async></script>
 *   <div data-shop-embed="storefront" data-storefront="<storefront slug>"></div>
 *   <div data-shop-embed="product" data-product="<product slug>"></div>
 *   <div data-shop-embed="minicart"></div>
 *   <div data-shop-embed="cart"></div>
 *
 * A link to a product's buy-now link (decision 077) marked data-shop-overlay opens the checkout over
 * the page, as lemon.js does (decision 080); without this script it is a plain link to the store:
 *
 *   <a href="https://<store>.<platform>/buy/<product slug>?code=<code>" data-shop-overlay>Buy now</a>
 *
 * The embedded frames' cart and checkout open in the same overlay. It covers the window until the
 * buyer closes it (its close button, or Escape); the page keeps its place, and focus returns.
 *
 * Optional: data-lang="nl|en|de" chooses the store's language, on the element or on the script for
 * all of them; without it the store speaks the element's language in the page (its lang, or the
 * page's <html lang>), and failing that the visitor's browser's (decision 068). data-title names the
 * frame for screen readers. Whatever the element holds (say, a link to
 * the shop) stays until the frame has shown the store, so a page that may not embed it keeps a way in.
 *
 * Built on its own into dist/embed.js (vite.config.ts, mode `embed`), without the web app's
 * libraries: the host page loads nothing else of ours.
 */
import {
  EMBED_ATTRIBUTE,
  EMBED_OVERLAY_LINK_ATTRIBUTE,
  EMBED_OVERLAY_PARAM,
  EMBED_PARENT_PARAM,
  EMBED_TITLES,
  FALLBACK_LOCALE,
  isLocale,
  SHOP_ROUTES,
  embedMessage,
  isEmbedMessage,
  type EmbedKind,
  type EmbedMessage,
  type Locale,
  type ShopRouteName,
} from '@platform/contract';

const READY = `${EMBED_ATTRIBUTE}-ready`;

interface Frame {
  element: Element;
  iframe: HTMLIFrameElement;
  shown: boolean;
}

declare global {
  interface Window {
    __shopEmbed?: Record<string, boolean>;
  }
}

/** The path of a store page, from the shop's own route table. */
function shopPath(name: ShopRouteName, params: Record<string, string> = {}): string {
  return SHOP_ROUTES[name].replace(/:(\w+)\??/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The store page an element asks for, or undefined when it names nothing we know. */
function pathOf(element: Element): string | undefined {
  const kind = element.getAttribute(EMBED_ATTRIBUTE);
  const storefrontSlug = (element.getAttribute('data-storefront') ?? '').trim();
  const productSlug = (element.getAttribute('data-product') ?? '').trim();
  if (kind === 'storefront') return shopPath('storefront', { storefrontSlug });
  if (kind === 'product' && productSlug)
    return storefrontSlug
      ? shopPath('storefrontProduct', { storefrontSlug, productSlug })
      : shopPath('product', { productSlug });
  if (kind === 'minicart') return shopPath('minicart');
  if (kind === 'cart') return shopPath('embeddedCart');
}

/** A language tag's language (`de` of `de-CH`) when the store speaks it. */
function supported(tag: string | null | undefined): Locale | undefined {
  const language = (tag ?? '').trim().slice(0, 2).toLowerCase();
  return isLocale(language) ? language : undefined;
}

/** The language an element asks the store to speak: chosen on it or the script, else its own in the page. */
function languageOf(element: Element, script: HTMLScriptElement): Locale | undefined {
  const chosen = element.getAttribute('data-lang') ?? script.getAttribute('data-lang');
  return chosen ? supported(chosen) : supported(element.closest('[lang]')?.getAttribute('lang'));
}

function start(script: HTMLScriptElement): void {
  // The store is the host this script came from; its frames are the only senders we listen to.
  const storeOrigin = new URL(script.src, location.href).origin;
  const loaded = (window.__shopEmbed ??= {});
  // The snippet may be pasted more than once; the first copy serves every element.
  if (loaded[storeOrigin]) return;
  loaded[storeOrigin] = true;

  let frames: Frame[] = [];
  // The latest cart change, for frames that start listening after it happened.
  let lastCart: EmbedMessage | undefined;

  function setUp(element: Element): void {
    const path = pathOf(element);
    if (!path) {
      console.warn(
        '[shop-embed] data-shop-embed must be storefront, product (with data-product), minicart or cart',
        element,
      );
      return;
    }
    element.setAttribute(READY, '');
    const language = languageOf(element, script);
    const url = frameUrl(path, language);
    const iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title =
      element.getAttribute('data-title') ||
      EMBED_TITLES[language ?? supported(navigator.language) ?? FALLBACK_LOCALE][
        element.getAttribute(EMBED_ATTRIBUTE) as EmbedKind
      ];
    iframe.setAttribute('scrolling', 'no');
    // No height until the store reports one: a refused frame then takes no room.
    iframe.style.cssText =
      'display:block;width:100%;height:0;border:0;overflow:hidden;background:transparent';
    element.appendChild(iframe);
    frames.push({ element, iframe, shown: false });
  }

  function scan(): void {
    document.querySelectorAll(`[${EMBED_ATTRIBUTE}]:not([${READY}])`).forEach(setUp);
  }

  /** Once the store shows, the element's own content (the link for a page without frames) steps aside. */
  function show(frame: Frame): void {
    frame.shown = true;
    for (const node of [...frame.element.childNodes]) {
      if (node === frame.iframe) continue;
      if (node.nodeType === Node.ELEMENT_NODE) (node as HTMLElement).hidden = true;
      else node.remove();
    }
  }

  /** The URL of a store page in a frame that reports to this page, in the language asked for. */
  function frameUrl(path: string, language: Locale | undefined): URL {
    const url = new URL(path, storeOrigin);
    // The frame posts only to this origin, so its messages reach this page and no other.
    url.searchParams.set(EMBED_PARENT_PARAM, location.origin);
    if (language && !url.searchParams.has('lang')) url.searchParams.set('lang', language);
    return url;
  }

  // The checkout overlay (decision 080): one frame over the whole window, the page behind it inert.
  let overlay: HTMLIFrameElement | undefined;
  let behind: HTMLElement[] = [];
  let returnFocus: HTMLElement | null = null;
  let overflow = '';
  const root = document.documentElement;

  function openOverlay(path: string, language: Locale | undefined): void {
    const url = frameUrl(path, language);
    if (overlay || url.origin !== storeOrigin) return;
    url.searchParams.set(EMBED_OVERLAY_PARAM, '1');
    returnFocus = document.activeElement as HTMLElement | null;
    behind = [...(document.body.children as HTMLCollectionOf<HTMLElement>)].filter((e) => !e.inert);
    for (const element of behind) element.inert = true;
    overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    overlay = document.createElement('iframe');
    overlay.src = url.href;
    overlay.title = EMBED_TITLES[language ?? supported(navigator.language) ?? FALLBACK_LOCALE].cart;
    // Dimmed until the store's page paints over it.
    overlay.style.cssText =
      'position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;z-index:2147483647;background:#18181b99';
    document.body.append(overlay);
    overlay.focus();
  }

  function closeOverlay(): void {
    if (!overlay) return;
    overlay.remove();
    overlay = undefined;
    for (const element of behind) element.inert = false;
    root.style.overflow = overflow;
    returnFocus?.focus();
    // The overlay may have changed or paid the cart: the other frames show what became of it.
    const changed = embedMessage('cart-changed', { cart_session_id: null });
    for (const frame of frames) frame.iframe.contentWindow?.postMessage(changed, storeOrigin);
  }

  // A marked link to this store opens in the overlay; a click for a new tab or window stays a link.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`a[${EMBED_OVERLAY_LINK_ATTRIBUTE}]`);
    if (!link || event.defaultPrevented || event.button || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const url = new URL(link.href);
    if (url.origin !== storeOrigin) return;
    event.preventDefault();
    openOverlay(url.pathname + url.search, languageOf(link, script));
  });

  addEventListener('keydown', (event) => {
    if (event.key === 'Escape') closeOverlay();
  });

  window.addEventListener('message', (event) => {
    const message: unknown = event.data;
    if (event.origin !== storeOrigin || !isEmbedMessage(message)) return;
    if (overlay && event.source === overlay.contentWindow) {
      if (message.kind === 'close-overlay') closeOverlay();
      else if (message.kind === 'open-payment') location.href = message.url;
      return;
    }
    // Our frames still on the page; frames the page took away are forgotten.
    frames = frames.filter((candidate) => candidate.iframe.isConnected);
    const frame = frames.find((candidate) => candidate.iframe.contentWindow === event.source);
    if (!frame) return;
    if (message.kind === 'height') {
      frame.iframe.style.height = `${Math.ceil(message.height)}px`;
      if (!frame.shown) {
        show(frame);
        // Its first report says the frame now listens: it catches up on a cart change it missed.
        if (lastCart) frame.iframe.contentWindow!.postMessage(lastCart, storeOrigin);
      }
    } else if (message.kind === 'cart-changed') {
      // Every other frame of this store (the mini cart, a header's cart button) shows the new cart.
      lastCart = embedMessage('cart-changed', { cart_session_id: message.cart_session_id });
      for (const other of frames)
        if (other !== frame) other.iframe.contentWindow?.postMessage(lastCart, storeOrigin);
    } else if (message.kind === 'open-checkout') {
      openOverlay(message.path, languageOf(frame.element, script));
    } else if (frame.iframe.getBoundingClientRect().top < 0) {
      // The frame opened another page while scrolled past its top: show that page from its start.
      frame.iframe.scrollIntoView({ block: 'start' });
    }
  });

  // Embeds the page adds later (a single-page app, a cookie banner that releases them) work too.
  new MutationObserver(scan).observe(document.documentElement, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: [EMBED_ATTRIBUTE],
  });
  scan();
}

const script = (document.currentScript ??
  document.querySelector('script[src$="/embed.js"]')) as HTMLScriptElement | null;
if (script?.src) start(script);
