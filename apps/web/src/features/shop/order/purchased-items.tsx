import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PurchasedItem } from '@platform/contract';
import { buttonClass } from '@/components/button';
import { ExternalLinkIcon, FileIcon, KeyIcon, LinkIcon, TextIcon } from '@/components/icons';
import { currentLocale } from '@/lib/i18n';
import { CopyButton } from './copy-button';
import { formatDate, formatFileSize } from '@/lib/format';

const ICONS = { file: FileIcon, link: LinkIcon, text: TextIcon, license_key: KeyIcon };

/** One item; in place of what a subscription that ended gave, the day it ended. */
function ItemRow({ item, children }: { item: PurchasedItem; children: ReactNode }) {
  const { t } = useTranslation();
  const Icon = ICONS[item.product_type];
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary-ink">
          <Icon className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words text-zinc-900">{item.name}</p>
          <p className="text-xs text-zinc-500">{item.product_name}</p>
        </div>
      </div>
      <div className="sm:pl-12">
        {item.subscription_ended_at ? (
          <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-600 ring-1 ring-zinc-200">
            {t('order.items.subscriptionEnded', {
              date: formatDate(item.subscription_ended_at, currentLocale()),
            })}
          </p>
        ) : (
          children
        )}
      </div>
    </li>
  );
}

/** Until when a licence key works, when it expires at all. */
function ValidUntil({ date }: { date: string | null }) {
  const { t } = useTranslation();
  if (date === null) return null;
  return (
    <span className="block text-xs text-zinc-500">
      {t('order.items.licenseValidUntil', { date: formatDate(date, currentLocale()) })}
    </span>
  );
}

/** What the order bought: files to download, links to open, texts to copy. */
export function PurchasedItems({ items }: { items: PurchasedItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) {
    return <p className="text-sm text-zinc-500">{t('order.items.none')}</p>;
  }
  return (
    <ul className="divide-y divide-zinc-100 overflow-hidden rounded-xl ring-1 ring-zinc-200">
      {items.map((item) => (
        <ItemRow key={item.id} item={item}>
          {item.product_type === 'file' && item.url ? (
            <div className="flex flex-wrap items-center gap-3">
              <a
                href={item.url}
                download={item.file?.name ?? item.name}
                className={buttonClass('primary', 'md')}
              >
                {t('order.items.download')}
                <span className="sr-only">: {item.name}</span>
              </a>
              {item.file ? (
                <span className="text-xs text-zinc-500">
                  {formatFileSize(item.file.size, currentLocale())}
                </span>
              ) : null}
            </div>
          ) : null}
          {item.product_type === 'link' && item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('secondary', 'md')}
            >
              {t('order.items.openLink')}
              <span className="sr-only">: {item.name}</span>
              <ExternalLinkIcon className="size-4" />
            </a>
          ) : null}
          {item.product_type === 'license_key' ? (
            <div className="space-y-2">
              {item.license_keys.length > 0 ? (
                <p className="text-xs font-medium text-zinc-600">
                  {t('order.items.licenseKeys', { count: item.license_keys.length })}
                </p>
              ) : null}
              <ul className="space-y-2">
                {item.license_keys.map((key, index) => (
                  <li
                    key={key}
                    className="flex items-center gap-2 rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200"
                  >
                    <span className="min-w-0 flex-1">
                      <code className="block font-mono text-sm break-all text-zinc-900">{key}</code>
                      <ValidUntil date={item.license_key_expiries[index] ?? null} />
                    </span>
                    <CopyButton text={key} label={`${item.name} ${key}`} />
                  </li>
                ))}
              </ul>
              {item.license_keys_pending > 0 ? (
                <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                  {t('order.items.licensePending', { count: item.license_keys_pending })}
                </p>
              ) : null}
            </div>
          ) : null}
          {item.product_type === 'text' && item.text !== null ? (
            <div className="flex items-start gap-2 rounded-lg bg-zinc-50 p-3 ring-1 ring-zinc-200">
              <pre className="min-w-0 flex-1 font-mono text-sm break-words whitespace-pre-wrap text-zinc-900">
                {item.text}
              </pre>
              <CopyButton text={item.text} label={item.name} />
            </div>
          ) : null}
        </ItemRow>
      ))}
    </ul>
  );
}
