import type { AdminCustomerListQuery, AdminCustomerListResponse } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { countCustomers, listCustomers } from './customers.repository.js';

/** Buyers are counted up to this many; with more the admin shows "1,000+", as for a search of orders. */
const COUNT_CAP = 1000;

/**
 * A page of the store's buyers (decision 071), found by the start of their address, which is looked
 * up in lower case as the address keys are kept.
 */
export async function customerList(
  ctx: AppContext,
  storeId: number,
  query: AdminCustomerListQuery,
): Promise<AdminCustomerListResponse> {
  const db = ctx.database.db;
  const search = query.search?.trim().toLowerCase() || undefined;
  const [rows, counted] = await Promise.all([
    listCustomers(db, storeId, { search, page: query.page, perPage: query.per_page }),
    countCustomers(db, storeId, search, COUNT_CAP),
  ]);
  return {
    data: rows,
    meta: {
      total: Math.min(counted, COUNT_CAP),
      total_capped: counted > COUNT_CAP,
      page: query.page,
      per_page: query.per_page,
    },
  };
}
