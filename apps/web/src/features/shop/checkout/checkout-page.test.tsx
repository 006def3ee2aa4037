import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHDRAWAL_WAIVER_TEXTS, type Cart } from '@platform/contract';
import { descriptionOf } from '@/test/field-description';
import { renderPage, switchLanguage } from '@/test/render-page';
import { publicStore } from '@/test/shop-fixtures';
import CheckoutPage from './checkout-page';
import { rememberDetails } from './checkout-memory';

// The page's host is `localhost`, so the store's slug is too.
const CART_ID = '0b7c3c5e-8a4e-4c55-9d3b-2f1f0d6a9e41';
const store = publicStore({ test_mode: { value: true } });
const cart: Cart = {
  id: CART_ID,
  business_type: 'b2c',
  products: [
    {
      product_id: 3,
      quantity: 1,
      name: 'Pattern book',
      translations: {},
      variant_id: 31,
      variant_name: '',
      variant_translations: {},
      chosen_price: null,
      slug: 'pattern-book',
      image: null,
      unit_price: 1295,
      total_excl_vat: 1070,
      total_incl_vat: 1295,
      vat_rate: 21,
      vat_class: 'standard',
      available: true,
      discount: 0,
      subscription: null,
    },
  ],
  totals: { total_excl_vat: 1070, total_vat: 225, total_incl_vat: 1295 },
  vat: { country: 'NL', treatment: 'domestic', vat_number: 'none', reverse_charge_possible: false },
  discount: null,
};

/**
 * The shop's API at fetch's edge: the store (with the checkout fields given), this cart (priced for
 * the store's country when asked without one), and what placing the order answers.
 */
function fakeShopApi(
  placeOrder: () => { status: number; body: unknown },
  storeCountry = 'NL',
  fields = store.checkout!.fields,
) {
  const orders: unknown[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const path = url.pathname;
    const country = url.searchParams.get('country') ?? storeCountry;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (path === '/v1/store/localhost') {
      return json(200, { data: { ...store, checkout: { ...store.checkout, fields } } });
    }
    if (path === `/v1/store/localhost/cart/${CART_ID}`) {
      return json(200, { data: { ...cart, vat: { ...cart.vat, country } } });
    }
    if (path === `/v1/store/localhost/order/${CART_ID}` && init.method === 'POST') {
      orders.push(JSON.parse(String(init.body)));
      const { status, body } = placeOrder();
      return json(status, body);
    }
    return json(404, { message: 'Not found' });
  });
  return orders;
}

const open = () => renderPage(<CheckoutPage />, { path: '/checkout', at: '/checkout', locale: 'en' });

/** Types the buyer's e-mail and name over what the form kept from an earlier test's checkout. */
async function typeDetails() {
  for (const [label, value] of [
    ['E-mail address', 'noor@example.com'],
    ['Name', 'Noor'],
  ]) {
    const field = await screen.findByLabelText(label!);
    await userEvent.clear(field);
    await userEvent.type(field, value!);
  }
}

beforeEach(() => localStorage.setItem('cart_session_id', CART_ID));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the checkout', () => {
  it('words its required fields in the language the buyer switches to, without ordering again', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }));
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order and pay' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('E-mail address'))).toBe('This field is required.'),
    );

    await switchLanguage('de');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('E-Mail-Adresse'))).toBe('Dieses Feld ist erforderlich.'),
    );
    expect(screen.queryAllByText('This field is required.')).toEqual([]);
    expect(orders).toEqual([]);
  });

  it('starts the country at the store’s own country', async () => {
    fakeShopApi(() => ({ status: 500, body: { message: 'x' } }), 'BE');
    await open();
    const country = await screen.findByLabelText<HTMLSelectElement>('Country');
    expect(country.value).toBe('BE');
    expect(country.selectedOptions[0]?.textContent).toBe('Belgium');
  });

  it("places the server's refusal on the buyer's detail it names, and words it anew after a switch", async () => {
    const orders = fakeShopApi(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'customer_details.name': ['Use at most 200 characters.'] },
      },
    }));
    await open();
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'noor@example.com');
    await userEvent.type(screen.getByLabelText('Name'), 'Noor');
    await userEvent.click(screen.getByLabelText(WITHDRAWAL_WAIVER_TEXTS.en));
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(descriptionOf(name)).toBe('Use at most 200 characters.'));
    expect(document.activeElement).toBe(name);
    expect(orders).toMatchObject([{ email: 'noor@example.com', customer_details: { name: 'Noor' } }]);

    await switchLanguage('de');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Name'))).toBe('Verwende höchstens 200 Zeichen.'),
    );
  });

  it('asks a consumer to consent to immediate delivery, unticked, in their language, before ordering', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }));
    await open();
    const waiver = await screen.findByLabelText<HTMLInputElement>(WITHDRAWAL_WAIVER_TEXTS.en);
    expect(waiver.checked).toBe(false);
    await typeDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() => expect(descriptionOf(waiver)).toBe('This field is required.'));
    expect(orders).toEqual([]);

    await switchLanguage('de');
    await userEvent.click(await screen.findByLabelText(WITHDRAWAL_WAIVER_TEXTS.de));
    await userEvent.click(screen.getByRole('button', { name: 'Bestellen und bezahlen' }));
    // The order is sent: the server's refusal shows.
    await screen.findByRole('alert');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ locale: 'de', withdrawal_waiver: true });
  });

  it('refuses a name holding a control character before sending it, in the language switched to', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }));
    await open();
    await userEvent.type(await screen.findByLabelText('E-mail address'), 'noor@example.com');
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('No\u0001or');
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Name'))).toBe(
        'Remove the control or invisible characters from this text.',
      ),
    );
    expect(orders).toEqual([]);

    await switchLanguage('nl');
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Naam'))).toBe(
        'Haal de stuur- of onzichtbare tekens uit deze tekst.',
      ),
    );
  });
});

