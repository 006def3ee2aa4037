import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAYMENT_PROVIDERS, type PaymentProviderState } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, store } from '@/test/admin-fixtures';
import { openSettingsTab } from '@/test/settings-tabs';
import { ProvidersTab } from './providers-tab';

const notSetUp = (provider: PaymentProviderState['provider']): PaymentProviderState => ({
  provider,
  enabled: provider === 'test',
  configured: provider === 'test',
  key_hint: null,
  webhook_secret_hint: null,
  test_key_hint: null,
  test_webhook_secret_hint: null,
  takes_test_payments: provider === 'test',
  callback_url: provider === 'test' ? null : `http://shop.localhost/v1/payments/${provider}/webhook`,
  callback_events: provider === 'stripe' ? ['checkout.session.completed'] : [],
});

const SAVE_STRIPE = 'PUT v1/admin/payment-providers/stripe';

const providerRoutes = (save: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/payment-providers': () => ({ data: { data: PAYMENT_PROVIDERS.map(notSetUp) } }),
  [SAVE_STRIPE]: save,
  'POST v1/admin/payment-providers/stripe/check': () => ({ data: { data: { ok: true } } }),
});

const openStripe = (locale: 'en' | 'nl' = 'en') =>
  openSettingsTab(<ProvidersTab TestModeCard={() => null} />, {
    tab: 'providers/:provider',
    at: 'providers/stripe',
    locale,
  });

afterEach(cleanup);

// Whole tabs render in a simulated document: slower than a unit, so more time.
describe('the payment provider form', () => {
  it("refuses a key too short to be one, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(providerRoutes(() => ({ data: {} })));
    await openStripe('nl');
    const key = await screen.findByLabelText('API-sleutel');
    await userEvent.type(key, 'sk_live_1');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Gebruik minstens 10 tekens.');
    await waitFor(() => expect(descriptionOf(key)).toBe('Gebruik minstens 10 tekens.'));
    expect(bodiesSentTo(calls, SAVE_STRIPE)).toEqual([]);
  });

  it('switches Stripe on with a new key, leaves the untouched secret out, then shows the key saved and checks it', async () => {
    const saved = { ...notSetUp('stripe'), enabled: true, configured: true, key_hint: 'sk_live_…ijkl' };
    const calls = fakeAdminApi(providerRoutes(() => ({ data: { data: saved } })));
    await openStripe();
    await userEvent.click(await screen.findByRole('switch', { name: 'Payments through Stripe' }));
    const key = screen.getByLabelText('API key');
    await userEvent.type(key, ' sk_live_abcdefghijkl ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE_STRIPE)).toEqual([
      { store_id: 7, enabled: true, api_key: 'sk_live_abcdefghijkl' },
    ]);
    // The key is never shown again: the field empties, and its hint names the key now stored.
    expect(key).toHaveProperty('value', '');
    await waitFor(() =>
      expect(descriptionOf(key)).toBe('Saved: sk_live_…ijkl. Only fill in to store a new key.'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByRole('status')).textContent).toBe('The key works.');
    expect(bodiesSentTo(calls, 'POST v1/admin/payment-providers/stripe/check')).toEqual([{ store_id: 7 }]);
  });

  it("places the server's refusals on both keys and focuses the first", async () => {
    const calls = fakeAdminApi(
      providerRoutes(() => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            webhook_secret: ['This does not look like a key of this provider.'],
            api_key: ['Enter a key before switching this provider on.'],
          },
        },
      })),
    );
    await openStripe();
    const key = await screen.findByLabelText('API key');
    const secret = screen.getByLabelText('Webhook secret');
    await userEvent.type(secret, 'whsec_0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter a key before switching this provider on.');
    await waitFor(() => expect(descriptionOf(key)).toBe('Enter a key before switching this provider on.'));
    await waitFor(() =>
      expect(descriptionOf(secret)).toBe('This does not look like a key of this provider.'),
    );
    expect(document.activeElement).toBe(key);
    expect(bodiesSentTo(calls, SAVE_STRIPE)).toEqual([
      { store_id: 7, enabled: false, webhook_secret: 'whsec_0123456789' },
    ]);
  });

  it("places the server's refusal of switching on beside the switch, read out with it, focused", async () => {
    const refused = 'Stripe does not pay out in this store’s country.';
    fakeAdminApi(
      providerRoutes(() => ({
        status: 422,
        data: { message: 'The given data was invalid.', errors: { enabled: [refused] } },
      })),
    );
    await openStripe();
    const enabled = await screen.findByRole('switch', { name: 'Payments through Stripe' });
    await userEvent.click(enabled);
    await userEvent.type(screen.getByLabelText('API key'), 'sk_live_abcdefghijkl');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(refused);
    await waitFor(() => expect(descriptionOf(enabled)).toContain(refused));
    expect(document.activeElement).toBe(enabled);
  });
});
