import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Store } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import ProductEditPage from './product-edit-page';

const store: Store = {
  id: 7,
  name: 'Atelier Noor',
  slug: 'atelier-noor',
  business_type: 'b2c',
  test_mode: { value: true },
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  created_at: '2026-01-01T00:00:00.000Z',
};

const product: Product = {
  id: 3,
  store_id: 7,
  name: 'Pattern book',
  slug: 'pattern-book',
  description: '',
  price: 1295,
  vat_rate: 21,
  status: 'for_sale',
  discount_type: 'no_discount',
  discount_value: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
  images: [],
  items: [],
};

const routes = (save: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/product/3': () => ({ data: { data: product } }),
  'PUT v1/admin/product/3': save,
});

const open = () =>
  renderPage(<ProductEditPage />, { path: '/store/:storeId/products/:productId', at: '/store/7/products/3' });

function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(cleanup);

// The whole editor page renders in a simulated document: slower than a unit, so more time.
describe('the product editor', { timeout: 20_000 }, () => {
  it('refuses an unreadable price beside the field and sends nothing', async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    const price = await screen.findByLabelText('Price incl. VAT');
    await userEvent.clear(price);
    await userEvent.type(price, 'twelve');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter an amount, such as 12.95.', {}, { timeout: 5000 });
    expect(descriptionOf(price)).toContain('Enter an amount, such as 12.95.');
    expect(calls.filter((call) => call.route === 'PUT v1/admin/product/3')).toEqual([]);
  });

  it("sends the price in cents and places the server's field errors on their fields", async () => {
    const calls = fakeAdminApi(
      routes(() => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { slug: ['This address is already in use.'] },
        },
      })),
    );
    await open();
    const price = await screen.findByLabelText('Price incl. VAT');
    await userEvent.clear(price);
    await userEvent.type(price, '14.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This address is already in use.', {}, { timeout: 5000 });
    const slug = screen.getByLabelText('Address in the shop');
    expect(descriptionOf(slug)).toContain('This address is already in use.');
    expect(document.activeElement).toBe(slug);
    expect(calls.find((call) => call.route === 'PUT v1/admin/product/3')?.body).toMatchObject({
      store_id: 7,
      price: 1450,
    });
  });
});
