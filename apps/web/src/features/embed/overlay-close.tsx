import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { embedMessage } from '@platform/contract';
import { XIcon } from '@/components/icons';
import { isInOverlay, postToParent } from '@/lib/shop/embed-frame';

const closeOverlay = () => postToParent(embedMessage('close-overlay', {}));

/**
 * The close button of the embed's checkout overlay (decision 080), which a header places in its own row
 * of controls, so it never covers the language switch or anything else; outside the overlay, nothing.
 */
export function OverlayCloseButton() {
  const { t } = useTranslation();
  if (!isInOverlay()) return null;
  const label = t('embed.closeOverlay');
  return (
    <button
      type="button"
      onClick={closeOverlay}
      aria-label={label}
      title={label}
      className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-zinc-600 ring-1 ring-zinc-200 hover:bg-zinc-100 hover:text-zinc-900"
    >
      <XIcon className="size-5" />
    </button>
  );
}

/** In the overlay Escape closes it, as it closes any dialog; focus is inside the frame, so the page hears it. */
export function useCloseOverlayOnEscape(): void {
  useEffect(() => {
    // Asked at the key press: the first page may render before the guards said where it runs.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && isInOverlay()) closeOverlay();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
