import { discountedPrice } from '@platform/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { findProduct, productIdsInStore } from './products.repository.js';
import { variantSale } from './variants.js';
import { listVariants } from './variants.repository.js';

/**
 * Rejects a list of product ids, as `product_ids` of the request, unless each names one of the store's
 * own products that is not archived, and none twice: what a discount code or a storefront may name.
 */
export async function requireOwnProducts(db: Db, storeId: number, productIds: readonly number[]) {
  const owned = await productIdsInStore(db, storeId, productIds);
  if (new Set(productIds).size !== productIds.length || owned.size !== productIds.length) {
    throw AppError.invalid({ product_ids: 'unknown_products' });
  }
}

/**
 * The price a subscription of the product's variant renews at, as the store prices it now: the
 * variant's, after the product's discount as `variantSale` gives it, or the price the buyer chose for a
 * pay-what-you-want one (decisions 079, 084). Undefined when the product or the variant is gone.
 */
export async function subscriptionPrice(
  db: Db,
  storeId: number,
  productId: number,
  variantId: number,
  chosenPrice: number,
) {
  const product = await findProduct(db, storeId, productId);
  const variants = product ? await listVariants(db, storeId, [productId]) : [];
  const index = variants.findIndex((variant) => variant.id === variantId);
  if (!product || index < 0) return undefined;
  const variant = variants[index]!;
  const payWhatYouWant = variant.pay_what_you_want === 1;
  return discountedPrice(
    variantSale(
      product,
      { price: variant.price, pay_what_you_want: payWhatYouWant },
      index === 0,
      chosenPrice,
    ),
  );
}
