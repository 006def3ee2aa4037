import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBuyer } from './buyer-helpers.js';
import {
  createStore,
  createTestApp,
  registerMerchant,
  shopWithProduct,
  upload,
  type TestApp,
} from './harness.js';
import { adminOrder } from './payment-helpers.js';
import { startS3Server, type TestS3Server } from './s3-server.js';

const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 4, background } })
    .png()
    .toBuffer();

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Images = Record<string, { url: string; width: number; height: number }>;
const urlsOf = (images: Images) => Object.values(images).map((image) => image.url);
/** Where the bucket keeps the file of a /media/ URL: the same key, in the public area. */
const objectOf = (url: string) => `public/${url.slice('/media/'.length)}`;

describe('files in an S3 bucket, through the API', () => {
  let s3: TestS3Server;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp(s3.env);
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  /** Nothing may stay on the node's disk: no stored file, no upload left in the temporary area. */
  const filesOnDisk = () =>
    ['storage', 'tmp'].flatMap((folder) => {
      const dir = path.join(t.ctx.config.dataDir, folder);
      return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
    });

  const merchantWithProduct = async (slug: string) => {
    const merchant = await registerMerchant(t.app);
    const storeId = (await createStore(merchant.client, merchant.token, { name: slug, slug })).id;
    const product = await merchant.client.post(
      '/v1/admin/product',
      { store_id: storeId, name: 'Poster', price: 900, status: 'for_sale' },
      { token: merchant.token },
    );
    return { ...merchant, storeId, productId: product.json().data.id as number };
  };

  const served = (url: string, host = 'app.localhost:3000') =>
    t.app.inject({ method: 'GET', url, headers: { host } });

  it('keeps product images in the bucket and serves them at the same /media/ URLs, cached for a year', async () => {
    const shop = await merchantWithProduct('s3-images');
    const fields = { store_id: shop.storeId, product_id: shop.productId, description: 'Blue' };
    const added = await upload(t.app, '/v1/admin/media/images/product', shop.token, fields, {
      filename: 'poster.png',
      contentType: 'image/png',
      data: await png('#2980b9'),
    });
    expect(added.statusCode, added.body).toBe(201);
    const images = added.json().data.images as Images;
    const prefix = `/media/stores/${shop.storeId}/products/${shop.productId}/`;
    for (const url of urlsOf(images)) expect(url.startsWith(prefix), url).toBe(true);
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toEqual(urlsOf(images).map(objectOf).sort());
    expect(filesOnDisk()).toEqual([]);

    const medium = await served(images.medium!.url, 's3-images.localhost:3000');
    expect(medium.statusCode).toBe(200);
    expect(medium.headers['content-type']).toBe('image/webp');
    expect(medium.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(medium.headers['content-length'])).toBe(medium.rawPayload.length);
    expect(await sharp(medium.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: images.medium!.width,
      height: images.medium!.height,
    });
    expect((await served(images.original!.url)).headers['content-type']).toBe('image/png');

    for (const url of [
      `/media/stores/${shop.storeId}/nothing.webp`,
      `${prefix}..%2F..%2F..%2Fapp.key`,
      '/media/..%2F..%2Fprivate%2Fstores',
      `/media/${'a/'.repeat(300)}x`,
    ]) {
      expect((await served(url)).statusCode, url).toBe(404);
    }

    const imageId = added.json().data.id as number;
    const removed = await shop.client.delete(
      `/v1/admin/product/${shop.productId}/image/${imageId}?store_id=${shop.storeId}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toEqual([]);
    expect((await served(images.medium!.url)).statusCode).toBe(404);
  });

  it("removes a deleted product's images from the bucket", async () => {
    const shop = await merchantWithProduct('s3-deleted-product');
    const fields = { store_id: shop.storeId, product_id: shop.productId };
    const image = { filename: 'a.png', contentType: 'image/png', data: await png('#8e44ad') };
    for (let count = 0; count < 2; count += 1) {
      expect(
        (await upload(t.app, '/v1/admin/media/images/product', shop.token, fields, image)).statusCode,
      ).toBe(201);
    }
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toHaveLength(12);
    const deleted = await shop.client.delete(
      `/v1/admin/product/${shop.productId}?store_id=${shop.storeId}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toEqual([]);
  });

  it('replaces a store logo in the bucket, and removes it when the settings clear it', async () => {
    const shop = await merchantWithProduct('s3-logo');
    const uploadLogo = async (background: string) => {
      const response = await upload(
        t.app,
        '/v1/admin/media/images/store-logo',
        shop.token,
        { store_id: shop.storeId },
        { filename: 'logo.png', contentType: 'image/png', data: await png(background) },
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data as { id: number; images: Images };
    };
    const first = await uploadLogo('#c0392b');
    const second = await uploadLogo('#16a085');
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toEqual(
      urlsOf(second.images).map(objectOf).sort(),
    );
    expect((await served(first.images.small!.url)).statusCode).toBe(404);
    expect((await served(second.images.small!.url)).statusCode).toBe(200);

    const cleared = await shop.client.post(
      '/v1/admin/settings',
      { store_id: shop.storeId, settings: { store_logo: null } },
      { token: shop.token },
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await s3.keys(`public/stores/${shop.storeId}/`)).toEqual([]);
  });

  it('takes a deliverable file into the bucket and sends its buyer, by a short-lived link, exactly its bytes', async () => {
    const shop = await shopWithProduct(t.app, 's3-goods');
    const [item] = (
      await shop.client.get(`/v1/admin/product/${shop.productId}/product-item?store_id=${shop.storeId}`, {
        token: shop.token,
      })
    ).json().data as { id: number }[];
    // Larger than one part of a streamed upload: it goes into the bucket in several.
    const bytes = randomBytes(17 * 1024 * 1024 + 5);
    const version = await upload(
      t.app,
      '/v1/admin/media/files/product-item/upload',
      shop.token,
      { store_id: shop.storeId, product_id: shop.productId, product_item_id: item!.id },
      { filename: 'Gids – deel 2.pdf', contentType: 'application/pdf', data: bytes },
    );
    expect(version.statusCode, version.body).toBe(201);
    // The first version went when the second took its place: one file is left.
    expect(await s3.keys(`private/stores/${shop.storeId}/files/`)).toHaveLength(1);
    expect(filesOnDisk()).toEqual([]);

    const buyer = await paidBuyer(t, shop);
    const file = (await buyer.goods()).find((delivered) => delivered.product_type === 'file')!;
    expect(file.file).toMatchObject({ name: 'Gids – deel 2.pdf', size: bytes.length });

    const redirect = await t.app.inject({ method: 'GET', url: file.url! });
    expect(redirect.statusCode, redirect.body).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');
    const link = new URL(redirect.headers.location as string);
    expect(link.origin).toBe(s3.config.endpoint);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('300');

    const fetched = await fetch(link);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/pdf');
    expect(fetched.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('Gids – deel 2.pdf')}`,
    );
    expect(sha256(Buffer.from(await fetched.arrayBuffer()))).toBe(sha256(bytes));
    expect((await adminOrder(shop, buyer.order.id)).downloads).toMatchObject([
      { item_name: 'Gids – deel 2.pdf' },
    ]);

    // The page's own link still expires as on disk; the bucket's link is made only from a live one.
    t.clock.advance(301);
    expect((await t.app.inject({ method: 'GET', url: file.url! })).statusCode).toBe(410);
  });

  it("removes every file of a deleted account's stores from the bucket, and no one else's", async () => {
    const furnished = async (slug: string) => {
      const shop = await shopWithProduct(t.app, slug);
      const fields = { store_id: shop.storeId, product_id: shop.productId };
      const image = { filename: 'a.png', contentType: 'image/png', data: await png('#f39c12') };
      for (const url of ['/v1/admin/media/images/store-logo', '/v1/admin/media/images/product']) {
        expect((await upload(t.app, url, shop.token, fields, image)).statusCode).toBe(201);
      }
      return shop;
    };
    const leaving = await furnished('s3-leaving');
    const staying = await furnished('s3-staying');
    const filesOf = async (storeId: number) => [
      ...(await s3.keys(`public/stores/${storeId}/`)),
      ...(await s3.keys(`private/stores/${storeId}/`)),
    ];
    expect(await filesOf(leaving.storeId)).toHaveLength(13);
    const stayingFiles = await filesOf(staying.storeId);
    expect(stayingFiles).toHaveLength(13);

    const deleted = await leaving.client.delete(
      '/v1/admin/account',
      { password: 'correct horse battery' },
      { token: leaving.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await filesOf(leaving.storeId)).toEqual([]);
    expect(await filesOf(staying.storeId)).toEqual(stayingFiles);
  });
});
