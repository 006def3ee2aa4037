import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { Modal } from '@/components/dialog';

/**
 * A secret the server answers only once (an API token, a webhook's signing secret; decision 047),
 * shown to copy, with `description` saying it will not be shown again; one button closes it.
 */
export function ShownOnceDialog({
  secret,
  title,
  description,
  onClose,
}: {
  secret: string | null;
  title: string;
  description: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== null}
      onClose={onClose}
      title={title}
      description={description}
      actions={<Button onClick={onClose}>{t('settings.shownOnce.done')}</Button>}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 rounded bg-zinc-50 px-2 py-1.5 font-mono text-xs break-all ring-1 ring-zinc-200">
          {secret}
        </code>
        <CopyButton
          text={secret ?? ''}
          labels={{
            copy: t('settings.shownOnce.copy'),
            copied: t('settings.shownOnce.copied'),
            failed: t('settings.shownOnce.copyFailed'),
          }}
        />
      </div>
    </Modal>
  );
}
