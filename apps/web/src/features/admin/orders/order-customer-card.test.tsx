import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { WITHDRAWAL_WAIVER_TEXTS, type AdminOrder, type Locale, type VatCheck } from '@platform/contract';
import { renderPage } from '@/test/render-page';
import { OrderCustomerCard } from './order-customer-card';

const check: VatCheck = {
  country_code: 'BE',
  vat_number: '0123456789',
  status: 'valid',
  checked_at: '2026-03-02T10:15:00.000Z',
  name: 'Klant NV',
  address: 'Grote Markt 1\n1000 Brussel',
  request_identifier: 'WAPIAAAAW000001',
  error: null,
};

// The card reads only these of an order.
const orderWith = (vatCheck: VatCheck) =>
  ({
    email: 'firm@example.com',
    locale: 'nl',
    customer_details: { name: 'Buyer', company: 'Firm', country: 'BE' },
    vat_details: {
      treatment: 'reverse_charge',
      buyer_vat_number: 'BE0123456789',
      check: vatCheck,
    },
  }) as AdminOrder;

/** The text under the VIES check's label. */
async function viesCheck(order: AdminOrder, locale: Locale, label: string) {
  await renderPage(<OrderCustomerCard order={order} />, { path: '/', at: '/', locale });
  return screen.getByText(label).nextElementSibling?.textContent ?? '';
}

afterEach(cleanup);

describe("an order's buyer, with the VIES check as evidence", () => {
  for (const [locale, label, consultation] of [
    ['nl', 'Controle btw-nummer (VIES)', 'Raadplegingsnummer WAPIAAAAW000001'],
    ['en', 'VAT number check (VIES)', 'Consultation number WAPIAAAAW000001'],
    ['de', 'Prüfung der USt-IdNr. (VIES)', 'Abfragenummer WAPIAAAAW000001'],
  ] as const) {
    it(`shows VIES's consultation number with the check (${locale})`, async () => {
      const text = await viesCheck(orderWith(check), locale, label);
      expect(text).toContain('Klant NV');
      expect(text).toContain(consultation);
    });
  }

  it('shows no consultation number where VIES gave none', async () => {
    const text = await viesCheck(
      orderWith({ ...check, request_identifier: null }),
      'en',
      'VAT number check (VIES)',
    );
    expect(text).toContain('Klant NV');
    expect(text).not.toContain('Consultation number');
  });
});

describe("an order's buyer, with the consumer's consent to immediate delivery", () => {
  it('shows when the consumer consented and the words they ticked (decision 050)', async () => {
    const order = {
      ...orderWith(check),
      withdrawal_waiver: { text: WITHDRAWAL_WAIVER_TEXTS.de, at: '2026-03-02T10:15:00.000Z' },
    } as AdminOrder;
    await renderPage(<OrderCustomerCard order={order} />, { path: '/', at: '/', locale: 'en' });
    const text = screen.getByText('Right of withdrawal waived').nextElementSibling?.textContent ?? '';
    expect(text).toContain('consented to immediate delivery with these words:');
    expect(text).toContain(`“${WITHDRAWAL_WAIVER_TEXTS.de}”`);
  });

  it('shows no consent where none was asked', async () => {
    await renderPage(<OrderCustomerCard order={{ ...orderWith(check), withdrawal_waiver: null }} />, {
      path: '/',
      at: '/',
      locale: 'en',
    });
    expect(screen.queryByText('Right of withdrawal waived')).toBeNull();
  });
});

describe("an order's business buyer, as its invoice names it (decision 052)", () => {
  it('shows the company, its VAT number and its address with the country, in the merchant’s language', async () => {
    const order = {
      ...orderWith(check),
      customer_details: {
        name: 'Kim Klant',
        company: 'Klant NV',
        address: 'Grote Markt 7',
        postal_code: '1000',
        city: 'Brussel',
        country: 'BE',
      },
      withdrawal_waiver: null,
    } as AdminOrder;
    await renderPage(<OrderCustomerCard order={order} />, { path: '/', at: '/', locale: 'nl' });
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Bedrijf')).toBe('Klant NV');
    expect(value('Btw-nummer')).toBe('BE0123456789');
    expect(value('Adres')).toBe('Grote Markt 7\n1000 Brussel\nBelgië');
  });
});
