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

export const testMode = z.object({ value: z.boolean().describe('True while the store is in test mode.') });

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

/**
 * Who sells in a store, as every store page names them (decision 053): the billing details the
 * merchant gave, `null` where a detail is not given. The name is the legal name, else the store's.
 */
export const publicSeller = z.object({
  name: z.string(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2, as the billing details hold it. */
  country: z.string().nullable(),
  /** The address the store answers from: its reply-to address, else where its notifications go. */
  email: z.string().nullable(),
  vat_number: z.string().nullable(),
  /** The company registration (KvK in the Netherlands, SIREN in France, …). */
  coc_number: z.string().nullable(),
});
export type PublicSeller = z.infer<typeof publicSeller>;

/**
 * Where a shopper reads one of the merchant's documents: on the merchant's own site (`link`), or
 * on the shop's legal page, whose text comes from GET /v1/store/{storeSlug}/legal (`text`); `null`
 * when the merchant gave neither.
 */
export const legalDocumentPlace = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z
        .literal('link')
        .describe("`link`: the document is a page of the merchant's own site, at `url`."),
      url: z.string().describe("The address of the merchant's page."),
    }),
    z.object({ kind: z.literal('text').describe("`text`: the document is on the shop's legal page.") }),
  ])
  .nullable()
  .describe('Where the document is; null when the store has none.');
export type LegalDocumentPlace = z.infer<typeof legalDocumentPlace>;

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
  checkout: z.object({ fields: checkoutFields, note: z.string() }),
  seller: publicSeller,
  /** The merchant's terms and privacy policy; their texts are too long for every page (decision 053). */
  legal: z.object({ terms: legalDocumentPlace, privacy: legalDocumentPlace }),
});
export type PublicStore = z.infer<typeof publicStore>;

/** The texts of the shop's legal page (GET /v1/store/{storeSlug}/legal): '' where a document is a link or none. */
export const storeLegalTexts = z.object({
  terms: z.string().describe("The merchant's terms as text; '' where they are a link or none."),
  privacy: z.string().describe("The merchant's privacy policy as text; '' where it is a link or none."),
});
export type StoreLegalTexts = z.infer<typeof storeLegalTexts>;

export const storeSlugParams = z.object({ storeSlug: z.string().min(1).max(63) });
