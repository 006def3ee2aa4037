import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContractForm } from '@/lib/forms/use-contract-form';
import { reportFormError } from './report-form-error';
import { notify } from './toasts';
import { useErrorToasts } from './use-error-toasts';

/**
 * A form's submit handler: once the form's own checks pass, `action` runs with the checked values; a
 * failure is reported the one way (the server's field errors on their fields, else its message in a
 * toast); a later success takes that toast away.
 */
export function useFormSubmit<Input extends FieldValues, Output>(
  form: ContractForm<Input, Output>,
  action: (values: Output) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const errorToasts = useErrorToasts();
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
      errorToasts.clear();
    } catch (error) {
      errorToasts.clear();
      reportFormError(error, form, t, errorToasts);
    }
  });
}

/**
 * The submit of a form that is saved as a whole: what `save` answers becomes the form's new starting
 * point (`undefined`: its defaults again), so it no longer counts as changed, and a toast says so
 * (`savedKey`, worded once saved: saving may have switched the language).
 */
export function useSaveSubmit<Input extends FieldValues, Output>(
  form: ContractForm<Input, Output>,
  save: (values: Output) => Promise<Input | undefined>,
  savedKey: string,
) {
  const { t } = useTranslation();
  return useFormSubmit(form, async (values) => {
    form.reset(await save(values));
    notify.success(t(savedKey));
  });
}
