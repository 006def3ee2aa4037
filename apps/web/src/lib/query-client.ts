import { QueryClient } from '@tanstack/react-query';
import { statusOf } from './api/errors';

/** A client error will not go away by asking again; a dropped connection or a 5xx might. */
function retry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  return failureCount < 2 && (status === undefined || status >= 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry }, mutations: { retry: false } } });
}
