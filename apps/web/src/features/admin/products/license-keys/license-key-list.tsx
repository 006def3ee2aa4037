import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatOrderNumber, type LicenseKeyStatus, type LicenseSource } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { SearchField } from '@/components/search-field';
import { formatDate } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LICENSE_KEYS_PER_PAGE, useLicenseKeys } from './api/get-license-keys';
import { LicenseKeyManager } from './license-key-manager';

const STATUS_TONES: Record<LicenseKeyStatus, 'neutral' | 'success' | 'danger'> = {
  available: 'neutral',
  assigned: 'success',
  disabled: 'danger',
};

interface LicenseKeyListProps {
  storeId: number;
  productId: number;
  itemId: number;
  source: LicenseSource;
}

/**
 * Every key of an item, with the order and the e-mail address that holds it, and until when it works;
 * found by key or e-mail address, and each opened to help its buyer.
 */
export function LicenseKeyList({ storeId, productId, itemId, source }: LicenseKeyListProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const headingId = useId();
  const settled = useDebouncedValue(search.trim(), 300);
  const { data } = useLicenseKeys(storeId, productId, itemId, { page, search: settled });
  if (!data) return null;
  const pages = Math.max(1, Math.ceil(data.meta.total / LICENSE_KEYS_PER_PAGE));
  const at = { storeId, productId, itemId };
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h4 id={headingId} className="text-sm font-semibold text-zinc-900">
        {t('products.license.listHeading')}
      </h4>
      <SearchField
        label={t('products.license.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
      />
      {data.data.length === 0 ? (
        <p className="text-sm text-zinc-500">
          {t(settled ? 'products.license.noMatch' : 'products.license.listEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-lg bg-white ring-1 ring-zinc-200">
          {data.data.map((key) => (
            <li
              key={key.id}
              className="grid gap-x-4 gap-y-1 px-3 py-2 text-sm sm:grid-cols-[minmax(0,1.4fr)_auto_minmax(0,1fr)_auto]"
            >
              <span className="font-mono break-all text-zinc-900">{key.key}</span>
              <span>
                <Badge tone={STATUS_TONES[key.status]}>{t(`products.license.status.${key.status}`)}</Badge>
              </span>
              <span className="min-w-0 text-zinc-600">
                {key.order_id && key.order_number !== null ? (
                  <>
                    <Link
                      to={`/store/${storeId}/orders/${key.order_id}`}
                      className="font-medium text-primary-ink underline-offset-2 hover:underline"
                    >
                      <span className="sr-only">{t('products.license.colOrder')} </span>
                      {formatOrderNumber(key.order_number)}
                    </Link>
                    <span className="block truncate" title={key.email ?? ''}>
                      <span className="sr-only">{t('products.license.colEmail')}: </span>
                      {key.email}
                    </span>
                    {key.expires_at ? (
                      <span className="block text-xs text-zinc-500">
                        {t('products.license.validUntil', {
                          date: formatDate(key.expires_at, currentLocale()),
                        })}
                      </span>
                    ) : null}
                    {key.activations > 0 ? (
                      <span className="block text-xs text-zinc-500">
                        {t('products.license.colActivations')}: {key.activations}
                      </span>
                    ) : null}
                  </>
                ) : null}
              </span>
              <span className="sm:justify-self-end">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={open === key.id}
                  aria-label={t('products.license.manage.open', { key: key.key })}
                  onClick={() => setOpen(open === key.id ? null : key.id)}
                >
                  {t('products.license.manage.button')}
                </Button>
              </span>
              {open === key.id ? (
                <div className="sm:col-span-4">
                  <LicenseKeyManager at={at} licenseKey={key} source={source} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="flex items-center justify-between gap-2 text-sm text-zinc-600">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('products.license.previous')}
          </Button>
          <span>
            {page} / {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('products.license.next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
