import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@platform/contract';
import { descriptionOf } from '@/test/field-description';
import { renderPage } from '@/test/render-page';
import { DiscountCodeField } from './discount-code-field';

const cart: Cart = {
  id: '0b7c3c5e-8a4e-4c55-9d3b-2f1f0d6a9e41',
  business_type: 'b2c',
  products: [],
  totals: { total_excl_vat: 0, total_vat: 0, total_incl_vat: 0 },
  vat: { country: 'NL', treatment: 'domestic', vat_number: 'none', reverse_charge_possible: false },
  discount: null,
};

/** The cart's save at fetch's edge, answering each code with the next of `answers`. */
function fakeCartSaves(answers: { status: number; body: unknown }[]) {
  const codes: unknown[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    if (url.pathname !== `/v1/store/localhost/cart/${cart.id}` || init.method !== 'POST') {
      return new Response('{}', { status: 404 });
    }
    codes.push((JSON.parse(String(init.body)) as { discount_code?: unknown }).discount_code);
    const { status, body } = answers[codes.length - 1]!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return codes;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the discount code field', () => {
  it('shows the one refusal of a code beside the field, and the wait once too many codes failed', async () => {
    // Decision 045: one answer for any code that cannot be used, then 429 once an address tried too many.
    const codes = fakeCartSaves([
      {
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { discount_code: ['This discount code is not valid.'] },
        },
      },
      { status: 429, body: { message: 'Too many attempts. Try again in 840 seconds.' } },
    ]);
    await renderPage(<DiscountCodeField cart={cart} />, { path: '/cart', at: '/cart' });
    const field = screen.getByLabelText('Discount code');
    await userEvent.type(field, 'STAFF-69{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('This discount code is not valid.');
    await userEvent.clear(field);
    await userEvent.type(field, 'STAFF-70{Enter}');
    await screen.findByText('Too many attempts. Try again in 840 seconds.');
    expect(descriptionOf(field)).toBe('Too many attempts. Try again in 840 seconds.');
    expect(codes).toEqual(['STAFF-69', 'STAFF-70']);
  });
});
