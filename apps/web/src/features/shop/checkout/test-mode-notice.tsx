import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons';

/** A store in test mode takes no money: the shopper should know before they pay. */
export function TestModeNotice() {
  const { t } = useTranslation();
  return (
    <p className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-900 ring-1 ring-amber-200">
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t('checkout.testModeTitle')}</strong>{' '}
        {t('checkout.testModeNotice')}
      </span>
    </p>
  );
}
