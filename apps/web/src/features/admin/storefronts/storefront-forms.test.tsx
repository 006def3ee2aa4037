import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Locale, Product, Store, Storefront } from '@platform/contract';
import { fakeAdminApi, type FakeReply, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import { variant } from '@/test/admin-fixtures';
import StorefrontEditPage from './storefront-edit-page';
import StorefrontOverviewPage from './storefront-overview-page';

const store: Store = {
  id: 7,
  name: 'Atelier Noor',
  slug: 'atelier-noor',
  business_type: 'b2c',
  test_mode: { value: true },
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  created_at: '2026-01-01T00:00:00.000Z',
};
const storefront: Storefront = {
  id: 12,
  store_id: 7,
  name: 'Summer collection',
  slug: 'summer-collection',
  description: '',
  publication_status: 'draft',
  product_ids: [3, 4],
  is_home: false,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const product = (id: number, name: string): Product => ({
  id,
  store_id: 7,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  description: '',
  price: 1295,
  vat_rate: 21,
  vat_class: 'standard',
  status: 'for_sale',
  discount_type: 'no_discount',
  discount_value: 0,
  subscription_interval: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
  images: [],
  items: [],
  translations: {},
  variants: [variant({ id: id * 10 })],
});
const products = [product(3, 'Pattern book'), product(4, 'Sewing kit'), product(5, 'Gift card')];
const CREATE = 'POST v1/admin/storefront';
const SAVE = 'PUT v1/admin/storefront/12';

/** The store's catalogue as the editor reads it: each product, and the search over their names. */
const catalogue: FakeRoutes = {
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/product': ({ params }) => {
    const search = String(params.search ?? '').toLowerCase();
    const found = products.filter((candidate) => candidate.name.toLowerCase().includes(search));
    return {
      data: {
        data: found.map((candidate) => ({ ...candidate, image: null })),
        meta: { total: found.length, page: 1, per_page: 20 },
      },
    };
  },
  ...Object.fromEntries(
    products.map((candidate) => [
      `GET v1/admin/product/${candidate.id}`,
      () => ({ data: { data: candidate } }),
    ]),
  ),
};

/** The storefront pages as the app routes them: the overview opens the editor of a new one. */
const open = (at: string, locale: Locale = 'en') =>
  renderPage(
    <Routes>
      <Route path="/store/:storeId/storefronts" element={<StorefrontOverviewPage />} />
      <Route path="/store/:storeId/storefronts/:storefrontId" element={<StorefrontEditPage />} />
    </Routes>,
    { path: '/*', at, locale },
  );

/** The editor of the storefront, its saving answered by `save`; the calls made. */
async function openEditor(save: (body: unknown) => FakeReply, locale: Locale = 'en') {
  const calls = fakeAdminApi({
    ...catalogue,
    'GET v1/admin/storefront/12': () => ({ data: { data: storefront } }),
    [SAVE]: ({ body }) => save(body),
  });
  await open('/store/7/storefronts/12', locale);
  return calls;
}

const sent = (calls: ReturnType<typeof fakeAdminApi>, route: string) =>
  calls.filter((call) => call.route === route).map((call) => call.body);

/** The storefront's products in the order shoppers will see them, read off their remove buttons. */
const productsInOrder = () =>
  within(screen.getByRole('list', { name: 'Products in this storefront' }))
    .getAllByRole('button', { name: /^Remove / })
    .map((button) => button.getAttribute('aria-label'));

afterEach(cleanup);

describe('naming a new storefront', () => {
  /** The store without storefronts yet; the server creates one as asked, unless told otherwise. */
  async function openOverview(locale: Locale, create?: () => FakeReply) {
    const calls = fakeAdminApi({
      ...catalogue,
      'GET v1/admin/storefront': () => ({ data: { data: [] } }),
      [CREATE]: ({ body }) =>
        create?.() ?? { data: { data: { ...storefront, ...(body as object), id: 12, product_ids: [] } } },
    });
    await open('/store/7/storefronts', locale);
    return calls;
  }

  it("refuses a name of spaces beside the field, in the reader's language, and forgets it once cancelled", async () => {
    const calls = await openOverview('nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Storefront toevoegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe storefront' });
    await userEvent.type(within(dialog).getByLabelText('Naam'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Storefront aanmaken' }));
    const name = within(dialog).getByLabelText('Naam');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    expect(document.activeElement).toBe(name);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Storefront toevoegen' }));
    const again = within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>('Naam');
    expect(again.value).toBe('');
    await waitFor(() => expect(descriptionOf(again)).toBe(''));
    expect(sent(calls, CREATE)).toEqual([]);
  });

  it('creates a draft under the trimmed name, closes, and opens it in the editor', async () => {
    const calls = await openOverview('en');
    await userEvent.click(await screen.findByRole('button', { name: 'Add storefront' }));
    const dialog = await screen.findByRole('dialog', { name: 'New storefront' });
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Summer collection ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create storefront' }));
    expect(await screen.findByRole('heading', { name: 'Summer collection' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Summer collection');
    expect(screen.getByText('No products yet. Search for them and add them.')).toBeTruthy();
    expect(sent(calls, CREATE)).toEqual([
      {
        store_id: 7,
        name: 'Summer collection',
        description: '',
        publication_status: 'draft',
        product_ids: [],
        is_home: false,
      },
    ]);
  });

  it("places the server's refusal of the name on the field, focused, and keeps the dialog open", async () => {
    await openOverview('en', () => ({
      status: 422,
      data: { message: 'The given data was invalid.', errors: { name: ['Use at most 200 characters.'] } },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add storefront' }));
    const dialog = await screen.findByRole('dialog', { name: 'New storefront' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Summer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create storefront' }));
    await within(dialog).findByText('Use at most 200 characters.');
    const name = within(dialog).getByLabelText('Name');
    await waitFor(() => expect(descriptionOf(name)).toBe('Use at most 200 characters.'));
    expect(document.activeElement).toBe(name);
  });
});

describe('the storefront editor', () => {
  it("refuses an empty name and an address shoppers cannot use beside their fields, in the reader's language, and saves nothing", async () => {
    const calls = await openEditor(() => ({ data: { data: storefront } }), 'de');
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    const slug = screen.getByLabelText('Adresse');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'cart');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(descriptionOf(name)).toBe('Dieses Feld ist erforderlich.'));
    await waitFor(() => expect(descriptionOf(slug)).toBe('Diese Adresse ist reserviert.'));
    expect(document.activeElement).toBe(name);

    await userEvent.clear(slug);
    await userEvent.type(slug, 'Sale');
    await waitFor(() =>
      expect(descriptionOf(slug)).toBe('Verwende Kleinbuchstaben, Ziffern und Bindestriche (höchstens 80).'),
    );
    expect(sent(calls, SAVE)).toEqual([]);
  });

  it('saves the description and both switches as set, then shows the storefront published, as home, with its link', async () => {
    const calls = await openEditor((body) => ({
      data: { data: { ...storefront, ...(body as object) } },
    }));
    expect(await screen.findByText('Visible in the shop once published')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Description'), 'Linen.');
    await userEvent.click(screen.getByRole('switch', { name: 'Published' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Home page of the shop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('link', { name: 'View in shop' })).toBeTruthy();
    expect(screen.getByText('Home page')).toBeTruthy();
    // Saved, the form is its new starting point: nothing left to save.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(sent(calls, SAVE)).toEqual([
      {
        store_id: 7,
        name: 'Summer collection',
        slug: 'summer-collection',
        description: 'Linen.',
        publication_status: 'published',
        is_home: true,
        product_ids: [3, 4],
      },
    ]);
  });

  it('adds a product found by its name, moves and removes others, and saves them in that order', async () => {
    const calls = await openEditor(() => ({ data: { data: storefront } }));
    // Listed before any search, what the storefront holds is marked as added.
    expect(await screen.findByRole('button', { name: 'Pattern book is added' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'gift');
    // The search answered: only what matches it is listed.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Pattern book is added' })).toBeNull(), {
      timeout: 3000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add Gift card' }));
    expect(screen.getByRole('button', { name: 'Gift card is added' })).toHaveProperty('disabled', true);
    await userEvent.click(await screen.findByRole('button', { name: 'Move Sewing kit up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pattern book from the storefront' }));
    expect(productsInOrder()).toEqual([
      'Remove Sewing kit from the storefront',
      'Remove Gift card from the storefront',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(calls, SAVE)).toHaveLength(1));
    expect(sent(calls, SAVE)[0]).toMatchObject({ store_id: 7, product_ids: [4, 5] });
  });

  it('names the buttons of a product still loading by its number, not as deleted, then by its name', async () => {
    let answer: (reply: FakeReply) => void = () => {};
    fakeAdminApi({
      ...catalogue,
      'GET v1/admin/storefront/12': () => ({ data: { data: storefront } }),
      'GET v1/admin/product/3': () => new Promise((resolve) => (answer = resolve)),
    });
    await open('/store/7/storefronts/12');
    await screen.findByRole('button', { name: 'Remove Sewing kit from the storefront' });
    const loading = within(screen.getByRole('list', { name: 'Products in this storefront' }))
      .getAllByRole('listitem')
      .at(0)!;
    expect(within(loading).getByText('Loading…')).toBeTruthy();
    expect(
      within(loading)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Move product 3 up', 'Move product 3 down', 'Remove product 3 from the storefront']);

    answer({ data: { data: products[0] } });
    expect(
      await screen.findByRole('button', { name: 'Remove Pattern book from the storefront' }),
    ).toBeTruthy();
  });

  it("places the server's refusals on the address, focused, and under the products", async () => {
    const calls = await openEditor(
      () => ({
        status: 422,
        data: {
          message: 'Die angegebenen Daten sind ungültig.',
          errors: {
            slug: ['Diese Adresse ist bereits vergeben.'],
            product_ids: ['Ein oder mehrere Produkte gehören nicht zu diesem Shop.'],
          },
        },
      }),
      'de',
    );
    const slug = await screen.findByLabelText('Adresse');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'neu');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(descriptionOf(slug)).toBe('Diese Adresse ist bereits vergeben.'));
    expect(document.activeElement).toBe(slug);
    expect(screen.getByText('Ein oder mehrere Produkte gehören nicht zu diesem Shop.')).toBeTruthy();
    expect(sent(calls, SAVE)).toMatchObject([{ slug: 'neu' }]);
  });
});
