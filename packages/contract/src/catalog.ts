import { z } from 'zod';
import { MAX_PRICE_CENTS } from './bounds.js';
import { cents, id, idNumber, pageQuery } from './common.js';
import { DISCOUNT_TYPES } from './money.js';
import { imageAsset } from './media.js';
import { vatClass } from './vat.js';
import { licenseItemFields, licenseItemSettings, licenseKeysText, licensePool } from './licenses.js';
import { humanText } from './human-text.js';
import {
  itemTranslations,
  productTranslations,
  storedItemTranslations,
  storedProductTranslations,
} from './product-texts.js';
import { subscriptionInterval } from './subscriptions.js';
import { productVariant, variantsInput } from './variants.js';

export const PRODUCT_STATUSES = ['concept', 'for_sale', 'unlisted', 'unavailable'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export const PRODUCT_ITEM_TYPES = ['file', 'link', 'text', 'license_key'] as const;
export type ProductItemType = (typeof PRODUCT_ITEM_TYPES)[number];

/**
 * Paths of the shop itself (docs/spec.md §2 routes) and the first segments of the server's own paths outside
 * `/v1` (the docs, media, the development mailbox, the health probes): a storefront slug takes none.
 */
export const RESERVED_STOREFRONT_SLUGS = [
  'cart',
  'checkout',
  'buy',
  'product',
  'order',
  'orders',
  'legal',
  'minicart',
  'embeddedcart',
  'page-not-found',
  'login',
  'register',
  'store',
  'choose-store',
  'create-store',
  'v1',
  'docs',
  'media',
  'assets',
  'embed',
  'home',
  'dev',
  'healthz',
  'readyz',
] as const;

const pathSlug = z
  .string()
  .min(1, { error: 'path_slug_format' })
  .max(80, { error: 'path_slug_format' })
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, { error: 'path_slug_format' });

export const productSlug = pathSlug;
export const storefrontSlug = pathSlug.refine(
  (slug) => !(RESERVED_STOREFRONT_SLUGS as readonly string[]).includes(slug),
  { error: 'slug_reserved' },
);

export const vatRate = z.number().int().min(0).max(100);
export const productStatus = z
  .enum(PRODUCT_STATUSES)
  .describe(
    "The product's status: `concept` (not in the shop), `for_sale`, `unlisted` (for sale only by its address) or `unavailable` (shown, not for sale).",
  );
export const discountType = z.enum(DISCOUNT_TYPES);

const productFields = {
  name: humanText({ min: 1, max: 200 }),
  slug: productSlug,
  description: humanText({ max: 20_000, multiline: true, trim: false }).describe(
    "The product's description in the store's language, as Markdown; the shop shows it as safe HTML.",
  ),
  price: cents,
  vat_rate: vatRate,
  vat_class: vatClass,
  status: productStatus,
  discount_type: discountType,
  discount_value: z.number().int().min(0).max(MAX_PRICE_CENTS),
  translations: productTranslations,
  /** Sold as a subscription renewed every month or year, or null: bought once (decision 079). */
  subscription_interval: subscriptionInterval.nullable(),
  /**
   * The product's variants, whole and in order (decision 076); left out, the product keeps its own.
   * The first one's price is the product's `price`.
   */
  variants: variantsInput,
};

export const createProductRequest = z.object({
  store_id: id,
  name: productFields.name,
  slug: productFields.slug.optional(),
  description: productFields.description.default(''),
  price: productFields.price,
  /** Without a class, the class whose rate in the store's country this is (the API before classes). */
  vat_rate: productFields.vat_rate.optional(),
  /** Neither a class nor a rate given: the e-book class where the name says it is one, else standard (`suggestedVatClass`). */
  vat_class: productFields.vat_class.optional(),
  status: productFields.status.default('concept'),
  discount_type: productFields.discount_type.default('no_discount'),
  discount_value: productFields.discount_value.default(0),
  translations: productFields.translations.default({}),
  subscription_interval: productFields.subscription_interval.optional(),
  /** Left out: one variant of `price`, which sells as a product without variants. */
  variants: productFields.variants.optional(),
});
export type CreateProductRequest = z.infer<typeof createProductRequest>;

