/*
 * Places a store's storefront, a single product or its mini cart on any website:
 *
 *   <script src="https://<store>.<platform>/embed.js" async></script>
 *   <div data-shop-embed="storefront" data-storefront="<storefront slug>"></div>
 *   <div data-shop-embed="product" data-product="<product slug>"></div>
 *   <div data-shop-embed="minicart"></div>
 *   <div data-shop-embed="cart"></div>
 *
 * Optional: data-title names the frame for screen readers. Whatever the element holds (say, a link to
 * the shop) stays until the frame has shown the store, so a page that may not embed it keeps a way in.
 *
 * Plain JavaScript without dependencies. The message rules repeat packages/contract/src/embed.ts.
 */
/* global document, location, window, MutationObserver */
(function () {
  'use strict';

  var TYPE = 'shop-embed';
  var VERSION = 1;
  var PARENT_PARAM = 'embed_parent';
  var MAX_HEIGHT = 100000;
  var CART_SESSION_ID = /^[A-Za-z0-9-]{36}$/;
  var READY = 'data-shop-embed-ready';
  var TITLES = {
    nl: { storefront: 'Webwinkel', product: 'Product', minicart: 'Winkelwagen', cart: 'Bestelling' },
    en: { storefront: 'Shop', product: 'Product', minicart: 'Shopping cart', cart: 'Order' },
    de: { storefront: 'Shop', product: 'Produkt', minicart: 'Warenkorb', cart: 'Bestellung' },
  };

  var script = document.currentScript || document.querySelector('script[src$="/embed.js"]');
  if (!script || !script.src) return;
  // The store is the host this script came from; its frames are the only senders we listen to.
  var storeOrigin = new URL(script.src, location.href).origin;
  var loaded = (window.__shopEmbed = window.__shopEmbed || {});
  // The snippet may be pasted more than once; the first copy serves every element.
  if (loaded[storeOrigin]) return;
  loaded[storeOrigin] = true;

  var frames = [];
  // The latest cart change, for frames that start listening after it happened.
  var lastCart = null;

  function segment(value) {
    return encodeURIComponent((value || '').trim());
  }

  /** The store page an element asks for, or null when it names nothing we know. */
  function pathOf(element) {
    var kind = element.getAttribute('data-shop-embed');
    var storefront = segment(element.getAttribute('data-storefront'));
    var product = segment(element.getAttribute('data-product'));
    if (kind === 'storefront') return '/' + storefront;
    if (kind === 'product' && product)
      return storefront ? '/' + storefront + '/' + product : '/product/' + product;
    if (kind === 'minicart') return '/minicart';
    if (kind === 'cart') return '/embeddedcart';
    return null;
  }

  function titleOf(element) {
    var language = (document.documentElement.lang || navigator.language || 'en').slice(0, 2).toLowerCase();
    var titles = TITLES[language] || TITLES.en;
    return element.getAttribute('data-title') || titles[element.getAttribute('data-shop-embed')];
  }

  function setUp(element) {
    if (element.hasAttribute(READY)) return;
    var path = pathOf(element);
    if (!path) {
      console.warn(
        '[shop-embed] data-shop-embed must be storefront, product (with data-product), minicart or cart',
        element,
      );
      return;
    }
    element.setAttribute(READY, '');
    var url = new URL(path, storeOrigin);
    // The frame posts only to this origin, so its messages reach this page and no other.
    url.searchParams.set(PARENT_PARAM, location.origin);
    var iframe = document.createElement('iframe');
    iframe.src = url.href;
    iframe.title = titleOf(element);
    iframe.setAttribute('scrolling', 'no');
    // No height until the store reports one: a refused frame then takes no room.
    iframe.style.cssText =
      'display:block;width:100%;height:0;border:0;overflow:hidden;background:transparent';
    element.appendChild(iframe);
    frames.push({ element: element, iframe: iframe, shown: false });
  }

  function scan() {
    var elements = document.querySelectorAll('[data-shop-embed]:not([' + READY + '])');
    for (var i = 0; i < elements.length; i++) setUp(elements[i]);
  }

  /** Our frames still on the page; frames the page took away are forgotten. */
  function liveFrames() {
    frames = frames.filter(function (frame) {
      return frame.iframe.isConnected;
    });
    return frames;
  }

  function isMessage(data) {
    if (!data || typeof data !== 'object' || data.type !== TYPE || data.version !== VERSION) return false;
    if (data.kind === 'height') {
      return (
        typeof data.height === 'number' &&
        isFinite(data.height) &&
        data.height >= 0 &&
        data.height <= MAX_HEIGHT
      );
    }
    if (data.kind === 'cart-changed' || data.kind === 'open-cart') {
      return (
        data.cart_session_id === null ||
        (typeof data.cart_session_id === 'string' && CART_SESSION_ID.test(data.cart_session_id))
      );
    }
    return data.kind === 'navigated';
  }

  /** Once the store shows, the element's own content (the link for a page without frames) steps aside. */
  function show(frame) {
    frame.shown = true;
    var nodes = Array.prototype.slice.call(frame.element.childNodes);
    nodes.forEach(function (node) {
      if (node === frame.iframe) return;
      if (node.nodeType === 1) node.hidden = true;
      else frame.element.removeChild(node);
    });
  }

  function openCart(cartSessionId) {
    var url = storeOrigin + '/cart' + (cartSessionId ? '/' + cartSessionId : '');
    try {
      window.top.location.href = url;
    } catch {
      // This page is itself framed by another site, which keeps its top to itself.
      location.href = url;
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== storeOrigin || !isMessage(event.data)) return;
    var frame = liveFrames().filter(function (candidate) {
      return candidate.iframe.contentWindow === event.source;
    })[0];
    if (!frame) return;
    var message = event.data;
    if (message.kind === 'height') {
      frame.iframe.style.height = Math.ceil(message.height) + 'px';
      if (!frame.shown) {
        show(frame);
        // Its first report says the frame now listens: it catches up on a cart change it missed.
        if (lastCart) event.source.postMessage(lastCart, storeOrigin);
      }
    } else if (message.kind === 'cart-changed') {
      // Every other frame of this store (the mini cart, a header's cart button) shows the new cart.
      var forward = (lastCart = {
        type: TYPE,
        version: VERSION,
        kind: 'cart-changed',
        cart_session_id: message.cart_session_id,
      });
      frames.forEach(function (other) {
        if (other !== frame && other.iframe.contentWindow)
          other.iframe.contentWindow.postMessage(forward, storeOrigin);
      });
    } else if (message.kind === 'open-cart') {
      openCart(message.cart_session_id);
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
    attributeFilter: ['data-shop-embed'],
  });
  scan();
})();
