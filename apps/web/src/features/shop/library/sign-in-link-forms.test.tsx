import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@platform/contract';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import { RequestLinkForm } from '../order/request-link-form';
import LibraryPage from './library-page';

// The page's host is `localhost`, so the store's slug is too.
const ORDER_ID = 'Xq2mP9vBn4Kd7rT2nWb8LsQ3';
const OK = { status: 200, body: { code: 'OK' } };

/** The shop's API at fetch's edge, answering every call with `reply`; the calls made, with their bodies. */
function fakeShopApi(reply: { status: number; body: unknown } = OK) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', path: url.pathname, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

/** The library of a buyer who is not signed in: the form that mails a sign-in link. */
const openLibrary = (locale: Locale = 'en') =>
  renderPage(<LibraryPage />, { path: '/orders', at: '/orders', locale });

/** The form on a paid order's page that mails its link again. */
const openRequestLink = (locale: Locale = 'en') =>
  renderPage(<RequestLinkForm orderId={ORDER_ID} />, {
    path: '/order/:orderId/check-mailbox',
    at: `/order/${ORDER_ID}/check-mailbox`,
    locale,
  });

async function submit(label: string, email: string, button: string) {
  const field = await screen.findByLabelText(label);
  await userEvent.type(field, email);
  await userEvent.click(screen.getByRole('button', { name: button }));
  return field;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the library's sign-in link", () => {
  it("refuses an address that is none beside the field, in the buyer's language, and sends nothing", async () => {
    const sent = fakeShopApi();
    await openLibrary('nl');
    const email = await submit('E-mailadres', 'noor@example', 'Stuur me een inloglink');
    await waitFor(() => expect(descriptionOf(email)).toBe('Vul een geldig e-mailadres in.'));
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
  });

  it('sends exactly the address typed to this store, then says a link is on its way', async () => {
    const sent = fakeShopApi();
    await openLibrary();
    await submit('E-mail address', 'noor@example.com', 'Send me a sign-in link');
    expect(
      await screen.findByText(
        'If this address bought something in this shop, a link is on its way to you. It works once, for 15 minutes.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: '/v1/store/localhost/orders/email-login', body: { email: 'noor@example.com' } },
    ]);
  });

  it('says why the server refused, in its words, and that nothing is on its way', async () => {
    fakeShopApi({ status: 429, body: { message: 'Too many attempts. Try again in 600 seconds.' } });
    await openLibrary();
    await submit('E-mail address', 'noor@example.com', 'Send me a sign-in link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Try again in 600 seconds.',
    );
    expect(screen.queryByText(/a link is on its way/)).toBeNull();
  });
});

describe("an order's link, asked for again", () => {
  it("refuses an address that is none beside the field, in the buyer's language, and sends nothing", async () => {
    const sent = fakeShopApi();
    await openRequestLink('de');
    const email = await submit('E-Mail-Adresse', 'noor@example', 'Neuen Link senden');
    await waitFor(() => expect(descriptionOf(email)).toBe('Gib eine gültige E-Mail-Adresse ein.'));
    expect(document.activeElement).toBe(email);
    expect(sent).toEqual([]);
  });

  it('sends the address typed for this order, then says a new link is on its way', async () => {
    const sent = fakeShopApi();
    await openRequestLink();
    await submit('E-mail address', 'noor@example.com', 'Send a new link');
    expect(
      await screen.findByText("If this is the order's e-mail address, a new link is on its way to you."),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/v1/store/localhost/email-login',
        body: { email: 'noor@example.com', session_id: ORDER_ID, redirect_to_name: 'order' },
      },
    ]);
  });
});
