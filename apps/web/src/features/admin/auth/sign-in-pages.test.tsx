import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Locale } from '@platform/contract';
import { publicApi } from '@/lib/api/axios-client';
import { fakeAdminApi, type FakeReply } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import RegisterPage from './register-page';

const LOGIN = 'POST v1/auth/merchant/login';
const REGISTER = 'POST v1/auth/merchant/register';
const session: FakeReply = {
  data: {
    data: {
      authorization: { token: 'a-session-token', expires_at: '2099-01-01T00:00:00.000Z' },
      user: { id: 1, name: 'Noor', email: 'noor@example.com' },
    },
  },
};
const refusal = (field: string, text: string): FakeReply => ({
  status: 422,
  data: { message: text, errors: { [field]: [text] } },
});

/** Where a form led: any page outside the three, named by its address. */
function Elsewhere() {
  return <h1>{useLocation().pathname}</h1>;
}

/** The sign-in pages as the app routes them, each leading to the others. */
const open = (at: string, locale: Locale = 'en') =>
  renderPage(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="*" element={<Elsewhere />} />
    </Routes>,
    { path: '/*', at, locale },
  );

async function fillIn(fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await userEvent.type(await screen.findByLabelText(label), text);
  }
}

afterEach(() => {
  cleanup();
  // Signing in stores the session; the next test starts signed out.
  localStorage.clear();
});

describe('signing in', () => {
  it("refuses an address that is none and an empty password beside their fields, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi({}, publicApi);
    await open('/login', 'nl');
    await fillIn({ 'E-mailadres': 'noor@example' });
    await userEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(descriptionOf(email)).toBe('Vul een geldig e-mailadres in.'));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Wachtwoord'))).toBe('Dit veld is verplicht.'),
    );
    expect(document.activeElement).toBe(email);
    expect(calls).toEqual([]);
  });

  it.each([
    ['the store, when there is one', [{ id: 7, name: 'Atelier Noor', slug: 'atelier-noor' }], '/store/7'],
    [
      'the choice of stores, when there are more',
      [
        { id: 7, name: 'Atelier Noor', slug: 'atelier-noor' },
        { id: 9, name: 'Noor Prints', slug: 'noor-prints' },
      ],
      '/choose-store',
    ],
  ])('sends exactly what was typed, then opens %s', async (_, stores, home) => {
    const calls = fakeAdminApi({ [LOGIN]: () => session }, publicApi);
    fakeAdminApi({
      'GET v1/admin/store': () => ({
        data: { data: stores.map((store) => ({ ...store, business_type: 'b2c' })) },
      }),
    });
    await open('/login');
    await fillIn({ 'E-mail address': 'noor@example.com', Password: 'correct horse' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: home })).toBeTruthy();
    expect(calls.map((call) => [call.route, call.body])).toEqual([
      [LOGIN, { email: 'noor@example.com', password: 'correct horse' }],
    ]);
  });

  it('shows wrong credentials beside the address, focused, and stays on the page', async () => {
    const storeCalls = fakeAdminApi({});
    fakeAdminApi({ [LOGIN]: () => refusal('email', 'E-mail address or password is incorrect.') }, publicApi);
    await open('/login');
    await fillIn({ 'E-mail address': 'noor@example.com', Password: 'wrong horse' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('E-mail address');
    await screen.findByText('E-mail address or password is incorrect.');
    await waitFor(() => expect(descriptionOf(email)).toBe('E-mail address or password is incorrect.'));
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(storeCalls).toEqual([]);
  });

  it('hands the address typed to the page that sends a reset link, so it need not be typed again', async () => {
    const calls = fakeAdminApi({}, publicApi);
    await open('/login');
    await fillIn({ 'E-mail address': 'noor@example.com' });
    await userEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('noor@example.com');
    expect(calls).toEqual([]);
  });
});

describe('creating an account', () => {
  it("refuses a missing name and a short password beside their fields, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi({}, publicApi);
    await open('/register', 'nl');
    const password = await screen.findByLabelText('Wachtwoord');
    await waitFor(() => expect(descriptionOf(password)).toBe('Minstens 10 tekens.'));
    await fillIn({ 'E-mailadres': 'noor@example.com', Wachtwoord: 'kort' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    const name = screen.getByLabelText('Naam');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    // The refusal takes the hint's place, saying the same in the contract's words.
    await waitFor(() => expect(descriptionOf(password)).toBe('Gebruik minstens 10 tekens.'));
    expect(document.activeElement).toBe(name);
    expect(calls).toEqual([]);
  });

  it('sends the name as the contract reads it (trimmed), then goes on to create a store', async () => {
    const calls = fakeAdminApi({ [REGISTER]: () => session }, publicApi);
    await open('/register');
    await fillIn({ Name: '  Noor  ', 'E-mail address': 'noor@example.com', Password: 'correct horse' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: '/create-store' })).toBeTruthy();
    expect(calls.map((call) => [call.route, call.body])).toEqual([
      [REGISTER, { name: 'Noor', email: 'noor@example.com', password: 'correct horse' }],
    ]);
  });

  it('places an address already in use on its field, focused, and stays on the page', async () => {
    fakeAdminApi(
      { [REGISTER]: () => refusal('email', 'Er bestaat al een account met dit e-mailadres.') },
      publicApi,
    );
    await open('/register', 'nl');
    await fillIn({ Naam: 'Noor', 'E-mailadres': 'noor@example.com', Wachtwoord: 'correct horse' });
    await userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await screen.findByText('Er bestaat al een account met dit e-mailadres.');
    const email = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(descriptionOf(email)).toBe('Er bestaat al een account met dit e-mailadres.'));
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('heading', { name: 'Account aanmaken' })).toBeTruthy();
  });
});
