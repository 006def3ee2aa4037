import { useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { describeError } from '@/lib/api/errors';
import { Button } from './button';
import { Card } from './card';
import { ConfirmDialog } from './confirm-dialog';
import { TrashIcon } from './icons';
import { notify } from './toasts';
import { useErrorToasts } from './use-error-toasts';

/** Runs an action the merchant asked for and says how it went: `doneText`, or the server's reason. */
export async function runWithToasts(
  run: () => Promise<unknown>,
  doneText: string,
  t: TFunction,
  errorToasts: { error(content: string): void; clear(): void },
) {
  errorToasts.clear();
  try {
    await run();
    notify.success(doneText);
    return true;
  } catch (error) {
    errorToasts.error(describeError(error, t));
    return false;
  }
}

interface DangerousActionDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  confirmLabel: string;
  dismissLabel?: string;
  /** A red confirm button: the action destroys something (not so marking an order paid). */
  danger?: boolean;
  /** The action; the dialog shows it under way, then closes and says how it went. */
  run: () => Promise<unknown>;
  doneText: string;
  /** What follows once done, such as leaving the page of what was deleted. */
  onDone?: () => void;
}

/** The question before an action that cannot be undone, which then runs it. */
export function DangerousActionDialog({
  open,
  onClose,
  run,
  doneText,
  onDone,
  danger = true,
  ...question
}: DangerousActionDialogProps) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const errorToasts = useErrorToasts();
  const confirm = async () => {
    setRunning(true);
    const done = await runWithToasts(run, doneText, t, errorToasts);
    setRunning(false);
    onClose();
    if (done) onDone?.();
  };
  return (
    <ConfirmDialog
      {...question}
      open={open}
      danger={danger}
      loading={running}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}

interface DangerZoneCardProps {
  title: string;
  description: string;
  /** The red button's text. */
  actionLabel: string;
  /** What the card says above the button, such as why the action was refused. */
  children?: ReactNode;
  /** The question the button opens, while `open`; `close` dismisses it. */
  confirmation: (open: boolean, close: () => void) => ReactNode;
}

/** A card holding an action that cannot be undone: what it does, and the red button that asks first. */
export function DangerZoneCard({
  title,
  description,
  actionLabel,
  children,
  confirmation,
}: DangerZoneCardProps) {
  const [open, setOpen] = useState(false);
  return (
    <Card title={title} description={description}>
      <div className="space-y-4">
        {children}
        <div className="flex justify-end">
          <Button variant="secondary" className="w-full text-red-600 sm:w-auto" onClick={() => setOpen(true)}>
            <TrashIcon className="size-4" />
            {actionLabel}
          </Button>
        </div>
      </div>
      {confirmation(open, () => setOpen(false))}
    </Card>
  );
}

interface DeleteCardProps {
  title: string;
  description: string;
  actionLabel: string;
  confirmTitle: string;
  confirmDescription: string;
  run: () => Promise<unknown>;
  doneText: string;
  onDone: () => void;
}

/** Deleting what a page edits, after a question that names it. */
export function DeleteCard({
  confirmTitle,
  confirmDescription,
  run,
  doneText,
  onDone,
  ...card
}: DeleteCardProps) {
  return (
    <DangerZoneCard
      {...card}
      confirmation={(open, close) => (
        <DangerousActionDialog
          open={open}
          onClose={close}
          title={confirmTitle}
          description={confirmDescription}
          confirmLabel={card.actionLabel}
          run={run}
          doneText={doneText}
          onDone={onDone}
        />
      )}
    />
  );
}
