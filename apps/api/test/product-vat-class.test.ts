import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  uniqueSlug,
  type TestApp,
  type TestClient,
} from './harness.js';

describe('the VAT class a new product starts with', () => {
  let t: TestApp;
  let merchant: TestClient;
  let token: string;
  let storeId: number;
  const create = (body: Record<string, unknown>) =>
    merchant.post('/v1/admin/product', { store_id: storeId, price: 1995, ...body }, { token });

  beforeAll(async () => {
    t = await createTestApp();
    ({ client: merchant, token } = await registerMerchant(t.app));
    storeId = (await createStore(merchant, token, { name: 'Boeken', slug: uniqueSlug('vatclass') })).id;
  });
  afterAll(() => t.close());

  it('is the e-book class, at the Dutch 9 %, for a product its name calls an e-book, and standard otherwise', async () => {
    for (const name of [
      'Fotografie voor beginners (e-book)',
      'Mein E-Buch',
      'Roman (EPUB)',
      'Luisterboek: De reis',
    ]) {
      const response = await create({ name });
      expect(response.statusCode, name).toBe(201);
      expect(response.json().data, name).toMatchObject({ vat_class: 'ebook', vat_rate: 9 });
    }
    for (const name of ['Lightroom presets', 'Facebook-advertenties: cursus', 'Notebook-stickers']) {
      expect((await create({ name })).json().data, name).toMatchObject({
        vat_class: 'standard',
        vat_rate: 21,
      });
    }
  });

  it('keeps the class or the rate the merchant gives', async () => {
    const chosen = await create({ name: 'Werkboek (e-book)', vat_class: 'standard' });
    expect(chosen.json().data).toMatchObject({ vat_class: 'standard', vat_rate: 21 });
    const byRate = await create({ name: 'Nog een e-book', vat_rate: 21 });
    expect(byRate.json().data).toMatchObject({ vat_class: 'standard', vat_rate: 21 });
  });
});
