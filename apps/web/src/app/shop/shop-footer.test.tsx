import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PublicStore } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { publicStore } from '@/test/shop-fixtures';
import { ShopFooter } from './shop-footer';

const store = (legal: PublicStore['legal']) => publicStore({ name: 'Noor', legal });

function fakeShopApi(answer: PublicStore) {
  vi.stubGlobal('fetch', async (url: URL) =>
    url.pathname === '/v1/store/localhost'
      ? new Response(JSON.stringify({ data: answer }), { headers: { 'Content-Type': 'application/json' } })
      : new Response('{"message":"Not found"}', { status: 404 }),
  );
}

const open = (locale: 'nl' | 'en' | 'de' = 'en') =>
  renderPage(<ShopFooter />, { path: '/product/:slug', at: '/product/book', locale });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The footer's legal links as a reader meets them: name, address, and whether a new tab opens. */
async function legalLinks(name: string) {
  const nav = within(await screen.findByRole('navigation', { name }));
  return nav
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')]);
}

describe('the shop’s footer', () => {
  it('names the seller by its legal name and links its details, its terms page and its own privacy page', async () => {
    fakeShopApi(
      store({ terms: { kind: 'text' }, privacy: { kind: 'link', url: 'https://noor.example/privacy' } }),
    );
    await open();
    expect(await screen.findByText(`© ${new Date().getFullYear()} Atelier Noor B.V.`)).toBeTruthy();
    expect(await legalLinks('About the seller')).toEqual([
      ['Seller information', '/legal', null],
      ['Terms', '/legal#terms', null],
      ['Privacy', 'https://noor.example/privacy', '_blank'],
    ]);
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('rel')).toBe('noopener');
  });

  it('links only what the merchant gave, in the shopper’s language', async () => {
    fakeShopApi(store({ terms: { kind: 'link', url: 'https://noor.example/agb' }, privacy: null }));
    await open('de');
    expect(await legalLinks('Über den Anbieter')).toEqual([
      ['Impressum', '/legal', null],
      ['AGB', 'https://noor.example/agb', '_blank'],
    ]);
  });
});
