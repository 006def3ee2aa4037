import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRoutes, type BuyerSubscription, type BuyerSubscriptionAction } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { currentSlug } from '@/lib/host';

/** The signed-in buyer's subscriptions in this store; a 401 signs the shopper out, as the orders' does. */
export async function getLibrarySubscriptions(
  slug: string,
  signal?: AbortSignal,
): Promise<BuyerSubscription[]> {
  try {
    const response = await shopCall(
      shopRoutes.librarySubscriptions,
      { params: { storeSlug: slug } },
      { signal },
    );
    return response.data.data;
  } catch (error) {
    if (statusOf(error) === 401) resetShopperSession();
    throw error;
  }
}

const subscriptionsKey = (slug: string) => ['library', slug, 'subscriptions'];

export function useLibrarySubscriptions() {
  const slug = currentSlug();
  return useQuery(
    queryOptions({
      queryKey: subscriptionsKey(slug),
      queryFn: ({ signal }) => getLibrarySubscriptions(slug, signal),
      retry: false,
    }),
  );
}

/** Cancels a subscription at its period's end, or resumes it; the list shows the answer at once. */
export function useChangeSubscription() {
  const slug = currentSlug();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: BuyerSubscriptionAction }) =>
      (
        await shopCall(shopRoutes.librarySubscriptionAction, {
          params: { storeSlug: slug, subscriptionId: id, action },
        })
      ).data.data,
    onSuccess: (changed) =>
      queryClient.setQueryData<BuyerSubscription[]>(subscriptionsKey(slug), (list) =>
        list?.map((subscription) => (subscription.id === changed.id ? changed : subscription)),
      ),
  });
}
