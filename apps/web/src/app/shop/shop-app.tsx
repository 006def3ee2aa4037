import { useEffect } from 'react';
import { useReportHeight } from '@/features/embed/height-reporter';
import { useInFrame } from '@/features/embed/frame';
import { onShopperForbidden } from '@/lib/api/client';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { usePublicStore } from '@/lib/public-store';
import { createQueryClient } from '@/lib/query-client';
import { applyThemeColor } from '@/lib/theme';
import { mountApp } from '../app-providers';
import { createAppRouter } from '../create-app-router';
import { AppLayout } from '../layouts/app-layout';
import { CheckoutHeader } from './checkout-header';
import { OrderHeader } from './order-header';
import { shopPages } from './shop-pages';
import { ShopFooter } from './shop-footer';
import { StoreHeader } from './store-header';

const headers = { store: StoreHeader, checkout: CheckoutHeader, order: OrderHeader };

function ShopLayout() {
  const { data: store } = usePublicStore();
  const color = store?.settings.primary_color;
  useEffect(() => applyThemeColor(color), [color]);
  useReportHeight(useInFrame());
  return <AppLayout headers={headers} footer={ShopFooter} siteName={store?.name ?? ''} />;
}

/** The shop, served on every store host. */
export function mountShop(element: HTMLElement): void {
  const queryClient = createQueryClient();
  onShopperForbidden(() => {
    resetShopperSession();
    void queryClient.invalidateQueries();
  });
  mountApp(element, createAppRouter('shop', shopPages, ShopLayout), queryClient);
}
