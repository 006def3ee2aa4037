import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@platform/contract';
import { fakeAdminApi, type FakeRoutes } from '@/test/fake-admin-api';
import { descriptionOf } from '@/test/field-description';
import { bodiesSentTo, product, store } from '@/test/admin-fixtures';
import { renderPage } from '@/test/render-page';
import ProductEditPage from './product-edit-page';

const SAVE = 'PUT v1/admin/product/3';

const routes = (save: FakeRoutes[string]): FakeRoutes => ({
  'GET v1/admin/store/7': () => ({ data: { data: store } }),
  'GET v1/admin/product/3': () => ({ data: { data: product } }),
  // A German store: the VAT rates shown are Germany's, not the platform's default.
  'GET v1/admin/settings': () => ({ data: { data: { default_language: 'en', country: 'DE' } } }),
  [SAVE]: save,
});

const open = (locale: Locale = 'en') =>
  renderPage(<ProductEditPage />, {
    path: '/store/:storeId/products/:productId',
    at: '/store/7/products/3',
    locale,
  });

afterEach(cleanup);

// The whole editor page renders in a simulated document: slower than a unit, so more time.
// The admin's largest form (variants, items, images), rendered and typed into in jsdom: with the other
// two lanes running on a 2-core machine one test took over the project's 20 s (CI, issue 32).
describe('the product editor', { timeout: 60_000 }, () => {
  it('refuses an unreadable price beside the field and sends nothing', async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    const price = await screen.findByLabelText('Price incl. VAT');
    await userEvent.clear(price);
    await userEvent.type(price, 'twelve');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter an amount, such as 12.95.', {}, { timeout: 5000 });
    await waitFor(() => expect(descriptionOf(price)).toContain('Enter an amount, such as 12.95.'));
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
  });

  it("sends the price in cents and places the server's field errors on their fields", async () => {
    const calls = fakeAdminApi(
      routes(() => ({
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: { slug: ['This address is already in use.'] },
        },
      })),
    );
    await open();
    const price = await screen.findByLabelText('Price incl. VAT');
    await userEvent.clear(price);
    await userEvent.type(price, '14.50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('This address is already in use.', {}, { timeout: 5000 });
    const slug = screen.getByLabelText('Address in the shop');
    await waitFor(() => expect(descriptionOf(slug)).toContain('This address is already in use.'));
    expect(document.activeElement).toBe(slug);
    expect(bodiesSentTo(calls, SAVE)).toMatchObject([{ store_id: 7, price: 1450 }]);
  });

  it('sells a variant monthly with a free trial in days, refusing a trial that is not a number of days', async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    // One-time until chosen otherwise; the trial's field shows only for a subscription.
    const billing = await screen.findByLabelText('Billing');
    expect(screen.queryByLabelText('Free trial (days)')).toBeNull();
    await userEvent.selectOptions(billing, 'Monthly');
    const trial = screen.getByLabelText('Free trial (days)');
    await userEvent.type(trial, 'two weeks');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(descriptionOf(trial)).toContain('Must be a whole number.'));
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);
    await userEvent.clear(trial);
    await userEvent.type(trial, '14');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, SAVE)).toMatchObject([
        { variants: [{ id: 31, subscription_interval: 'month', trial_days: 14 }] },
      ]),
    );
  });

  it("edits the name per language: the store's own, and a translation that falls back when emptied", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    const languages = await screen.findByRole('group', { name: 'Language of name and description' });
    expect(within(languages).getByRole('button', { name: 'English (store language)' })).toHaveProperty(
      'ariaPressed',
      'true',
    );
    await userEvent.click(within(languages).getByRole('button', { name: /^Deutsch/ }));
    const german = screen.getByLabelText('Name');
    expect(german).toHaveProperty('value', 'Musterbuch');
    expect(german.getAttribute('placeholder')).toBe('Pattern book');
    await userEvent.clear(german);
    await userEvent.click(within(languages).getByRole('button', { name: /^Nederlands/ }));
    await userEvent.type(screen.getByLabelText('Name'), 'Patroonboek');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, SAVE)).toMatchObject([
        {
          name: 'Pattern book',
          translations: { nl: { name: 'Patroonboek', description: '' }, de: { name: '', description: '' } },
        },
      ]),
    );
  });
  it('spells out the status chosen, works out VAT at the class rate of the store country, and sends both', async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open();
    await userEvent.selectOptions(await screen.findByLabelText('Status'), 'Unlisted');
    expect(screen.getByText('For sale through a direct link, but not listed in the shop.')).toBeTruthy();
    const vatClass = screen.getByLabelText('VAT class');
    expect([...vatClass.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Standard (19%)',
      'E-book (7%)',
      'Exempt (0%)',
    ]);
    await userEvent.selectOptions(vatClass, 'E-book (7%)');
    const breakdown = screen.getByText('Excl. VAT').closest('dl');
    expect(
      [...(breakdown?.querySelectorAll('div') ?? [])].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    ).toEqual([
      ['Excl. VAT', '€12.10'],
      ['VAT 7%', '€0.85'],
      ['Incl. VAT', '€12.95'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, SAVE)).toMatchObject([
        { store_id: 7, status: 'unlisted', vat_class: 'ebook', price: 1295 },
      ]),
    );
  });

  it("refuses a sale price above the price and an address with capitals in the reader's language, then sends a percentage off as previewed", async () => {
    const calls = fakeAdminApi(routes(() => ({ data: { data: product } })));
    await open('nl');
    const discountType = await screen.findByLabelText('Soort korting');
    await userEvent.selectOptions(discountType, 'Vaste kortingsprijs');
    const salePrice = screen.getByLabelText('Nieuwe prijs');
    await userEvent.type(salePrice, '15');
    const slug = screen.getByLabelText('Adres in de shop');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'Patroon-Boek');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(descriptionOf(salePrice)).toBe('De kortingsprijs mag niet hoger zijn dan de prijs.'),
    );
    await waitFor(() =>
      expect(descriptionOf(slug)).toBe('Gebruik kleine letters, cijfers en streepjes (hoogstens 80).'),
    );
    expect(bodiesSentTo(calls, SAVE)).toEqual([]);

    // A value means euros for one type and a percentage for the other: it starts afresh.
    await userEvent.selectOptions(discountType, 'Percentage');
    const percentage = screen.getByLabelText('Korting');
    expect(percentage).toHaveProperty('value', '');
    await userEvent.type(percentage, '20');
    expect(screen.getByText('Klant betaalt')).toBeTruthy();
    expect(screen.getByText('€ 10,36')).toBeTruthy();
    expect(screen.getByText('€ 8,71 excl. btw · € 10,36 incl. btw')).toBeTruthy();
    await userEvent.clear(slug);
    await userEvent.type(slug, 'patroon-boek');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(bodiesSentTo(calls, SAVE)).toMatchObject([
        { store_id: 7, slug: 'patroon-boek', price: 1295, discount_type: 'percentage', discount_value: 20 },
      ]),
    );
  });
});
