import { useLayoutEffect } from 'react';
import { LeaveFrame } from '@/features/embed/leave-frame';
import { useCloseOverlayOnEscape } from '@/features/embed/overlay-close';
import { useFrameMode } from '@/features/embed/use-frame-mode';
import { onShopperForbidden } from '@/lib/api/client';
import { resetShopperSession } from '@/lib/auth/shopper-session';
import { usePublicStore } from '@/lib/public-store';
import { createQueryClient } from '@/lib/query-client';
import { useCodeFromAddress } from '@/lib/shop/code-from-address';
import { applyThemeColor } from '@/lib/theme';
import { mountApp } from '../app-providers';
import { createAppRouter } from '../create-app-router';
import { AppLayout } from '../layouts/app-layout';
import { useCurrentRoute } from '../layouts/use-current-route';
import { CheckoutHeader } from './checkout-header';
import { OrderHeader } from './order-header';
import { shopPages } from './shop-pages';
import { ShopFooter } from './shop-footer';
import { StoreHeader } from './store-header';

const headers = { store: StoreHeader, checkout: CheckoutHeader, order: OrderHeader };

/**
 * Pages that never show inside a frame sized to its page: the cart and checkout open in the embed's
 * checkout overlay, a whole window to them (decision 080), or in the top window (docs/spec.md §1).
 */
const TOP_WINDOW_ROUTES = new Set(['cart', 'checkout', 'buyNow']);

function ShopLayout() {
  const { data: store } = usePublicStore();
  const color = store?.settings.primary_color;
  // Before the first paint (the store comes with the page): a store's own colour never flashes the
  // default one first, and restyling the whole page happens before anything is shown.
  useLayoutEffect(() => applyThemeColor(color), [color]);
  const inFrame = useFrameMode();
  useCloseOverlayOnEscape();
  const routeName = useCurrentRoute()?.route.name;
  // A buy-now link puts its code on its own cart (decision 077); any other page on the shopper's.
  useCodeFromAddress(routeName !== undefined && routeName !== 'buyNow');
  if (inFrame && routeName && TOP_WINDOW_ROUTES.has(routeName)) return <LeaveFrame />;
  // In a frame too every page names its seller and links the terms (decision 053): the footer slims down.
  return <AppLayout headers={headers} footer={ShopFooter} siteName={store?.name ?? ''} embedded={inFrame} />;
}

/** Longest the first paint waits for the page itself rather than showing the loading screen. */
const FIRST_PAGE_WAIT_MS = 500;

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has run the guards and loaded the first page's code. */
function firstPageReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The shop, served on every store host. The page's code and its first answers come with its HTML
 * (the server names them), so the page itself is ready a moment after the app starts: the first
 * paint waits for it instead of painting a loading screen that would at once be painted over.
 */
export async function mountShop(element: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  onShopperForbidden(() => {
    resetShopperSession();
    void queryClient.invalidateQueries();
  });
  const router = createAppRouter('shop', shopPages, ShopLayout);
  await Promise.race([
    firstPageReady(router),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
  ]);
  mountApp(element, router, queryClient);
}
