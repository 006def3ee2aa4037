import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { BusinessType } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { OrderSummary } from './order-summary';

afterEach(cleanup);

/** A monthly line of € 10,00 without VAT, € 12,10 with it, at the first order and at each renewal. */
const open = (businessType: BusinessType) =>
  renderPage(
    <OrderSummary
      businessType={businessType}
      totals={{ total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 }}
      lines={[
        {
          key: 1,
          name: 'Lidmaatschap',
          quantity: 1,
          total_excl_vat: 1000,
          total_incl_vat: 1210,
          subscription: {
            terms: { interval: 'month', trial_days: null },
            total_excl_vat: 1000,
            total_incl_vat: 1210,
          },
        },
      ]}
    />,
    { path: '/order/:id', at: '/order/o1', locale: 'nl' },
  );

describe("a subscription's renewal in an order's summary", () => {
  it('is told without VAT in a b2b store, as its prices are', async () => {
    await open('b2b');
    expect(await screen.findByText('€ 10,00 per maand')).toBeTruthy();
  });

  it('is told with VAT in a b2c store', async () => {
    await open('b2c');
    expect(await screen.findByText('€ 12,10 per maand')).toBeTruthy();
  });
});
