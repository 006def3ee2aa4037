import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PAYMENT_PROVIDERS,
  type PaymentProviderState,
  type SettingsValues,
  type Storefront,
} from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, store } from '@/test/admin-fixtures';
import { openSettingsTab } from '@/test/settings-tabs';
import { StoreTab } from './store-tab';

const settings: SettingsValues = {
  country: 'NL',
  vat_scheme: 'domestic',
  default_language: 'nl',
  embed_allowed_origins: ['https://www.atelier-noor.nl'],
};

const storefront = (id: number, name: string, status: Storefront['publication_status']): Storefront => ({
  id,
  store_id: 7,
  name,
  slug: name.toLowerCase().replace(' ', '-'),
  description: '',
  publication_status: status,
  product_ids: [],
  is_home: status === 'published',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const UPDATE_STORE = 'PUT v1/admin/store/7';
const SAVE_SETTINGS = 'POST v1/admin/settings';

/** The three providers, with the live ones set up and switched on as `live` says. */
const providersWith = (live: boolean): PaymentProviderState[] =>
  PAYMENT_PROVIDERS.map((provider) => ({
    provider,
    enabled: provider === 'test' || live,
    configured: provider === 'test' || live,
    key_hint: null,
    webhook_secret_hint: null,
    test_key_hint: null,
    test_webhook_secret_hint: null,
    takes_test_payments: provider === 'test',
    callback_url: null,
    callback_events: [],
  }));

const routes = (more: FakeRoutes, { live = false } = {}): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/settings': () => ({ data: { data: settings } }),
  'GET v1/admin/storefront': () => ({
    data: { data: [storefront(11, 'Bestsellers', 'published'), storefront(12, 'Spring sale', 'draft')] },
  }),
  'GET v1/admin/payment-providers': () => ({ data: { data: providersWith(live) } }),
  ...more,
});

const open = (locale: 'en' | 'nl' = 'en') => openSettingsTab(<StoreTab />, { tab: '', locale });

afterEach(cleanup);

// The whole tab renders in a simulated document: slower than a unit, so more time.
describe('the store tab', () => {
  it("refuses a web address and an embedding site of the wrong form, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes({}));
    await open('nl');
    const slug = await screen.findByLabelText('Webadres');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Atelier Noor');
    expect(screen.getByText('Oude links werken dan niet meer')).toBeTruthy();
    const origins = screen.getByLabelText('Toegestane websites');
    await userEvent.type(origins, '{Enter}https://www.example.com/shop');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Gebruik 3 tot 40 kleine letters, cijfers en streepjes.');
    await waitFor(() =>
      expect(descriptionOf(slug)).toBe('Gebruik 3 tot 40 kleine letters, cijfers en streepjes.'),
    );
    // Of several websites, the message names the one that is wrong.
    expect(descriptionOf(origins)).toBe(
      'https://www.example.com/shop: Gebruik een webadres zoals https://www.example.com, zonder pad.',
    );
    expect(bodiesSentTo(calls, UPDATE_STORE)).toEqual([]);
    expect(bodiesSentTo(calls, SAVE_SETTINGS)).toEqual([]);
  });

  it('sends each card where it belongs: the name to the store, the country and websites to its settings, the home page to its storefront', async () => {
    const calls = fakeAdminApi(
      routes({
        [UPDATE_STORE]: () => ({ data: { data: { ...store, name: 'Atelier Noor & Co' } } }),
        [SAVE_SETTINGS]: () => ({ data: { data: settings } }),
        'PUT v1/admin/storefront/12': () => ({ data: { data: storefront(12, 'Spring sale', 'draft') } }),
      }),
    );
    await open();
    const name = await screen.findByLabelText('Store name');
    await userEvent.type(name, ' & Co');
    await userEvent.selectOptions(screen.getByLabelText('Country of business'), 'Belgium');
    await userEvent.selectOptions(screen.getByLabelText('Home page'), 'Spring sale (draft)');
    await userEvent.type(screen.getByLabelText('Allowed websites'), '{Enter} https://shop.example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, UPDATE_STORE)).toEqual([
      { name: 'Atelier Noor & Co', slug: 'atelier-noor', business_type: 'b2c' },
    ]);
    expect(bodiesSentTo(calls, SAVE_SETTINGS)).toEqual([
      {
        store_id: 7,
        settings: {
          country: 'BE',
          vat_scheme: 'domestic',
          default_language: 'nl',
          embed_allowed_origins: ['https://www.atelier-noor.nl', 'https://shop.example.com'],
        },
      },
    ]);
    expect(bodiesSentTo(calls, 'PUT v1/admin/storefront/12')).toEqual([{ store_id: 7, is_home: true }]);
  });

  it("sends a new web address to the store alone, and places the server's refusal on it, focused", async () => {
    const taken = 'This address is already taken.';
    const calls = fakeAdminApi(
      routes({
        [UPDATE_STORE]: () => ({ status: 422, data: { message: taken, errors: { slug: [taken] } } }),
      }),
    );
    await open();
    const slug = await screen.findByLabelText('Web address');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'noor');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(taken);
    await waitFor(() => expect(descriptionOf(slug)).toBe(taken));
    expect(document.activeElement).toBe(slug);
    expect(bodiesSentTo(calls, UPDATE_STORE)).toEqual([
      { name: store.name, slug: 'noor', business_type: 'b2c' },
    ]);
    expect(bodiesSentTo(calls, SAVE_SETTINGS)).toEqual([]);
  });

  it("places the server's refusal of the business type beside its choices, focused on the one chosen", async () => {
    const refused = 'Choose one of: b2c, b2b.';
    fakeAdminApi(
      routes({
        [UPDATE_STORE]: () => ({
          status: 422,
          data: { message: refused, errors: { business_type: [refused] } },
        }),
      }),
    );
    await open();
    const businessType = await screen.findByRole('group', { name: 'You mainly sell to' });
    const businesses = within(businessType).getByRole('radio', { name: 'Businesses' });
    await userEvent.click(businesses);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await within(businessType).findByText(refused);
    await waitFor(() => expect(descriptionOf(businessType)).toBe(refused));
    expect(document.activeElement).toBe(businesses);
  });
});

