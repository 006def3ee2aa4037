import type { DiscountCode, DiscountCodeRequest } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { uniqueAsInvalid, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { requireOwnProducts } from '../products/index.js';
import type { DiscountCodeRow } from './discount-pricing.js';
import * as repository from './discounts.repository.js';

function toDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.value,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_uses: row.max_uses,
    max_uses_per_email: row.max_uses_per_email,
    product_ids: JSON.parse(row.product_ids) as number[],
    minimum_total: row.minimum_total,
    uses: row.uses,
    reserved: row.reserved,
    created_at: row.created_at,
  };
}

/**
 * The rules the request's schema cannot see: a percentage is at most 100, the window ends after it
 * starts, and the code is only for the store's own products.
 */
async function checkedFields(db: Db, input: DiscountCodeRequest) {
  if (input.type === 'percentage' && input.value > 100) {
    throw AppError.invalid({ value: 'discount_percentage_range' });
  }
  const startsAt = input.starts_at ? new Date(input.starts_at).toISOString() : null;
  const endsAt = input.ends_at ? new Date(input.ends_at).toISOString() : null;
  if (startsAt && endsAt && endsAt <= startsAt)
    throw AppError.invalid({ ends_at: 'discount_code_ends_before_start' });
  await requireOwnProducts(db, input.store_id, input.product_ids);
  return {
    code: input.code,
    code_key: input.code.toLowerCase(),
    type: input.type,
    value: input.value,
    starts_at: startsAt,
    ends_at: endsAt,
    max_uses: input.max_uses,
    max_uses_per_email: input.max_uses_per_email,
    product_ids: JSON.stringify(input.product_ids),
    minimum_total: input.minimum_total,
  };
}

export async function listDiscountCodes(db: Db, storeId: number): Promise<DiscountCode[]> {
  return (await repository.listDiscountCodes(db, storeId)).map(toDiscountCode);
}

export async function getDiscountCode(db: Db, storeId: number, id: number): Promise<DiscountCode> {
  const row = await repository.findDiscountCode(db, storeId, id);
  if (!row) throw AppError.notFound();
  return toDiscountCode(row);
}

export async function createDiscountCode(ctx: AppContext, input: DiscountCodeRequest): Promise<DiscountCode> {
  const db = ctx.database.db;
  const fields = await checkedFields(db, input);
  const now = ctx.clock.now().toISOString();
  const row = await uniqueAsInvalid({ code: 'discount_code_taken' }, () =>
    repository.insertDiscountCode(db, {
      ...fields,
      store_id: input.store_id,
      created_at: now,
      updated_at: now,
    }),
  );
  return toDiscountCode(row);
}

/** Changes the code's terms; its uses and holds stay as they are. */
export async function updateDiscountCode(
  ctx: AppContext,
  id: number,
  input: DiscountCodeRequest,
): Promise<DiscountCode> {
  const db = ctx.database.db;
  const fields = await checkedFields(db, input);
  const row = await uniqueAsInvalid({ code: 'discount_code_taken' }, () =>
    repository.updateDiscountCode(db, input.store_id, id, {
      ...fields,
      updated_at: ctx.clock.now().toISOString(),
    }),
  );
  if (!row) throw AppError.notFound();
  return toDiscountCode(row);
}

/** Deletes the code; the orders placed with it keep their code and amount. */
export async function deleteDiscountCode(db: Db, storeId: number, id: number): Promise<void> {
  if (!(await repository.deleteDiscountCode(db, storeId, id))) throw AppError.notFound();
}
