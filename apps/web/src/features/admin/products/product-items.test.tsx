import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_LICENSE_UPLOAD_CHARS, type Locale, type ProductItem } from '@platform/contract';
import { Toasts } from '@/components/toasts';
import { useProduct } from '@/lib/api/products/get-product';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, item, product, store, variant } from '@/test/admin-fixtures';
import { renderPage } from '@/test/render-page';
import { ProductItemsCard } from './product-items-card';

const ADD = 'POST v1/admin/product/3/product-item';
/** The names in the other languages of the Dutch store as the forms send them when none was written. */
const NO_NAMES = { en: { name: '' }, de: { name: '' } };

const manual = item();
const readMe = item({ id: 12, product_type: 'text', name: 'Read me', url: null, text: 'Unzip and open.' });
const emptyPool = {
  source: 'pool',
  prefix: '',
  pattern: 'XXXX-XXXX-XXXX-XXXX',
  activation_limit: null,
  valid_days: null,
  low_stock_threshold: 10,
  available: 0,
  assigned: 0,
  waiting: 0,
  low: true,
} as const;
const pool = item({
  id: 13,
  product_type: 'license_key',
  name: 'Licence key',
  url: null,
  license: { ...emptyPool, activation_limit: 5, available: 4, assigned: 2 },
});
/** Keys the shop generates, behind a prefix. */
const generated = item({
  id: 17,
  product_type: 'license_key',
  name: 'Licence key',
  url: null,
  license: { ...emptyPool, source: 'pattern', prefix: 'PRO-', available: null, low: false },
});
const book = item({
  id: 15,
  product_type: 'file',
  name: 'Pattern book.pdf',
  url: null,
  file: { name: 'Pattern book.pdf', size: 1_200_000, mime_type: 'application/pdf' },
});

/** The server's answer to a write: the item as it now is. */
const answering =
  (saved: ProductItem): FakeRoutes[string] =>
  () => ({ data: { data: saved } });

const noKeys: FakeRoutes[string] = () => ({ data: { data: [], meta: { total: 0, page: 1, per_page: 20 } } });

const routes = (writes: FakeRoutes = {}): FakeRoutes => ({
  'GET v1/admin/product/3': () => ({ data: { data: { ...product, items: [manual, readMe, pool, book] } } }),
  'GET v1/admin/product/3/product-item/13/license-keys': noKeys,
  ...writes,
});

/**
 * The items card as the editor shows it: the product's items as the cache holds them after each change,
 * in a Dutch store.
 */
function ProductItems() {
  const { data } = useProduct(store.id, product.id);
  return data ? (
    <ProductItemsCard
      storeId={store.id}
      productId={product.id}
      items={data.items}
      storeLocale="nl"
      variants={data.variants}
    />
  ) : null;
}

const open = (locale: Locale = 'en') =>
  renderPage(<ProductItems />, {
    path: '/store/:storeId/products/:productId',
    at: '/store/7/products/3',
    locale,
  });

afterEach(cleanup);

