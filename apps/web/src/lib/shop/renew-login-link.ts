import { useMutation } from '@tanstack/react-query';
import { shopApi } from '../api/client';
import { currentSlug } from '../host';

/**
 * Sends back a sign-in link that was used or has expired; the server mails a fresh one to the address
 * the old one was for. The answer is the same whatever happens; 429 when asked too often.
 */
export async function renewLoginLink(slug: string, loginToken: string): Promise<void> {
  await shopApi.post(`v1/store/${encodeURIComponent(slug)}/email-login/renew`, { login_token: loginToken });
}

export function useRenewLoginLink(loginToken: string) {
  const slug = currentSlug();
  return useMutation({ mutationFn: () => renewLoginLink(slug, loginToken) });
}
