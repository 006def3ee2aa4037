import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRoutes, type BuyerSubscription, type BuyerSubscriptionAction } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { statusOf } from '@/lib/api/errors';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { currentSlug } from '@/lib/host';
import { useGoToPayment } from '@/lib/shop/create-payment-link';

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

/**
 * Changes a subscription's payment method (decision 081): the provider's page that takes a new mandate,
 * charging nothing, and there; the buyer comes back to the library.
 */
export function useChangePaymentMethod() {
  const slug = currentSlug();
  return useGoToPayment(
    async (id: number) =>
      (
        await shopCall(shopRoutes.libraryPaymentMethod, {
          params: { storeSlug: slug, subscriptionId: id },
        })
      ).data.data.url,
  );
}
