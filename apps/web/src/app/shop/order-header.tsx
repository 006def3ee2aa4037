import { StoreIdentity } from './store-identity';

/** The order page's header: the store, centred, and nothing to wander off to. */
export function OrderHeader() {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex h-16 max-w-3xl items-center justify-center px-4 sm:px-6">
        <StoreIdentity />
      </div>
    </header>
  );
}
