import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  payWithTestProvider,
  placeOrder,
  shopWithProduct,
  upload,
  uniqueSlug,
  type ShopFixture,
  type TestApp,
} from './harness.js';

/** The owner's record behind each path parameter of an admin route. */
export type SeededIds = Record<string, number | string>;

export interface StoreWithEverything {
  owner: ShopFixture;
  ids: SeededIds;
  /** Every secret the seeding made or handed in: what no admin read may answer (decision 047). */
  secrets: string[];
}

const letters = (length: number) => randomBytes(length).toString('hex').slice(0, length);

/**
 * A store with at least one of each thing an admin route names: a product with a file, a text and a
 * licence key item, an image, a storefront, a paid order with its licence key and invoice, a
 * subscription, a webhook endpoint with a delivery, an API token, a discount code, and Mollie's and
 * Stripe's keys. The route walks fill their
 * paths from it (`fillPath`), so a new route finds its record here or fails the walk.
 */
export async function storeWithEverything(
  t: TestApp,
  slug = uniqueSlug('walked'),
): Promise<StoreWithEverything> {
  const owner = await shopWithProduct(t.app, slug);
  const asOwner = { token: owner.token };
  const post = async (url: string, body: Record<string, unknown>) => {
    const response = await owner.client.post(url, { store_id: owner.storeId, ...body }, asOwner);
    if (response.statusCode >= 300) throw new Error(`${url} failed: ${response.body}`);
    return response.json().data;
  };
  const get = async (url: string) => {
    const separator = url.includes('?') ? '&' : '?';
    return (await owner.client.get(`${url}${separator}store_id=${owner.storeId}`, asOwner)).json().data;
  };

  const mollieKey = `live_${letters(30)}`;
  const stripeKey = `sk_live_${letters(24)}`;
  const stripeWebhookSecret = `whsec_${letters(32)}`;
  const providers = async (provider: string, body: Record<string, unknown>) => {
    const response = await owner.client.put(
      `/v1/admin/payment-providers/${provider}`,
      { store_id: owner.storeId, enabled: false, ...body },
      asOwner,
    );
    if (response.statusCode !== 200) throw new Error(`${provider} failed: ${response.body}`);
  };
  await providers('mollie', { api_key: mollieKey });
  await providers('stripe', { api_key: stripeKey, webhook_secret: stripeWebhookSecret });

  const endpoint = await post('/v1/admin/webhook-endpoint', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['order.created'],
  });
  const apiToken = await post('/v1/admin/api-token', { name: 'Books', scopes: ['orders:read'] });
  const discountCode = await post('/v1/admin/discount-code', {
    code: 'OWNERS10',
    type: 'percentage',
    value: 10,
  });
  const licenseItem = await post(`/v1/admin/product/${owner.productId}/product-item`, {
    product_type: 'license_key',
    name: 'Licence key',
    license_source: 'pool',
  });
  await post(`/v1/admin/product/${owner.productId}/product-item/${licenseItem.id}/license-keys`, {
    keys: 'POOL-0001\nPOOL-0002',
  });
  const paid = await placeOrder(t.app, owner);
  await payWithTestProvider(t.app, owner.slug, paid.cartId);
  const [soldKey] = await get(
    `/v1/admin/product/${owner.productId}/product-item/${licenseItem.id}/license-keys`,
  );
  const invoices = await get('/v1/admin/invoice');
  const deliveries = await get(`/v1/admin/webhook-endpoint/${endpoint.id}/delivery`);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  const image = await upload(
    t.app,
    '/v1/admin/media/images/product',
    owner.token,
    { store_id: owner.storeId, product_id: owner.productId },
    { filename: 'a.png', contentType: 'image/png', data: png },
  );
  const product = await get(`/v1/admin/product/${owner.productId}`);
  const storefront = await post('/v1/admin/storefront', { name: 'Front' });
  // A second product, sold by the month and bought: the store's subscription.
  const monthly = await post('/v1/admin/product', {
    name: 'Membership',
    price: 500,
    status: 'for_sale',
    subscription_interval: 'month',
  });
  const subscribed = await placeOrder(t.app, { ...owner, productId: monthly.id });
  await payWithTestProvider(t.app, owner.slug, subscribed.cartId);
  const [subscription] = await get('/v1/admin/subscription');
  return {
    owner,
    ids: {
      store: owner.storeId,
      product: owner.productId,
      item: product.items[0].id,
      licenseItem: licenseItem.id,
      licenseKey: soldKey.id,
      image: image.json().data.id,
      storefront: storefront.id,
      order: paid.order.id,
      endpoint: endpoint.id,
      delivery: deliveries[0].id,
      token: apiToken.id,
      discountCode: discountCode.id,
      invoice: invoices[0].id,
      subscription: subscription.id,
    },
    secrets: [endpoint.secret, apiToken.token, mollieKey, stripeKey, stripeWebhookSecret, owner.token],
  };
}

/** The owner's record behind each path parameter, by the route's resource. */
export function fillPath(url: string, ids: SeededIds): string {
  const resource = url.split('/')[3];
  const byResource: Record<string, number | string | undefined> = {
    store: ids.store,
    product: ids.product,
    storefront: ids.storefront,
    order: ids.order,
    'webhook-endpoint': ids.endpoint,
    'webhook-delivery': ids.delivery,
    'api-token': ids.token,
    'discount-code': ids.discountCode,
    invoice: ids.invoice,
    subscription: ids.subscription,
  };
  return url
    .replace(':id', String(byResource[resource!] ?? ids.store))
    .replace(':itemId', String(url.includes('/license-keys') ? ids.licenseItem : ids.item))
    .replace(':keyId', String(ids.licenseKey))
    .replace(':imageId', String(ids.image))
    .replace(':action', url.includes('/license-keys/') ? 'disable' : 'cancel')
    .replace(':refundId', '1')
    .replace(':provider', 'mollie')
    .replace(':format', 'pdf')
    .replace(':kind', 'order_confirmation');
}
