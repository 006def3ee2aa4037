import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '@/components/icons';
import { LanguageSwitch } from '@/components/language-switch';
import { OverlayCloseButton } from '@/features/embed/overlay-close';
import { usePublicStore } from '@/lib/public-store';
import { isInOverlay } from '@/lib/shop/embed-frame';
import { useCanGoBack } from '../layouts/use-can-go-back';

const BACK =
  'inline-flex shrink-0 items-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap text-zinc-600 hover:text-zinc-900';

/**
 * The checkout header: a bar with the page's one way back (docs/spec.md §2): Terug to the page before when
 * there is one (the title bar leaves it to this bar), else back to the store; the store's name (from
 * tablet width) and the language switch. In the embed's overlay the close button is the way back to
 * the merchant's site (decision 080), so the store's name takes the link's place on a phone.
 */
export function CheckoutHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const { data: store } = usePublicStore();
  // In the overlay with no page to go back to, the close button is the way back: the store's name
  // heads the bar at every width instead.
  const nameAlone = isInOverlay() && !canGoBack;
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex h-14 max-w-3xl items-center gap-4 px-4 sm:px-6">
        {canGoBack ? (
          <button type="button" onClick={() => void navigate(-1)} className={BACK}>
            <ArrowLeftIcon className="size-4" />
            {t('common.back')}
          </button>
        ) : nameAlone ? null : (
          <Link to="/" className={BACK}>
            <ArrowLeftIcon className="size-4" />
            {t('checkoutHeader.backToStore')}
          </Link>
        )}
        {/* On a phone the way back and the language switch take the row; the footer names the seller. */}
        {store ? (
          <span
            className={`min-w-0 truncate text-sm font-semibold text-zinc-900 ${nameAlone ? '' : 'ml-auto hidden sm:block'}`}
          >
            {store.name}
          </span>
        ) : null}
        <span className={`ml-auto flex shrink-0 items-center gap-2 ${store && !nameAlone ? 'sm:ml-0' : ''}`}>
          <LanguageSwitch />
          <OverlayCloseButton />
        </span>
      </div>
    </header>
  );
}