// The card and its forms render in a simulated document: slower than a unit, so more time.
describe('the forms of what the buyer receives', () => {
  it("refuses a new link without a name or a web address, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes());
    await open('nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Link toevoegen' }));
    const url = screen.getByLabelText('Webadres');
    await userEvent.type(url, 'ftp://example.com/manual.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Toevoegen' }));
    const name = screen.getByLabelText('Naam');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    await waitFor(() => expect(descriptionOf(url)).toBe('Deze waarde heeft een ongeldig formaat.'));
    expect(document.activeElement).toBe(name);
    expect(bodiesSentTo(calls, ADD)).toEqual([]);
  });

  it('adds a text, lists it, and gives the focus back to the button that opened the form', async () => {
    const licence = item({
      id: 16,
      product_type: 'text',
      name: 'Licence',
      url: null,
      text: 'Keep this safe.',
    });
    const calls = fakeAdminApi(routes({ [ADD]: answering(licence) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add text' }));
    expect(screen.getByRole('heading', { name: 'New text' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Name'), 'Licence');
    await userEvent.type(screen.getByLabelText('Text'), 'Keep this safe.');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: 'Edit Licence' });
    expect(screen.getByText('Keep this safe.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'New text' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add text' }));
    expect(bodiesSentTo(calls, ADD)).toEqual([
      { store_id: 7, product_type: 'text', name: 'Licence', translations: NO_NAMES, text: 'Keep this safe.' },
    ]);
  });

  it('ties a new item to one variant and an item back to every variant, once the product has several', async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/12';
    const tiers = [variant({ id: 31, name: 'Personal' }), variant({ id: 32, name: 'Team', position: 1 })];
    const onboarding = item({
      id: 16,
      product_type: 'text',
      name: 'Onboarding',
      url: null,
      text: 'Call us.',
      variant_id: 32,
    });
    const calls = fakeAdminApi({
      ...routes({ [ADD]: answering(onboarding), [UPDATE]: answering(readMe) }),
      'GET v1/admin/product/3': () => ({
        data: { data: { ...product, variants: tiers, items: [{ ...readMe, variant_id: 31 }] } },
      }),
    });
    await open();
    // The item for one variant says so in the list.
    expect(await screen.findByText('Personal only')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add text' }));
    const whose = screen.getByRole('combobox', { name: 'For' });
    expect(
      within(whose)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All variants', 'Personal', 'Team']);
    await userEvent.selectOptions(whose, 'Team');
    await userEvent.type(screen.getByLabelText('Name'), 'Onboarding');
    await userEvent.type(screen.getByLabelText('Text'), 'Call us.');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByRole('button', { name: 'Edit Onboarding' });
    expect(bodiesSentTo(calls, ADD)).toEqual([
      {
        store_id: 7,
        product_type: 'text',
        name: 'Onboarding',
        translations: NO_NAMES,
        text: 'Call us.',
        variant_id: 32,
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Edit Read me' }));
    const edited = screen.getByRole('combobox', { name: 'For' });
    expect(edited).toHaveProperty('value', '31');
    await userEvent.selectOptions(edited, 'All variants');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesSentTo(calls, UPDATE)).toHaveLength(1));
    expect(bodiesSentTo(calls, UPDATE)[0]).toMatchObject({ variant_id: null });
  });

  it("places the server's refusal of a new link on its field, focused, and keeps the form open", async () => {
    const PRIVATE = 'This address cannot be used.';
    const calls = fakeAdminApi(
      routes({
        [ADD]: () => ({
          status: 422,
          data: { message: 'The given data was invalid.', errors: { url: [PRIVATE] } },
        }),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add link' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Manual');
    const url = screen.getByLabelText('Web address');
    await userEvent.type(url, 'http://192.168.1.10/manual.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText(PRIVATE);
    await waitFor(() => expect(descriptionOf(url)).toBe(PRIVATE));
    expect(document.activeElement).toBe(url);
    expect(screen.getByRole('heading', { name: 'New link' })).toBeTruthy();
    expect(bodiesSentTo(calls, ADD)).toEqual([
      {
        store_id: 7,
        product_type: 'link',
        name: 'Manual',
        translations: NO_NAMES,
        url: 'http://192.168.1.10/manual.pdf',
      },
    ]);
  });

  it("saves a link's new address, shows it, and gives the focus back to its edit button", async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/11';
    const moved = { ...manual, url: 'https://example.com/manual-v2.pdf' };
    const calls = fakeAdminApi(routes({ [UPDATE]: answering(moved) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Manual' }));
    const url = screen.getByLabelText('Web address');
    expect(url).toHaveProperty('value', 'https://example.com/manual.pdf');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/manual-v2.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('https://example.com/manual-v2.pdf');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Manual' }));
    expect(bodiesSentTo(calls, UPDATE)).toEqual([
      { store_id: 7, name: 'Manual', translations: NO_NAMES, url: 'https://example.com/manual-v2.pdf' },
    ]);
  });

  it("names an item per language: another language shows the store's name until written, is marked once written, and is sent with the rest", async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/12';
    const translated = { ...readMe, translations: { de: { name: 'Lies mich' }, en: { name: 'Read me' } } };
    const calls = fakeAdminApi(routes({ [UPDATE]: answering(translated) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Read me' }));
    const languages = screen.getByRole('group', { name: 'Language of the name' });
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Read me');
    expect(within(languages).queryByLabelText('translated')).toBeNull();
    await userEvent.click(within(languages).getByRole('button', { name: 'Deutsch' }));
    const german = screen.getByLabelText('Name');
    expect(german).toHaveProperty('value', '');
    // Empty, the buyer reads the store's name: the field shows it and says so.
    expect(german).toHaveProperty('placeholder', 'Read me');
    expect(descriptionOf(german)).toBe(
      'Left empty, the shop shows the text in the store language (Nederlands) here.',
    );
    await userEvent.type(german, 'Lies mich');
    const germanButton = within(languages).getByRole('button', { name: /^Deutsch/ });
    expect(within(germanButton).getByLabelText('translated')).toBeTruthy();
    await userEvent.click(within(languages).getByRole('button', { name: 'English' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Read me');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Read me' });
    expect(bodiesSentTo(calls, UPDATE)).toEqual([
      {
        store_id: 7,
        name: 'Read me',
        translations: { en: { name: 'Read me' }, de: { name: 'Lies mich' } },
        text: 'Unzip and open.',
      },
    ]);
  });

  it('refuses an emptied name or text of an item beside the field and sends nothing', async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/12';
    const calls = fakeAdminApi(routes({ [UPDATE]: answering(readMe) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Read me' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    const text = screen.getByLabelText('Text');
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(name)).toBe('This field is required.'));
    await waitFor(() => expect(descriptionOf(text)).toBe('This field is required.'));
    expect(bodiesSentTo(calls, UPDATE)).toEqual([]);
  });

  it("refuses an emptied web address of a link as required, in the reader's language, and sends nothing", async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/11';
    const calls = fakeAdminApi(routes({ [UPDATE]: answering(manual) }));
    await open('de');
    await userEvent.click(await screen.findByRole('button', { name: 'Manual bearbeiten' }));
    const url = screen.getByLabelText('Webadresse');
    await userEvent.clear(url);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(descriptionOf(url)).toBe('Dieses Feld ist erforderlich.'));
    expect(bodiesSentTo(calls, UPDATE)).toEqual([]);
  });

  it('sends the emptied prefix of generated keys as none', async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/17';
    const calls = fakeAdminApi(
      routes({
        'GET v1/admin/product/3': () => ({ data: { data: { ...product, items: [generated] } } }),
        'GET v1/admin/product/3/product-item/17/license-keys': noKeys,
        [UPDATE]: answering({ ...generated, license: { ...emptyPool, source: 'pattern', prefix: '' } }),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Licence key' }));
    await userEvent.clear(screen.getByLabelText('Prefix'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, UPDATE)).toEqual([
        {
          store_id: 7,
          name: 'Licence key',
          translations: NO_NAMES,
          license_prefix: '',
          license_pattern: 'XXXX-XXXX-XXXX-XXXX',
          activation_limit: null,
          license_valid_days: null,
        },
      ]),
    );
  });

  it("refuses a licence setting below its least and sends a pool's settings as numbers, an emptied limit as none", async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/13';
    const calls = fakeAdminApi(routes({ [UPDATE]: answering(pool) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Licence key' }));
    const days = screen.getByLabelText('Valid for (days)');
    await userEvent.type(days, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(days)).toBe('Must be at least 1.'));
    expect(bodiesSentTo(calls, UPDATE)).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Activations per key'));
    await userEvent.clear(days);
    await userEvent.type(days, '365');
    const threshold = screen.getByLabelText('Warn at');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, UPDATE)).toEqual([
        {
          store_id: 7,
          name: 'Licence key',
          translations: NO_NAMES,
          activation_limit: null,
          license_valid_days: 365,
          low_stock_threshold: 3,
        },
      ]),
    );
  });

  it("says beside an item's limit and days that a change reaches keys sold afterwards only, and not for a new item", async () => {
    fakeAdminApi(routes({ [ADD]: answering(pool) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Licence key' }));
    const kept =
      'A change applies to keys sold from now on: keys already sold keep what they were sold with.';
    expect(descriptionOf(screen.getByLabelText('Activations per key'))).toBe(
      `How many devices one key may be activated on. Empty: no limit. ${kept}`,
    );
    expect(descriptionOf(screen.getByLabelText('Valid for (days)'))).toContain(kept);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add licence keys' }));
    expect(descriptionOf(screen.getByLabelText('Activations per key'))).toBe(
      'How many devices one key may be activated on. Empty: no limit.',
    );
  });

  it('refuses an emptied warning level of a pool as required, in a new item and in an edited one, and sends nothing', async () => {
    const UPDATE = 'PUT v1/admin/product/3/product-item/13';
    const calls = fakeAdminApi(routes({ [ADD]: answering(pool), [UPDATE]: answering(pool) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add licence keys' }));
    const fresh = screen.getByLabelText('Warn at');
    await userEvent.clear(fresh);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(descriptionOf(fresh)).toBe('This field is required.'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Edit Licence key' }));
    const threshold = screen.getByLabelText('Warn at');
    await userEvent.clear(threshold);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(threshold)).toBe('This field is required.'));
    expect(bodiesSentTo(calls, ADD)).toEqual([]);
    expect(bodiesSentTo(calls, UPDATE)).toEqual([]);
  });

  it('refuses a guessable pattern and a prefix with other signs, then generates keys as the example shows, named in the store language', async () => {
    const calls = fakeAdminApi(routes({ [ADD]: answering(generated) }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add licence keys' }));
    const generate = screen.getByRole('radio', { name: 'Generated by the shop' });
    await waitFor(() =>
      expect(descriptionOf(generate)).toBe('A new random key for every buyer, in the form you choose.'),
    );
    await userEvent.click(generate);
    const prefix = screen.getByLabelText('Prefix');
    await userEvent.type(prefix, 'PRO!');
    const pattern = screen.getByLabelText('Pattern');
    await userEvent.clear(pattern);
    await userEvent.type(pattern, 'XXXX-XXXX');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(descriptionOf(prefix)).toBe('Use at most 20 letters, digits, hyphens and underscores.'),
    );
    expect(descriptionOf(pattern)).toBe(
      'Use X for each random character and hyphens between groups, with at least 12 X: XXXX-XXXX-XXXX-XXXX.',
    );
    expect(bodiesSentTo(calls, ADD)).toEqual([]);

    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'PRO-');
    await userEvent.type(pattern, '-XXXX-XXXX');
    await waitFor(() => expect(descriptionOf(pattern)).toContain('Example: PRO-K7Q2-M9XA-4HRT-3WZP'));
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await screen.findByText('Generated: PRO-XXXX-XXXX-XXXX-XXXX · 0 handed out');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add licence keys' }));
    // The buyer reads the name: it starts in the store's language (Dutch), not the screen's (English),
    // and in the other languages too, so that each buyer reads it in theirs (decision 074).
    expect(bodiesSentTo(calls, ADD)).toEqual([
      {
        store_id: 7,
        product_type: 'license_key',
        name: 'Licentiesleutel',
        translations: { en: { name: 'Licence key' }, de: { name: 'Lizenzschlüssel' } },
        license_source: 'pattern',
        license_prefix: 'PRO-',
        license_pattern: 'XXXX-XXXX-XXXX-XXXX',
        activation_limit: null,
        license_valid_days: null,
        low_stock_threshold: 10,
        license_keys: '',
      },
    ]);
  });

  it('opens a new key pool at once to fill it, and says what was added, left out and handed to waiting orders', async () => {
    const KEYS = 'POST v1/admin/product/3/product-item/18/license-keys';
    const ownKeys = item({
      id: 18,
      product_type: 'license_key',
      name: 'Serial',
      url: null,
      license: emptyPool,
    });
    const calls = fakeAdminApi(
      routes({
        [ADD]: answering(ownKeys),
        'GET v1/admin/product/3/product-item/18/license-keys': noKeys,
        [KEYS]: () => ({
          data: {
            data: {
              added: 2,
              duplicates: ['AAAA-1'],
              duplicate_count: 1,
              assigned_to_waiting: 1,
              pool: { available: 1, assigned: 1, waiting: 0, low: true },
            },
          },
        }),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add licence keys' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Serial');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const keys = await screen.findByLabelText('Keys, one per line');
    expect(bodiesSentTo(calls, ADD)).toMatchObject([{ name: 'Serial', license_source: 'pool' }]);
    expect(screen.getByText(/^No keys in the pool yet/)).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add keys' });
    expect(add).toHaveProperty('disabled', true);

    await userEvent.type(keys, 'AAAA-1{Enter}AAAA-2{Enter}AAAA-3');
    await userEvent.click(add);
    const outcome = await screen.findByRole('status');
    expect([...outcome.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      '2 keys added',
      '1 left out because you already had them: AAAA-1',
      '1 went straight to orders that were waiting',
    ]);
    expect(keys).toHaveProperty('value', '');
    expect(screen.getByText('1 left · 1 handed out')).toBeTruthy();
    expect(bodiesSentTo(calls, KEYS)).toEqual([{ store_id: 7, keys: 'AAAA-1\nAAAA-2\nAAAA-3' }]);
  });

  it("reads keys from a text file after those typed, refuses a file too large, and shows the server's refusal beside the keys", async () => {
    const KEYS = 'POST v1/admin/product/3/product-item/13/license-keys';
    const calls = fakeAdminApi(
      routes({
        [KEYS]: () => ({
          status: 422,
          data: {
            message: 'The given data was invalid.',
            errors: { keys: ['A key may have at most 200 characters (line 3).'] },
          },
        }),
      }),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Licence key' }));
    const keys = screen.getByLabelText('Keys, one per line');
    await userEvent.type(keys, 'KEY-1');
    const file = screen.getByLabelText('Read a text file');
    // Larger than the most characters an upload may hold could take, at four bytes each.
    const tooLarge = new File(['K'.repeat(MAX_LICENSE_UPLOAD_CHARS * 4 + 1)], 'all.txt', {
      type: 'text/plain',
    });
    await userEvent.upload(file, tooLarge);
    await waitFor(() =>
      expect(descriptionOf(keys)).toBe('This file is too large: add at most 5,000 keys at a time.'),
    );
    await userEvent.upload(file, new File(['KEY-2\nKEY-3\n'], 'more.txt', { type: 'text/plain' }));
    await waitFor(() => expect(keys).toHaveProperty('value', 'KEY-1\nKEY-2\nKEY-3\n'));
    expect(descriptionOf(keys)).toBe(
      'Blank lines and keys you already added are left out. At most 5,000 keys at a time.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Add keys' }));
    await waitFor(() => expect(descriptionOf(keys)).toBe('A key may have at most 200 characters (line 3).'));
    expect(keys).toHaveProperty('value', 'KEY-1\nKEY-2\nKEY-3\n');
    expect(bodiesSentTo(calls, KEYS)).toEqual([{ store_id: 7, keys: 'KEY-1\nKEY-2\nKEY-3\n' }]);
  });

  it('replaces a file for earlier buyers too when asked, and says so; each hint is read as a description, not in the name', async () => {
    const UPLOAD = 'POST v1/admin/media/files/product-item/upload';
    const calls = fakeAdminApi(routes({ [UPLOAD]: answering(book) }));
    render(<Toasts />);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Pattern book.pdf' }));
    const forAll = screen.getByRole('checkbox', {
      name: 'Also give this new version to everyone who already bought the product',
    });
    expect(descriptionOf(forAll)).toBe(
      'Otherwise earlier buyers keep the file they bought, and only new orders get the new one.',
    );
    await userEvent.click(forAll);
    const another = screen.getByLabelText('Upload another file');
    await waitFor(() => expect(descriptionOf(another)).toBe('Pattern book.pdf'));
    const pdf = new File(['%PDF-1.7'], 'Pattern book v2.pdf', { type: 'application/pdf' });
    await userEvent.upload(another, pdf);
    await screen.findByText('File replaced, for earlier buyers too');
    const [sent] = bodiesSentTo(calls, UPLOAD);
    expect(Object.fromEntries((sent as FormData).entries())).toEqual({
      store_id: '7',
      product_id: '3',
      product_item_id: '15',
      update_existing_buyers: 'true',
      file: pdf,
    });
  });
});
