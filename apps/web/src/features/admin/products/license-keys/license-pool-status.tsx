import { useTranslation } from 'react-i18next';
import type { ProductItem } from '@platform/contract';
import { Badge } from '@/components/badge';

type License = NonNullable<ProductItem['license']>;

/** A pool's counts in a line: keys left and handed out, or a generated item's form. */
export function useLicenseSummary() {
  const { t } = useTranslation();
  return (license: License) =>
    license.source === 'pool'
      ? t('products.license.poolSummary', { available: license.available ?? 0, assigned: license.assigned })
      : t('products.license.patternSummary', {
          example: `${license.prefix}${license.pattern}`,
          assigned: license.assigned,
        });
}

/** Warns of a pool that runs low, keys owed to paid orders, and a pool that was never filled. */
export function LicensePoolWarnings({ license }: { license: License }) {
  const { t } = useTranslation();
  const empty = license.source === 'pool' && license.available === 0 && license.assigned === 0;
  return (
    <>
      {license.low && !empty ? (
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Badge tone="warning">{t('products.license.low')}</Badge>
          {license.waiting > 0 ? (
            <Badge tone="danger">{t('products.license.waiting', { count: license.waiting })}</Badge>
          ) : null}
        </div>
      ) : null}
      {empty ? <p className="mt-1.5 text-sm text-amber-800">{t('products.license.emptyPool')}</p> : null}
    </>
  );
}
