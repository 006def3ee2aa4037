import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertIcon } from './icons';

/** A page whose data could not be loaded (a dropped connection, a server error): try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<AlertIcon />}
      title={t('shop.loadFailedTitle')}
      description={t('shop.loadFailedDescription')}
      action={<Button onClick={onRetry}>{t('shop.retry')}</Button>}
    />
  );
}
