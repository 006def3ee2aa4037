import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BillingDetails } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import { BillingTab } from './billing-tab';

const billing: BillingDetails = {
  legal_name: 'Atelier Noor B.V.',
  address: 'Kade 1',
  postal_code: '1011 AB',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: '',
  coc_number: '',
  iban: '',
};

/** The server answers the billing details with the store's country in them (decision 078). */
const routes = (save: FakeRoutes[string], country = 'NL'): FakeRoutes => ({
  'GET v1/admin/settings': () => ({ data: { data: { billing: { ...billing, country }, country } } }),
  'POST v1/admin/settings': save,
});

const open = (locale: 'en' | 'nl' = 'en', query = '') =>
  renderPage(<BillingTab />, {
    path: '/store/:storeId/settings/billing',
    at: `/store/7/settings/billing${query}`,
    locale,
  });

afterEach(cleanup);

// The whole tab renders in a simulated document: slower than a unit, so more time.
describe('the business details form', () => {
  it("shows the saved details and the store's country, not asked again but named, with the way to change it", async () => {
    fakeAdminApi(routes(() => ({ data: {} })));
    await open();
    expect(await screen.findByLabelText('Legal name')).toHaveProperty('value', 'Atelier Noor B.V.');
    expect(screen.queryByRole('combobox')).toBeNull();
    const country = screen.getByRole('group', { name: 'Country' });
    // Named as readers know it, not by its long state name.
    expect(country.textContent).toContain('Netherlands');
    expect(screen.getByRole('link', { name: 'Change under Store' }).getAttribute('href')).toBe(
      '/store/7/settings',
    );
  });

  it("names the store's country the way a Dutch reader knows it", async () => {
    fakeAdminApi(routes(() => ({ data: {} }), 'DE'));
    await open('nl');
    const country = await screen.findByRole('group', { name: 'Land' });
    expect(country.textContent).toContain('Duitsland');
  });

  it("says what is wrong with a field in the contract's words, in the reader's language, and sends nothing", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: {} })));
    await open('nl');
    const iban = await screen.findByLabelText('IBAN');
    await userEvent.type(iban, 'NL00 BANK 0000 0000 00');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Dit is geen geldig IBAN.');
    await waitFor(() => expect(descriptionOf(iban)).toContain('Dit is geen geldig IBAN.'));
    expect(calls.filter((call) => call.route === 'POST v1/admin/settings')).toEqual([]);
  });

  it("places the server's field errors on their fields and focuses the first", async () => {
    const calls = fakeAdminApi(
      routes(() => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { 'settings.billing.vat_number': ['This VAT number is not known.'] },
        },
      })),
    );
    await open();
    const vat = await screen.findByLabelText('VAT number');
    await userEvent.type(vat, 'NL000000000B00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This VAT number is not known.');
    await waitFor(() => expect(descriptionOf(vat)).toContain('This VAT number is not known.'));
    expect(document.activeElement).toBe(vat);
    const { country: _storeCountry, ...asked } = billing;
    expect(calls.find((call) => call.route === 'POST v1/admin/settings')?.body).toEqual({
      store_id: 7,
      settings: { billing: { ...asked, vat_number: 'NL000000000B00' } },
    });
  });

  it('names what a Dutch seller still needs to go live, marks those fields, and opens at the field a link names', async () => {
    fakeAdminApi(routes(() => ({ data: {} })));
    await open('en', '?field=vat_number');
    const vat = await screen.findByLabelText('VAT number');
    await waitFor(() => expect(document.activeElement).toBe(vat));
    expect(vat.getAttribute('aria-required')).toBe('true');
    expect(descriptionOf(vat)).toBe('Needed to go live');
    const kvk = screen.getByLabelText('KvK number');
    expect(descriptionOf(kvk)).toBe('8 digits. A Dutch business prints it on every invoice.');
    const notice = screen.getByRole('note');
    expect(notice.textContent).toContain('Needed before your store can go live');
    expect(notice.textContent).toContain('Still missing: VAT number and KvK number');
  });

  it("names the registration as the store's country has it: a French seller's SIREN, no longer named once filled in", async () => {
    fakeAdminApi(routes(() => ({ data: {} }), 'FR'));
    await open('en');
    const siren = await screen.findByLabelText('SIREN number');
    expect(screen.getByRole('note').textContent).toContain('Still missing: VAT number and SIREN number');
    await userEvent.type(siren, '732 829 320');
    expect(screen.getByRole('note').textContent).toContain('Still missing: VAT number');
    expect(screen.getByRole('note').textContent).not.toContain('SIREN');
    expect(descriptionOf(screen.getByLabelText('Legal name'))).toBe('');
  });
});
