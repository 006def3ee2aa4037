/*
 * The admin's preview of an embed (embed-preview.html#kind=product&product=<slug>): places the element
 * a merchant's snippet would, for embed.js to pick up. A file of its own, as the store's pages allow
 * no inline script.
 */
/* global document, location */
(function () {
  'use strict';
  var params = new URLSearchParams(location.hash.slice(1));
  var kind = params.get('kind');
  if (kind !== 'storefront' && kind !== 'product' && kind !== 'minicart') return;
  var element = document.createElement('div');
  element.setAttribute('data-shop-embed', kind);
  if (kind !== 'minicart') element.setAttribute('data-' + kind, params.get(kind) || '');
  if (kind === 'minicart') element.style.maxWidth = '360px';
  document.getElementById('preview').appendChild(element);
})();