export const updateProductRequest = z.object(productFields).partial().extend({ store_id: id });
export type UpdateProductRequest = z.infer<typeof updateProductRequest>;

export const productListQuery = pageQuery.extend({
  store_id: id,
  search: humanText({ max: 200 }).optional(),
  status: productStatus.optional().describe('Only products of this status.'),
  /** `true` lists only archived products (deleted ones that paid orders refer to); else none of them. */
  archived: z.stringbool().optional(),
  /** Only these products, e.g. `ids=3,1,2` for the ones a storefront shows. */
  ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12}){0,99}$/, { error: 'invalid_format' })
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idNumber))
    .optional(),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productImage = imageAsset.extend({ id: z.number().int() });
export type ProductImage = z.infer<typeof productImage>;

export const productItem = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_type: z.enum(PRODUCT_ITEM_TYPES),
  /** In the store's language: what every buyer reads where the item has no name in theirs. */
  name: z.string(),
  /** The name in the other languages (decision 074). */
  translations: storedItemTranslations.describe(
    "The name in the languages other than the store's, by language code; a language left out shows `name`.",
  ),
  url: z.string().nullable().describe("A link item's address; null for other kinds."),
  text: z
    .string()
    .nullable()
    .describe("A text item's text, which the buyer sees after paying; null for other kinds."),
  file: z.object({ name: z.string(), size: z.number().int(), mime_type: z.string() }).nullable(),
  position: z.number().int(),
  /** Given only to the buyers of this variant of the product; null: to every variant's (decision 076). */
  variant_id: z
    .number()
    .int()
    .nullable()
    .describe('The variant whose buyers alone get this item; null: every variant’s.'),
  /** A licence key item's settings and its pool's counts; null for every other kind. */
  license: licenseItemSettings.extend(licensePool.shape).nullable(),
});
export type ProductItem = z.infer<typeof productItem>;

export const productSummary = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** Name and description in the other languages (decision 033). */
  translations: storedProductTranslations,
  price: z.number().int(),
  /** The rate of the product's class in the store's country: what a buyer there pays. */
  vat_rate: z.number(),
  vat_class: vatClass,
  status: productStatus,
  discount_type: discountType,
  discount_value: z.number().int(),
  subscription_interval: subscriptionInterval.nullable(),
  image: productImage.nullable(),
  /** What a buyer chooses between, one at least; a single unnamed one sells as the product itself. */
  variants: z
    .array(productVariant)
    .describe('What a buyer chooses between, in order; one unnamed variant sells as the product itself.'),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the merchant deleted a product that paid orders refer to: it is kept, read-only and hidden. */
  archived_at: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummary>;

export const product = productSummary.omit({ image: true }).extend({
  description: z
    .string()
    .describe(
      "The product's description in the store's language, as Markdown; the shop shows it as safe HTML.",
    ),
  images: z.array(productImage).describe("The product's images in their order; the first is its main image."),
  items: z.array(productItem),
});
export type Product = z.infer<typeof product>;

const itemContent = {
  name: humanText({ min: 1, max: 200 }),
  /** The name in the other languages; an update sends them whole, as a product's (decision 074). */
  translations: itemTranslations.describe(
    "The name in the languages other than the store's, by language code; an update sends them all, an empty name is none.",
  ),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .describe('The address a link item gives the buyer (http or https).'),
  text: humanText({ min: 1, max: 20_000, multiline: true, trim: false }).describe(
    'The text a text item gives the buyer after paying.',
  ),
};

/** The variant of the product an item is only for; null or left out: every variant. */
const itemVariant = {
  variant_id: id
    .nullable()
    .optional()
    .describe('The variant whose buyers alone get this item; null or left out: every variant’s.'),
};

