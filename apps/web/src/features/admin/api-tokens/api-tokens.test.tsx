import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiToken, CreatedApiToken } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo } from '@/test/admin-fixtures';
import { openSettingsTab } from '@/test/settings-tabs';
import { ApiTokensTab } from './api-tokens-tab';

const CREATE = 'POST v1/admin/api-token';

const routes = (create: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/api-token': () => ({ data: { data: [] satisfies ApiToken[] } }),
  [CREATE]: create,
});

/** Opens the tab, and the dialog for a new token from the empty list's button. */
async function startNewToken(locale: 'en' | 'nl' = 'en') {
  await openSettingsTab(<ApiTokensTab />, { tab: 'api-tokens', locale });
  const [add, title] = locale === 'nl' ? ['Nieuw token', 'Nieuw API-token'] : ['New token', 'New API token'];
  await userEvent.click(await screen.findByRole('button', { name: add }));
  return screen.findByRole('dialog', { name: title });
}

afterEach(cleanup);

// The whole tab renders in a simulated document: slower than a unit, so more time.
describe('making an API token', () => {
  it("refuses a token without a name or anything it may do, in the contract's words and the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: {} })));
    const dialog = await startNewToken('nl');
    const name = within(dialog).getByLabelText('Naam');
    await userEvent.type(name, '   ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bestellingen lezen' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Token maken' }));
    await within(dialog).findByText('Dit veld is verplicht.');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Moet minstens 1 zijn.');
    expect(bodiesSentTo(calls, CREATE)).toEqual([]);
  });

  it('sends the name and the rights ticked, then shows the token once, apart from the list', async () => {
    const created: CreatedApiToken = {
      id: 3,
      name: 'Accounting sync',
      scopes: ['orders:read', 'products:read'],
      hint: 'pt_…x9Qa',
      created_at: '2026-03-01T09:00:00.000Z',
      last_used_at: null,
      revoked_at: null,
      token: 'pt_4fJ8kLm2Nq7Rs1Tv6Wx3Yz0Ab5Cd9Ex9Qa',
    };
    const calls = fakeAdminApi(routes(() => ({ status: 201, data: { data: created } })));
    const dialog = await startNewToken();
    await userEvent.type(within(dialog).getByLabelText('Name'), ' Accounting sync ');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Read products' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    expect(bodiesSentTo(calls, CREATE)).toEqual([
      { store_id: 7, name: 'Accounting sync', scopes: ['orders:read', 'products:read'] },
    ]);
    expect(screen.queryByRole('dialog', { name: 'New API token' })).toBeNull();
    expect(within(shown).getByText(created.token)).toBeTruthy();

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Accounting sync')).toBeTruthy();
    expect(screen.getByText('pt_…x9Qa')).toBeTruthy();
    expect(screen.queryByText(created.token)).toBeNull();
  });

  it("places the server's refusal on the name, focused, and keeps the dialog open", async () => {
    const refusal = 'Use at most 100 characters.';
    fakeAdminApi(routes(() => ({ status: 422, data: { message: refusal, errors: { name: [refusal] } } })));
    const dialog = await startNewToken();
    const name = within(dialog).getByLabelText('Name');
    await userEvent.type(name, 'Accounting sync');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make token' }));
    await within(dialog).findByText(refusal);
    await waitFor(() => expect(descriptionOf(name)).toBe(refusal));
    expect(document.activeElement).toBe(name);
    expect(screen.getByRole('dialog', { name: 'New API token' })).toBe(dialog);
  });
});
