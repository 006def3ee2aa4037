import type { QueryClient } from '@tanstack/react-query';
import { endMerchantSession } from '@/lib/auth/merchant-session';

/** Signing out, by choice or by a 401/403: forget the auth and every cached answer, then /login. */
export function signOut(queryClient: QueryClient, navigate: (path: string) => unknown): void {
  endMerchantSession();
  queryClient.clear();
  void navigate('/login');
}
