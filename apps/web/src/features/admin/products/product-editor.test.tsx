import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, Store } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
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
  vat_class: 'standard',
  status: 'for_sale',
  discount_type: 'no_discount',
  discount_value: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
  images: [],
  items: [],
  translations: { de: { name: 'Musterbuch', description: '' } },
};

const routes = (save: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/product/3': () => ({ data: { data: product } }),
  'GET v1/admin/settings': () => ({ data: { data: { default_language: 'en' } } }),
  'PUT v1/admin/product/3': save,
});

const open = () =>
  renderPage(<ProductEditPage />, { path: '/store/:storeId/products/:productId', at: '/store/7/products/3' });

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

  it("edits the name per language: the store's own, and a translation that falls back when emptied", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    const languages = await screen.findByRole('group', { name: 'Language of name and description' });
    expect(within(languages).getByRole('button', { name: 'English (store language)' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    await userEvent.click(within(languages).getByRole('button', { name: /^Deutsch/ }));
    const german = screen.getByLabelText('Name');
    expect(german).toHaveProperty('value', 'Musterbuch');
    expect(german.getAttribute('placeholder')).toBe('Pattern book');
    await userEvent.clear(german);
    await userEvent.click(within(languages).getByRole('button', { name: /^Nederlands/ }));
    await userEvent.type(screen.getByLabelText('Name'), 'Patroonboek');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.route === 'PUT v1/admin/product/3')).toBe(true));
    expect(calls.find((call) => call.route === 'PUT v1/admin/product/3')?.body).toMatchObject({
      name: 'Pattern book',
      translations: { nl: { name: 'Patroonboek', description: '' }, de: { name: '', description: '' } },
    });
  });
});
