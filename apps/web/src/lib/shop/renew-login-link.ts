import { useMutation } from '@tanstack/react-query';
import { shopRoutes } from '@platform/contract';
import { shopCall } from '../api/client';
import { currentSlug } from '../host';

/**
 * Sends back a sign-in link that was used or has expired; the server mails a fresh one to the address
 * the old one was for. The answer is the same whatever happens; 429 when asked too often.
 */
export async function renewLoginLink(slug: string, loginToken: string): Promise<void> {
  await shopCall(shopRoutes.renewLoginLink, {
    params: { storeSlug: slug },
    body: { login_token: loginToken },
  });
}

export function useRenewLoginLink(loginToken: string) {
  const slug = currentSlug();
  return useMutation({ mutationFn: () => renewLoginLink(slug, loginToken) });
}
