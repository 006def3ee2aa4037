import { useTranslation } from 'react-i18next';
import type { ProductItem } from '@platform/contract';
import { IconButton } from '@/components/icon-button';
import { FileIcon, KeyIcon, LinkIcon, PencilIcon, TextIcon, TrashIcon } from '@/components/icons';
import { currentLocale } from '@/lib/i18n';
import { formatFileSize } from '@/lib/format';
import { LicensePoolWarnings, useLicenseSummary } from './license-keys/license-pool-status';

const icons = { file: FileIcon, link: LinkIcon, text: TextIcon, license_key: KeyIcon };

interface ProductItemRowProps {
  item: ProductItem;
  /** The variant whose buyers alone get the item (decision 083); undefined: every variant's. */
  variantName?: string | undefined;
  /** Takes the focus when shown: its editor just closed. */
  focusEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** What the buyer receives, at a glance: kind, name and content. */
export function ProductItemRow({ item, variantName, focusEdit, onEdit, onDelete }: ProductItemRowProps) {
  const { t } = useTranslation();
  const licenseSummary = useLicenseSummary();
  const Icon = icons[item.product_type];
  const detail =
    item.product_type === 'file'
      ? item.file
        ? // The name above is the file's own unless the merchant renamed it: then say it once.
          [
            item.file.name === item.name ? null : item.file.name,
            formatFileSize(item.file.size, currentLocale()),
          ]
            .filter(Boolean)
            .join(' · ')
        : t('products.items.noFile')
      : item.product_type === 'link'
        ? item.url
        : item.license
          ? licenseSummary(item.license)
          : item.text;
  const license = item.license;
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary-ink">
        <Icon className="size-4" />
        <span className="sr-only">{t(`products.items.type.${item.product_type}`)}</span>
      </span>
      <div className="min-w-0 flex-1">
        {/* The mark goes under the name where both do not fit, so that a phone still shows the name. */}
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-sm font-medium text-zinc-900">
          <span className="max-w-full truncate">{item.name}</span>
          {variantName === undefined ? null : (
            <span className="shrink-0 rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-600">
              {t('products.items.onlyVariant', { variant: variantName })}
            </span>
          )}
        </p>
        <p className="truncate text-sm text-zinc-500">{detail}</p>
        {license ? <LicensePoolWarnings license={license} /> : null}
      </div>
      <div className="flex shrink-0">
        <IconButton
          label={t('products.items.edit', { name: item.name })}
          autoFocus={focusEdit}
          onClick={onEdit}
        >
          <PencilIcon className="size-4" />
        </IconButton>
        <IconButton label={t('products.items.delete', { name: item.name })} tone="danger" onClick={onDelete}>
          <TrashIcon className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}
