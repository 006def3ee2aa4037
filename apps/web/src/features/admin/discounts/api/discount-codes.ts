import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  discountCode,
  type DiscountCode,
  type DiscountCodeRequest,
  discountCodeRoutes,
  envelope,
} from '@platform/contract';
import { adminCall } from '@/lib/api/admin-client';
import { productKeys } from '@/lib/api/products/product-keys';

const codesKey = (storeId: number) => [...productKeys.all(storeId), 'discount-codes'] as const;

/** The store's discount codes with their uses and holds (decision 040). */
export function useDiscountCodes(storeId: number) {
  return useQuery({
    queryKey: codesKey(storeId),
    queryFn: async () => {
      const response = await adminCall(discountCodeRoutes.list, { query: { store_id: storeId } });
      return envelope(z.array(discountCode)).parse(response.data).data;
    },
  });
}

/** Creates a code, or with `codeId` changes that one; the list follows the server's answer. */
export function useSaveDiscountCode(storeId: number, codeId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: DiscountCodeRequest) => {
      const response = codeId
        ? await adminCall(discountCodeRoutes.update, { params: { id: codeId }, body })
        : await adminCall(discountCodeRoutes.create, { body });
      return envelope(discountCode).parse(response.data).data;
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<DiscountCode[]>(codesKey(storeId), (current = []) =>
        codeId ? current.map((code) => (code.id === saved.id ? saved : code)) : [...current, saved],
      ),
  });
}

export function useDeleteDiscountCode(storeId: number, codeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminCall(discountCodeRoutes.remove, {
        params: { id: codeId },
        query: { store_id: storeId },
      }),
    onSuccess: () =>
      queryClient.setQueryData<DiscountCode[]>(codesKey(storeId), (current) =>
        current?.filter((code) => code.id !== codeId),
      ),
  });
}
