import { z } from 'zod';
import { idNumber } from './common.js';
import { CART_SESSION_ID_LENGTH, LOCALES, MAX_CART_LINES, MAX_CART_QUANTITY } from './constants.js';
import { productImage } from './catalog.js';
import { storedProductTranslations } from './product-texts.js';
import { businessType } from './stores.js';
import { saleVat, vatClass } from './vat.js';
import { appliedDiscount } from './discount-codes.js';
import { MAX_CHOSEN_PRICE_CENTS, storedVariantTranslations } from './variants.js';
import { SUBSCRIPTION_TERMS_TEXT, subscriptionTerms } from './subscriptions.js';

export const priceParts = z.object({ excl_vat: z.number().int(), incl_vat: z.number().int() });
export type PriceParts = z.infer<typeof priceParts>;

/** A variant as a shopper chooses it: its price computed on the server like the product's. */
export const publicVariant = z.object({
  id: z.number().int(),
  /** Empty for a product's only variant. */
  name: z.string(),
  translations: storedVariantTranslations,
  /** The rate of the variant's class in the store's country. */
  vat_rate: z.number(),
  price: priceParts,
  original_price: priceParts.nullable(),
  /**
   * The bounds of a price the buyer chooses, in the store's basis (what `unit_price` means), with the
   * suggestion the amount field starts at; null when the variant has a price of its own.
   */
  pay_what_you_want: z
    .object({
      minimum: z.number().int().describe('The least the buyer may pay, in cents.'),
      suggested: z.number().int().describe('The amount the price field starts at, in cents.'),
    })
    .nullable()
    .describe('The bounds of a price the buyer chooses; null when the variant has its own price.'),
  /** Sold as a subscription: its interval and free trial (decision 084); null: bought once. */
  subscription: subscriptionTerms.nullable().describe(SUBSCRIPTION_TERMS_TEXT),
});
export type PublicVariant = z.infer<typeof publicVariant>;

/** A product as a shopper sees it: prices already computed on the server, discount and VAT applied. */
export const publicProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z
    .string()
    .describe(
      "The product's description in the store's language (Markdown); `description_html` holds it as HTML per language.",
    ),
  /** Name and description in the other languages; the shop shows the reader's (decision 033). */
  translations: storedProductTranslations,
  /**
   * The description (Markdown) as safe HTML in each language, with the store's as the fallback
   * (decision 067): only in a product's own answer, which the product page shows; lists leave it out.
   */
  description_html: z.record(z.enum(LOCALES), z.string()).optional(),
  /** The rate in the store's country; the cart and checkout charge the buyer's (decision 029). */
  vat_rate: z.number(),
  images: z.array(productImage).describe("The product's images in their order; the first is its main image."),
  price: priceParts,
  /** The price before discount, when there is a discount. */
  original_price: priceParts.nullable(),
  available: z.boolean().describe('Whether it can be bought now.'),
  /** What the buyer chooses between (decision 076); `price` is the first one's. */
  variants: z.array(publicVariant).describe('What the buyer chooses between; `price` is the first one’s.'),
});
export type PublicProduct = z.infer<typeof publicProduct>;

export const publicStorefront = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string().describe("The storefront's introduction, shown above its products."),
});

export const frontResponse = z.object({
  data: z.object({
    business_type: businessType,
    storefront: publicStorefront.nullable(),
    products: z
      .array(publicProduct)
      .describe(
        "The products the storefront shows; for a home page without a storefront, the store's listed products.",
      ),
  }),
});
export type Front = z.infer<typeof frontResponse>['data'];

export const cartSessionId = z.string().length(CART_SESSION_ID_LENGTH);

export const cartLineRequest = z.object({
  product_id: idNumber,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
  /** The product's variant; left out: its first one. */
  variant_id: idNumber.optional().describe('The product’s variant; left out: its first one.'),
  /**
   * The unit price the buyer chose for a pay-what-you-want variant, in the store's basis; checked
   * against the variant's minimum and `MAX_CHOSEN_PRICE_CENTS` on the server. Left out: the suggestion.
   */
  price: z.number().int().min(0).max(MAX_CHOSEN_PRICE_CENTS, { error: 'price_above_maximum' }).optional(),
});

