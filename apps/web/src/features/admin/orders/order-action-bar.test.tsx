import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrder } from '@platform/contract';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import { OrderActionBar } from './order-action-bar';

// The bar reads only these of an order.
const order = {
  id: 'Xq2mP9vB',
  email: 'noor@example.com',
  actions: ['cancel', 'refund'],
  // The refund's dialog: what is left to give back.
  lines: [],
  totals: { total_excl_vat: 1649, total_vat: 346, total_incl_vat: 1995 },
  refunded_amount: 0,
  refunded_quantities: [],
} as unknown as AdminOrder;
const CANCEL = 'POST v1/admin/order/Xq2mP9vB/cancel';

const open = () =>
  renderPage(<OrderActionBar storeId={7} order={order} />, {
    path: '/store/:storeId/orders/:orderId',
    at: '/store/7/orders/Xq2mP9vB',
    locale: 'nl',
  });

afterEach(cleanup);

describe("an order's actions", () => {
  it('asks before cancelling, with a way back that does not read like the cancelling', async () => {
    const calls = fakeAdminApi({});
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Bestelling annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling annuleren?' });
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Terug', 'Bestelling annuleren']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.route === CANCEL)).toEqual([]);
  });

  it('cancels once confirmed, for the store the order belongs to', async () => {
    const calls = fakeAdminApi({ [CANCEL]: () => ({ status: 409, data: { message: 'Niet toegestaan.' } }) });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Bestelling annuleren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling annuleren?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bestelling annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.route === CANCEL)).toEqual([
      { route: CANCEL, params: {}, body: { store_id: 7 } },
    ]);
  });

  it('keeps "Cancel" beside an action that does not cancel', async () => {
    fakeAdminApi({});
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Terugbetalen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bestelling terugbetalen' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['Annuleren', '€ 19,95 terugbetalen']);
  });
});
