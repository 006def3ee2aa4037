import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PublicSeller, PublicStore, StoreLegalTexts } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { publicStore } from '@/test/shop-fixtures';
import LegalPage from './legal-page';

// The page's host is `localhost`, so the store's slug is too.
const DUTCH_SELLER: PublicSeller = {
  name: 'Atelier Noor B.V.',
  address: 'Keizersgracht 12',
  postal_code: '1015 CS',
  city: 'Amsterdam',
  country: 'NL',
  email: 'hallo@noor.example',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
};

const store = (seller: PublicSeller, legal: PublicStore['legal']) =>
  publicStore({ name: 'Noor', seller, legal });

const TERMS = 'Article 1\nThese terms apply to every order.\n<b>No</b> markup: <script>alert(1)</script>';

/** The shop's API at fetch's edge: the store, and the texts of its legal page. Answers the paths asked. */
function fakeShopApi(answer: PublicStore, texts: StoreLegalTexts = { terms: '', privacy: '' }) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: URL) => {
    asked.push(url.pathname);
    const json = (body: unknown) =>
      new Response(JSON.stringify({ data: body }), { headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/v1/store/localhost') return json(answer);
    if (url.pathname === '/v1/store/localhost/legal') return json(texts);
    return new Response('{"message":"Not found"}', { status: 404 });
  });
  return asked;
}

const open = (locale: 'nl' | 'en' | 'de' = 'en') =>
  renderPage(<LegalPage />, { path: '/legal', at: '/legal', locale });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The seller's details as a reader takes them in: each label with what it says. */
function details(): [string, string][] {
  const list = within(screen.getByRole('region', { name: /Seller|Verkoper|Anbieter/ }));
  return list
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('the legal page', () => {
  it('names a Dutch seller whole, its KvK number as such, and shows the terms as text, never as markup', async () => {
    fakeShopApi(
      store(DUTCH_SELLER, {
        terms: { kind: 'text' },
        privacy: { kind: 'link', url: 'https://noor.example/privacy' },
      }),
      { terms: TERMS, privacy: '' },
    );
    const { container } = await open();
    await screen.findByRole('heading', { name: 'Terms and conditions' });
    expect(details()).toEqual([
      ['Name', 'Atelier Noor B.V.'],
      ['Address', 'Keizersgracht 121015 CS AmsterdamNetherlands'],
      ['E-mail', 'hallo@noor.example'],
      ['VAT number', 'NL000099998B57'],
      ['KvK number (Dutch Chamber of Commerce)', '12345678'],
    ]);
    expect(screen.getByRole('link', { name: 'hallo@noor.example' }).getAttribute('href')).toBe(
      'mailto:hallo@noor.example',
    );

    const terms = within(screen.getByRole('region', { name: 'Terms and conditions' }));
    expect(terms.getByText(/These terms apply to every order\./).textContent).toBe(TERMS);
    expect(container.querySelector('b, script')).toBeNull();

    const privacy = screen.getByRole('link', { name: 'Read the privacy policy' });
    expect(privacy.getAttribute('href')).toBe('https://noor.example/privacy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener');
  });

  it('leaves out what the merchant has not given, and calls a French registration SIREN, in German', async () => {
    const asked = fakeShopApi(
      store(
        { ...DUTCH_SELLER, name: 'Noor', address: null, country: 'FR', email: null, vat_number: null },
        { terms: null, privacy: null },
      ),
    );
    await open('de');
    await screen.findByRole('heading', { name: 'Anbieter' });
    expect(details()).toEqual([
      ['Name', 'Noor'],
      ['Anschrift', '1015 CS AmsterdamFrankreich'],
      ['SIREN', '12345678'],
    ]);
    expect(screen.queryByRole('heading', { name: 'Allgemeine Geschäftsbedingungen' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Datenschutzerklärung' })).toBeNull();
    // Links and nothing need no texts: the page asks the store alone.
    expect(asked).not.toContain('/v1/store/localhost/legal');
  });

  it('names a registration outside the Netherlands and France by the general term', async () => {
    fakeShopApi(
      store(
        { ...DUTCH_SELLER, country: 'BE', address: null, postal_code: null, city: null },
        {
          terms: { kind: 'link', url: 'https://noor.example/terms' },
          privacy: null,
        },
      ),
    );
    await open('nl');
    await screen.findByRole('heading', { name: 'Verkoper' });
    expect(details()).toContainEqual(['Inschrijving handelsregister', '12345678']);
    // Only the country is given of the address: it is named, in the reader's language.
    expect(details()).toContainEqual(['Adres', 'België']);
    expect(screen.getByRole('link', { name: 'Lees de algemene voorwaarden' }).getAttribute('href')).toBe(
      'https://noor.example/terms',
    );
  });
});
