import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, type TestApp, TestClient } from './harness.js';

/** Business details as the admin's form sends them now: without a country (decision 078). */
const DETAILS = {
  legal_name: 'Atelier Lien BV',
  address: 'Meir 1',
  postal_code: '2000',
  city: 'Antwerpen',
  vat_number: 'BE0123456749',
  coc_number: '',
  iban: '',
};

const COUNTRY_IS_THE_STORES =
  "The business's country is the store's country: change that under Settings → Store, or leave this out.";

describe("the seller's country is the store's, asked once (decision 078)", () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;
  const slug = 'atelier-lien';

  beforeAll(async () => {
    t = await createTestApp();
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Atelier Lien', slug })).id;
  });
  afterAll(() => t.close());

  const save = (settings: object) =>
    client.post('/v1/admin/settings', { store_id: storeId, settings }, { token });
  const billing = async () =>
    (await client.get(`/v1/admin/settings?store_id=${storeId}&names=billing`, { token })).json().data.billing;
  const publicSeller = async () => (await new TestClient(t.app).get(`/v1/store/${slug}`)).json().data.seller;

  it('answers the billing details with the store’s country, before and after they are given without one', async () => {
    expect((await billing()).country).toBe('NL');
    expect((await save({ country: 'BE' })).statusCode).toBe(200);
    expect((await billing()).country).toBe('BE');
    const saved = await save({ billing: DETAILS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.billing).toEqual({ ...DETAILS, country: 'BE' });
    expect(await publicSeller()).toMatchObject({ name: 'Atelier Lien BV', city: 'Antwerpen', country: 'BE' });
  });

  it('follows a change of the store’s country at once: the two cannot disagree', async () => {
    expect((await save({ country: 'DE' })).statusCode).toBe(200);
    expect(await billing()).toEqual({ ...DETAILS, country: 'DE' });
    expect((await publicSeller()).country).toBe('DE');
    expect((await save({ country: 'BE' })).statusCode).toBe(200);
  });

  it("keeps callers that still send the country working when it is the store's, or null", async () => {
    expect((await save({ billing: { ...DETAILS, country: 'BE' } })).statusCode).toBe(200);
    expect((await save({ billing: { ...DETAILS, city: 'Gent', country: null } })).statusCode).toBe(200);
    expect(await billing()).toEqual({ ...DETAILS, city: 'Gent', country: 'BE' });
    // The store's country and the details changed together, to the same country.
    expect((await save({ country: 'NL', billing: { ...DETAILS, country: 'NL' } })).statusCode).toBe(200);
    expect(await billing()).toEqual({ ...DETAILS, country: 'NL' });
    expect((await save({ country: 'BE' })).statusCode).toBe(200);
  });

  it("refuses another country than the store's with 422 on billing.country, saving nothing of the request", async () => {
    const refused = await save({
      billing: { ...DETAILS, city: 'Brugge', country: 'FR' },
      email_footer: 'Lien',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'billing.country': [COUNTRY_IS_THE_STORES] });
    expect(await billing()).toEqual({ ...DETAILS, country: 'BE' });
    const footer = await client.get(`/v1/admin/settings?store_id=${storeId}&names=email_footer`, { token });
    expect(footer.json().data.email_footer).toBe('');
    // Nor does it hold against the store's country as the same request changes it.
    const against = await save({ country: 'DE', billing: { ...DETAILS, country: 'BE' } });
    expect(against.statusCode).toBe(422);
    expect((await billing()).country).toBe('BE');
  });

  it('reads a country stored in the details before, one that differed, as the store’s', async () => {
    await t.ctx.database.allStoresDb
      .updateTable('store_settings')
      .set({ value: JSON.stringify({ ...DETAILS, country: 'FR' }) })
      .where('store_id', '=', storeId)
      .where('name', '=', 'billing')
      .execute();
    expect(await billing()).toEqual({ ...DETAILS, country: 'BE' });
    expect((await publicSeller()).country).toBe('BE');
  });
});
