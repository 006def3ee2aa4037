import {
  HOME_FRONT_ID,
  localizedDescription,
  productPrices,
  type Front,
  type Locale,
  type PublicProduct,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { ProductRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { markdownToSafeHtml } from '../../lib/markdown.js';
import { listImages, readTranslations, toProductImage } from '../products/index.js';
import { requireStore, type ShopStore } from '../kernel/index.js';
import * as repository from './shop.repository.js';

const HOME_PRODUCT_LIMIT = 60;

/** Shopper views of products, with all their images fetched in one query. */
export async function toPublicProducts(
  db: Db,
  store: ShopStore,
  rows: ProductRow[],
): Promise<PublicProduct[]> {
  const images = await listImages(
    db,
    store.id,
    rows.map((row) => row.id),
  );
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
