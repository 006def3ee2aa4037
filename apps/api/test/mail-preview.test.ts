import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailPreview } from '@platform/contract';
import type { TestClient } from './harness.js';
import type { FakeProviders } from './fake-providers.js';
import { appWithFakeProviders, closeWithFakeProviders } from './payment-helpers.js';
import { createStore, fillSellerDetails, registerMerchant, type TestApp } from './harness.js';

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The mail's paragraphs as a reader sees them, in order. */
const paragraphs = (mail: MailPreview) =>
  [...mail.html.matchAll(/<p\b[^>]*>(.*?)<\/p>/gs)].map((m) => decode(m[1]!));

/** The rows under the lines: label, amount, and whether it is set in bold. */
function totals(mail: MailPreview) {
  const rows = [...mail.html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => m[1]!).slice(1);
  return rows.map((row) => {
    const cells = [...row.matchAll(/<td style="([^"]*)">(.*?)<\/td>/gs)];
    return {
      label: decode(cells[0]![2]!),
      amount: decode(cells[1]![2]!),
      strong: cells[0]![1]!.includes('font-weight:600'),
    };
  });
}

describe("the admin's mail preview, rendered by the API's own mails", () => {
  let t: TestApp;
  let fake: FakeProviders;
  let client: TestClient;
  let token: string;
  let merchantEmail: string;
  let storeId: number;

  const preview = async (kind: string, query: Record<string, string> = {}, store = storeId) => {
    const response = await client.get(
      `/v1/admin/mail-preview/${kind}?${new URLSearchParams({ store_id: String(store), ...query })}`,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as MailPreview;
  };

  beforeAll(async () => {
    ({ t, fake } = await appWithFakeProviders());
    ({ client, token, email: merchantEmail } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Atelier Eva', slug: 'atelier-eva' })).id;
  });
  afterAll(() => closeWithFakeProviders(t, fake));

  it("an empty sender name sends as the store, an empty reply-to answers to the merchant's account address", async () => {
    const mail = await preview('order_confirmation', { lang: 'nl', sender_name: '', reply_to: '' });
    expect(mail.from).toBe('Atelier Eva');
    expect(mail.reply_to).toBe(merchantEmail);
    expect(mail.subject).toBe('Je bestelling #1001 bij Atelier Eva');
    expect(paragraphs(mail).at(-1)).toBe('Verstuurd door Atelier Eva.');
  });

  it('names the sample order as real orders are named, #1001 onwards', async () => {
    expect(paragraphs(await preview('order_confirmation', { lang: 'nl' }))).toContain('Bestelling #1001');
    expect((await preview('notification', { lang: 'en' })).subject).toBe('New order #1001 (€19.95)');
  });

  it("the merchant's footer comes above the platform's line, as the form holds it before it is saved", async () => {
    const mail = await preview('login_link', { lang: 'de', footer: ' Danke! ', sender_name: 'Eva' });
    expect(mail.from).toBe('Eva');
    expect(paragraphs(mail).at(-1)).toBe('Danke!\nGesendet von Atelier Eva.');
    expect(totals(mail)).toEqual([]);
    const saved = await client.post(
      '/v1/admin/settings',
      { store_id: storeId, settings: { email_sender_name: 'Noor', email_reply_to: 'hallo@example.com' } },
      { token },
    );
    expect(saved.statusCode).toBe(200);
    expect(await preview('login_link', { lang: 'de' })).toMatchObject({
      from: 'Noor',
      reply_to: 'hallo@example.com',
    });
  });

  it('totals the sample as the server totals an order: a b2c price holds the VAT, a b2b price has it added', async () => {
    // An e-book in the Netherlands: 9 %. €19.95 holds €1.65 of VAT (19.95 / 1.09 = 18.30).
    expect(totals(await preview('order_confirmation', { lang: 'nl' }))).toEqual([
      { label: 'Totaal incl. btw', amount: '€\u00a019,95', strong: true },
      { label: 'Btw 9% over €\u00a018,30', amount: '€\u00a01,65', strong: false },
      { label: 'Totaal excl. btw', amount: '€\u00a018,30', strong: false },
    ]);
    // A German b2b store: e-books at 7 % added to the net €19.95 (1.3965: €1.40).
    const b2bStore = (
      await createStore(client, token, { name: 'Buch', slug: 'buch-b2b', business_type: 'b2b' })
    ).id;
    const country = await client.post(
      '/v1/admin/settings',
      { store_id: b2bStore, settings: { country: 'DE' } },
      { token },
    );
    expect(country.statusCode).toBe(200);
    const b2b = await preview('notification', { lang: 'de' }, b2bStore);
    expect(totals(b2b)).toEqual([
      { label: 'Summe netto', amount: '19,95\u00a0€', strong: false },
      { label: 'USt. 7 % auf 19,95\u00a0€', amount: '1,40\u00a0€', strong: false },
      { label: 'Summe brutto', amount: '21,35\u00a0€', strong: true },
    ]);
    expect(b2b.subject).toBe('Neue Bestellung #1001 (21,35\u00a0€)');
  });

  it('the confirmation tells that its link keeps working, and leads to all purchases, as the server writes it', async () => {
    const mail = paragraphs(await preview('order_confirmation', { lang: 'en' }));
    expect(mail).toContain('All your purchases at Atelier Eva');
    expect(mail).toContain(
      'This link keeps working for this order: keep this e-mail to download again later.',
    );
    expect(paragraphs(await preview('login_link', { lang: 'en' }))).toContainEqual(
      expect.stringMatching(/^This link works once/),
    );
  });

  it("shows the confirmation's licence keys and, once filled in, the seller's details", async () => {
    const before = paragraphs(await preview('order_confirmation', { lang: 'nl' }));
    expect(before).toEqual(expect.arrayContaining(['Je licentiesleutels:', 'E-book: WNKL-7Q2M-X9KD-4T8P']));
    expect(before.some((text) => text.startsWith('Verkocht door'))).toBe(false);
    await fillSellerDetails({ client, token, storeId });
    expect(paragraphs(await preview('order_confirmation', { lang: 'nl' }))).toEqual(
      expect.arrayContaining([
        'Verkocht door: Winkel B.V., Kerkstraat 1, 1017 GA Amsterdam, NL',
        'Btw-nummer: NL000099998B57',
      ]),
    );
  });

  it("test mode adds the notice the server adds; a live store's mails have none", async () => {
    expect(paragraphs(await preview('notification', { lang: 'nl' }))[0]).toMatch(/^TESTBESTELLING/);
    const live = (await createStore(client, token, { name: 'Live', slug: 'live-eva' })).id;
    await fillSellerDetails({ client, token, storeId: live });
    await client.put(
      '/v1/admin/payment-providers/mollie',
      { store_id: live, enabled: true, api_key: 'live_abcdefghijklmnopqrstuvwxyz123456' },
      { token },
    );
    const updated = await client.put(`/v1/admin/store/${live}`, { test_mode: { value: false } }, { token });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      paragraphs(await preview('notification', { lang: 'nl' }, live)).some((text) =>
        /TESTBESTELLING/.test(text),
      ),
    ).toBe(false);
  });

  it("escapes the merchant's words, shows no other merchant's store and knows only its own mails", async () => {
    const mail = await preview('login_link', { lang: 'en', footer: '<script>x</script> & Co' });
    expect(mail.html).not.toContain('<script>');
    expect(paragraphs(mail).at(-1)).toBe('<script>x</script> & Co\nSent by Atelier Eva.');
    const other = await registerMerchant(t.app, 'Other');
    const foreign = await other.client.get(`/v1/admin/mail-preview/notification?store_id=${storeId}`, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await client.get(`/v1/admin/mail-preview/invoice?store_id=${storeId}`, { token })).statusCode,
    ).toBe(422);
  });
});
