import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DiscountCode, DiscountCodeRequest, Locale } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, product, summaryOf } from '@/test/admin-fixtures';
import { renderPage } from '@/test/render-page';
import DiscountCodesPage from './discount-codes-page';

const CREATE = 'POST v1/admin/discount-code';
const UPDATE = 'PUT v1/admin/discount-code/5';

const welcome: DiscountCode = {
  id: 5,
  code: 'WELCOME',
  type: 'percentage',
  value: 15,
  starts_at: '2026-05-01T07:30:00.000Z',
  ends_at: null,
  max_uses: null,
  max_uses_per_email: 1,
  product_ids: [3],
  minimum_total: 0,
  uses: 2,
  reserved: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};

const catalogue = [
  summaryOf(product),
  summaryOf({ ...product, id: 4, name: 'Stitch guide', slug: 'stitch-guide' }),
];

/** The server keeps a code as sent, with the counts it had. */
const saved = (body: unknown): DiscountCode => ({ ...welcome, ...(body as DiscountCodeRequest) });

const routes = (save: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/discount-code': () => ({ data: { data: [welcome] } }),
  'GET v1/admin/product': ({ params }) => {
    const search = String(params.search ?? '').toLowerCase();
    const data = catalogue.filter((entry) => entry.name.toLowerCase().includes(search));
    return { data: { data, meta: { total: data.length, page: 1, per_page: 20 } } };
  },
  [CREATE]: save,
  [UPDATE]: save,
});

const open = (locale: Locale = 'en') =>
  renderPage(<DiscountCodesPage />, {
    path: '/store/:storeId/products/discount-codes',
    at: '/store/7/products/discount-codes',
    locale,
  });

async function openNew(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  return screen.findByRole('dialog', { name: label });
}

afterEach(cleanup);

// The list page and its dialogs render in a simulated document: slower than a unit, so more time.
describe('the discount code dialog', () => {
  it("refuses a malformed code and counts that are no whole numbers in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes(({ body }) => ({ data: { data: saved(body) } })));
    await open('nl');
    const dialog = await openNew('Nieuwe kortingscode');
    const code = within(dialog).getByLabelText('Code');
    await userEvent.type(code, 'ab!');
    const percentage = within(dialog).getByLabelText('Percentage');
    await userEvent.type(percentage, '12,5');
    const maxUses = within(dialog).getByLabelText('Aantal keer in totaal');
    await userEvent.type(maxUses, 'veel');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Code aanmaken' }));
    await waitFor(() =>
      expect(descriptionOf(code)).toBe('Gebruik 3 tot 40 letters, cijfers, streepjes en liggende streepjes.'),
    );
    await waitFor(() => expect(descriptionOf(percentage)).toBe('Moet een geheel getal zijn.'));
    await waitFor(() => expect(descriptionOf(maxUses)).toBe('Moet een geheel getal zijn.'));
    expect(document.activeElement).toBe(code);
    expect(bodiesSentTo(calls, CREATE)).toEqual([]);
  });

  it('creates an amount off for the products picked, in cents, closes, and lists the new code', async () => {
    const calls = fakeAdminApi(routes(({ body }) => ({ data: { data: { ...saved(body), id: 6 } } })));
    await open();
    const dialog = await openNew('New discount code');
    await userEvent.type(within(dialog).getByLabelText('Code'), ' MAY_5 ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'Amount off');
    await userEvent.type(within(dialog).getByLabelText('Amount'), '5,50');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Search products' }), 'stit');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Stitch guide' }));
    const chosen = within(dialog).getByRole('list', { name: 'Chosen products' });
    expect(within(chosen).getByRole('button', { name: 'Remove Stitch guide' })).toBeTruthy();
    expect(within(dialog).getByText('For 1 product')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Minimum order'), '20');
    await userEvent.type(within(dialog).getByLabelText('Valid until'), '2026-06-30T23:59');
    await userEvent.type(within(dialog).getByLabelText('Uses per e-mail address'), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(calls, CREATE)).toEqual([
      {
        store_id: 7,
        code: 'MAY_5',
        type: 'fixed_amount',
        value: 550,
        starts_at: null,
        ends_at: new Date('2026-06-30T23:59').toISOString(),
        max_uses: null,
        max_uses_per_email: 1,
        product_ids: [4],
        minimum_total: 2000,
      },
    ]);
    expect(screen.getByText('MAY_5')).toBeTruthy();
    expect(screen.getByText('€5.50')).toBeTruthy();
  });

  it("places the server's refusals on their fields, the first focused, and stays open", async () => {
    const calls = fakeAdminApi(
      routes(() => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            code: ['This store already has this code.'],
            ends_at: ['The end must come after the start.'],
            product_ids: ['These products are not in this store.'],
          },
        },
      })),
    );
    await open();
    const dialog = await openNew('New discount code');
    const code = within(dialog).getByLabelText('Code');
    await userEvent.type(code, 'WELCOME');
    await userEvent.type(within(dialog).getByLabelText('Percentage'), '10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create code' }));
    await within(dialog).findByText('This store already has this code.');
    await waitFor(() => expect(descriptionOf(code)).toBe('This store already has this code.'));
    expect(document.activeElement).toBe(code);
    expect(descriptionOf(within(dialog).getByLabelText('Valid until'))).toBe(
      'The end must come after the start.',
    );
    expect(within(dialog).getByRole('alert').textContent).toBe('These products are not in this store.');
    expect(descriptionOf(within(dialog).getByRole('group', { name: 'Products' }))).toBe(
      'These products are not in this store.',
    );
    expect(bodiesSentTo(calls, CREATE)).toMatchObject([{ store_id: 7, code: 'WELCOME', value: 10 }]);
  });

  it('changes a code: it opens as saved, and sends the whole code again with what was changed', async () => {
    const calls = fakeAdminApi(routes(({ body }) => ({ data: { data: saved(body) } })));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit WELCOME' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit discount code' });
    expect(within(dialog).getByLabelText('Code')).toHaveProperty('value', 'WELCOME');
    const percentage = within(dialog).getByLabelText('Percentage');
    expect(percentage).toHaveProperty('value', '15');
    const perEmail = within(dialog).getByLabelText('Uses per e-mail address');
    expect(perEmail).toHaveProperty('value', '1');
    await userEvent.clear(percentage);
    await userEvent.type(percentage, '20');
    await userEvent.clear(perEmail);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove Pattern book' }));
    expect(within(dialog).getByText('For every product')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(calls, UPDATE)).toEqual([
      {
        store_id: 7,
        code: 'WELCOME',
        type: 'percentage',
        value: 20,
        starts_at: '2026-05-01T07:30:00.000Z',
        ends_at: null,
        max_uses: null,
        max_uses_per_email: null,
        product_ids: [],
        minimum_total: 0,
      },
    ]);
    expect(screen.getByText('20 % off')).toBeTruthy();
  });
});
