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
 * The shopper orders the cart in Dutch and pays through the test provider: a consumer with the consent
 * to immediate delivery, a business (a company or VAT number in `details`) without it (decision 052).
 * Answers the order's id.
 */
export async function orderAndPayCart(
  app: ZodApp,
  shopper: TestClient,
  slug: string,
  cartId: string,
  details: { company?: string; vat_number?: string } & Record<string, unknown>,
): Promise<string> {
  const business = Boolean(details.company || details.vat_number);
  const order = await shopper.post(`/v1/store/${slug}/order/${cartId}`, {
    email: 'buyer@example.com',
    locale: 'nl',
    customer_details: details,
    ...(business ? {} : { withdrawal_waiver: true }),
  });
  expect(order.statusCode, order.body).toBe(201);
  expect((await payWithTestProvider(app, slug, cartId)).statusCode).toBe(303);
  return order.json().data.id as string;
}

/**
 * A buyer in `country` pays for one of the product: a consumer, or with `vatNumber` a business with its
 * company and address (decision 052). Answers the order's id.
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
  return orderAndPayCart(app, shopper, shop.slug, cart.json().data.id as string, {
    name: 'Buyer',
    country,
    ...(vatNumber ? { company: 'Client SARL', vat_number: vatNumber, ...businessAddress } : {}),
  });
}
