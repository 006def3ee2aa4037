import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';

/** A live shop whose payment provider is switched off takes no orders; the shopper hears so before trying. */
export function ShopClosedNotice() {
  const { t } = useTranslation();
  return (
    <p
      role="status"
      className="flex gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0" />
      <span>
        <strong className="font-semibold">{t('checkout.closedTitle')}</strong> {t('checkout.closedNotice')}
      </span>
    </p>
  );
}
