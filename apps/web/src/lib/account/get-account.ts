import { queryOptions, useQuery } from '@tanstack/react-query';
import { account, type Account, envelope, merchantRoutes } from '@platform/contract';
import { adminCall } from '../api/admin-client';

const accountResponse = envelope(account);

export async function getAccount(): Promise<Account> {
  const response = await adminCall(merchantRoutes.account, {});
  return accountResponse.parse(response.data).data;
}

/**
 * The signed-in merchant with their display preferences. Shared, as the settings, the lists (rows
 * per page) and the language switch all read it.
 */
export const accountQueryOptions = () => queryOptions({ queryKey: ['account'], queryFn: getAccount });

export function useAccount(enabled = true) {
  return useQuery({ ...accountQueryOptions(), enabled });
}
