import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm?: () => void;
  onCancel: () => void;
  /**
   * The button that leaves without acting ("Cancel" unless given). Where the action itself cancels
   * something, it must not read like the action: "Back" beside "Cancel order".
   */
  dismissLabel?: string;
  /** A destructive action gets a red button. */
  danger?: boolean;
  loading?: boolean;
  /** The confirmation needs something first, such as a password typed. */
  confirmDisabled?: boolean;
  /** The id of the form in `children` that the confirm button submits, instead of `onConfirm`. */
  form?: string;
  children?: ReactNode;
}

/** Asks before something that cannot be undone, or before leaving unsaved work. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  dismissLabel,
  danger = false,
  loading = false,
  confirmDisabled = false,
  form,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={loading}>
            {dismissLabel ?? t('common.cancel')}
          </Button>
          <Button
            type={form ? 'submit' : 'button'}
            form={form}
            variant={danger ? 'danger' : 'primary'}
            onClick={form ? undefined : onConfirm}
            loading={loading}
            disabled={confirmDisabled}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