export const saveCartRequest = z.object({
  products: z
    .array(cartLineRequest)
    .max(MAX_CART_LINES)
    // One line per variant of a product (decision 083); a line without one is its product's first, which
    // the server alone knows: it refuses a line naming that variant beside one naming none.
    .refine(
      (lines) =>
        new Set(lines.map((line) => `${line.product_id}:${line.variant_id ?? 'first'}`)).size ===
        lines.length,
      { error: 'duplicate_variants' },
    )
    .describe('The lines, one per variant of a product, in the order the cart shows them.'),
  /**
   * A discount code to apply (decision 040); `null` or empty removes the cart's code, leaving it out
   * keeps it. A code that does not apply is refused with the reason on this field.
   */
  discount_code: z.string().trim().max(40).nullable().optional(),
});
export type SaveCartRequest = z.infer<typeof saveCartRequest>;

/** A cart line's subscription: its terms and what each renewal charges (decision 084). */
export const cartLineSubscription = subscriptionTerms.extend({
  renewal_unit_price: z
    .number()
    .int()
    .describe('The unit price each renewal charges, as the store shows prices, at today’s price and rate.'),
  renewal_total_excl_vat: z
    .number()
    .int()
    .describe('What each renewal charges for the line without VAT, at today’s price and rate.'),
  renewal_total_incl_vat: z
    .number()
    .int()
    .describe('What each renewal charges for the line with VAT, at today’s price and rate.'),
});
export type CartLineSubscription = z.infer<typeof cartLineSubscription>;

export const cartLine = z.object({
  product_id: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  translations: storedProductTranslations,
  variant_id: z.number().int().describe('The product’s variant on this line.'),
  /** The variant's own name (empty for a product's only variant), shown after the product's. */
  variant_name: z.string().describe('The variant’s own name; empty for a product’s only variant.'),
  variant_translations: storedVariantTranslations.describe('The variant’s name in other languages.'),
  /** The price the buyer chose for a pay-what-you-want variant; null for any other. */
  chosen_price: z
    .number()
    .int()
    .nullable()
    .describe('The unit price the buyer chose (pay what you want); null for any other variant.'),
  slug: z.string(),
  image: productImage.nullable(),
  /** The unit price as the store shows it: incl. VAT in a b2c store, excl. VAT in a b2b store. */
  unit_price: z.number().int(),
  total_excl_vat: z.number().int(),
  total_incl_vat: z.number().int(),
  /** The rate charged to this buyer: their country's, the store's, or 0 (reverse charge, outside the EU). */
  vat_rate: z.number(),
  vat_class: vatClass,
  /** False when the product is no longer for sale; such a line is left out of the totals. */
  available: z
    .boolean()
    .describe('False when the product is no longer for sale; such a line is left out of the totals.'),
  /** Cents the cart's discount code takes off this line, in the store's basis; the totals are after it. */
  discount: z.number().int(),
  /**
   * Bought as a subscription (decision 084): a line in its free trial is charged nothing now (its
   * totals are 0); each renewal charges `renewal_total_incl_vat` at today's price and rate.
   */
  subscription: cartLineSubscription.nullable().describe(SUBSCRIPTION_TERMS_TEXT),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartTotals = z.object({
  total_excl_vat: z.number().int(),
  total_vat: z.number().int(),
  total_incl_vat: z.number().int(),
});
export type CartTotals = z.infer<typeof cartTotals>;

export const cart = z.object({
  id: cartSessionId,
  business_type: businessType,
  products: z.array(cartLine),
  totals: cartTotals,
  vat: saleVat,
  /** The cart's discount code while it applies, and the cents it takes off in the store's basis. */
  discount: appliedDiscount.nullable(),
});
export type Cart = z.infer<typeof cart>;

export const frontParams = z.object({
  storeSlug: z.string().min(1).max(63),
  frontId: z.string().min(1).max(80),
});
export const shopProductParams = z.object({
  storeSlug: z.string().min(1).max(63),
  productId: z.string().min(1).max(80),
});
export const cartParams = z.object({ storeSlug: z.string().min(1).max(63), cartSessionId });
export const optionalCartParams = z.object({
  storeSlug: z.string().min(1).max(63),
  cartSessionId: cartSessionId.optional(),
});