describe('the test mode switch', () => {
  it('without a live provider, says what going live needs, and when the server refuses says why and stays on', async () => {
    const refusal =
      'Switch on Mollie or Stripe under Settings → Payment providers before you switch test mode off.';
    const calls = fakeAdminApi(
      routes({
        [UPDATE_STORE]: () => ({ status: 422, data: { message: refusal, errors: { test_mode: [refusal] } } }),
      }),
    );
    await open();
    const toggle = await screen.findByRole('switch', { name: 'Test mode on' });
    await screen.findByText('Going live');
    expect(screen.getByRole('link', { name: 'To payment providers' }).getAttribute('href')).toBe(
      '/store/7/settings/providers',
    );
    await userEvent.click(toggle);
    await screen.findByText(refusal, {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, UPDATE_STORE)).toEqual([{ test_mode: { value: false } }]);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('with a live provider on, switches off the moment it is clicked, says the store takes real payments and shows it live', async () => {
    const calls = fakeAdminApi(
      routes(
        { [UPDATE_STORE]: () => ({ data: { data: { ...store, test_mode: { value: false } } } }) },
        { live: true },
      ),
    );
    await open();
    const toggle = await screen.findByRole('switch', { name: 'Test mode on' });
    await userEvent.click(toggle);
    await screen.findByText('Test mode is off: your store takes real payments', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, UPDATE_STORE)).toEqual([{ test_mode: { value: false } }]);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it('names each business detail a store still lacks, each a link to its field on the billing tab', async () => {
    const billing = {
      legal_name: 'Atelier Noor B.V.',
      address: 'Kade 1',
      postal_code: '',
      city: 'Amsterdam',
      country: 'NL',
      vat_number: '',
      coc_number: '12345678',
      iban: '',
    };
    fakeAdminApi(
      routes(
        { 'GET v1/admin/settings': () => ({ data: { data: { ...settings, billing } } }) },
        { live: true },
      ),
    );
    await open();
    const notice = (await screen.findByText('Business details missing')).closest('[role=note]');
    const links = within(notice as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Postal code', '/store/7/settings/billing?field=postal_code'],
      ['VAT number', '/store/7/settings/billing?field=vat_number'],
    ]);
  });
});
