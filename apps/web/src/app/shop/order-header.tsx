import { LanguageSwitch } from '@/components/language-switch';
import { StoreIdentity } from './store-identity';

/** The order page's header: the store, centred, and nothing to wander off to but the language switch. */
export function OrderHeader() {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto grid h-16 max-w-3xl grid-cols-[1fr_auto_1fr] items-center gap-2 px-4 sm:px-6">
        <div className="col-start-2 min-w-0">
          <StoreIdentity />
        </div>
        <div className="justify-self-end">
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
