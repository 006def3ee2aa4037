import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/icons';
import { MIN_TEXT_CONTRAST, contrastRatio } from '@/lib/color-contrast';
import { Notice } from '@/components/notice';

/** How well white text reads on the brand colour (WCAG AA asks 4.5:1 for normal text). */
export function ColorContrastNote({ color }: { color: string }) {
  const { t, i18n } = useTranslation();
  const ratio = contrastRatio(color, '#ffffff');
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(ratio);
  if (ratio >= MIN_TEXT_CONTRAST) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-emerald-700">
        <CheckIcon className="size-4" />
        {t('settings.branding.contrastGood', { ratio: shown })}
      </p>
    );
  }
  return (
    <Notice tone="warning" title={t('settings.branding.contrastLowTitle', { ratio: shown })}>
      {t('settings.branding.contrastLow')}
    </Notice>
  );
}
