import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminApi } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { renderPage, switchLanguage } from '@/test/render-page';
import CreateStorePage from './create-store-page';

const open = (locale: 'nl' | 'en') =>
  renderPage(<CreateStorePage />, { path: '/create-store', at: '/create-store', locale });

afterEach(cleanup);

describe('a form checked by the contract', () => {
  it("says a required field is required, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi({ 'GET v1/admin/store': () => ({ data: { data: [] } }) });
    await open('nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Shop toevoegen' }));
    const name = screen.getByLabelText('Naam van de winkel');
    await waitFor(() => expect(descriptionOf(name)).toBe('Dit veld is verplicht.'));
    expect(document.activeElement).toBe(name);
    expect(calls.filter((call) => call.route === 'POST v1/admin/store')).toEqual([]);
  });

  it('shows a message on screen in the new language right after a switch, without submitting again', async () => {
    const calls = fakeAdminApi({ 'GET v1/admin/store': () => ({ data: { data: [] } }) });
    await open('nl');
    await userEvent.click(await screen.findByRole('button', { name: 'Shop toevoegen' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Naam van de winkel'))).toBe('Dit veld is verplicht.'),
    );

    await switchLanguage('en');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Store name'))).toBe('This field is required.'),
    );
    expect(screen.queryAllByText('Dit veld is verplicht.')).toEqual([]);
    await switchLanguage('de');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Name des Shops'))).toBe('Dieses Feld ist erforderlich.'),
    );
    expect(calls.filter((call) => call.route === 'POST v1/admin/store')).toEqual([]);
  });

  it("places the server's refusal (422) on its field, focused, and words it anew after a switch", async () => {
    const calls = fakeAdminApi({
      'GET v1/admin/store': () => ({ data: { data: [] } }),
      'POST v1/admin/store': () => ({
        status: 422,
        data: {
          message: 'De opgegeven gegevens zijn ongeldig.',
          errors: { slug: ['Dit adres is al in gebruik.'] },
        },
      }),
    });
    await open('nl');
    await userEvent.type(await screen.findByLabelText('Naam van de winkel'), 'Atelier Noor');
    await userEvent.click(screen.getByRole('button', { name: 'Shop toevoegen' }));
    const slug = screen.getByLabelText('Webadres');
    await screen.findAllByText('Dit adres is al in gebruik.');
    await waitFor(() => expect(descriptionOf(slug)).toBe('Dit adres is al in gebruik.'));
    expect(document.activeElement).toBe(slug);
    expect(calls.find((call) => call.route === 'POST v1/admin/store')?.body).toEqual({
      name: 'Atelier Noor',
      slug: 'atelier-noor',
      business_type: 'b2c',
    });

    await switchLanguage('en');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Web address'))).toBe('This address is already taken.'),
    );
  });
});
