import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from './confirm-dialog';

interface FormDialogProps<Values extends FieldValues, Output> {
  /** The form element's id, which the dialog's submit button submits. */
  id: string;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: () => void;
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  submitLabel: string;
  /** The submit destroys something: a red button. */
  danger?: boolean;
  /** Submitting needs something typed first. */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A form in a dialog: its fields, then Cancel and the submit button. Closing it empties the form. */
export function FormDialog<Values extends FieldValues, Output>({
  id,
  form,
  onSubmit,
  onClose,
  submitLabel,
  submitDisabled,
  children,
  ...dialog
}: FormDialogProps<Values, Output>) {
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      {...dialog}
      onCancel={close}
      confirmLabel={submitLabel}
      confirmDisabled={submitDisabled}
      loading={form.formState.isSubmitting}
      form={id}
    >
      <form id={id} onSubmit={onSubmit} noValidate className="space-y-4">
        {children}
      </form>
    </ConfirmDialog>
  );
}
