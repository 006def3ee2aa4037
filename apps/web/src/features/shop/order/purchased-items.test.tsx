import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { PurchasedItem } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { PurchasedItems } from './purchased-items';

afterEach(cleanup);

const guide: PurchasedItem = {
  id: 1,
  product_name: 'Members area',
  product_type: 'file',
  name: 'Guide',
  url: '/v1/store/demo/order/o1/download/1?expires=1&signature=abcdefghijk',
  text: null,
  file: { name: 'guide.pdf', size: 2048, mime_type: 'application/pdf' },
  license_keys: [],
  license_key_expiries: [],
  license_keys_pending: 0,
  subscription_ended_at: null,
};

const open = (items: PurchasedItem[], locale: 'en' | 'nl' = 'en') =>
  renderPage(<PurchasedItems items={items} />, { path: '/order/:id', at: '/order/o1', locale });

describe("an order's goods", () => {
  it('offers the file of a subscription that runs', async () => {
    await open([guide]);
    expect((await screen.findByRole('link', { name: 'Download: Guide' })).getAttribute('href')).toBe(
      guide.url,
    );
  });

  it('names what a subscription that ended gave, and the day it ended, in place of the download', async () => {
    const ended = { ...guide, url: null, file: null, subscription_ended_at: '2026-03-20T10:00:00.000Z' };
    await open([ended], 'nl');
    expect(await screen.findByText('Guide')).toBeTruthy();
    expect(
      screen.getByText('Je abonnement is op 20-03-2026 beëindigd. Wat het gaf, is niet meer beschikbaar.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
