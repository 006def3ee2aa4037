import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { fakeAdminApi, type FakeReply, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo } from '@/test/admin-fixtures';
import { account, openSettingsTab } from '@/test/settings-tabs';
import { AccountTab } from './account-tab';

const UPDATE = 'PUT v1/admin/account';
const CHANGE_PASSWORD = 'POST v1/admin/account/password';
const DELETE = 'DELETE v1/admin/account';
const WRONG_PASSWORD = 'This password is incorrect.';

const routes = (more: FakeRoutes): FakeRoutes => ({
  'GET v1/admin/account': () => ({ data: { data: account } }),
  ...more,
});

const refusal = (errors: Record<string, string[]>): FakeReply => ({
  status: 422,
  data: { message: Object.values(errors)[0]?.[0], errors },
});

// Beside the tab, the sign-in page a deleted account is sent to.
const open = (locale: 'en' | 'nl' = 'en') =>
  openSettingsTab(
    <Routes>
      <Route path="store/:storeId/settings/account" element={<AccountTab />} />
      <Route path="login" element={<h1>Sign in</h1>} />
    </Routes>,
    { tab: 'account', path: '*', locale },
  );

afterEach(cleanup);

// The whole tab renders in a simulated document: slower than a unit, so more time.
describe('your details', () => {
  it("asks for the password with a new address, refuses it missing in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes({}));
    await open('nl');
    const email = await screen.findByLabelText('E-mailadres');
    expect(screen.queryByLabelText('Wachtwoord ter bevestiging')).toBeNull();
    await userEvent.clear(email);
    await userEvent.type(email, 'noor@atelier.nl');
    const password = screen.getByLabelText('Wachtwoord ter bevestiging');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Dit veld is verplicht.');
    await waitFor(() => expect(descriptionOf(password)).toBe('Dit veld is verplicht.'));
    expect(bodiesSentTo(calls, UPDATE)).toEqual([]);
  });

  it('sends a new name without any password, and says it is saved', async () => {
    const calls = fakeAdminApi(
      routes({ [UPDATE]: () => ({ data: { data: { ...account, name: 'Noor Jansen' } } }) }),
    );
    await open();
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Noor Jansen ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, UPDATE)).toEqual([{ name: 'Noor Jansen', email: 'noor@example.com' }]);
  });

  it("sends a new address with the password, and places the server's refusals on their fields, the first focused", async () => {
    const calls = fakeAdminApi(
      routes({
        [UPDATE]: () =>
          refusal({
            current_password: [WRONG_PASSWORD],
            email: ['An account with this e-mail address already exists.'],
          }),
      }),
    );
    await open();
    const email = await screen.findByLabelText('E-mail address');
    await userEvent.clear(email);
    await userEvent.type(email, 'noor@atelier.nl');
    const password = screen.getByLabelText('Password to confirm');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(WRONG_PASSWORD);
    await waitFor(() => expect(descriptionOf(password)).toBe(WRONG_PASSWORD));
    await waitFor(() =>
      expect(descriptionOf(email)).toBe('An account with this e-mail address already exists.'),
    );
    expect(document.activeElement).toBe(email);
    expect(bodiesSentTo(calls, UPDATE)).toEqual([
      { name: account.name, email: 'noor@atelier.nl', current_password: 'correct horse' },
    ]);
  });
});

describe('changing the password', () => {
  it("refuses a new password too short and a missing current one, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes({}));
    await open('nl');
    const current = await screen.findByLabelText('Huidig wachtwoord');
    const next = screen.getByLabelText('Nieuw wachtwoord');
    await userEvent.type(next, 'kort');
    await userEvent.click(screen.getByRole('button', { name: 'Wachtwoord wijzigen' }));
    await screen.findByText('Gebruik minstens 10 tekens.');
    await waitFor(() => expect(descriptionOf(next)).toBe('Gebruik minstens 10 tekens.'));
    await waitFor(() => expect(descriptionOf(current)).toBe('Dit veld is verplicht.'));
    expect(bodiesSentTo(calls, CHANGE_PASSWORD)).toEqual([]);
  });

  it('sends both passwords, then empties the fields and says other devices are signed out', async () => {
    const calls = fakeAdminApi(routes({ [CHANGE_PASSWORD]: () => ({ status: 204, data: '' }) }));
    await open();
    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await userEvent.type(current, 'correct horse');
    await userEvent.type(next, 'battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText('Password changed; other devices are signed out', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, CHANGE_PASSWORD)).toEqual([
      { current_password: 'correct horse', new_password: 'battery staple' },
    ]);
    expect(current).toHaveProperty('value', '');
    expect(next).toHaveProperty('value', '');
  });

  it('places a wrong current password on its field, focused', async () => {
    fakeAdminApi(routes({ [CHANGE_PASSWORD]: () => refusal({ current_password: [WRONG_PASSWORD] }) }));
    await open();
    const current = await screen.findByLabelText('Current password');
    await userEvent.type(current, 'not it at all');
    await userEvent.type(screen.getByLabelText('New password'), 'battery staple');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(WRONG_PASSWORD);
    await waitFor(() => expect(descriptionOf(current)).toBe(WRONG_PASSWORD));
    expect(document.activeElement).toBe(current);
  });
});

/** Opens the question before deleting the account, from the danger zone's button. */
async function startDeleting() {
  await userEvent.click(await screen.findByRole('button', { name: 'Delete account' }));
  return screen.findByRole('dialog', { name: 'Delete your account for good?' });
}

describe('deleting the account', () => {
  it('asks for the password, refuses a wrong one on its field, then deletes with the right one and goes to sign in', async () => {
    const replies = [refusal({ password: [WRONG_PASSWORD] }), { status: 204, data: '' }];
    const calls = fakeAdminApi(routes({ [DELETE]: () => replies.shift() ?? { status: 500, data: {} } }));
    await open();
    const dialog = await startDeleting();
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toHaveProperty('disabled', true);
    const password = within(dialog).getByLabelText('Password');
    await userEvent.type(password, 'not it at all');
    await userEvent.click(confirm);
    await within(dialog).findByText(WRONG_PASSWORD);
    await waitFor(() => expect(descriptionOf(password)).toBe(WRONG_PASSWORD));
    expect(document.activeElement).toBe(password);

    await userEvent.clear(password);
    await userEvent.type(password, 'correct horse');
    await userEvent.click(confirm);
    await screen.findByRole('heading', { name: 'Sign in' });
    await screen.findByText('Your account has been deleted', {}, { timeout: 5000 });
    expect(bodiesSentTo(calls, DELETE)).toEqual([
      { password: 'not it at all' },
      { password: 'correct horse' },
    ]);
  });

  it('explains on the card, not in the dialog, that an account whose stores have orders stays', async () => {
    const hasOrders = 'This account has stores with orders and cannot be deleted.';
    fakeAdminApi(routes({ [DELETE]: () => refusal({ password: [hasOrders] }) }));
    await open();
    const dialog = await startDeleting();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Your account cannot be deleted yet')).toBeTruthy();
    expect(screen.queryByText(hasOrders)).toBeNull();
  });
});