/** Ticks or unticks "I'm buying for a business", whatever an earlier test's checkout left it at. */
async function buyAsBusiness(on: boolean) {
  const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: "I'm buying for a business" });
  if (box.checked !== on) await userEvent.click(box);
}

describe('a business buyer at the checkout (decision 052)', () => {
  const BUSINESS_FIELDS = ['Company name', 'VAT number (optional)', 'Address', 'Postcode', 'Town or city'];

  it('reveals company, VAT number and address in a store that hides them, all but the VAT number required, and no consent', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }));
    await open();
    await typeDetails();
    await buyAsBusiness(false);
    for (const label of BUSINESS_FIELDS) expect(screen.queryByLabelText(label)).toBeNull();
    expect(screen.getByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeTruthy();

    await buyAsBusiness(true);
    for (const label of BUSINESS_FIELDS) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeNull();
    for (const label of BUSINESS_FIELDS.slice(0, 1).concat(BUSINESS_FIELDS.slice(2))) {
      await userEvent.clear(screen.getByLabelText(label));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    for (const label of ['Company name', 'Address', 'Postcode', 'Town or city']) {
      await waitFor(() =>
        expect(descriptionOf(screen.getByLabelText(label))).toBe('This field is required.'),
      );
    }
    expect(descriptionOf(screen.getByLabelText('VAT number (optional)'))).toBe('For example NL123456789B01');
    expect(orders).toEqual([]);

    // Unticked again, the buyer is a consumer: the fields go, the consent comes back.
    await buyAsBusiness(false);
    expect(screen.queryByLabelText('Company name')).toBeNull();
    expect(screen.getByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeTruthy();
  });

  it('sends a business’s company, VAT number and address, without a consent to give up', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }));
    await open();
    await typeDetails();
    await buyAsBusiness(true);
    for (const [label, value] of [
      ['Company name', 'Noor BV'],
      ['VAT number (optional)', 'NL859876543B01'],
      ['Address', 'Herengracht 12'],
      ['Postcode', '1015 BN'],
      ['Town or city', 'Amsterdam'],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    // The order is sent: the server's refusal shows.
    await screen.findByRole('alert');
    expect(orders).toEqual([
      {
        email: 'noor@example.com',
        customer_details: {
          name: 'Noor',
          company: 'Noor BV',
          vat_number: 'NL859876543B01',
          address: 'Herengracht 12',
          postal_code: '1015 BN',
          city: 'Amsterdam',
          country: 'NL',
        },
        locale: 'en',
      },
    ]);
  });

  it('places the server’s refusal of a business’s missing address on the fields it names', async () => {
    const orders = fakeShopApi(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { 'customer_details.city': ['This field is required.'] },
      },
    }));
    await open();
    await typeDetails();
    await buyAsBusiness(true);
    for (const [label, value] of [
      ['Company name', 'Noor BV'],
      ['Address', 'Herengracht 12'],
      ['Postcode', '1015 BN'],
      ['Town or city', 'Amsterdam'],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(label));
      await userEvent.type(screen.getByLabelText(label), value);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText('Town or city'))).toBe('This field is required.'),
    );
    expect(orders).toHaveLength(1);
  });

  it('starts as a business where the store asks a company from the start, and asks nothing where every buyer is one', async () => {
    // A buyer's own choice is kept for their next visit to the checkout: this one has made none.
    rememberDetails({});
    fakeShopApi(() => ({ status: 500, body: { message: 'x' } }), 'NL', {
      company: 'optional',
      vat_number: 'optional',
      address: 'hidden',
    });
    await open();
    expect(
      (await screen.findByRole<HTMLInputElement>('checkbox', { name: "I'm buying for a business" })).checked,
    ).toBe(true);
    cleanup();
    vi.unstubAllGlobals();

    fakeShopApi(() => ({ status: 500, body: { message: 'x' } }), 'NL', {
      company: 'required',
      vat_number: 'hidden',
      address: 'hidden',
    });
    await open();
    expect(await screen.findByLabelText('Company name')).toBeTruthy();
    expect(screen.getByLabelText('Address')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: "I'm buying for a business" })).toBeNull();
    expect(screen.queryByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeNull();
  });

  it('lets a consumer give the address where the store allows it, and sends it', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }), 'NL', {
      company: 'hidden',
      vat_number: 'hidden',
      address: 'optional',
    });
    await open();
    await typeDetails();
    await buyAsBusiness(false);
    await userEvent.clear(screen.getByLabelText('Address (optional)'));
    await userEvent.type(screen.getByLabelText('Address (optional)'), 'Herengracht 12');
    await userEvent.click(screen.getByLabelText(WITHDRAWAL_WAIVER_TEXTS.en));
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    await screen.findByRole('alert');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      customer_details: { name: 'Noor', address: 'Herengracht 12', country: 'NL' },
      withdrawal_waiver: true,
    });
    expect(orders[0]).not.toHaveProperty('customer_details.company');
  });
});
