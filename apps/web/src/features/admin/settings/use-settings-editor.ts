import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { saveSettingsRequest, type SettingsChanges, type SettingsValues } from '@platform/contract';
import { useSaveSubmit } from '@/components/form-submit';
import type { FormContract } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSaveSettings } from './api/save-settings';

/** A form that is a part of the store's settings: checked as the settings request it becomes. */
export function settingsForm<Form extends FieldValues>(
  storeId: number,
  fields: readonly Path<Form>[],
  fromForm: (form: Form) => SettingsChanges,
): FormContract<Form> {
  return {
    fields,
    prefix: 'settings.',
    read: (values) => ({
      requests: [{ schema: saveSettingsRequest, body: { store_id: storeId, settings: fromForm(values) } }],
    }),
  };
}

interface SettingsEditorOptions<Form extends FieldValues> {
  fields: readonly Path<Form>[];
  toForm: (settings: SettingsValues) => Form;
  fromForm: (form: Form) => SettingsChanges;
}

/**
 * A settings tab's form over some of the store's settings: it starts from the saved values, saves
 * what it holds and starts again from what the server answers.
 */
export function useSettingsEditor<Form extends FieldValues>(
  storeId: number,
  settings: SettingsValues,
  { fields, toForm, fromForm }: SettingsEditorOptions<Form>,
) {
  const save = useSaveSettings(storeId);
  const form = useContractForm(settingsForm(storeId, fields, fromForm), {
    defaultValues: toForm(settings) as DefaultValues<Form>,
  });
  const onSubmit = useSaveSubmit(
    form,
    async (values) => toForm(await save.mutateAsync(fromForm(values))),
    'settings.saved',
  );
  return { form, onSubmit };
}
