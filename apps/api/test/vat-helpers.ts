import { expect } from 'vitest';
import type { ZodApp } from '../src/zod-app.js';
import { businessAddress, payWithTestProvider, SELLER_DETAILS, TestClient } from './harness.js';

/** Makes the store a Dutch seller, VAT-registered, selling to other member states under OSS. */
export async function sellFromNlUnderOss(client: TestClient, token: string, storeId: number): Promise<void> {
  const saved = await client.post(
    '/v1/admin/settings',
    {
      store_id: storeId,
      settings: {
        country: 'NL',
        vat_scheme: 'oss',
        billing: SELLER_DETAILS,
      },
    },
    { token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

/**
 * A buyer in `country` pays for one of the product: a consumer, or with `vatNumber` a business with its
 * company and address (decision 052), which is not asked the consumer's withdrawal consent. Answers the
 * order's id.
 */
export async function sellTo(
  app: ZodApp,
  shop: { slug: string; productId: number },
  country: string,
  vatNumber?: string,
): Promise<string> {
  const shopper = new TestClient(app);
  const cart = await shopper.post(`/v1/store/${shop.slug}/cart`, {
    products: [{ product_id: shop.productId, quantity: 1 }],
  });
  const cartId = cart.json().data.id as string;
  const order = await shopper.post(`/v1/store/${shop.slug}/order/${cartId}`, {
    email: 'buyer@example.com',
    customer_details: {
      name: 'Buyer',
      country,
      ...(vatNumber ? { company: 'Client SARL', vat_number: vatNumber, ...businessAddress } : {}),
    },
    ...(vatNumber ? {} : { withdrawal_waiver: true }),
  });
  expect(order.statusCode, order.body).toBe(201);
  expect((await payWithTestProvider(app, shop.slug, cartId)).statusCode).toBeLessThan(400);
  return order.json().data.id as string;
}
