import { z } from 'zod';
import { BUSINESS_TYPES, LOCALES, RESERVED_STORE_SLUGS } from './constants.js';
import { checkoutFields } from './checkout.js';
import { humanText } from './human-text.js';
import { imageAsset } from './media.js';

/** Store slugs are host labels: lowercase letters, digits and inner hyphens, 3–40 characters. */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const storeSlug = z
  .string()
  .min(3, { error: 'slug_format' })
  .max(40, { error: 'slug_format' })
  .regex(SLUG_PATTERN, { error: 'slug_format' })
  .refine((slug) => !(RESERVED_STORE_SLUGS as readonly string[]).includes(slug), {
    error: 'slug_reserved',
  });

export const businessType = z.enum(BUSINESS_TYPES);

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'color_format' });

export const testMode = z.object({ value: z.boolean() });

export const storeName = humanText({ min: 1, max: 100 });

export const createStoreRequest = z.object({
  name: storeName,
  slug: storeSlug,
  business_type: businessType.default('b2c'),
});
export type CreateStoreRequest = z.infer<typeof createStoreRequest>;

export const updateStoreRequest = z.object({
  name: storeName.optional(),
  slug: storeSlug.optional(),
  business_type: businessType.optional(),
  test_mode: testMode.optional(),
});
export type UpdateStoreRequest = z.infer<typeof updateStoreRequest>;

export const storeSummary = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type StoreSummary = z.infer<typeof storeSummary>;

export const publicStoreSettings = z.object({
  business_type: businessType,
  store_logo: imageAsset.nullable(),
  primary_color: hexColor.nullable(),
});

export const store = storeSummary.extend({
  business_type: businessType,
  test_mode: testMode,
  settings: publicStoreSettings,
  created_at: z.string(),
});
export type Store = z.infer<typeof store>;

/** What a shopper's browser may know of a store (GET /v1/store/{storeSlug}). */
export const publicStore = z.object({
  name: z.string(),
  slug: z.string(),
  test_mode: testMode,
  /** False for a live shop with no payment provider switched on: it says so, and takes no orders. */
  can_take_payments: z.boolean(),
  settings: publicStoreSettings,
  default_language: z.enum(LOCALES),
  /** What the checkout asks and shows, as the merchant set it up. */
  checkout: z.object({ fields: checkoutFields, terms_url: z.string().nullable(), note: z.string() }),
});
export type PublicStore = z.infer<typeof publicStore>;

export const storeSlugParams = z.object({ storeSlug: z.string().min(1).max(63) });
