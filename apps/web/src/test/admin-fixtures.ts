import type { Product, ProductItem, ProductSummary, ProductVariant, Store } from '@platform/contract';
import type { FakeRequest } from './fake-admin-api';

/** The store the admin pages are opened in: a consumer shop, so prices include VAT. */
export const store: Store = {
  id: 7,
  name: 'Atelier Noor',
  slug: 'atelier-noor',
  business_type: 'b2c',
  test_mode: { value: true },
  settings: { business_type: 'b2c', store_logo: null, primary_color: null },
  created_at: '2026-01-01T00:00:00.000Z',
};

/** A variant of the product: the one unnamed variant of a product made without variants, unless told otherwise. */
export function variant(fields: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: 31,
    name: '',
    translations: {},
    price: 1295,
    vat_class: null,
    activation_limit: null,
    position: 0,
    pay_what_you_want: false,
    minimum_price: 0,
    discount_codes_apply: false,
    subscription_interval: null,
    trial_days: null,
    ...fields,
  };
}

export const product: Product = {
  id: 3,
  store_id: 7,
  name: 'Pattern book',
  slug: 'pattern-book',
  description: '',
  price: 1295,
  vat_rate: 21,
  vat_class: 'standard',
  status: 'for_sale',
  discount_type: 'no_discount',
  discount_value: 0,
  subscription_interval: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  archived_at: null,
  images: [],
  items: [],
  translations: { de: { name: 'Musterbuch', description: '' } },
  variants: [variant()],
};

/** A product as a list or a search answers it. */
export const summaryOf = ({
  description: _d,
  images: _i,
  items: _items,
  ...rest
}: Product): ProductSummary => ({
  ...rest,
  image: null,
});

/** An item of the product: a link unless told otherwise. */
export const item = (fields: Partial<ProductItem> = {}): ProductItem => ({
  id: 11,
  product_id: product.id,
  product_type: 'link',
  name: 'Manual',
  translations: {},
  url: 'https://example.com/manual.pdf',
  text: null,
  file: null,
  position: 1,
  variant_id: null,
  license: null,
  ...fields,
});

/** The bodies sent to one route, in order. */
export const bodiesSentTo = (calls: ({ route: string } & FakeRequest)[], route: string): unknown[] =>
  calls.filter((call) => call.route === route).map((call) => call.body);
