import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Store } from '@platform/contract';
import { Toasts } from '@/components/toasts';
import { fakeAdminApi, type FakeReply } from '@/test/fake-admin-api';
import { renderPage } from '@/test/render-page';
import CreateStorePage from './create-store-page';

const store: Store = {
  id: 7,
  name: 'Atelier Noor',
  slug: 'atelier-noor',
  business_type: 'b2c',
  test_mode: { value: false },
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  created_at: '2026-01-01T00:00:00.000Z',
};
const INVALID = 'De opgegeven gegevens zijn ongeldig.';
const TAKEN = 'Dit adres is al in gebruik.';

/** The page as the app shows it: with the corner where toasts appear, which stays when the page goes. */
async function open() {
  render(<Toasts />);
  await renderPage(<CreateStorePage />, { path: '/create-store', at: '/create-store', locale: 'nl' });
}

/** A server that answers the store's creation with `replies`, one per attempt. */
function serverAnswering(...replies: FakeReply[]) {
  return fakeAdminApi({
    'GET v1/admin/store': () => ({ data: { data: [] } }),
    'POST v1/admin/store': () => replies.shift() ?? { status: 500, data: {} },
  });
}

/** The toasts on screen; one taken away leaves with an animation jsdom never plays, marked not "in". */
const toastTexts = () =>
  [...document.querySelectorAll('.Toastify__toast[data-in="true"]')].map((toast) => toast.textContent);

async function submit(name: string) {
  const field = await screen.findByLabelText('Naam van de winkel');
  await userEvent.clear(field);
  await userEvent.type(field, name);
  await userEvent.click(screen.getByRole('button', { name: 'Shop toevoegen' }));
}

afterEach(cleanup);

describe('toasts after a submit', () => {
  it('shows a field error beside its field only, not again in a toast', async () => {
    serverAnswering({ status: 422, data: { message: INVALID, errors: { slug: [TAKEN] } } });
    await open();
    await submit('Atelier Noor');
    await screen.findAllByText(TAKEN);
    // Long enough for a toast to have come: toasts load with the first one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toastTexts()).toEqual([]);
  });

  it('takes the failure toast away once the retry succeeds', async () => {
    serverAnswering(
      { status: 409, data: { message: 'Er ging iets mis, probeer het opnieuw.' } },
      { data: { data: store } },
    );
    await open();
    await submit('Atelier Noor');
    await waitFor(() => expect(toastTexts()).toEqual(['Er ging iets mis, probeer het opnieuw.']));
    await submit('Atelier Noor');
    await waitFor(() => expect(toastTexts()).toEqual([]));
  });
});
