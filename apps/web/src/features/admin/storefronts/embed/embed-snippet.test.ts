import { describe, expect, it } from 'vitest';
import { buyButtonSnippet, embedPreviewUrl, embedSnippet } from './embed-snippet';

const ORIGIN = 'http://demo.localhost:3000';

describe('embed snippets', () => {
  it('places a storefront with a plain link for pages without frames', () => {
    expect(embedSnippet(ORIGIN, { kind: 'storefront', slug: 'fotografie', name: 'Foto’s & meer' })).toBe(
      [
        '<script src="http://demo.localhost:3000/embed.js" async></script>',
        '<div data-shop-embed="storefront" data-storefront="fotografie">',
        '  <a href="http://demo.localhost:3000/fotografie">Foto’s &#38; meer</a>',
        '</div>',
      ].join('\n'),
    );
  });

  it('places one product by its slug, and the mini cart with nothing to name', () => {
    expect(embedSnippet(ORIGIN, { kind: 'product', slug: 'e-book', name: '<b>E-book</b>' })).toContain(
      'data-shop-embed="product" data-product="e-book">\n  <a href="http://demo.localhost:3000/product/e-book">&#60;b&#62;E-book&#60;/b&#62;</a>',
    );
    expect(embedSnippet(ORIGIN, { kind: 'minicart' })).toBe(
      '<script src="http://demo.localhost:3000/embed.js" async></script>\n<div data-shop-embed="minicart"></div>',
    );
  });

  it('makes a buy button of a buy-now link, which the script opens over the page', () => {
    expect(buyButtonSnippet(ORIGIN, `${ORIGIN}/buy/e-book?variant=3`, 'Nu "kopen"')).toBe(
      [
        '<script src="http://demo.localhost:3000/embed.js" async></script>',
        '<a href="http://demo.localhost:3000/buy/e-book?variant=3" data-shop-overlay>Nu &#34;kopen&#34;</a>',
      ].join('\n'),
    );
  });

  it('previews on the store’s own preview page', () => {
    expect(embedPreviewUrl(ORIGIN, { kind: 'product', slug: 'e-book', name: 'E-book' })).toBe(
      `${ORIGIN}/embed-preview.html#kind=product&product=e-book`,
    );
    expect(embedPreviewUrl(ORIGIN, { kind: 'minicart' })).toBe(`${ORIGIN}/embed-preview.html#kind=minicart`);
  });
});
