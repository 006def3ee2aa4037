import { Link } from 'react-router';
import { Image } from '@/components/image';
import { usePublicStore } from '@/lib/public-store';

/** The store's logo, or its name when it has none (docs/spec.md §2), linking to the store's home page. */
export function StoreIdentity() {
  const { data: store, isPending } = usePublicStore();
  if (isPending) return <span className="h-8 w-32 animate-pulse rounded-md bg-zinc-100" aria-hidden="true" />;
  if (!store) return null;
  return (
    <Link to="/" className="flex min-w-0 items-center rounded-md">
      {store.settings.store_logo ? (
        <Image
          asset={store.settings.store_logo}
          size="small"
          alt={store.name}
          className="h-9 w-auto object-contain"
        />
      ) : (
        <span className="truncate text-lg font-semibold tracking-tight text-zinc-900">{store.name}</span>
      )}
    </Link>
  );
}
