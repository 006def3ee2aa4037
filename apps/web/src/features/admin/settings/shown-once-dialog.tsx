import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Modal } from '@/components/dialog';

/** The token just made, shown this once, to copy; one button closes it. */
export function NewTokenDialog({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={token !== null}
      onClose={onClose}
      title={t('settings.apiTokens.shownTitle')}
      description={t('settings.apiTokens.shownDescription')}
      actions={<Button onClick={onClose}>{t('settings.apiTokens.done')}</Button>}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded bg-zinc-50 px-2 py-1.5 font-mono text-xs break-all ring-1 ring-zinc-200">
          {token}
        </code>
        <CopyButton
          text={token ?? ''}
          labels={{
            copy: t('settings.webhooks.copySecret'),
            copied: t('settings.webhooks.copied'),
            failed: t('settings.webhooks.copyFailed'),
          }}
        />
      </div>
    </Modal>
  );
}
