import { z } from 'zod';
import { idNumber } from './common.js';
import { CART_SESSION_ID_LENGTH, MAX_CART_LINES, MAX_CART_QUANTITY } from './constants.js';
import { productImage } from './catalog.js';
import { businessType } from './stores.js';

export const priceParts = z.object({ excl_vat: z.number().int(), incl_vat: z.number().int() });
export type PriceParts = z.infer<typeof priceParts>;

/** A product as a shopper sees it: prices already computed on the server, discount and VAT applied. */
export const publicProduct = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  vat_rate: z.number().int(),
  images: z.array(productImage),
  price: priceParts,
  /** The price before discount, when there is a discount. */
  original_price: priceParts.nullable(),
  available: z.boolean(),
});
export type PublicProduct = z.infer<typeof publicProduct>;

export const publicStorefront = z.object({ name: z.string(), slug: z.string(), description: z.string() });

export const frontResponse = z.object({
  data: z.object({
    business_type: businessType,
    storefront: publicStorefront.nullable(),
    products: z.array(publicProduct),
  }),
});
export type Front = z.infer<typeof frontResponse>['data'];

export const cartSessionId = z.string().length(CART_SESSION_ID_LENGTH);

export const cartLineRequest = z.object({
  product_id: idNumber,
  quantity: z.number().int().min(1).max(MAX_CART_QUANTITY),
});

export const saveCartRequest = z.object({
  products: z
    .array(cartLineRequest)
    .max(MAX_CART_LINES)
    .refine((lines) => new Set(lines.map((line) => line.product_id)).size === lines.length, {
      error: 'duplicate_products',
    }),
});
export type SaveCartRequest = z.infer<typeof saveCartRequest>;

export const cartLine = z.object({
  product_id: z.number().int(),
  quantity: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: productImage.nullable(),
  /** The unit price as the store shows it: incl. VAT in a b2c store, excl. VAT in a b2b store. */
  unit_price: z.number().int(),
  total_excl_vat: z.number().int(),
  total_incl_vat: z.number().int(),
  vat_rate: z.number().int(),
  /** False when the product is no longer for sale; such a line is left out of the totals. */
  available: z.boolean(),
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
