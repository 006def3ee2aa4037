import { LanguageSwitch } from '@/components/language-switch';
import { OverlayCloseButton } from '@/features/embed/overlay-close';
import { CartButton } from '@/features/shop/cart/cart-button';
import { useInFrame } from '@/lib/shop/embed-frame';
import { usePublicStore } from '@/lib/public-store';
import { useCurrentRoute } from '../layouts/use-current-route';
import { StoreIdentity } from './store-identity';

const PRODUCT_ROUTES = new Set(['product', 'storefrontProduct']);

/**
 * The store header: logo or name, the language switch (outside a frame, where the host page chose the
 * language: decision 068) and the cart button; hidden on a product page inside a frame. In the embed's
 * checkout overlay, its close button last (decision 080).
 */
export function StoreHeader() {
  const inFrame = useInFrame();
  const routeName = useCurrentRoute()?.route.name;
  const { data: store, isError } = usePublicStore();
  if (inFrame && routeName && PRODUCT_ROUTES.has(routeName)) return null;
  return (
    // In a frame the header sits on the host page's background and lines up with the page below.
    <header className={inFrame ? 'border-b border-zinc-200' : 'border-b border-zinc-200 bg-white'}>
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 ${inFrame ? 'h-14 px-3 sm:px-4' : 'h-16 px-4 sm:px-6'}`}
      >
        <StoreIdentity />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {inFrame ? null : <LanguageSwitch />}
          {isError ? null : <CartButton businessType={store?.settings.business_type} />}
          <OverlayCloseButton />
        </div>
      </div>
    </header>
  );
}
