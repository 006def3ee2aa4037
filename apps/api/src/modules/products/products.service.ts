import {
  filledTranslations,
  type CreateProductRequest,
  type DiscountType,
  type Product,
  type ProductListQuery,
  type ProductTranslations,
  type SubscriptionInterval,
  type UpdateProductRequest,
  type VariantInput,
  type VatClass,
  supplyDate,
  vatClassForRate,
  suggestedVatClass,
  vatRateFor,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { slugify, uniqueSlug } from '../../lib/slugify.js';
import { readSettings } from '../kernel/index.js';
import { listImages } from './product-images.repository.js';
import { listItems } from './product-items.repository.js';
import { itemPools } from './product-items.service.js';
import type { ProductSales } from './product-sales.js';
import { readTranslations, toProduct, toProductSummary } from './product-views.js';
import * as repository from './products.repository.js';
import { saveVariants, variantsByProduct } from './variants.js';
import { updateFirstVariant } from './variants.repository.js';

/** The one variant of a product made without variants: unnamed, it sells as the product itself. */
const NEW_VARIANT = {
  name: '',
  translations: {},
  vat_class: null,
  activation_limit: null,
  pay_what_you_want: false,
  minimum_price: 0,
  discount_codes_apply: false,
};

/**
 * The product's own `subscription_interval`, as callers from before variants carried terms send it, is
 * its first variant's (decision 084), unless that variant says its own.
 */
function withProductTerms(variants: VariantInput[], interval: SubscriptionInterval | null | undefined) {
  if (interval === undefined || variants[0]!.subscription_interval !== undefined) return variants;
  return [{ ...variants[0]!, subscription_interval: interval }, ...variants.slice(1)];
}

/** A discount must make sense for the price it applies to (checked on the merged values of an update). */
function checkDiscount(price: number, type: DiscountType, value: number): void {
  if (type === 'fixed_price' && value > price)
    throw AppError.invalid({ discount_value: 'discount_above_price' });
  if (type === 'percentage' && (value < 1 || value > 100)) {
    throw AppError.invalid({ discount_value: 'discount_percentage_range' });
  }
}

/** What the admin's search matches: the name in every language and the slug, in lower case. */
function searchText(name: string, slug: string, translations: ProductTranslations): string {
  const names = Object.values(translations).map((text) => text?.name ?? '');
  return [name, ...names, slug].filter(Boolean).join(' ').toLowerCase();
}

async function resolveSlug(
  db: Db,
  storeId: number,
  name: string,
  slug: string | undefined,
  productId?: number,
) {
  if (slug) {
    const taken = await repository.productSlugsStartingWith(db, storeId, slug, productId);
    if (taken.has(slug)) throw AppError.invalid({ slug: 'slug_taken' });
    return slug;
  }
  const base = slugify(name);
  return uniqueSlug(base, await repository.productSlugsStartingWith(db, storeId, base, productId));
}

/** The product with its images and items; an archived one too, to be looked at. */
export async function loadProduct(
  sales: ProductSales,
  db: Db,
  storeId: number,
  productId: number,
): Promise<Product> {
  const row = await repository.findProductRecord(db, storeId, productId);
  if (!row) throw AppError.notFound();
  const [images, items, variants] = await Promise.all([
    listImages(db, storeId, [productId]),
    listItems(db, storeId, productId),
    variantsByProduct(db, storeId, [productId]),
  ]);
  return toProduct(
    row,
    variants.get(productId) ?? [],
    images,
    items,
    await itemPools(sales, db, storeId, items),
  );
}

export async function listProducts(ctx: AppContext, storeId: number, query: ProductListQuery) {
  const db = ctx.database.db;
  const { rows, total } = await repository.listProducts(db, storeId, {
    search: query.search || undefined,
    status: query.status,
    archived: query.archived ?? false,
    ids: query.ids,
    page: query.page,
    perPage: query.per_page,
  });
  const ids = rows.map((row) => row.id);
  const [images, variants] = await Promise.all([
    listImages(db, storeId, ids),
    variantsByProduct(db, storeId, ids),
  ]);
  const firstImage = new Map<number, (typeof images)[number]>();
  for (const image of images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image);
  return {
    data: rows.map((row) => toProductSummary(row, firstImage.get(row.id), variants.get(row.id) ?? [])),
    meta: { total, page: query.page, per_page: query.per_page },
  };
}

/**
 * A product's VAT class and the rate it has in the store's country on `date`, the day it is saved
 * (decision 029). A class decides the rate; a rate alone (the API before classes) decides the class
 * whose rate it is in the store's country, and one no class has is refused. Neither: standard.
 */
async function productVat(
  db: Db,
  storeId: number,
  input: { vat_class?: VatClass | undefined; vat_rate?: number | undefined },
  date: string,
  /** The class without a class or a rate given: what a new product's name suggests. */
  fallback: VatClass = 'standard',
): Promise<{ vat_class: VatClass; vat_rate: number }> {
  const { country } = await readSettings(db, storeId, ['country']);
  const storeCountry = country ?? 'NL';
  if (input.vat_class === undefined && input.vat_rate !== undefined) {
    const vatClass = vatClassForRate(storeCountry, input.vat_rate, date);
    if (!vatClass) throw AppError.invalid({ vat_rate: 'vat_rate_unknown' });
    return { vat_class: vatClass, vat_rate: input.vat_rate };
  }
  const vatClass = input.vat_class ?? fallback;
  return { vat_class: vatClass, vat_rate: vatRateFor(storeCountry, vatClass, date) };
}

export async function createProduct(ctx: AppContext, input: CreateProductRequest): Promise<Product> {
  const storeId = input.store_id;
  const discountValue = input.discount_type === 'no_discount' ? 0 : input.discount_value;
  // The first variant's price is the product's (decision 076).
  const variants = withProductTerms(
    input.variants ?? [{ ...NEW_VARIANT, price: input.price }],
    input.subscription_interval,
  );
  const price = variants[0]!.price;
  checkDiscount(price, input.discount_type, discountValue);
  const now = ctx.clock.now().toISOString();
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      const slug = await resolveSlug(uow.db, storeId, input.name, input.slug);
      const row = await repository.insertProduct(uow.db, {
        store_id: storeId,
        name: input.name,
        slug,
        description: input.description,
        translations: JSON.stringify(filledTranslations(input.translations)),
        price,
        ...(await productVat(
          uow.db,
          storeId,
          input,
          supplyDate(uow.clock.now()),
          suggestedVatClass(input.name),
        )),
        status: input.status,
        discount_type: input.discount_type,
        discount_value: discountValue,
        subscription_interval: variants[0]!.subscription_interval ?? null,
        search_text: searchText(input.name, slug, input.translations),
        created_at: now,
        updated_at: now,
      });
      await saveVariants(uow.db, storeId, row.id, variants, now);
      return loadProduct(uow.productSales, uow.db, storeId, row.id);
    }),
  );
}

