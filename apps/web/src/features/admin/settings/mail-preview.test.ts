import { describe, expect, test } from 'vitest';
import { mailPreview } from './mail-preview';

const base = {
  locale: 'nl' as const,
  storeName: 'Atelier Eva',
  senderName: '',
  replyTo: '',
  footer: '',
  testMode: false,
  businessType: 'b2c' as const,
  country: 'NL',
};

describe('mail preview', () => {
  test('an empty sender name sends as the store, an empty reply-to has none', () => {
    const preview = mailPreview({ ...base, kind: 'order_confirmation' });
    expect(preview.from).toBe('Atelier Eva');
    expect(preview.replyTo).toBeNull();
    expect(preview.subject).toBe('Je bestelling #1001 bij Atelier Eva');
    expect(preview.footer).toEqual(['Verstuurd door Atelier Eva.']);
  });

  test('names the sample order as real orders are named, #1001 onwards', () => {
    expect(mailPreview({ ...base, kind: 'order_confirmation' }).paragraphs).toContain('Bestelling #1001');
    expect(mailPreview({ ...base, kind: 'notification', locale: 'en' }).subject).toBe(
      'New order #1001 (€19.95)',
    );
  });

  test("the merchant's footer comes above the platform's line", () => {
    const preview = mailPreview({
      ...base,
      kind: 'login_link',
      locale: 'de',
      footer: ' Danke! ',
      senderName: 'Eva',
    });
    expect(preview.from).toBe('Eva');
    expect(preview.footer).toEqual(['Danke!', 'Gesendet von Atelier Eva.']);
    expect(preview.totals).toEqual([]);
  });

  test('totals the sample as the server totals an order: a b2c price holds the VAT, a b2b price has it added', () => {
    // An e-book in the Netherlands: 9 %. €19.95 holds €1.65 of VAT (19.95 / 1.09 = 18.30).
    expect(mailPreview({ ...base, kind: 'order_confirmation' }).totals).toEqual([
      { label: 'Totaal incl. btw', amount: '€\u00a019,95', strong: true },
      { label: 'Btw 9% over €\u00a018,30', amount: '€\u00a01,65', strong: false },
      { label: 'Totaal excl. btw', amount: '€\u00a018,30', strong: false },
    ]);
    // A German b2b store: e-books at 7 % added to the net €19.95 (1.3965: €1.40).
    const b2b = mailPreview({
      ...base,
      kind: 'notification',
      locale: 'de',
      businessType: 'b2b',
      country: 'DE',
    });
    expect(b2b.totals).toEqual([
      { label: 'Summe netto', amount: '19,95\u00a0€', strong: false },
      { label: 'USt. 7 % auf 19,95\u00a0€', amount: '1,40\u00a0€', strong: false },
      { label: 'Summe brutto', amount: '21,35\u00a0€', strong: true },
    ]);
    expect(b2b.subject).toBe('Neue Bestellung #1001 (21,35\u00a0€)');
  });

  test('test mode adds the notice the server adds', () => {
    expect(mailPreview({ ...base, kind: 'notification', testMode: true }).notice).toMatch(/^TESTBESTELLING/);
    expect(mailPreview({ ...base, kind: 'notification' }).notice).toBeNull();
  });

  test('the confirmation tells that its link keeps working, and leads to all purchases, as the server writes it', () => {
    const preview = mailPreview({ ...base, kind: 'order_confirmation', locale: 'en' });
    expect(preview.link).toBe('All your purchases at Atelier Eva');
    expect(preview.after).toEqual([
      'This link keeps working for this order: keep this e-mail to download again later.',
    ]);
    expect(mailPreview({ ...base, kind: 'login_link', locale: 'en' }).after[0]).toMatch(
      /^This link works once/,
    );
  });
});
