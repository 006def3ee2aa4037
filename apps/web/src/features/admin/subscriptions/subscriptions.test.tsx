import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSubscription, AdminSubscriptionDetail, SubscriptionMrr } from '@platform/contract';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import SubscriptionDetailsPage from './subscription-details-page';
import SubscriptionOverviewPage from './subscription-overview-page';

const LIST = 'GET v1/admin/subscription';
const MRR = 'GET v1/admin/subscription/mrr';
const DETAIL = 'GET v1/admin/subscription/5';

const subscription: AdminSubscription = {
  id: 5,
  status: 'active',
  interval: 'month',
  order_id: 'first-order',
  product_id: 3,
  variant_id: 4,
  name: 'Fotoclub',
  email: 'noor@example.com',
  quantity: 1,
  unit_price: 1210,
  periods: 2,
  current_period_start: '2026-02-15T10:00:00.000Z',
  current_period_end: '2026-03-15T10:00:00.000Z',
  trial_ends_at: null,
  cancel_at_period_end: false,
  next_charge_at: '2026-03-15T10:00:00.000Z',
  failed_charges: 0,
  created_at: '2026-01-15T10:00:00.000Z',
  cancelled_at: null,
  ended_at: null,
  customer_name: 'Noor de Vries',
  order_number: 1001,
  test_mode: false,
};

const yearly: AdminSubscription = {
  ...subscription,
  id: 6,
  interval: 'year',
  quantity: 2,
  email: 'bram@example.com',
  cancel_at_period_end: true,
  next_charge_at: null,
  current_period_end: '2027-01-20T10:00:00.000Z',
};

const mrr: SubscriptionMrr = {
  mrr: 1412,
  vat_included: true,
  counts: { trialing: 0, active: 2, past_due: 0, cancelled: 1, expired: 0 },
  cancelling: 1,
};

const order = (period: number, number: number) => ({
  id: `order-${period}`,
  number,
  status: 'paid' as const,
  period,
  totals: { total_excl_vat: 1000, total_vat: 210, total_incl_vat: 1210 },
  created_at: '2026-02-15T10:00:00.000Z',
  paid_at: '2026-02-15T10:00:01.000Z',
});

const detail: AdminSubscriptionDetail = {
  ...subscription,
  orders: [order(2, 1004), order(1, 1001)],
  refundable: 1210,
  actions: ['cancel', 'cancel-at-period-end', 'refund'],
};

afterEach(cleanup);

describe('the subscriptions page', () => {
  it('shows the monthly revenue on top, then each subscription with its price, status and next charge', async () => {
    const calls = fakeAdminApi({
      [MRR]: () => ({ data: { data: mrr } }),
      [LIST]: ({ params }) => ({
        data: {
          data: params.status === 'active' ? [subscription] : [yearly, subscription],
          meta: { total: 2, total_capped: false, page: 1, per_page: 20 },
        },
      }),
    });
    await renderPage(<SubscriptionOverviewPage />, {
      path: '/store/:storeId/orders/subscriptions',
      at: '/store/7/orders/subscriptions',
      locale: 'nl',
    });
    const card = await screen.findByRole('region', { name: 'Terugkerende omzet per maand (MRR)' });
    expect(card.textContent?.replace(/\u00a0/g, ' ')).toContain('€ 14,12incl. btw');
    expect(within(card).getByText('Stopt').nextSibling?.textContent).toBe('1');

    const rows = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      expect.stringMatching(
        /bram@example\.com.*2 × € 12,10 \/ jaar.*Actief.*Stopt na deze periode.*Stopt op 20-01-2027/,
      ),
      expect.stringMatching(/noor@example\.com.*€ 12,10 \/ maand.*Actief.*15-03-2026/),
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'noor@example.com' }).getAttribute('href')).toBe(
      '/store/7/orders/subscriptions/5',
    );

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Actief');
    await waitFor(() =>
      expect(calls.filter((call) => call.route === LIST).at(-1)?.params).toMatchObject({
        store_id: 7,
        status: 'active',
      }),
    );
  });
});

describe("a subscription's page", () => {
  const open = () =>
    renderPage(<SubscriptionDetailsPage />, {
      path: '/store/:storeId/orders/subscriptions/:subscriptionId',
      at: '/store/7/orders/subscriptions/5',
      locale: 'nl',
    });

  it('lists its orders, each opening the order, the renewal first', async () => {
    fakeAdminApi({ [DETAIL]: () => ({ data: { data: detail } }) });
    await open();
    const payments = await screen.findByRole('heading', { name: 'Betalingen' });
    const links = within(payments.closest('section')!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Bestelnummer #1004', '/store/7/orders/order-2'],
      ['Bestelnummer #1001', '/store/7/orders/order-1'],
    ]);
    expect(screen.getByText('Verlenging, periode 2', { exact: false })).toBeTruthy();
  });

  it('refunds the latest payment and cancels, after a question naming the amount and the order', async () => {
    const REFUND = 'POST v1/admin/subscription/5/refund';
    // The server's subscription: as it is, and once refunded.
    let current: AdminSubscriptionDetail = detail;
    const calls = fakeAdminApi({
      [DETAIL]: () => ({ data: { data: current } }),
      [REFUND]: () => {
        current = { ...detail, status: 'cancelled', actions: [], refundable: 0 };
        return { data: { data: current } };
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Terugbetalen en opzeggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dit abonnement terugbetalen en opzeggen?' });
    expect(dialog.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '€ 12,10 van bestelling #1004 gaat via de betaalprovider terug naar noor@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terugbetalen en opzeggen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.route === REFUND)).toEqual([
      { route: REFUND, params: {}, body: { store_id: 7 } },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Terugbetalen en opzeggen' })).toBeNull(),
    );
  });

  it('asks before cancelling at the period end, naming the day access ends; resuming asks nothing', async () => {
    const END = 'POST v1/admin/subscription/5/cancel-at-period-end';
    const RESUME = 'POST v1/admin/subscription/5/resume';
    const ending = {
      ...detail,
      cancel_at_period_end: true,
      next_charge_at: null,
      actions: ['cancel', 'resume', 'refund'],
    } satisfies AdminSubscriptionDetail;
    let current: AdminSubscriptionDetail = detail;
    const calls = fakeAdminApi({
      [DETAIL]: () => ({ data: { data: current } }),
      [END]: () => {
        current = ending;
        return { data: { data: current } };
      },
      [RESUME]: () => {
        current = detail;
        return { data: { data: current } };
      },
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Opzeggen per einde periode' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opzeggen per einde van deze periode?' });
    expect(dialog.textContent).toContain('noor@example.com houdt toegang tot 15-03-2026');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Terug', 'Opzeggen per einde periode']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opzeggen per einde periode' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Hervatten' }));
    await waitFor(() => expect(calls.filter((call) => call.route === RESUME)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.filter((call) => call.route === END)).toHaveLength(1);
  });

  it('says so when the store has no such subscription', async () => {
    fakeAdminApi({});
    await open();
    expect(await screen.findByRole('heading', { name: 'Abonnement niet gevonden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar abonnementen' }).getAttribute('href')).toBe(
      '/store/7/orders/subscriptions',
    );
  });
});