/** What every new item takes: its store, its name in the other languages and its variant. */
const itemNames = { store_id: id, translations: itemContent.translations.default({}), ...itemVariant };

export const createProductItemRequest = z.discriminatedUnion('product_type', [
  z.object({ ...itemNames, product_type: z.literal('link'), name: itemContent.name, url: itemContent.url }),
  z.object({ ...itemNames, product_type: z.literal('text'), name: itemContent.name, text: itemContent.text }),
  z.object({ ...itemNames, product_type: z.literal('file'), name: itemContent.name.optional() }),
  z.object({
    ...itemNames,
    product_type: z.literal('license_key'),
    name: itemContent.name,
    ...licenseItemFields,
    /** A pool item's first keys, one per line; empty: none yet. */
    license_keys: licenseKeysText.default(''),
  }),
]);
export type CreateProductItemRequest = z.infer<typeof createProductItemRequest>;

export const updateProductItemRequest = z.object({
  store_id: id,
  ...itemVariant,
  name: itemContent.name.optional(),
  translations: itemContent.translations.optional(),
  url: itemContent.url.optional(),
  text: itemContent.text.optional(),
  license_prefix: licenseItemFields.license_prefix.removeDefault().optional(),
  license_pattern: licenseItemFields.license_pattern.removeDefault().optional(),
  activation_limit: licenseItemFields.activation_limit.removeDefault().optional(),
  license_valid_days: licenseItemFields.license_valid_days.removeDefault().optional(),
  low_stock_threshold: licenseItemFields.low_stock_threshold.removeDefault().optional(),
});
export type UpdateProductItemRequest = z.infer<typeof updateProductItemRequest>;

export const productParams = z.object({ id });
export const productItemParams = z.object({ id, itemId: id });
export const productImageParams = z.object({ id, imageId: id });

export const reorderImagesRequest = z.object({ store_id: id, image_ids: z.array(id).max(100) });
export const updateImageRequest = z.object({
  store_id: id,
  description: humanText({ max: 300, trim: false }).describe(
    "The image's description: the alt text read out to those who cannot see it.",
  ),
});

export const storefrontFields = {
  name: humanText({ min: 1, max: 200 }),
  slug: storefrontSlug,
  description: humanText({ max: 20_000, multiline: true, trim: false }).describe(
    "The storefront's introduction, shown above its products.",
  ),
  publication_status: z.enum(PUBLICATION_STATUSES),
  product_ids: z.array(id).max(500),
  is_home: z.boolean(),
};

export const createStorefrontRequest = z.object({
  store_id: id,
  name: storefrontFields.name,
  slug: storefrontFields.slug.optional(),
  description: storefrontFields.description.default(''),
  publication_status: storefrontFields.publication_status.default('draft'),
  product_ids: storefrontFields.product_ids.default([]),
  is_home: storefrontFields.is_home.default(false),
});
export type CreateStorefrontRequest = z.infer<typeof createStorefrontRequest>;

export const updateStorefrontRequest = z.object({
  store_id: id,
  name: storefrontFields.name.optional(),
  slug: storefrontFields.slug.optional(),
  description: storefrontFields.description.optional(),
  publication_status: storefrontFields.publication_status.optional(),
  product_ids: storefrontFields.product_ids.optional(),
  is_home: storefrontFields.is_home.optional(),
});
export type UpdateStorefrontRequest = z.infer<typeof updateStorefrontRequest>;

export const storefront = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().describe("The storefront's introduction, shown above its products."),
  publication_status: z.enum(PUBLICATION_STATUSES),
  product_ids: z.array(z.number().int()),
  is_home: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Storefront = z.infer<typeof storefront>;

export const storeScopedQuery = z.object({ store_id: id });
/** A DELETE may name its store in the query, the body, or both (docs/spec.md §7). */
export const deleteRequest = z.object({ store_id: id }).nullish();
