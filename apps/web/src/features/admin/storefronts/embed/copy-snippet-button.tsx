import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-button';

/** Copies an embed snippet. */
export function CopySnippetButton({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <CopyButton
      text={text}
      labels={{ copy: t('embed.copy'), copied: t('embed.copied'), failed: t('embed.copyFailed') }}
    />
  );
}
