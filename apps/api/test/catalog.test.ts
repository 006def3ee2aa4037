import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  registerMerchant,
  upload,
  type TestApp,
  type TestClient,
} from './harness.js';

const jpeg = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
const png = () =>
  sharp({ create: { width: 500, height: 300, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('catalog API', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;
  const storageDir = () => path.join(t.ctx.config.dataDir, 'storage');

  beforeAll(async () => {
    t = await createTestApp({ MAX_IMAGE_BYTES: String(2 * 1024 * 1024), MAX_FILE_BYTES: String(64 * 1024) });
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Catalog', slug: 'catalog-store' })).id;
  });
  afterAll(() => t.close());

  const createProduct = async (body: Record<string, unknown>) => {
    const response = await client.post('/v1/admin/product', { store_id: storeId, ...body }, { token });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };

  it('creates, reads, updates, lists and deletes products', async () => {
    const created = await createProduct({ name: 'Café Crème E-book', price: 1299, vat_rate: 9 });
    expect(created).toMatchObject({
      store_id: storeId,
      name: 'Café Crème E-book',
      slug: 'cafe-creme-e-book',
      price: 1299,
      vat_rate: 9,
      status: 'concept',
      discount_type: 'no_discount',
      discount_value: 0,
      description: '',
      images: [],
      items: [],
    });
    const twin = await createProduct({ name: 'Café crème e-book', price: 100 });
    expect(twin.slug).toBe('cafe-creme-e-book-2');

    const updated = await client.put(
      `/v1/admin/product/${created.id}`,
      {
        store_id: storeId,
        status: 'for_sale',
        discount_type: 'percentage',
        discount_value: 25,
        description: 'Lekker',
      },
      { token },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      status: 'for_sale',
      discount_value: 25,
      description: 'Lekker',
    });

    const read = await client.get(`/v1/admin/product/${created.id}?store_id=${storeId}`, { token });
    expect(read.json().data).toMatchObject({ id: created.id, status: 'for_sale' });

    const deleted = await client.delete(
      `/v1/admin/product/${twin.id}?store_id=${storeId}`,
      { store_id: storeId },
      { token },
    );
    expect(deleted.statusCode).toBe(200);
    expect((await client.get(`/v1/admin/product/${twin.id}?store_id=${storeId}`, { token })).statusCode).toBe(
      404,
    );
  });

  it('searches name and slug, filters on status, pages newest first', async () => {
    const { client: other, token: otherToken } = await registerMerchant(t.app);
    const searchStore = (await createStore(other, otherToken, { name: 'Search', slug: 'search-store' })).id;
    for (let index = 1; index <= 25; index += 1) {
      await other.post(
        '/v1/admin/product',
        {
          store_id: searchStore,
          name: index % 5 === 0 ? `Poster ${index}` : `Sticker ${index}`,
          slug: index === 7 ? 'special-edition' : undefined,
          price: 100 * index,
          status: index % 2 === 0 ? 'for_sale' : 'concept',
        },
        { token: otherToken },
      );
      t.clock.advance(1);
    }
    const page1 = await other.get(`/v1/admin/product?store_id=${searchStore}&per_page=10`, {
      token: otherToken,
    });
    expect(page1.json().meta).toEqual({ total: 25, page: 1, per_page: 10 });
    expect(page1.json().data[0].name).toBe('Poster 25');
    const page3 = await other.get(`/v1/admin/product?store_id=${searchStore}&per_page=10&page=3`, {
      token: otherToken,
    });
    expect(page3.json().data.map((item: { name: string }) => item.name)).toEqual([
      'Poster 5',
      'Sticker 4',
      'Sticker 3',
      'Sticker 2',
      'Sticker 1',
    ]);
    const posters = await other.get(`/v1/admin/product?store_id=${searchStore}&search=POSTER`, {
      token: otherToken,
    });
    expect(posters.json().meta.total).toBe(5);
    const bySlug = await other.get(`/v1/admin/product?store_id=${searchStore}&search=special`, {
      token: otherToken,
    });
    expect(bySlug.json().data.map((item: { name: string }) => item.name)).toEqual(['Sticker 7']);
    const forSale = await other.get(
      `/v1/admin/product?store_id=${searchStore}&status=for_sale&search=poster`,
      { token: otherToken },
    );
    expect(forSale.json().data.map((item: { name: string }) => item.name)).toEqual([
      'Poster 20',
      'Poster 10',
    ]);
    const wildcard = await other.get(`/v1/admin/product?store_id=${searchStore}&search=%25`, {
      token: otherToken,
    });
    expect(wildcard.json().meta.total).toBe(0);
  });

  it('searches what the products are called now, whatever the term looks like', async () => {
    const { client: own, token: ownToken } = await registerMerchant(t.app);
    const storeId = (await createStore(own, ownToken, { name: 'Terms', slug: 'search-terms' })).id;
    const names = ['The "Best" Guide', 'Ba', 'Camera bag', '50% off pack', 'Straße map'];
    const ids: number[] = [];
    for (const name of names) {
      const created = await own.post(
        '/v1/admin/product',
        { store_id: storeId, name, price: 100 },
        { token: ownToken },
      );
      expect(created.statusCode, created.body).toBe(201);
      ids.push(created.json().data.id);
    }
    const found = async (term: string) =>
      (
        await own.get(`/v1/admin/product?store_id=${storeId}&search=${encodeURIComponent(term)}`, {
          token: ownToken,
        })
      )
        .json()
        .data.map((product: { name: string }) => product.name)
        .sort();
    expect(await found('"best"')).toEqual(['The "Best" Guide']);
    expect(await found('ba')).toEqual(['Ba', 'Camera bag']);
    expect(await found('a')).toEqual(['50% off pack', 'Ba', 'Camera bag', 'Straße map']);
    expect(await found('50%')).toEqual(['50% off pack']);
    expect(await found('STRASSE')).toEqual([]);
    expect(await found('straße')).toEqual(['Straße map']);
    expect(await found('era b')).toEqual(['Camera bag']);
    expect(await found('guide OR map')).toEqual([]);

    await own.put(`/v1/admin/product/${ids[2]}`, { store_id: storeId, name: 'Tripod' }, { token: ownToken });
    expect(await found('tripod')).toEqual(['Tripod']);
    await own.delete(
      `/v1/admin/product/${ids[4]}?store_id=${storeId}`,
      { store_id: storeId },
      { token: ownToken },
    );
    expect(await found('map')).toEqual([]);
  });

  it('pages and counts a search with many matches the same way as one with few', async () => {
    const { client: own, token: ownToken } = await registerMerchant(t.app);
    const storeId = (await createStore(own, ownToken, { name: 'Many', slug: 'many-matches' })).id;
    const start = Date.parse('2026-01-01T00:00:00Z');
    const rows = Array.from({ length: 1205 }, (_, index) => {
      const name = index % 300 === 0 ? `Rare print ${index}` : `Common print ${index}`;
      const slug = `print-${index}`;
      const time = new Date(start + index * 1000).toISOString();
      return {
        store_id: storeId,
        name,
        slug,
        description: '',
        price: 100,
        vat_rate: 21,
        status: 'concept' as const,
        discount_type: 'no_discount' as const,
        discount_value: 0,
        search_text: `${name} ${slug}`.toLowerCase(),
        created_at: time,
        updated_at: time,
      };
    });
    for (let offset = 0; offset < rows.length; offset += 400) {
      await t.ctx.database.allStoresDb
        .insertInto('products')
        .values(rows.slice(offset, offset + 400))
        .execute();
    }
    const search = async (term: string, page = 1) =>
      (
        await own.get(`/v1/admin/product?store_id=${storeId}&per_page=100&page=${page}&search=${term}`, {
          token: ownToken,
        })
      ).json();

    const common = await search('common');
    expect(common.meta.total).toBe(1200);
    expect(common.data[0].name).toBe('Common print 1204');
    expect((await search('common', 12)).data.at(-1).name).toBe('Common print 1');
    const everything = await search('print');
    expect(everything.meta.total).toBe(1205);
    expect(everything.data[0].name).toBe('Common print 1204');
    const rare = await search('rare');
    expect(rare.meta.total).toBe(5);
    expect(rare.data.map((product: { name: string }) => product.name)).toEqual([
      'Rare print 1200',
      'Rare print 900',
      'Rare print 600',
      'Rare print 300',
      'Rare print 0',
    ]);
  });

  it('refuses discounts that make no sense', async () => {
    const product = await createProduct({ name: 'Discounted', price: 1000 });
    const cases = [
      { discount_type: 'fixed_price', discount_value: 1001 },
      { discount_type: 'percentage', discount_value: 0 },
      { discount_type: 'percentage', discount_value: 101 },
    ];
    for (const discount of cases) {
      const response = await client.put(
        `/v1/admin/product/${product.id}`,
        { store_id: storeId, ...discount },
        { token },
      );
      expect(response.statusCode, JSON.stringify(discount)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['discount_value']);
    }
    const fixed = await client.put(
      `/v1/admin/product/${product.id}`,
      { store_id: storeId, discount_type: 'fixed_price', discount_value: 750 },
      { token },
    );
    expect(fixed.json().data).toMatchObject({ discount_type: 'fixed_price', discount_value: 750 });
    const cheaper = await client.put(
      `/v1/admin/product/${product.id}`,
      { store_id: storeId, price: 500 },
      { token },
    );
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().errors).toEqual({
      discount_value: ['The discounted price may not be above the price.'],
    });
  });

  it('manages link, text and file items', async () => {
    const product = await createProduct({ name: 'Bundle', price: 2500 });
    const base = `/v1/admin/product/${product.id}/product-item`;
    const link = await client.post(
      base,
      { store_id: storeId, product_type: 'link', name: 'Video', url: 'https://example.com/v' },
      { token },
    );
    expect(link.statusCode).toBe(201);
    const text = await client.post(
      base,
      { store_id: storeId, product_type: 'text', name: 'Licence', text: 'KEY-123' },
      { token },
    );
    expect(text.json().data).toMatchObject({ product_type: 'text', text: 'KEY-123', position: 1 });

    const edited = await client.put(
      `${base}/${text.json().data.id}`,
      { store_id: storeId, name: 'Licence key', text: 'KEY-456' },
      { token },
    );
    expect(edited.json().data).toMatchObject({ name: 'Licence key', text: 'KEY-456' });
    const mismatch = await client.put(
      `${base}/${text.json().data.id}`,
      { store_id: storeId, url: 'https://x.example' },
      { token },
    );
    expect(mismatch.statusCode).toBe(422);
    expect(Object.keys(mismatch.json().errors)).toEqual(['url']);

    const pdf = Buffer.from('%PDF-1.4 the purchased book');
    const uploaded = await upload(
      t.app,
      '/v1/admin/media/files/product-item/upload',
      token,
      { store_id: storeId, product_id: product.id },
      {
        filename: 'book.pdf',
        contentType: 'application/pdf',
        data: pdf,
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json().data).toMatchObject({
      product_type: 'file',
      name: 'book.pdf',
      file: { name: 'book.pdf', size: pdf.length, mime_type: 'application/pdf' },
    });
    const privateFiles = filesUnder(path.join(storageDir(), 'private'));
    expect(privateFiles).toHaveLength(1);

    const replaced = await upload(
      t.app,
      '/v1/admin/media/files/product-item/upload',
      token,
      { store_id: storeId, product_id: product.id, product_item_id: uploaded.json().data.id },
      {
        filename: 'book-v2.pdf',
        contentType: 'application/pdf',
        data: Buffer.from('%PDF-1.4 second edition'),
      },
    );
    expect(replaced.json().data).toMatchObject({
      id: uploaded.json().data.id,
      name: 'book.pdf',
      file: { name: 'book-v2.pdf' },
    });
    expect(filesUnder(path.join(storageDir(), 'private'))).toHaveLength(1);

    const list = await client.get(`${base}?store_id=${storeId}`, { token });
    expect(list.json().data.map((item: { product_type: string }) => item.product_type)).toEqual([
      'link',
      'text',
      'file',
    ]);
    expect(list.json().data[0]).not.toHaveProperty('file_key');

    const removed = await client.delete(`${base}/${link.json().data.id}?store_id=${storeId}`, undefined, {
      token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await client.get(`${base}?store_id=${storeId}`, { token })).json().data).toHaveLength(2);
  });

  it('re-encodes a real JPEG and PNG into all six sizes', async () => {
    const product = await createProduct({ name: 'Photo print', price: 1500 });
    const first = await upload(
      t.app,
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: product.id, description: 'A red square' },
      {
        filename: 'red.jpg',
        contentType: 'image/jpeg',
        data: await jpeg(),
      },
    );
    expect(first.statusCode, first.body).toBe(201);
    const sizes = (images: Record<string, { width: number; height: number }>) =>
      Object.fromEntries(
        Object.entries(images).map(([size, variant]) => [size, [variant.width, variant.height]]),
      );
    expect(sizes(first.json().data.images)).toEqual({
      original: [2400, 1600],
      large: [1600, 1067],
      medium: [800, 533],
      small: [400, 267],
      tiny: [200, 133],
      thumb: [100, 100],
    });
    expect(first.json().data.description).toBe('A red square');

    const second = await upload(
      t.app,
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: product.id },
      {
        filename: 'blue.png',
        contentType: 'image/png',
        data: await png(),
      },
    );
    expect(sizes(second.json().data.images)).toEqual({
      original: [500, 300],
      large: [500, 300],
      medium: [500, 300],
      small: [400, 240],
      tiny: [200, 120],
      thumb: [100, 100],
    });

    for (const variant of Object.values(second.json().data.images) as {
      url: string;
      width: number;
      height: number;
    }[]) {
      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([variant.width, variant.height]);
    }

    // The same picture again (encoded once, media/image-storage.ts) is stored as files of its own.
    const again = await upload(
      t.app,
      '/v1/admin/media/images/product',
      token,
      { store_id: storeId, product_id: product.id },
      { filename: 'blue-again.png', contentType: 'image/png', data: await png() },
    );
    expect(sizes(again.json().data.images)).toEqual(sizes(second.json().data.images));
    const urls = (images: Record<string, { url: string }>) => Object.values(images).map((image) => image.url);
    for (const url of urls(again.json().data.images)) {
      expect(urls(second.json().data.images)).not.toContain(url);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    }
    const removed = await client.delete(
      `/v1/admin/product/${product.id}/image/${again.json().data.id}?store_id=${storeId}`,
      undefined,
      { token },
    );
    expect(removed.statusCode).toBeLessThan(300);

    const reordered = await client.put(
      `/v1/admin/product/${product.id}/image-order`,
      { store_id: storeId, image_ids: [second.json().data.id, first.json().data.id] },
      { token },
    );
    expect(reordered.json().data.map((image: { id: number }) => image.id)).toEqual([
      second.json().data.id,
      first.json().data.id,
    ]);
    const listed = await client.get(`/v1/admin/product?store_id=${storeId}&search=photo`, { token });
    expect(listed.json().data[0].image.id).toBe(second.json().data.id);
  });

  it('refuses a text file named .jpg, a truncated image and an oversized file, leaving nothing behind', async () => {
    const product = await createProduct({ name: 'Refusals', price: 100 });
    const before = filesUnder(storageDir()).length;
    const fields = { store_id: storeId, product_id: product.id };
    const text = await upload(t.app, '/v1/admin/media/images/product', token, fields, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      data: Buffer.from('just some text, not an image at all'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ file: ['This file is not a JPEG, PNG, WebP, GIF or AVIF image.'] });

    const whole = await jpeg();
    const truncated = await upload(t.app, '/v1/admin/media/images/product', token, fields, {
      filename: 'cut.jpg',
      contentType: 'image/jpeg',
      data: whole.subarray(0, Math.floor(whole.length / 2)),
    });
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().errors).toEqual({ file: ['This image is damaged or incomplete.'] });

    const oversized = await upload(t.app, '/v1/admin/media/images/product', token, fields, {
      filename: 'huge.png',
      contentType: 'image/png',
      data: Buffer.alloc(3 * 1024 * 1024, 1),
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: 'The file is too large.' });

    const bigDeliverable = await upload(t.app, '/v1/admin/media/files/product-item/upload', token, fields, {
      filename: 'big.zip',
      contentType: 'application/zip',
      data: Buffer.alloc(65 * 1024, 1),
    });
    expect(bigDeliverable.statusCode).toBe(413);

    const noFile = await upload(t.app, '/v1/admin/media/images/product', token, fields);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: ['Choose a file.'] });

    expect(filesUnder(storageDir()).length).toBe(before);
    expect(filesUnder(path.join(t.ctx.config.dataDir, 'tmp'))).toEqual([]);
    const stored = await client.get(`/v1/admin/product/${product.id}?store_id=${storeId}`, { token });
    expect(stored.json().data).toMatchObject({ images: [], items: [] });
  });

  it('deleting a product removes its images, items and files', async () => {
    const product = await createProduct({ name: 'Doomed', price: 100 });
    const fields = { store_id: storeId, product_id: product.id };
    await upload(t.app, '/v1/admin/media/images/product', token, fields, {
      filename: 'a.png',
      contentType: 'image/png',
      data: await png(),
    });
    await upload(t.app, '/v1/admin/media/files/product-item/upload', token, fields, {
      filename: 'a.txt',
      contentType: 'text/plain',
      data: Buffer.from('deliverable'),
    });
    const productFiles = () =>
      filesUnder(storageDir()).filter((file) => file.includes(`/products/${product.id}/`)).length;
    expect(productFiles()).toBe(6);
    const privateBefore = filesUnder(path.join(storageDir(), 'private')).length;

    await client.delete(
      `/v1/admin/product/${product.id}?store_id=${storeId}`,
      { store_id: storeId },
      { token },
    );
    expect(productFiles()).toBe(0);
    expect(filesUnder(path.join(storageDir(), 'private')).length).toBe(privateBefore - 1);
    const db = t.ctx.database.allStoresDb;
    expect(
      await db.selectFrom('product_items').selectAll().where('product_id', '=', product.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('product_images').selectAll().where('product_id', '=', product.id).execute(),
    ).toEqual([]);
  });

  it('uploads a store logo into the store settings', async () => {
    const response = await upload(
      t.app,
      '/v1/admin/media/images/store-logo',
      token,
      { store_id: storeId, description: 'Logo' },
      {
        filename: 'logo.png',
        contentType: 'image/png',
        data: await png(),
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    const publicStore = await client.get('/v1/store/catalog-store');
    expect(publicStore.json().data.settings.store_logo).toMatchObject({
      description: 'Logo',
      images: { small: { width: 400 } },
    });
  });
});
