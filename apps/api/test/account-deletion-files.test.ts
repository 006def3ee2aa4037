import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore, createTestApp, registerMerchant, upload, type TestApp } from './harness.js';

const png = () =>
  sharp({ create: { width: 200, height: 100, channels: 4, background: '#27ae60' } })
    .png()
    .toBuffer();

describe('deleting an account removes its stores’ files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const filesOf = (storeId: number) =>
    ['public', 'private'].flatMap((area) => {
      const dir = path.join(t.ctx.config.dataDir, 'storage', area, 'stores', String(storeId));
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    });

  /** A merchant's store with a logo, a product picture and a deliverable file. */
  const furnishedStore = async (merchant: Awaited<ReturnType<typeof registerMerchant>>, slug: string) => {
    const storeId = (await createStore(merchant.client, merchant.token, { name: slug, slug })).id;
    const product = await merchant.client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Pack', price: 500 },
      { token: merchant.token },
    );
    const fields = { store_id: storeId, product_id: product.json().data.id };
    const image = { filename: 'a.png', contentType: 'image/png', data: await png() };
    const uploads = [
      await upload(t.app, '/v1/admin/media/images/store-logo', merchant.token, { store_id: storeId }, image),
      await upload(t.app, '/v1/admin/media/images/product', merchant.token, fields, image),
      await upload(t.app, '/v1/admin/media/files/product-item/upload', merchant.token, fields, {
        filename: 'pack.zip',
        contentType: 'application/zip',
        data: Buffer.from('the pack'),
      }),
    ];
    for (const response of uploads) expect(response.statusCode, response.body).toBe(201);
    return { storeId, logoUrl: uploads[0]!.json().data.images.original.url as string };
  };

  it('removes the public images and private files of every store of the account, and no one else’s', async () => {
    const leaving = await registerMerchant(t.app);
    const staying = await registerMerchant(t.app);
    const first = await furnishedStore(leaving, 'leaving-one');
    const second = await furnishedStore(leaving, 'leaving-two');
    const other = await furnishedStore(staying, 'staying-put');
    expect(filesOf(first.storeId)).toHaveLength(13);

    const deleted = await leaving.client.delete(
      '/v1/admin/account',
      { password: leaving.password },
      { token: leaving.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);

    expect(filesOf(first.storeId)).toEqual([]);
    expect(filesOf(second.storeId)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: first.logoUrl })).statusCode).toBe(404);
    expect(filesOf(other.storeId)).toHaveLength(13);
    expect((await t.app.inject({ method: 'GET', url: other.logoUrl })).statusCode).toBe(200);
  });
});
