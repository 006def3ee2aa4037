import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderSummary, OrderStatus, OssReport } from '@platform/contract';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import OrderOverviewPage from './order-overview-page';
import VatReportPage from './vat-report-page';

const LIST = 'GET v1/admin/order';
const REPORT = 'GET v1/admin/vat/oss-report';
const SEARCH = 'Search by e-mail, name or number';

const summary = (
  id: string,
  customer_name: string,
  email: string,
  status: OrderStatus,
): AdminOrderSummary => ({
  id,
  number: 1000 + id.length,
  status,
  email,
  customer_name,
  totals: { total_excl_vat: 1070, total_vat: 225, total_incl_vat: 1295 },
  test_mode: false,
  created_at: '2026-03-01T10:00:00.000Z',
  actions: [],
});
const orders = [
  summary('Xq2mP9vB', 'Noor Haddad', 'noor@example.com', 'paid'),
  summary('Kd7rT2nW', 'Jan de Vries', 'jan@example.com', 'pending'),
  summary('Pb4sL8mQ', 'Noortje Bakker', 'noortje@example.com', 'refunded'),
];

/** The server's order list: matching the search on name or address, and the status. */
function fakeOrderList() {
  return fakeAdminApi({
    [LIST]: ({ params }) => {
      const search = String(params.search ?? '');
      const found = orders.filter(
        (order) =>
          (order.customer_name.toLowerCase().includes(search) || order.email.includes(search)) &&
          (!params.status || order.status === params.status),
      );
      return {
        data: { data: found, meta: { total: found.length, total_capped: false, page: 1, per_page: 20 } },
      };
    },
  });
}

const openList = (at = '/store/7/orders') =>
  renderPage(<OrderOverviewPage />, { path: '/store/:storeId/orders', at });

/** The customers of the orders listed, top to bottom. */
const customersListed = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The search and the status as the toolbar shows them. */
const filtersShown = () => [
  screen.getByRole<HTMLInputElement>('searchbox', { name: SEARCH }).value,
  screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value,
];

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the order list's search and status", () => {
  it('narrows the list to the search typed and the status chosen, asking the server for both', async () => {
    const calls = fakeOrderList();
    await openList();
    await waitFor(() => expect(customersListed()).toEqual(['Noor Haddad', 'Jan de Vries', 'Noortje Bakker']));
    await userEvent.type(screen.getByRole('searchbox', { name: SEARCH }), 'noor');
    await waitFor(() => expect(customersListed()).toEqual(['Noor Haddad', 'Noortje Bakker']));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Paid');
    await waitFor(() => expect(customersListed()).toEqual(['Noor Haddad']));
    expect(calls.filter((call) => call.route === LIST).at(-1)?.params).toEqual({
      store_id: 7,
      search: 'noor',
      status: 'paid',
      page: 1,
      per_page: 20,
    });
  });

  it('says when nothing matches the filters in the address, and clearing them lists every order again, the focus in the search box', async () => {
    fakeOrderList();
    await openList('/store/7/orders?search=zz&status=failed');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    expect(filtersShown()).toEqual(['zz', 'failed']);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(customersListed()).toEqual(['Noor Haddad', 'Jan de Vries', 'Noortje Bakker']));
    expect(filtersShown()).toEqual(['', '']);
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: SEARCH }));
  });

  it('keeps the toolbar and the focus in the search box while the list reloads after the search is cleared', async () => {
    fakeOrderList();
    await openList('/store/7/orders?search=zz');
    expect(await screen.findByRole('heading', { name: 'No orders found' })).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: SEARCH });
    await userEvent.clear(search);
    await waitFor(() => expect(customersListed()).toEqual(['Noor Haddad', 'Jan de Vries', 'Noortje Bakker']));
    expect(document.activeElement).toBe(search);
  });
});

describe("the order list's count of a search", () => {
  it('says "1,000+" when the server counted a search up to its cap, and pages on through them', async () => {
    const many = Array.from({ length: 20 }, (_, n) =>
      summary(`order${n}`, `Anna ${n}`, `anna${n}@example.com`, 'paid'),
    );
    const calls = fakeAdminApi({
      [LIST]: ({ params }) => ({
        data: {
          data: many,
          meta: { total: 1000, total_capped: true, page: Number(params.page), per_page: 20 },
        },
      }),
    });
    await openList('/store/7/orders?search=anna');
    expect(await screen.findByText('1–20 of 1,000+')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('21–40 of 1,000+')).toBeTruthy();
    expect(calls.filter((call) => call.route === LIST).at(-1)?.params).toMatchObject({
      search: 'anna',
      page: 2,
    });
  });
});

describe("the VAT report's quarter", () => {
  it('asks for the quarter chosen and shows its figures', async () => {
    // Only the clock's date is fixed, so the quarters offered are known; timers run as they do.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-10T12:00:00.000Z'));
    const calls = fakeAdminApi({
      [REPORT]: ({ params }) => {
        const report: OssReport = {
          year: Number(params.year),
          quarter: Number(params.quarter),
          from: '',
          until: '',
          test_mode: false,
          // Only the last quarter of 2025 sold to a consumer abroad.
          oss:
            params.year === 2025 && params.quarter === 4
              ? [{ country: 'DE', vat_rate: 19, taxable_amount: 1000, vat: 190, orders: 1 }]
              : [],
          reverse_charge: [],
          by_treatment: [],
        };
        return { data: { data: report } };
      },
    });
    await renderPage(<VatReportPage />, {
      path: '/store/:storeId/orders/vat-report',
      at: '/store/7/orders/vat-report',
    });
    const quarter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Quarter' });
    expect(quarter.selectedOptions[0]?.textContent).toBe('2026 Q2');
    expect(await screen.findAllByText('None in this quarter.')).toHaveLength(2);

    await userEvent.selectOptions(quarter, '2025 Q4');
    expect(await screen.findByRole('cell', { name: 'Germany' })).toBeTruthy();
    expect(calls.filter((call) => call.route === REPORT).map((call) => call.params)).toEqual([
      { store_id: 7, year: 2026, quarter: 2 },
      { store_id: 7, year: 2025, quarter: 4 },
    ]);
  });
});
