import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WITHDRAWAL_WAIVER_TEXTS, type Cart, type PublicStore } from '@platform/contract';
import { descriptionOf } from '@/test/field-description';
import { renderPage, switchLanguage } from '@/test/render-page';
import CheckoutPage from './checkout-page';

// The page's host is `localhost`, so the store's slug is too.
const CART_ID = '0b7c3c5e-8a4e-4c55-9d3b-2f1f0d6a9e41';
const store: PublicStore = {
  name: 'Atelier Noor',
  slug: 'localhost',
  test_mode: { value: true },
  can_take_payments: true,
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  default_language: 'nl',
  checkout: {
    fields: { company: 'hidden', vat_number: 'hidden', address: 'hidden' },
    terms_url: null,
    note: '',
  },
};
const cart: Cart = {
  id: CART_ID,
  business_type: 'b2c',
  products: [
    {
      product_id: 3,
      quantity: 1,
      name: 'Pattern book',
      translations: {},
      slug: 'pattern-book',
      image: null,
      unit_price: 1295,
      total_excl_vat: 1070,
      total_incl_vat: 1295,
      vat_rate: 21,
      vat_class: 'standard',
      available: true,
      discount: 0,
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

  it('does not ask a buyer who orders as a business', async () => {
    const orders = fakeShopApi(() => ({ status: 500, body: { message: 'x' } }), 'NL', {
      company: 'optional',
      vat_number: 'hidden',
      address: 'hidden',
    });
    await open();
    await typeDetails();
    expect(screen.getByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Company name (optional)'), 'Noor BV');
    expect(screen.queryByLabelText(WITHDRAWAL_WAIVER_TEXTS.en)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    // The order is sent: the server's refusal shows.
    await screen.findByRole('alert');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ customer_details: { company: 'Noor BV' } });
    expect(orders[0]).not.toHaveProperty('withdrawal_waiver');
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
