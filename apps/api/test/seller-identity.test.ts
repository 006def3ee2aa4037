import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_LEGAL_TEXT_LENGTH } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  uniqueSlug,
  type TestApp,
  type TestClient,
} from './harness.js';

/** The shop's HTML as a build lays it out, reduced to what a store page's head is put into. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  const page = `<!doctype html>\n<html lang="nl">\n  <head>\n    <title>Winkel</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;
  writeFileSync(path.join(dir, 'index.html'), page);
  writeFileSync(path.join(dir, 'shop.html'), page);
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'shop-pages.json'), '{}');
  return dir;
}

const DUTCH_SELLER = {
  legal_name: 'Atelier Noor B.V.',
  address: 'Keizersgracht 12',
  postal_code: '1015 CS',
  city: 'Amsterdam',
  country: 'NL',
  vat_number: 'NL000099998B57',
  coc_number: '12345678',
  iban: '',
};

const TERMS =
  'Artikel 1\r\nDeze voorwaarden gelden voor elke bestelling.\n\n<b>Geen</b> opmaak: dit is tekst.';

interface Merchant {
  client: TestClient;
  token: string;
  email: string;
  storeId: number;
  slug: string;
}

describe('every store names its seller and its terms and privacy policy (decision 053)', () => {
  let t: TestApp;
  let webDist: string;
  let noor: Merchant;
  let other: Merchant;

  async function merchantWithStore(name: string): Promise<Merchant> {
    const { client, token, email } = await registerMerchant(t.app);
    const slug = uniqueSlug('seller');
    const { id } = await createStore(client, token, { name, slug });
    return { client, token, email, storeId: id, slug };
  }

  const save = (merchant: Merchant, settings: Record<string, unknown>) =>
    merchant.client.post(
      '/v1/admin/settings',
      { store_id: merchant.storeId, settings },
      { token: merchant.token },
    );

  const publicStore = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/store/${slug}` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  const legalTexts = async (slug: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/store/${slug}/legal` });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };

  const storedLegal = async (merchant: Merchant) =>
    (
      await merchant.client.get(
        `/v1/admin/settings?store_id=${merchant.storeId}&names=terms_url,terms_text,privacy_url,privacy_text`,
        { token: merchant.token },
      )
    ).json().data;

  beforeAll(async () => {
    webDist = fakeWebBuild();
    t = await createTestApp({ WEB_DIST_DIR: webDist });
    noor = await merchantWithStore('Noor');
    other = await merchantWithStore('Elders');
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers a store without billing details by its name, its country and the address its notifications go to', async () => {
    const store = await publicStore(other.slug);
    expect(store.seller).toEqual({
      name: 'Elders',
      address: null,
      postal_code: null,
      city: null,
      // The store's country, which every store has (decision 078).
      country: 'NL',
      email: other.email,
      vat_number: null,
      coc_number: null,
    });
    expect(store.legal).toEqual({ terms: null, privacy: null });
    expect(await legalTexts(other.slug)).toEqual({ terms: '', privacy: '' });
  });

  it('answers the seller from the billing details, and the e-mail the store answers from', async () => {
    expect(
      (await save(noor, { billing: DUTCH_SELLER, notification_emails: ['orders@noor.example'] })).statusCode,
    ).toBe(200);
    expect((await publicStore(noor.slug)).seller).toEqual({
      name: 'Atelier Noor B.V.',
      address: 'Keizersgracht 12',
      postal_code: '1015 CS',
      city: 'Amsterdam',
      country: 'NL',
      email: 'orders@noor.example',
      vat_number: 'NL000099998B57',
      coc_number: '12345678',
    });
    // The reply-to address is where a buyer's answer goes: it is the one to write to.
    expect((await save(noor, { email_reply_to: 'hallo@noor.example' })).statusCode).toBe(200);
    expect((await publicStore(noor.slug)).seller.email).toBe('hallo@noor.example');
  });

  it('tells where the terms and privacy policy are, and gives the texts as written on their own', async () => {
    const saved = await save(noor, {
      terms_url: null,
      terms_text: TERMS,
      privacy_url: 'https://noor.example/privacy',
      privacy_text: '',
    });
    expect(saved.statusCode).toBe(200);
    const store = await publicStore(noor.slug);
    expect(store.legal).toEqual({
      terms: { kind: 'text' },
      privacy: { kind: 'link', url: 'https://noor.example/privacy' },
    });
    // The store's answer, on every page, does not carry the texts: they are the legal page's.
    expect(JSON.stringify(store)).not.toContain('Artikel 1');
    expect(await legalTexts(noor.slug)).toEqual({ terms: TERMS.trim(), privacy: '' });

    // Swapping link and text in one save is one change, and the shop shows it at once.
    expect(
      (
        await save(noor, {
          terms_url: 'https://noor.example/voorwaarden',
          terms_text: '',
          privacy_url: null,
          privacy_text: 'Wij bewaren je e-mailadres voor je bestelling.',
        })
      ).statusCode,
    ).toBe(200);
    expect((await publicStore(noor.slug)).legal).toEqual({
      terms: { kind: 'link', url: 'https://noor.example/voorwaarden' },
      privacy: { kind: 'text' },
    });
    expect(await legalTexts(noor.slug)).toEqual({
      terms: '',
      privacy: 'Wij bewaren je e-mailadres voor je bestelling.',
    });
  });

  it('refuses a document given as a link and a text, a bad address and a text too long, naming the field', async () => {
    const before = await storedLegal(noor);
    const refusals: [Record<string, unknown>, string, string][] = [
      // Both in one save.
      [{ terms_url: 'https://noor.example/t', terms_text: 'Tekst' }, 'settings.terms_text', 'link_or_text'],
      // A text beside the link stored before (terms are a link now), and a link beside a stored text.
      [{ terms_text: 'Tekst' }, 'settings.terms_text', 'link_or_text'],
      [{ privacy_url: 'https://noor.example/p' }, 'settings.privacy_url', 'link_or_text'],
      [{ privacy_url: 'javascript:alert(1)', privacy_text: '' }, 'settings.privacy_url', 'invalid'],
      [{ terms_url: 'noor.example/voorwaarden' }, 'settings.terms_url', 'invalid'],
      [{ terms_url: null, terms_text: 'x'.repeat(MAX_LEGAL_TEXT_LENGTH + 1) }, 'settings.terms_text', 'long'],
      [{ terms_url: null, terms_text: 'Artikel\u0001 1' }, 'settings.terms_text', 'characters'],
    ];
    const words: Record<string, string> = {
      link_or_text: 'Give a web address or a text, not both: empty one of the two.',
      invalid: 'This value has the wrong format.',
      long: `Use at most ${MAX_LEGAL_TEXT_LENGTH} characters.`,
      characters: 'Remove the control or invisible characters from this text.',
    };
    for (const [settings, field, reason] of refusals) {
      const response = await noor.client.post(
        '/v1/admin/settings',
        { store_id: noor.storeId, settings },
        { token: noor.token, headers: { 'accept-language': 'en' } },
      );
      expect(response.statusCode, JSON.stringify(settings)).toBe(422);
      expect(response.json().errors, JSON.stringify(settings)).toEqual({ [field]: [words[reason]] });
    }
    expect(await storedLegal(noor)).toEqual(before);
    expect(
      (await save(noor, { terms_url: null, terms_text: 'x'.repeat(MAX_LEGAL_TEXT_LENGTH) })).statusCode,
    ).toBe(200);
  });

  it("never answers one store's seller or texts for another, by address or by host", async () => {
    await save(other, { terms_text: 'Voorwaarden van Elders.' });
    await save(noor, { terms_url: null, terms_text: 'Voorwaarden van Noor.' });
    expect((await publicStore(other.slug)).seller.name).toBe('Elders');
    expect(await legalTexts(other.slug)).toEqual({ terms: 'Voorwaarden van Elders.', privacy: '' });
    expect((await legalTexts(noor.slug)).terms).toBe('Voorwaarden van Noor.');
    const page = await t.app.inject({
      method: 'GET',
      url: '/legal',
      headers: { host: `${other.slug}.localhost:3000` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Voorwaarden van Elders.');
    expect(page.body).not.toContain('Noor');
    expect((await t.app.inject({ method: 'GET', url: '/v1/store/no-such-store/legal' })).statusCode).toBe(
      404,
    );
  });

  it('serves the legal page with the texts it shows and a description naming the seller', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/legal',
      headers: { host: `${noor.slug}.localhost:3000` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<meta name="description" content="Atelier Noor B.V., Keizersgracht 12, 1015 CS Amsterdam, NL000099998B57" />',
    );
    expect(page.body).toContain(`<link rel="canonical" href="http://${noor.slug}.localhost:3000/legal" />`);
    const answers = JSON.parse(
      /<script type="application\/json" id="initial-answers">(.*?)<\/script>/s.exec(page.body)![1]!,
    ) as Record<string, { data: unknown }>;
    expect(answers[`/v1/store/${noor.slug}/legal`]?.data).toEqual({
      terms: 'Voorwaarden van Noor.',
      privacy: 'Wij bewaren je e-mailadres voor je bestelling.',
    });
  });
});
