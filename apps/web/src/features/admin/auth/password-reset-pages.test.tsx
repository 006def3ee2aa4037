import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicApi } from '@/lib/api/axios-client';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

const CONFIRM = 'POST v1/auth/merchant/password-reset/confirm';
const EXPIRED = 'This password reset link has expired or was already used. Ask for a new one.';

const openForgot = (locale: 'en' | 'de' = 'en') =>
  renderPage(<ForgotPasswordPage />, { path: '/forgot-password', at: '/forgot-password', locale });
const openReset = (at = '/reset-password?token=abcdefghijklmnopqrstuvwxyz') =>
  renderPage(<ResetPasswordPage />, { path: '/reset-password', at });

afterEach(cleanup);

describe('asking for a password-reset link', () => {
  it('sends the address and then says a mail is on its way, naming the address', async () => {
    const calls = fakeAdminApi(
      { 'POST v1/auth/merchant/password-reset': () => ({ data: { code: 'OK' } }) },
      publicApi,
    );
    await openForgot();
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'noor@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('If there is an account with noor@example.com');
    expect(notice.textContent).toContain('The link works for 30 minutes.');
    expect(calls.map((call) => [call.route, call.body])).toEqual([
      ['POST v1/auth/merchant/password-reset', { email: 'noor@example.com' }],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'try again' }));
    expect(screen.getByLabelText<HTMLInputElement>('E-mail address').value).toBe('noor@example.com');
  });

  it("refuses an address that is none beside the field, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi({}, publicApi);
    await openForgot('de');
    const email = await screen.findByLabelText('E-Mail-Adresse');
    await userEvent.type(email, 'noor@example');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    await waitFor(() => expect(descriptionOf(email)).toBe('Gib eine gültige E-Mail-Adresse ein.'));
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('setting a new password with the link', () => {
  it('asks for the same password twice before it calls the server', async () => {
    const calls = fakeAdminApi({}, publicApi);
    await openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a brand new passphrasf');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const repeat = screen.getByLabelText('Repeat the new password');
    await waitFor(() => expect(descriptionOf(repeat)).toBe('The two passwords are not the same.'));
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it("shows a used or expired link's refusal beside the form, with the way to a new link", async () => {
    const calls = fakeAdminApi(
      {
        [CONFIRM]: () => ({
          status: 422,
          data: { message: 'The given data was invalid.', errors: { token: [EXPIRED] } },
        }),
      },
      publicApi,
    );
    await openReset();
    await userEvent.type(await screen.findByLabelText('New password'), 'a brand new passphrase');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a brand new passphrase');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(EXPIRED);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(calls.map((call) => call.body)).toEqual([
      { token: 'abcdefghijklmnopqrstuvwxyz', password: 'a brand new passphrase' },
    ]);
  });

  it('lets the password be shown, to check it', async () => {
    fakeAdminApi({}, publicApi);
    await openReset();
    const field = await screen.findByLabelText<HTMLInputElement>('New password');
    expect(field.type).toBe('password');
    const [show] = screen.getAllByRole('button', { name: 'Show password' });
    await userEvent.click(show!);
    expect(field.type).toBe('text');
    expect(show!.getAttribute('aria-pressed')).toBe('true');
  });

  it('says a link without its token is incomplete, and offers a new one', async () => {
    fakeAdminApi({}, publicApi);
    await openReset('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toContain('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeTruthy();
  });
});
