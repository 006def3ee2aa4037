import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/spinner';
import { SettingsNav } from './settings-nav';

interface Loading {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface SettingsPageProps {
  /** What the tab needs before it can show its form. */
  queries?: Loading[];
  children: ReactNode;
}

/** A settings tab: the tab bar, then the tab's cards once what they show has loaded. */
export function SettingsPage({ queries = [], children }: SettingsPageProps) {
  const { t } = useTranslation();
  const failed = queries.filter((query) => query.isError);
  let content = children;
  if (failed.length > 0) {
    content = <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} />;
  } else if (queries.some((query) => query.isPending)) {
    content = <PageLoader label={t('common.loading')} />;
  }
  return (
    <div className="space-y-6">
      <SettingsNav />
      <div className="mx-auto max-w-3xl space-y-6">{content}</div>
    </div>
  );
}
