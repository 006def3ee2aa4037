import {
  MAX_CHOSEN_PRICE_CENTS,
  storedVariantTranslations,
  type DiscountType,
  type ProductVariant,
  type SubscriptionInterval,
  type SubscriptionTerms,
  type VariantInput,
  type VariantTranslations,
} from '@platform/contract';
import type { Db } from '../../db/database.js';
import type { ProductVariantRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import * as repository from './variants.repository.js';

/** The stored names in other languages (JSON text); a value that no longer reads is none. */
export function readVariantTranslations(json: string): VariantTranslations {
  const parsed = storedVariantTranslations.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : {};
}

export function toProductVariant(row: ProductVariantRow): ProductVariant {
  return {
    id: row.id,
    name: row.name,
    translations: readVariantTranslations(row.translations),
    price: row.price,
    vat_class: row.vat_class,
    activation_limit: row.activation_limit,
    position: row.position,
    pay_what_you_want: row.pay_what_you_want === 1,
    minimum_price: row.minimum_price,
    discount_codes_apply: row.discount_codes_apply === 1,
    subscription_interval: row.subscription_interval,
    trial_days: row.subscription_interval ? row.trial_days : null,
  };
}

/**
 * What a variant sold as a subscription promises (decision 084): its interval, and its trial where it
 * has one; null for a variant bought once. A trial belongs to a subscription only.
 */
export function subscriptionTermsOf(variant: {
  subscription_interval: SubscriptionInterval | null;
  trial_days: number | null;
}): SubscriptionTerms | null {
  if (!variant.subscription_interval) return null;
  return { interval: variant.subscription_interval, trial_days: variant.trial_days || null };
}

/** The variants of these products, by product, each list in its order. */
export async function variantsByProduct(db: Db, storeId: number, productIds: readonly number[]) {
  const byProduct = new Map<number, ProductVariant[]>();
  for (const row of await repository.listVariants(db, storeId, productIds)) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(toProductVariant(row));
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

/**
 * The price a variant sells at before VAT and codes (decision 076): a price the buyer chose as it is; the
 * product's percentage discount on every other variant; its fixed price, which is a price of the first
 * variant's, on that one only.
 */
export function variantSale(
  product: { discount_type: DiscountType; discount_value: number },
  variant: { price: number; pay_what_you_want: boolean },
  first: boolean,
  chosenPrice: number | null = null,
) {
  if (variant.pay_what_you_want) {
    return { price: chosenPrice ?? variant.price, discount_type: 'no_discount' as const, discount_value: 0 };
  }
  const applies = product.discount_type === 'percentage' || first;
  return {
    price: variant.price,
    discount_type: applies ? product.discount_type : ('no_discount' as const),
    discount_value: applies ? product.discount_value : 0,
  };
}

/** Only the languages with a name written, so that an emptied language is no translation. */
function filledNames(translations: VariantTranslations): VariantTranslations {
  return Object.fromEntries(Object.entries(translations).filter(([, text]) => text && text.name !== ''));
}

/**
 * Refuses variants that could not be told apart or sold: several need a name each, and a
 * pay-what-you-want one a suggestion between its minimum and the most a buyer may choose, and no free
 * trial (decision 084).
 */
function checkVariants(variants: readonly VariantInput[]) {
  const errors: Record<
    string,
    'required' | 'price_below_minimum' | 'price_above_maximum' | 'trial_with_chosen_price'
  > = {};
  variants.forEach((variant, index) => {
    if (variants.length > 1 && variant.name === '') errors[`variants.${index}.name`] = 'required';
    if (!variant.pay_what_you_want) return;
    // A trial's line is priced at nothing, so no price the buyer chose would be kept for its charges.
    if (variant.trial_days && variant.subscription_interval !== null)
      errors[`variants.${index}.trial_days`] = 'trial_with_chosen_price';
    if (variant.price < variant.minimum_price) errors[`variants.${index}.price`] = 'price_below_minimum';
    else if (variant.price > MAX_CHOSEN_PRICE_CENTS)
      errors[`variants.${index}.price`] = 'price_above_maximum';
  });
  if (Object.keys(errors).length > 0) throw AppError.invalid(errors);
}

function variantColumns(variant: VariantInput, position: number, now: string) {
  return {
    name: variant.name,
    translations: JSON.stringify(filledNames(variant.translations)),
    price: variant.price,
    vat_class: variant.vat_class,
    activation_limit: variant.activation_limit,
    position,
    pay_what_you_want: variant.pay_what_you_want ? 1 : 0,
    minimum_price: variant.pay_what_you_want ? variant.minimum_price : 0,
    discount_codes_apply: variant.discount_codes_apply ? 1 : 0,
    // Left out, an existing variant keeps its terms; a variant bought once has no trial (decision 084).
    ...(variant.subscription_interval !== undefined && {
      subscription_interval: variant.subscription_interval,
    }),
    ...(variant.subscription_interval === null
      ? { trial_days: null }
      : variant.trial_days !== undefined && { trial_days: variant.trial_days }),
    updated_at: now,
  };
}

/**
 * Makes the product's variants these, in this order (decision 076): each with an id is that variant of
 * the product changed, each without is new, and the product's others are removed, with their lines in
 * carts. An id of another product's or store's variant is refused, as is removing a variant that sells
 * items of its own (they would go to every variant's buyers). Runs in the caller's transaction.
 */
export async function saveVariants(
  db: Db,
  storeId: number,
  productId: number,
  variants: readonly VariantInput[],
  now: string,
) {
  checkVariants(variants);
  const current = new Set(
    (await repository.listVariants(db, storeId, [productId])).map((variant) => variant.id),
  );
  const unknown: Record<string, 'variant_unknown'> = {};
  variants.forEach((variant, index) => {
    if (variant.id !== undefined && !current.has(variant.id))
      unknown[`variants.${index}.id`] = 'variant_unknown';
  });
  if (Object.keys(unknown).length > 0) throw AppError.invalid(unknown);
  const kept = new Set(variants.map((variant) => variant.id));
  const removed = [...current].filter((id) => !kept.has(id));
  if ((await repository.variantsWithItems(db, storeId, removed)).size > 0) {
    throw AppError.invalid({ variants: 'variant_has_items' });
  }
  await repository.deleteVariants(db, storeId, productId, removed);
  for (const [position, variant] of variants.entries()) {
    if (variant.id !== undefined) {
      await repository.updateVariant(db, storeId, variant.id, variantColumns(variant, position, now));
    }
  }
  await repository.insertVariants(
    db,
    [...variants.entries()]
      .filter(([, variant]) => variant.id === undefined)
      .map(([position, variant]) => ({
        ...variantColumns(variant, position, now),
        store_id: storeId,
        product_id: productId,
        created_at: now,
      })),
  );
}
