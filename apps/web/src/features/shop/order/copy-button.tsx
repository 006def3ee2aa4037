import { useTranslation } from 'react-i18next';
import { CopyButton as SharedCopyButton } from '@/components/copy-button';

/** Copies a text the buyer received (a licence key, instructions). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <SharedCopyButton
      text={text}
      ariaLabel={`${t('order.items.copy')}: ${label}`}
      labels={{
        copy: t('order.items.copy'),
        copied: t('order.items.copied'),
        failed: t('order.items.copyFailed'),
      }}
    />
  );
}
