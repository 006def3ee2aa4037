import { useMutation } from '@tanstack/react-query';
import { shopRoutes } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';

/**
 * Asks for a new e-mail with the link that opens the order. The answer is the same whether or not
 * the address belongs to the order, so it says nothing about who bought what; 429 when asked too often.
 */
export async function requestLoginLink(slug: string, orderId: string, email: string): Promise<void> {
  await shopCall(shopRoutes.emailLogin, {
    params: { storeSlug: slug },
    body: { email, session_id: orderId, redirect_to_name: 'order' },
  });
}

export function useRequestLoginLink(orderId: string) {
  const slug = currentSlug();
  return useMutation({ mutationFn: (email: string) => requestLoginLink(slug, orderId, email) });
}
