import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { EmptyState } from '@/components/empty-state';

/** Shown when a page fails to load, typically its code after a new release: a reload fetches it anew. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto max-w-lg px-4 py-16">
      <EmptyState
        icon={<AlertIcon />}
        heading="h1"
        title={t('errors.pageTitle')}
        description={t('errors.pageDescription')}
        action={<Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>}
      />
    </main>
  );
}
