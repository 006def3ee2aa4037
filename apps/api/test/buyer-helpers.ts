import { expect } from 'vitest';
import { payWithTestProvider, placeOrder, type ShopFixture, type TestApp } from './harness.js';

/** A purchased item as the buyer's page gets it. */
export interface Delivered {
  id: number;
  product_name: string;
  product_type: string;
  name: string;
  url: string | null;
  text: string | null;
  file: { name: string; size: number } | null;
}

/**
 * A buyer who paid an order of the shop's product (with the checkout's `details`, the harness's buyer
 * unless given) and signed in with the link of the confirmation.
 */
export async function paidBuyer(t: TestApp, shop: ShopFixture, quantity = 1, details?: object) {
  const { shopper, cartId, order } = await placeOrder(t.app, shop, quantity, details);
  expect((await payWithTestProvider(t.app, shop.slug, cartId)).statusCode).toBe(303);
  return signedInBuyer(t, shop, { shopper, order });
}

/** The buyer of a paid order, signed in with the link of its confirmation, with their goods. */
export async function signedInBuyer(
  t: TestApp,
  shop: ShopFixture,
  { shopper, order }: Pick<Awaited<ReturnType<typeof placeOrder>>, 'shopper' | 'order'>,
) {
  const mail = await t.ctx.database.allStoresDb
    .selectFrom('outbox_emails')
    .select('html')
    .where('order_id', '=', order.id)
    .where('kind', '=', 'order_confirmation')
    .executeTakeFirstOrThrow();
  const loginToken = mail.html.match(/login_token=([\w-]+)/)![1]!;
  const session = await shopper.post('/v1/auth/customer/login', { login_token: loginToken });
  const token = session.json().data.token as string;
  const goods = async () => {
    const response = await shopper.get(`/v1/store/${shop.slug}/order/${order.id}/products`, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Delivered[];
  };
  const download = async () => {
    const file = (await goods()).find((item) => item.product_type === 'file')!;
    const response = await t.app.inject({ method: 'GET', url: file.url! });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };
  return { shopper, order, token, goods, download };
}
