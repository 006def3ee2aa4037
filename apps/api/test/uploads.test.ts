import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStore,
  createTestApp,
  multipartForm,
  registerMerchant,
  upload,
  type TestApp,
  type TestClient,
} from './harness.js';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const png = (background = '#2980b9') =>
  sharp({ create: { width: 300, height: 200, channels: 4, background } })
    .png()
    .toBuffer();

const IMAGE_ROUTES = ['/v1/admin/media/images/product', '/v1/admin/media/images/store-logo'];
const FILE_ROUTE = '/v1/admin/media/files/product-item/upload';

describe('uploads take files the server received, nothing else', () => {
  let t: TestApp;
  let client: TestClient;
  let token: string;
  let storeId: number;
  let productId: number;
  let secretPath: string;
  const storageDir = () => path.join(t.ctx.config.dataDir, 'storage');

  beforeAll(async () => {
    t = await createTestApp();
    ({ client, token } = await registerMerchant(t.app));
    storeId = (await createStore(client, token, { name: 'Uploads', slug: 'uploads-store' })).id;
    productId = (
      await client.post(
        '/v1/admin/product',
        { store_id: storeId, name: 'Target', price: 100, status: 'for_sale' },
        { token },
      )
    ).json().data.id;
    secretPath = path.join(t.ctx.config.dataDir, 'app.key');
    if (!existsSync(secretPath)) writeFileSync(secretPath, 'a-secret-the-server-keeps');
  });
  afterAll(() => t.close());

  const multipartRoutes = () =>
    t.app.routeTable.filter((route) =>
      ((route.schema as { consumes?: string[] }).consumes ?? []).includes('multipart/form-data'),
    );

  it('refuses the reported attack: a JSON body naming a file on the server, on every upload route', async () => {
    const secret = readFileSync(secretPath);
    const file = { path: secretPath, size: secret.length, filename: 'k', mimetype: 'text/plain', sha256: '' };
    for (const url of [FILE_ROUTE, ...IMAGE_ROUTES]) {
      const response = await client.post(
        url,
        { store_id: storeId, product_id: productId, description: '', file },
        { token },
      );
      expect(response.statusCode, `${url} ${response.body}`).toBe(415);
      expect(typeof response.json().message).toBe('string');
    }
    expect(readFileSync(secretPath)).toEqual(secret);
    expect(filesUnder(storageDir())).toEqual([]);
    const items = await client.get(`/v1/admin/product/${productId}/product-item?store_id=${storeId}`, {
      token,
    });
    expect(items.json().data).toEqual([]);
  });

  it('answers every multipart route of the route table 4xx in the error shape for anything but a good form', async () => {
    const routes = multipartRoutes();
    expect(routes.map((route) => route.url).sort()).toEqual([FILE_ROUTE, ...IMAGE_ROUTES].sort());
    const fields = { store_id: storeId, product_id: productId };
    const good = multipartForm(fields, { filename: 'a.png', contentType: 'image/png', data: await png() });
    const boundary = good.headers['content-type'].split('boundary=')[1]!;
    const tooManyParts = multipartForm(
      Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`field${index}`, 'x'])),
    );
    const bodies: { name: string; contentType: string; payload: string | Buffer }[] = [
      { name: 'json', contentType: 'application/json', payload: JSON.stringify(fields) },
      { name: 'urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'store_id=1' },
      { name: 'text', contentType: 'text/plain', payload: 'hello' },
      { name: 'no boundary', contentType: 'multipart/form-data', payload: good.payload },
      { name: 'wrong boundary', contentType: 'multipart/form-data; boundary=nope', payload: good.payload },
      {
        name: 'truncated',
        contentType: good.headers['content-type'],
        payload: good.payload.subarray(0, good.payload.length - 200),
      },
      {
        name: 'no closing boundary',
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: good.payload.subarray(0, good.payload.indexOf(`--${boundary}--`)),
      },
      {
        name: 'too many parts',
        contentType: tooManyParts.headers['content-type'],
        payload: tooManyParts.payload,
      },
    ];
    for (const route of routes) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
          payload: body.payload,
        });
        const where = `${route.url} ${body.name}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(typeof response.json().message, where).toBe('string');
        if (body.name !== 'json' && body.name !== 'urlencoded' && body.name !== 'text') continue;
        expect(response.statusCode, where).toBe(415);
      }
    }
    expect(filesUnder(storageDir())).toEqual([]);
    expect(filesUnder(path.join(t.ctx.config.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses a 256-megapixel PNG quickly, naming the file field, before decoding it', async () => {
    const huge = await sharp({
      create: { width: 16000, height: 16000, channels: 3, background: '#ffffff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 6, adaptiveFiltering: false })
      .toBuffer();
    for (const url of IMAGE_ROUTES) {
      const started = Date.now();
      const response = await upload(
        t.app,
        url,
        token,
        { store_id: storeId, product_id: productId },
        { filename: 'huge.png', contentType: 'image/png', data: huge },
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['file']);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(filesUnder(storageDir())).toEqual([]);
  }, 60_000);
});
