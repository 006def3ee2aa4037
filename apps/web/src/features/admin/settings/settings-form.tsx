import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SaveBar } from '@/components/save-bar';
import { UnsavedChangesPrompt } from '@/components/unsaved-changes-prompt';

interface SettingsFormProps<Values extends FieldValues> {
  id: string;
  form: UseFormReturn<Values>;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * A tab's form: its cards, the save bar that appears with the first change, and the question before
 * leaving with changes unsaved.
 */
export function SettingsForm<Values extends FieldValues>({
  id,
  form,
  onSubmit,
  children,
}: SettingsFormProps<Values>) {
  const { formState, reset } = form;
  return (
    <>
      <form id={id} onSubmit={onSubmit} noValidate tabIndex={-1} className="space-y-6 outline-none">
        {children}
      </form>
      <SaveBar
        form={id}
        dirty={formState.isDirty}
        saving={formState.isSubmitting}
        onDiscard={() => reset()}
      />
      <UnsavedChangesPrompt when={formState.isDirty} />
    </>
  );
}
