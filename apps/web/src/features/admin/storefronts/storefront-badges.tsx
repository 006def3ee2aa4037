import { useTranslation } from 'react-i18next';
import type { Storefront } from '@platform/contract';
import { Badge } from '@/components/badge';
import { HomeIcon } from '@/components/icons';

/** Published or draft, and whether this is the shop's home page. */
export function StorefrontBadges({
  storefront,
}: {
  storefront: Pick<Storefront, 'publication_status' | 'is_home'>;
}) {
  const { t } = useTranslation();
  const published = storefront.publication_status === 'published';
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge tone={published ? 'success' : 'neutral'}>
        <span
          className={`size-1.5 rounded-full ${published ? 'bg-emerald-500' : 'bg-zinc-400'}`}
          aria-hidden="true"
        />
        {t(`storefronts.publication.${storefront.publication_status}`)}
      </Badge>
      {storefront.is_home ? (
        <Badge tone="info">
          <HomeIcon className="size-3" />
          {t('storefronts.homeBadge')}
        </Badge>
      ) : null}
    </span>
  );
}
