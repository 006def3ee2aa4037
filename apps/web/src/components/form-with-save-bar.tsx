import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveBar } from './save-bar';
import { UnsavedChangesPrompt } from './unsaved-changes-prompt';

interface FormWithSaveBarProps<Values extends FieldValues, Output> {
  id: string;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: () => void;
  children: ReactNode;
  /**
   * The fields stand outside the form element and join it by its id (`form=` on each input), for a
   * page that holds forms of its own between them (HTML forms do not nest).
   */
  detached?: boolean;
  /** Leaving no longer asks, such as once the thing edited is deleted. */
  leaveFreely?: boolean;
}

/**
 * A form saved as a whole: its fields, the save bar that appears with the first change (Save and
 * Discard), and the question before leaving with changes unsaved.
 */
export function FormWithSaveBar<Values extends FieldValues, Output>({
  id,
  form,
  onSubmit,
  children,
  detached = false,
  leaveFreely = false,
}: FormWithSaveBarProps<Values, Output>) {
  const { formState, reset } = form;
  return (
    <>
      {detached ? (
        <>
          <form id={id} onSubmit={onSubmit} noValidate tabIndex={-1} className="outline-none" />
          {children}
        </>
      ) : (
        <form id={id} onSubmit={onSubmit} noValidate tabIndex={-1} className="space-y-6 outline-none">
          {children}
        </form>
      )}
      <SaveBar
        form={id}
        dirty={formState.isDirty}
        saving={formState.isSubmitting}
        onDiscard={() => reset()}
      />
      <UnsavedChangesPrompt when={formState.isDirty && !leaveFreely} />
    </>
  );
}
