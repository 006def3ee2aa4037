import type {
  CreateStoreRequest,
  LegalDocumentPlace,
  PublicSeller,
  PublicStore,
  Store,
  StoreLegalTexts,
  UpdateStoreRequest,
} from '@platform/contract';
import { missingSellerDetails } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import { enterStore } from '../../db/tenant-scope.js';
import { AppError } from '../../errors.js';
import { canTakePayments } from '../payments/index.js';
import {
  findMailStore,
  findStore,
  insertStore,
  listStoresOfOwner,
  readSettings,
  requireStore,
  slugInUse,
  storeContactEmail,
  updateStore as updateStoreRow,
} from '../kernel/index.js';
import { writeSettings } from '../settings/index.js';

type StoreRow = NonNullable<Awaited<ReturnType<typeof findStore>>>;

async function toStore(db: Db, row: StoreRow): Promise<Store> {
  const settings = await readSettings(db, row.id, ['primary_color', 'store_logo', 'test_mode']);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    business_type: row.business_type,
    created_at: row.created_at,
    test_mode: settings.test_mode!,
    settings: {
      business_type: row.business_type,
      store_logo: settings.store_logo ?? null,
      primary_color: settings.primary_color ?? null,
    },
  };
}

async function sellerCanInvoice(db: Db, storeId: number): Promise<boolean> {
  const { billing, country } = await readSettings(db, storeId, ['billing', 'country']);
  return Object.keys(missingSellerDetails(billing, country!)).length === 0;
}

export async function listStores(ctx: AppContext, ownerId: number) {
  return listStoresOfOwner(ctx.database.db, ownerId);
}

export async function getStore(ctx: AppContext, storeId: number): Promise<Store> {
  const row = await findStore(ctx.database.db, storeId);
  if (!row) throw AppError.notFound();
  return toStore(ctx.database.db, row);
}

export async function createStore(
  ctx: AppContext,
  ownerId: number,
  input: CreateStoreRequest,
): Promise<Store> {
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      if (await slugInUse(uow.db, input.slug)) throw AppError.invalid({ slug: 'slug_taken' });
      const row = await insertStore(uow.db, {
        owner_id: ownerId,
        name: input.name,
        slug: input.slug,
        business_type: input.business_type,
        now: uow.clock.now().toISOString(),
      });
      enterStore(row.id);
      return toStore(uow.db, row);
    }),
  );
}

export async function updateStore(
  ctx: AppContext,
  storeId: number,
  input: UpdateStoreRequest,
): Promise<Store> {
  const now = ctx.clock.now().toISOString();
  return uniqueAsInvalid({ slug: 'slug_taken' }, () =>
    transaction(ctx, async (uow) => {
      if (input.slug && (await slugInUse(uow.db, input.slug, storeId))) {
        throw AppError.invalid({ slug: 'slug_taken' });
      }
      const { test_mode, ...columns } = input;
      if (Object.keys(columns).length > 0) {
        await updateStoreRow(uow.db, storeId, { ...columns, updated_at: now });
      }
      if (test_mode) await writeSettings(uow.db, storeId, { test_mode }, now);
      const row = await findStore(uow.db, storeId);
      if (!row) throw AppError.notFound();
      return toStore(uow.db, row);
    }),
  );
}

const orNull = (value: string) => (value.trim() === '' ? null : value);

/** The seller as the shop names it: what the invoices print of it (sellerOf), from the same settings. */
async function publicSellerOf(db: Db, storeId: number): Promise<PublicSeller> {
  const store = await findMailStore(db, storeId);
  const { billing } = store;
  return {
    name: orNull(billing.legal_name) ?? store.name,
    address: orNull(billing.address),
    postal_code: orNull(billing.postal_code),
    city: orNull(billing.city),
    country: billing.country,
    email: storeContactEmail(store),
    vat_number: orNull(billing.vat_number),
    coc_number: orNull(billing.coc_number),
  };
}

const LEGAL_SETTINGS = ['terms_url', 'terms_text', 'privacy_url', 'privacy_text'] as const;

/** A link or a text (decision 053); a text is read on the shop's legal page. */
function placeOf(url: string | null | undefined, text: string | undefined): LegalDocumentPlace {
  if (url) return { kind: 'link', url };
  return text ? { kind: 'text' } : null;
}

export async function getPublicStore(ctx: AppContext, slug: string): Promise<PublicStore> {
  const db = ctx.database.db;
  const row = await requireStore(ctx, slug);
  const { name, test_mode, settings } = await toStore(db, row);
  const shop = await readSettings(db, row.id, [
    'default_language',
    'checkout_fields',
    'checkout_note',
    ...LEGAL_SETTINGS,
  ]);
  return {
    name,
    slug: row.slug,
    test_mode,
    // A live store takes orders only from a seller that can invoice them (decision 051).
    can_take_payments:
      (await canTakePayments(db, row.id, test_mode.value)) &&
      (test_mode.value || (await sellerCanInvoice(db, row.id))),
    settings,
    default_language: shop.default_language!,
    checkout: {
      fields: shop.checkout_fields!,
      note: shop.checkout_note ?? '',
    },
    seller: await publicSellerOf(db, row.id),
    legal: {
      terms: placeOf(shop.terms_url, shop.terms_text),
      privacy: placeOf(shop.privacy_url, shop.privacy_text),
    },
  };
}

/** The texts of the shop's legal page: a document given as a link has none here. */
export async function getStoreLegalTexts(ctx: AppContext, slug: string): Promise<StoreLegalTexts> {
  const row = await requireStore(ctx, slug);
  const legal = await readSettings(ctx.database.db, row.id, LEGAL_SETTINGS);
  return {
    terms: legal.terms_url ? '' : (legal.terms_text ?? ''),
    privacy: legal.privacy_url ? '' : (legal.privacy_text ?? ''),
  };
}
