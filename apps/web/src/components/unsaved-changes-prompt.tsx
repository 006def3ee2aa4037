import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes: in the app through the router's blocker, and on a
 * reload or a closed tab through the browser's own prompt (which shows no text of ours).
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.unsavedTitle')}
      description={t('common.unsavedDescription')}
      confirmLabel={t('common.leave')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
