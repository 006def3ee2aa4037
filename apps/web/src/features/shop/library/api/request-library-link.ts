import { useMutation } from '@tanstack/react-query';
import { shopRoutes } from '@platform/contract';
import { shopCall } from '@/lib/api/client';
import { currentSlug } from '@/lib/host';

/**
 * Asks for an e-mail with a link that opens the library. The answer is the same whether or not the
 * address bought here, so it tells nobody who did; 429 when asked too often.
 */
export async function requestLibraryLink(slug: string, email: string): Promise<void> {
  await shopCall(shopRoutes.libraryLogin, { params: { storeSlug: slug }, body: { email } });
}

export function useRequestLibraryLink() {
  const slug = currentSlug();
  return useMutation({ mutationFn: (email: string) => requestLibraryLink(slug, email) });
}
