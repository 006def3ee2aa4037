import {
  RESERVED_STOREFRONT_SLUGS,
  type CreateStorefrontRequest,
  type Storefront,
  type UpdateStorefrontRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import type { StorefrontRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { slugify, uniqueSlug } from '../../lib/slugify.js';
import { requireOwnProducts } from '../products/index.js';
import * as repository from './storefronts.repository.js';

function toStorefront(row: StorefrontRow, productIds: number[]): Storefront {
  return {
    id: row.id,
    store_id: row.store_id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    publication_status: row.publication_status,
    product_ids: productIds,
    is_home: row.is_home === 1,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

async function resolveSlug(
  db: Db,
  storeId: number,
  name: string,
  slug: string | undefined,
  exceptId?: number,
) {
  if (slug) {
    if ((await repository.storefrontSlugsStartingWith(db, storeId, slug, exceptId)).has(slug)) {
      throw AppError.invalid({ slug: 'slug_taken' });
    }
    return slug;
  }
  const base = slugify(name);
  const taken = await repository.storefrontSlugsStartingWith(db, storeId, base, exceptId);
  return uniqueSlug(base, new Set([...taken, ...RESERVED_STOREFRONT_SLUGS]));
}

async function load(db: Db, storeId: number, storefrontId: number): Promise<Storefront> {
  const row = await repository.findStorefront(db, storeId, storefrontId);
  if (!row) throw AppError.notFound();
  const products = await repository.productIdsOf(db, storeId, [storefrontId]);
  return toStorefront(row, products.get(storefrontId) ?? []);
}

export async function listStorefronts(ctx: AppContext, storeId: number): Promise<Storefront[]> {
  const db = ctx.database.db;
  const rows = await repository.listStorefronts(db, storeId);
  const products = await repository.productIdsOf(
    db,
    storeId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toStorefront(row, products.get(row.id) ?? []));
}

export async function getStorefront(ctx: AppContext, storeId: number, storefrontId: number) {
  return load(ctx.database.db, storeId, storefrontId);
}

export async function createStorefront(ctx: AppContext, input: CreateStorefrontRequest): Promise<Storefront> {
  const storeId = input.store_id;
  const now = ctx.clock.now().toISOString();
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      await requireOwnProducts(uow.db, storeId, input.product_ids);
      const row = await repository.insertStorefront(uow.db, {
        store_id: storeId,
        name: input.name,
        slug: await resolveSlug(uow.db, storeId, input.name, input.slug),
        description: input.description,
        publication_status: input.publication_status,
        is_home: input.is_home ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      if (input.is_home) await repository.clearHome(uow.db, storeId, row.id);
      await repository.replaceProducts(uow.db, storeId, row.id, input.product_ids);
      return toStorefront(row, input.product_ids);
    }),
  );
}

export async function updateStorefront(
  ctx: AppContext,
  storefrontId: number,
  input: UpdateStorefrontRequest,
): Promise<Storefront> {
  const { store_id: storeId, product_ids: productIds, is_home: isHome, ...fields } = input;
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      const current = await repository.findStorefront(uow.db, storeId, storefrontId);
      if (!current) throw AppError.notFound();
      if (productIds) await requireOwnProducts(uow.db, storeId, productIds);
      const slug =
        fields.slug && fields.slug !== current.slug
          ? await resolveSlug(uow.db, storeId, current.name, fields.slug, storefrontId)
          : current.slug;
      await repository.updateStorefront(uow.db, storeId, storefrontId, {
        ...fields,
        slug,
        ...(isHome === undefined ? {} : { is_home: isHome ? 1 : 0 }),
        updated_at: uow.clock.now().toISOString(),
      });
      if (isHome) await repository.clearHome(uow.db, storeId, storefrontId);
      if (productIds) await repository.replaceProducts(uow.db, storeId, storefrontId, productIds);
      return load(uow.db, storeId, storefrontId);
    }),
  );
}

export async function deleteStorefront(ctx: AppContext, storeId: number, storefrontId: number) {
  const db = ctx.database.db;
  if (!(await repository.findStorefront(db, storeId, storefrontId))) throw AppError.notFound();
  await repository.deleteStorefront(db, storeId, storefrontId);
}
