import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PublicStore } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { seller } from '@/test/shop-fixtures';
import { SoldBy } from './sold-by';

const open = (legal: PublicStore['legal'], locale: 'en' | 'de' = 'en') =>
  renderPage(<SoldBy store={{ seller, legal }} />, { path: '/checkout', at: '/checkout', locale });

afterEach(cleanup);

describe('who sells, by the pay button', () => {
  it('names the seller and opens its details and privacy policy in a new tab', async () => {
    await open({ terms: null, privacy: { kind: 'text' } });
    expect(await screen.findByText(/^Sold by Atelier Noor B\.V\./)).toBeTruthy();
    const links = screen
      .getAllByRole('link')
      .map((link) => [
        link.textContent,
        link.getAttribute('href'),
        link.getAttribute('target'),
        link.getAttribute('rel'),
      ]);
    expect(links).toEqual([
      ['Seller information', '/legal', '_blank', 'noopener'],
      ['Privacy policy', '/legal#privacy', '_blank', 'noopener'],
    ]);
  });

  it('links no privacy policy the merchant has not given, in German', async () => {
    await open({ terms: null, privacy: null }, 'de');
    expect(await screen.findByText(/^Verkauft von Atelier Noor B\.V\./)).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Impressum']);
  });
});
