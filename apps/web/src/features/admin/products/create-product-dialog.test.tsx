import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Locale, Product, Store } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, product, store } from '@/test/admin-fixtures';
import { renderPage } from '@/test/render-page';
import ProductEditPage from './product-edit-page';
import ProductOverviewPage from './product-overview-page';

const CREATE = 'POST v1/admin/product';
const created: Product = { ...product, id: 12, status: 'concept', translations: {} };

const routes = (create: FakeRoutes[string], shop: Store = store): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: shop } }),
  'GET v1/admin/product': () => ({ data: { data: [], meta: { total: 0, page: 1, per_page: 20 } } }),
  'GET v1/admin/settings': () => ({ data: { data: { default_language: 'en' } } }),
  [CREATE]: create,
  'GET v1/admin/product/12': () => ({ data: { data: created } }),
});

/** The products overview with the product pages behind it, as the app routes them. */
const open = (locale: Locale = 'en') =>
  renderPage(
    <Routes>
      <Route index element={<ProductOverviewPage />} />
      <Route path=":productId" element={<ProductEditPage />} />
    </Routes>,
    { path: '/store/:storeId/products/*', at: '/store/7/products', locale },
  );

async function openDialog(addLabel: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name: addLabel }));
  return screen.findByRole('dialog', { name: title });
}

afterEach(cleanup);

// The overview page and the dialog render in a simulated document: slower than a unit, so more time.
describe('the new product dialog', () => {
  it("refuses an empty name and an unreadable price in the reader's language, sends nothing, and forgets them on Cancel", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: created } })));
    await open('nl');
    let dialog = await openDialog('Product toevoegen', 'Nieuw product');
    const price = within(dialog).getByLabelText('Prijs incl. btw');
    await userEvent.type(price, 'twaalf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Product aanmaken' }));
    const name = within(dialog).getByLabelText('Naam');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    await waitFor(() => expect(descriptionOf(price)).toBe('Vul een bedrag in, zoals 12,95.'));
    expect(document.activeElement).toBe(name);
    expect(bodiesSentTo(calls, CREATE)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openDialog('Product toevoegen', 'Nieuw product');
    expect(within(dialog).getByLabelText('Prijs incl. btw')).toHaveProperty('value', '');
    await waitFor(() => expect(descriptionOf(within(dialog).getByLabelText('Naam'))).toBe(''));
  });

  it('creates a concept for the store with the price in cents, then opens the new product', async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: created } })));
    await open();
    const dialog = await openDialog('Add product', 'New product');
    await userEvent.type(within(dialog).getByLabelText('Name'), '  Pattern book ');
    await userEvent.type(within(dialog).getByLabelText('Price incl. VAT'), '€ 12,95');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('heading', { name: 'Pattern book' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodiesSentTo(calls, CREATE)).toEqual([
      {
        store_id: 7,
        name: 'Pattern book',
        price: 1295,
        description: '',
        vat_class: 'standard',
        status: 'concept',
        discount_type: 'no_discount',
        discount_value: 0,
        translations: {},
      },
    ]);
  });

  it("asks a business shop for the price excluding VAT and places the server's refusal on its field", async () => {
    const calls = fakeAdminApi(
      routes(
        () => ({
          status: 422,
          data: { message: 'The given data was invalid.', errors: { price: ['Must be at most 99999999.'] } },
        }),
        { ...store, business_type: 'b2b', settings: { ...store.settings, business_type: 'b2b' } },
      ),
    );
    await open();
    const dialog = await openDialog('Add product', 'New product');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Pattern book');
    const price = within(dialog).getByLabelText('Price excl. VAT');
    await userEvent.type(price, '10.70');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create product' }));
    await within(dialog).findByText('Must be at most 99999999.');
    await waitFor(() => expect(descriptionOf(price)).toBe('Must be at most 99999999.'));
    expect(document.activeElement).toBe(price);
    expect(bodiesSentTo(calls, CREATE)).toMatchObject([{ store_id: 7, price: 1070 }]);
  });
});
