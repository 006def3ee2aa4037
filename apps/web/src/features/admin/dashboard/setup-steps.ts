import { LIVE_PAYMENT_PROVIDERS, missingSellerDetails, type Store } from '@platform/contract';
import { usePaymentProviders } from '@/lib/api/settings/get-payment-providers';
import { useSettings } from '@/lib/api/settings/get-settings';
import { useProductsForSale } from './api/count-products-for-sale';

const isLive = (provider: string) => (LIVE_PAYMENT_PROVIDERS as readonly string[]).includes(provider);

const SELLER_SETTINGS = ['billing', 'country'] as const;

export interface SetupStep {
  key: 'product' | 'provider' | 'business' | 'branding' | 'live';
  done: boolean;
  to: string;
}

/**
 * The five steps from a new store to a live one, each read from the store's real state; null until
 * every state is known, so a finished store never shows its checklist for a moment while loading.
 */
export function useSetupSteps(store: Store): SetupStep[] | null {
  const products = useProductsForSale(store.id);
  const providers = usePaymentProviders(store.id);
  const seller = useSettings(store.id, SELLER_SETTINGS);
  if (products.data === undefined || !providers.data || !seller.data) return null;
  const base = `/store/${store.id}`;
  return [
    { key: 'product', done: products.data > 0, to: `${base}/products` },
    {
      key: 'provider',
      // A live provider switched on: only that takes real payments (test keys do not count).
      done: providers.data.some((state) => isLive(state.provider) && state.enabled && state.configured),
      to: `${base}/settings/providers`,
    },
    {
      key: 'business',
      done: Object.keys(missingSellerDetails(seller.data.billing, seller.data.country ?? 'NL')).length === 0,
      to: `${base}/settings/billing`,
    },
    {
      key: 'branding',
      done: Boolean(store.settings.store_logo || store.settings.primary_color),
      to: `${base}/settings/branding`,
    },
    { key: 'live', done: !store.test_mode.value, to: `${base}/settings` },
  ];
}