export async function updateProduct(
  ctx: AppContext,
  storeId: number,
  productId: number,
  input: UpdateProductRequest,
): Promise<Product> {
  const now = ctx.clock.now().toISOString();
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      const current = await repository.findProduct(uow.db, storeId, productId);
      if (!current) throw AppError.notFound();
      const { store_id: _storeId, translations: changedTranslations, ...changes } = input;
      const variants = input.variants && withProductTerms(input.variants, input.subscription_interval);
      const translations = filledTranslations(changedTranslations ?? readTranslations(current.translations));
      // Variants given set the product's price (their first one's); a price alone is the first variant's.
      if (variants) changes.price = variants[0]!.price;
      const merged = { ...current, ...changes };
      if (merged.discount_type === 'no_discount') merged.discount_value = 0;
      checkDiscount(merged.price, merged.discount_type, merged.discount_value);
      const slug =
        changes.slug && changes.slug !== current.slug
          ? await resolveSlug(uow.db, storeId, merged.name, changes.slug, productId)
          : current.slug;
      await repository.updateProduct(uow.db, storeId, productId, {
        name: merged.name,
        slug,
        description: merged.description,
        translations: JSON.stringify(translations),
        price: merged.price,
        ...(changes.vat_class !== undefined || changes.vat_rate !== undefined
          ? await productVat(uow.db, storeId, changes, supplyDate(uow.clock.now()))
          : {}),
        status: merged.status,
        discount_type: merged.discount_type,
        discount_value: merged.discount_value,
        search_text: searchText(merged.name, slug, translations),
        updated_at: now,
      });
      if (variants) await saveVariants(uow.db, storeId, productId, variants, now);
      else if (changes.price !== undefined || changes.subscription_interval !== undefined) {
        await updateFirstVariant(uow.db, storeId, productId, {
          ...(changes.price !== undefined && { price: changes.price }),
          // A variant bought once has no trial (decision 084).
          ...(changes.subscription_interval !== undefined && {
            subscription_interval: changes.subscription_interval,
            ...(changes.subscription_interval === null && { trial_days: null }),
          }),
          updated_at: now,
        });
      }
      await repository.copyFirstVariantTerms(uow.db, storeId, productId);
      return loadProduct(uow.productSales, uow.db, storeId, productId);
    }),
  );
}

/**
 * Deletes a product with its images, items and files; or, when paid orders bought it, archives it:
 * its buyers' goods are theirs (their orders hold them), and the sale stays on the merchant's record.
 * Rows go in one transaction; the files after it commits, so a failed delete never leaves rows
 * pointing at missing files. Deleting an archived product again changes nothing.
 */
export async function deleteProduct(ctx: AppContext, storeId: number, productId: number): Promise<void> {
  const deleted = await transaction(ctx, async (uow) => {
    const row = await repository.findProductRecord(uow.db, storeId, productId);
    if (!row) throw AppError.notFound();
    if (row.archived_at) return null;
    if (await uow.productSales.productWasBought(uow.db, storeId, productId)) {
      await repository.archiveProduct(uow.db, storeId, productId, uow.clock.now().toISOString());
      return null;
    }
    const found = {
      images: await listImages(uow.db, storeId, [productId]),
      items: await listItems(uow.db, storeId, productId),
    };
    await repository.deleteProduct(uow.db, storeId, productId);
    return found;
  });
  if (!deleted) return;
  await Promise.all([
    ...deleted.images.map((image) => ctx.storage.public.remove(image.storage_prefix)),
    ctx.productSales.releaseFiles(
      ctx,
      storeId,
      deleted.items.map((item) => item.file_key),
    ),
  ]);
}
