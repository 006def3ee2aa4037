import { useMutation } from '@tanstack/react-query';
import { shopApi } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';

/**
 * Asks for an e-mail with a link that opens the library. The answer is the same whether or not the
 * address bought here, so it tells nobody who did; 429 when asked too often.
 */
export async function requestLibraryLink(slug: string, email: string): Promise<void> {
  await shopApi.post(`v1/store/${encodeURIComponent(slug)}/orders/email-login`, { email });
}

export function useRequestLibraryLink() {
  const slug = currentSlug();
  return useMutation({ mutationFn: (email: string) => requestLibraryLink(slug, email) });
}
