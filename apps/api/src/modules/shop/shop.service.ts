import {
  HOME_FRONT_ID,
  localizedDescription,
  productPrices,
  supplyDate,
  vatRateFor,
  type Front,
  type Locale,
  type ProductVariant,
  type PublicProduct,
  type PublicVariant,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { ProductRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { markdownToSafeHtml } from '../../lib/markdown.js';
import {
  listImages,
  readTranslations,
  toProductImage,
  subscriptionTermsOf,
  variantSale,
  variantsByProduct,
} from '../products/index.js';
import { readSettings, requireStore, type ShopStore } from '../kernel/index.js';
import * as repository from './shop.repository.js';

const HOME_PRODUCT_LIMIT = 60;

/**
 * A variant as a shopper chooses it, priced as the cart will price it (decision 076). A variant of a
 * class of its own shows its class's rate in the store's country today, as a product's saved rate does.
 */
function toPublicVariant(
  product: ProductRow,
  variant: ProductVariant,
  first: boolean,
  store: ShopStore,
  country: string | undefined,
): PublicVariant {
  const vatRate =
    variant.vat_class === null || country === undefined
      ? product.vat_rate
      : vatRateFor(country, variant.vat_class, supplyDate(new Date()));
  const sale = variantSale(product, variant, first);
  return {
    id: variant.id,
    name: variant.name,
    translations: variant.translations,
    vat_rate: vatRate,
    ...productPrices({ ...sale, vat_rate: vatRate }, store.business_type),
    pay_what_you_want: variant.pay_what_you_want
      ? { minimum: variant.minimum_price, suggested: variant.price }
      : null,
    subscription: subscriptionTermsOf(variant),
  };
}

/** Shopper views of products, with all their images and variants fetched in one query each. */
export async function toPublicProducts(
  db: Db,
  store: ShopStore,
  rows: ProductRow[],
): Promise<PublicProduct[]> {
  const ids = rows.map((row) => row.id);
  const [images, variants] = await Promise.all([
    listImages(db, store.id, ids),
    variantsByProduct(db, store.id, ids),
  ]);
  const ownClass = [...variants.values()].some((list) => list.some((variant) => variant.vat_class !== null));
  const country = ownClass ? ((await readSettings(db, store.id, ['country'])).country ?? 'NL') : undefined;
  const imagesOf = new Map<number, PublicProduct['images']>();
  for (const image of images) {
    const list = imagesOf.get(image.product_id) ?? [];
    list.push(toProductImage(image));
    imagesOf.set(image.product_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    translations: readTranslations(row.translations),
    vat_rate: row.vat_rate,
    images: imagesOf.get(row.id) ?? [],
    ...productPrices(row, store.business_type),
    available: row.status === 'for_sale' || row.status === 'unlisted',
    variants: (variants.get(row.id) ?? []).map((variant, index) =>
      toPublicVariant(row, variant, index === 0, store, country),
    ),
  }));
}

/** The home page (the storefront marked as home, else every listed product) or a published storefront. */
export async function getFront(ctx: AppContext, storeSlug: string, frontId: string): Promise<Front> {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const storefront =
    frontId === HOME_FRONT_ID
      ? await repository.findHomeStorefront(db, store.id)
      : await repository.findPublishedStorefront(db, store.id, frontId);
  if (!storefront && frontId !== HOME_FRONT_ID) throw AppError.notFound();
  const rows = storefront
    ? await repository.listStorefrontProducts(db, store.id, storefront.id)
    : await repository.listListedProducts(db, store.id, HOME_PRODUCT_LIMIT);
  return {
    business_type: store.business_type,
    storefront: storefront
      ? { name: storefront.name, slug: storefront.slug, description: storefront.description }
      : null,
    products: await toPublicProducts(db, store, rows),
  };
}

export async function getPublicProduct(ctx: AppContext, storeSlug: string, idOrSlug: string) {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const row = await repository.findPublicProduct(db, store.id, idOrSlug);
  if (!row) throw AppError.notFound();
  const [product] = await toPublicProducts(db, store, [row]);
  return { ...product!, description_html: descriptionsAsHtml(product!) };
}

/** The description in each language (its translation, else the store's) as safe HTML (decision 067). */
function descriptionsAsHtml(product: PublicProduct): Record<Locale, string> {
  const html = (locale: Locale) => markdownToSafeHtml(localizedDescription(product, locale));
  return { nl: html('nl'), en: html('en'), de: html('de') };
}
