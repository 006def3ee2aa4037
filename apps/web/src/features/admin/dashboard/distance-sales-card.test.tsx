import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { DistanceSales } from '@platform/contract';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import { DistanceSalesCard } from './distance-sales-card';

const ROUTE = 'GET v1/admin/vat/distance-sales';

const sales = (figures: Partial<DistanceSales>): DistanceSales => ({
  year: 2026,
  scheme: 'domestic',
  amount: 0,
  threshold: 1_000_000,
  passed: false,
  test_mode: false,
  ...figures,
});

const open = (locale: 'nl' | 'en' | 'de' = 'en') =>
  renderPage(<DistanceSalesCard storeId={7} />, { path: '/store/:storeId', at: '/store/7', locale });

afterEach(cleanup);

describe('the distance-sales card', () => {
  it('shows a domestic-scheme store how far it is from €10,000, for its own store', async () => {
    const calls = fakeAdminApi({ [ROUTE]: () => ({ data: { data: sales({ amount: 612_345 }) } }) });
    await open();
    expect(
      await screen.findByRole('heading', { name: 'Sales to consumers in other EU countries' }),
    ).toBeTruthy();
    expect(screen.getByText('€6,123.45 of €10,000.00 in 2026')).toBeTruthy();
    expect(screen.getByText('€3,876.55 to go before the threshold.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([{ route: ROUTE, params: { store_id: 7 }, body: undefined }]);
  });

  it('warns once the threshold is passed and leads to the settings, in the merchant’s language', async () => {
    fakeAdminApi({
      [ROUTE]: () => ({ data: { data: sales({ amount: 1_000_001, passed: true, test_mode: true }) } }),
    });
    await open('nl');
    const alert = await screen.findByRole('alert');
    // Dutch money has a no-break space after the euro sign.
    expect(alert.textContent).toMatch(/^Je bent boven €\s10\.000,00: reken consumenten/);
    const link = screen.getByRole('link', { name: 'Wijzig de btw-regeling in de instellingen' });
    expect(link.getAttribute('href')).toBe('/store/7/settings');
    expect(
      screen.getByText('Geteld uit je testbestellingen zolang de winkel in testmodus staat.'),
    ).toBeTruthy();
  });

  it('shows nothing to a store already on OSS', async () => {
    const calls = fakeAdminApi({
      [ROUTE]: () => ({ data: { data: sales({ scheme: 'oss', amount: 2_000_000 }) } }),
    });
    const { container } = await open('de');
    await expect.poll(() => calls.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });
});
