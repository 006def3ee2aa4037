import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidBuyer, type Delivered } from './buyer-helpers.js';
import {
  createTestApp,
  shopWithProduct,
  TestClient,
  upload,
  type ShopFixture,
  type TestApp,
} from './harness.js';

function privateFiles(t: TestApp): string[] {
  const dir = path.join(t.ctx.config.dataDir, 'storage', 'private');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a buyer sees of their goods, without the download link's signature, which changes each time. */
const seen = (items: Delivered[]) =>
  items.map((item) => ({ ...item, url: item.product_type === 'file' ? 'download' : item.url }));

describe('what a buyer paid for is written into the order and kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const items = (shop: ShopFixture) =>
    shop.client
      .get(`/v1/admin/product/${shop.productId}/product-item?store_id=${shop.storeId}`, { token: shop.token })
      .then((response) => response.json().data as { id: number; product_type: string }[]);
  const uploadVersion = (shop: ShopFixture, itemId: number, data: Buffer, updateExistingBuyers?: string) =>
    upload(
      t.app,
      '/v1/admin/media/files/product-item/upload',
      shop.token,
      {
        store_id: shop.storeId,
        product_id: shop.productId,
        product_item_id: itemId,
        ...(updateExistingBuyers === undefined ? {} : { update_existing_buyers: updateExistingBuyers }),
      },
      { filename: 'guide-v2.pdf', contentType: 'application/pdf', data },
    );

  it("keeps a buyer's goods unchanged after the merchant edits and then deletes the product", async () => {
    const shop = await shopWithProduct(t.app, 'kept-goods');
    const base = `/v1/admin/product/${shop.productId}/product-item`;
    const link = await shop.client.post(
      base,
      { store_id: shop.storeId, product_type: 'link', name: 'Video', url: 'https://example.com/video' },
      { token: shop.token },
    );
    expect(link.statusCode).toBe(201);
    const buyer = await paidBuyer(t, shop);
    const before = seen(await buyer.goods());
    expect(before.map((item) => [item.product_type, item.name, item.text ?? item.url])).toEqual([
      ['file', 'guide.pdf', 'download'],
      ['text', 'Licence', 'KEY-42'],
      ['link', 'Video', 'https://example.com/video'],
    ]);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);

    const [file, text] = await items(shop);
    const edits = [
      shop.client.put(
        `/v1/admin/product/${shop.productId}`,
        { store_id: shop.storeId, name: 'Renamed guide' },
        { token: shop.token },
      ),
      shop.client.put(
        `${base}/${text!.id}`,
        { store_id: shop.storeId, name: 'New licence', text: 'KEY-99' },
        { token: shop.token },
      ),
      shop.client.put(
        `${base}/${link.json().data.id}`,
        { store_id: shop.storeId, url: 'https://example.com/other' },
        { token: shop.token },
      ),
      uploadVersion(shop, file!.id, Buffer.from('%PDF second edition')),
    ];
    for (const edit of edits) expect((await edit).statusCode).toBeLessThan(300);
    const removedLink = await shop.client.delete(
      `${base}/${link.json().data.id}`,
      { store_id: shop.storeId },
      {
        token: shop.token,
      },
    );
    expect(removedLink.statusCode).toBe(200);
    expect(seen(await buyer.goods())).toEqual(before);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);

    const deleted = await shop.client.delete(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(seen(await buyer.goods())).toEqual(before);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);

    // Archived: gone from the shop and from the merchant's list, still there to look at.
    const shopper = new TestClient(t.app);
    expect((await shopper.get(`/v1/store/${shop.slug}/product/${shop.productId}`)).statusCode).toBe(404);
    const list = await shop.client.get(`/v1/admin/product?store_id=${shop.storeId}`, { token: shop.token });
    expect(list.json().data).toEqual([]);
    const archived = await shop.client.get(`/v1/admin/product?store_id=${shop.storeId}&archived=true`, {
      token: shop.token,
    });
    expect(archived.json().data).toMatchObject([{ id: shop.productId, archived_at: expect.any(String) }]);
    const product = await shop.client.get(`/v1/admin/product/${shop.productId}?store_id=${shop.storeId}`, {
      token: shop.token,
    });
    expect(product.json().data).toMatchObject({ name: 'Renamed guide', archived_at: expect.any(String) });
    const again = await shop.client.delete(
      `/v1/admin/product/${shop.productId}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(again.statusCode).toBe(200);
  });

  it('gives existing buyers a new version of a file only when the merchant says so', async () => {
    const shop = await shopWithProduct(t.app, 'new-versions');
    const buyer = await paidBuyer(t, shop);
    const [file] = await items(shop);
    const filesBefore = privateFiles(t).length;

    const second = Buffer.from('%PDF second edition, for new buyers');
    expect((await uploadVersion(shop, file!.id, second)).statusCode).toBe(201);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);
    expect(privateFiles(t)).toHaveLength(filesBefore + 1);

    const third = Buffer.from('%PDF third edition, for everyone');
    const pushed = await uploadVersion(shop, file!.id, third, 'true');
    expect(pushed.statusCode, pushed.body).toBe(201);
    expect((await buyer.download()).equals(third)).toBe(true);
    expect((await buyer.goods())[0]).toMatchObject({ file: { name: 'guide-v2.pdf', size: third.length } });
    // The first edition and the second are held by no order and no item any more.
    expect(privateFiles(t)).toHaveLength(filesBefore);

    const later = await paidBuyer(t, shop);
    expect((await later.download()).equals(third)).toBe(true);
    const kept = Buffer.from('%PDF fourth edition');
    expect((await uploadVersion(shop, file!.id, kept, 'false')).statusCode).toBe(201);
    expect((await buyer.download()).equals(third)).toBe(true);
    expect((await later.download()).equals(third)).toBe(true);
  });

  it('keeps the file of a deleted item that a paid order holds, and removes one nobody holds', async () => {
    const shop = await shopWithProduct(t.app, 'deleted-items');
    const buyer = await paidBuyer(t, shop);
    const [file] = await items(shop);
    const filesBefore = privateFiles(t).length;
    const removed = await shop.client.delete(
      `/v1/admin/product/${shop.productId}/product-item/${file!.id}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(removed.statusCode).toBe(200);
    expect(privateFiles(t)).toHaveLength(filesBefore);
    expect((await buyer.download()).equals(shop.fileBytes)).toBe(true);

    const unsold = await upload(
      t.app,
      '/v1/admin/media/files/product-item/upload',
      shop.token,
      { store_id: shop.storeId, product_id: shop.productId },
      { filename: 'extra.zip', contentType: 'application/zip', data: Buffer.from('extra') },
    );
    expect(privateFiles(t)).toHaveLength(filesBefore + 1);
    await shop.client.delete(
      `/v1/admin/product/${shop.productId}/product-item/${unsold.json().data.id}`,
      { store_id: shop.storeId },
      { token: shop.token },
    );
    expect(privateFiles(t)).toHaveLength(filesBefore);
  });
});
