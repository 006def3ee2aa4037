import { useAccount } from './get-account';

const DEFAULT_ROWS_PER_PAGE = 20;

/** How many rows the merchant wants per page of a list (Settings → Preferences). */
export function useRowsPerPage(): number {
  return useAccount().data?.preferences.per_page ?? DEFAULT_ROWS_PER_PAGE;
}
