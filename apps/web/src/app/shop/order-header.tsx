import { LanguageSwitch } from '@/components/language-switch';
import { OverlayCloseButton } from '@/features/embed/overlay-close';
import { StoreIdentity } from './store-identity';

/**
 * The order page's header: the store, centred, and nothing to wander off to but the language switch
 * (and, in the embed's overlay, its close button: decision 080).
 */
export function OrderHeader() {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto grid h-16 max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 sm:px-6">
        <div className="col-start-2 min-w-0">
          <StoreIdentity />
        </div>
        <div className="flex items-center gap-2 justify-self-end">
          <LanguageSwitch />
          <OverlayCloseButton />
        </div>
      </div>
    </header>
  );
}
