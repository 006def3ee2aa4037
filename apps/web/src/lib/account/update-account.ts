import { useMutation, useQueryClient } from '@tanstack/react-query';
import { account, envelope, merchantRoutes, type UpdateAccountRequest } from '@platform/contract';
import { adminCall } from '../api/admin-client';
import { accountQueryOptions } from './get-account';

const accountResponse = envelope(account);

export async function updateAccount(body: UpdateAccountRequest) {
  const response = await adminCall(merchantRoutes.updateAccount, { body });
  return accountResponse.parse(response.data).data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (saved) => queryClient.setQueryData(accountQueryOptions().queryKey, saved),
  });
}
