import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingsValues } from '@platform/contract';
import { bodiesSentTo, store } from '@/test/admin-fixtures';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { account, openSettingsTab } from '@/test/settings-tabs';
import { CheckoutTab } from './checkout-tab';

const SAVE = 'POST v1/admin/settings';

const saved: SettingsValues = {
  checkout_fields: { company: 'hidden', vat_number: 'hidden', address: 'hidden' },
  terms_url: 'https://noor.example/terms',
  terms_text: '',
  privacy_url: null,
  privacy_text: '',
  checkout_note: '',
  order_expiry_hours: 24,
  abandoned_reminder_hours: null,
};

function fakeServer() {
  return fakeAdminApi({
    'GET v1/admin/store/7': () => ({ data: { data: store } }),
    'GET v1/admin/account': () => ({ data: { data: account } }),
    'GET v1/admin/settings': () => ({ data: { data: saved } }),
    [SAVE]: (request) => ({
      data: { data: { ...saved, ...(request.body as { settings: SettingsValues }).settings } },
    }),
  });
}

afterEach(cleanup);

describe('the terms and privacy policy in the checkout tab', () => {
  it('refuses terms given as a web address and as a text, on the text, and sends nothing', async () => {
    const calls = fakeServer();
    await openSettingsTab(<CheckoutTab />, { tab: 'checkout', locale: 'nl' });
    const text = await screen.findByLabelText('Of de tekst van je algemene voorwaarden');
    await userEvent.type(text, 'Artikel 1');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(descriptionOf(text)).toBe(
        'Geef een webadres of een tekst, niet allebei: maak een van de twee leeg.',
      ),
    );
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it('swaps the terms from a web address to a text, and gives a privacy policy as text, in one save', async () => {
    const calls = fakeServer();
    await openSettingsTab(<CheckoutTab />, { tab: 'checkout' });
    await userEvent.clear(await screen.findByLabelText('Web address of your terms and conditions'));
    await userEvent.type(
      screen.getByLabelText('Or the text of your terms and conditions'),
      'Article 1{Enter}Every order.',
    );
    await userEvent.type(screen.getByLabelText('Or the text of your privacy policy'), 'We keep your e-mail.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, SAVE)).toEqual([
      {
        store_id: 7,
        settings: expect.objectContaining({
          terms_url: null,
          terms_text: 'Article 1\nEvery order.',
          privacy_url: null,
          privacy_text: 'We keep your e-mail.',
        }),
      },
    ]);
  });
});
