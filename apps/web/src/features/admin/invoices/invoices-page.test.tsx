import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceSummary } from '@platform/contract';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import InvoicesPage from './invoices-page';

const LIST = 'GET v1/admin/invoice';

const document = (sequence: number): InvoiceSummary => ({
  id: sequence,
  kind: 'invoice',
  number: `2026-${String(sequence).padStart(4, '0')}`,
  order_id: `order-${sequence}`,
  order_number: 1000 + sequence,
  credits_number: null,
  issued_at: '2026-03-01T10:00:00.000Z',
  buyer_name: `Buyer ${sequence}`,
  treatment: 'domestic',
  total_excl_vat: 1000,
  total_vat: 210,
  total_incl_vat: 1210,
  has_ubl: false,
});
/** A period of 45 documents, as the server pages them (20 a page unless asked otherwise). */
const documents = Array.from({ length: 45 }, (_, index) => document(index + 1));

function fakeInvoiceList() {
  return fakeAdminApi({
    [LIST]: ({ params }) => {
      const page = Number(params.page);
      const perPage = Number(params.per_page);
      const data = documents.slice((page - 1) * perPage, page * perPage);
      return { data: { data, meta: { total: documents.length, page, per_page: perPage } } };
    },
  });
}

const openPage = () =>
  renderPage(<InvoicesPage />, { path: '/store/:storeId/orders/invoices', at: '/store/7/orders/invoices' });

const numbersListed = () =>
  within(screen.getByRole('list'))
    .getAllByText(/^2026-/)
    .map((cell) => cell.textContent);

describe('the invoices page', () => {
  afterEach(cleanup);

  it('pages through a period with its total, and starts again from the first page for another period', async () => {
    const calls = fakeInvoiceList();
    await openPage();
    expect(await screen.findByText('45 documents in this period')).toBeTruthy();
    expect(numbersListed()).toHaveLength(20);
    expect(numbersListed()[0]).toBe('2026-0001');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(paging).getByText('1–20 of 45')).toBeTruthy();

    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await within(paging).findByText('21–40 of 45')).toBeTruthy();
    await userEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    expect(await within(paging).findByText('41–45 of 45')).toBeTruthy();
    expect(numbersListed()).toEqual(['2026-0041', '2026-0042', '2026-0043', '2026-0044', '2026-0045']);
    expect(within(paging).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(calls.filter((call) => call.route === LIST).at(-1)!.params).toMatchObject({
      store_id: 7,
      page: 3,
      per_page: 20,
    });

    // Another period is a list of its own, from its first page.
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-01-01');
    expect(await within(paging).findByText('1–20 of 45')).toBeTruthy();
    expect(calls.filter((call) => call.route === LIST).at(-1)!.params).toMatchObject({
      from: '2026-01-01',
      page: 1,
    });
  });

  it('names the count in Dutch and German too', async () => {
    fakeInvoiceList();
    await renderPage(<InvoicesPage />, {
      path: '/store/:storeId/orders/invoices',
      at: '/store/7/orders/invoices',
      locale: 'nl',
    });
    expect(await screen.findByText('45 documenten in deze periode')).toBeTruthy();
    cleanup();
    await renderPage(<InvoicesPage />, {
      path: '/store/:storeId/orders/invoices',
      at: '/store/7/orders/invoices',
      locale: 'de',
    });
    expect(await screen.findByText('45 Dokumente in diesem Zeitraum')).toBeTruthy();
  });
});
