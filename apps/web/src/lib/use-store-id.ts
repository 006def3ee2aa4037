import { useParams } from 'react-router';

/** The store the settings belong to, from the address. */
export function useStoreId(): number {
  return Number(useParams().storeId);
}
