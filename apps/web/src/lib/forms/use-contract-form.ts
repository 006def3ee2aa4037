import { useEffect, useRef } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLocale, message, readMessage } from '@platform/contract';
import { contractResolver, type FormContract } from './contract-resolver';
import { placeServerErrors } from './server-errors';

export type ContractForm<Input extends FieldValues, Output = Input> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /** Places the server's field errors (422) on their fields, the first focused; whether any field took one. */
  placeServerErrors(error: unknown): boolean;
};

/**
 * Keeps the messages on screen in the reader's language: after a switch, the form's own problems are
 * checked again (so worded anew), and the server's are read back to their message and worded in the
 * new language. Without this a message stays in the language it was first shown in.
 */
function useMessagesFollowLanguage<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  contract: FormContract<Input, Output>,
) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const shown = useRef(language);
  useEffect(() => {
    const from = shown.current;
    shown.current = language;
    if (from === language || !isLocale(from) || !isLocale(language)) return;
    const checkAgain = contract.fields.filter((field) => {
      const error = form.getFieldState(field).error;
      if (!error?.message) return false;
      if (error.type !== 'server') return true;
      const read = readMessage(from, error.message);
      if (read) form.setError(field, { type: 'server', message: message(language, read.code, read.params) });
      return false;
    });
    if (checkAgain.length) void form.trigger(checkAgain);
    // Only a new language words the messages anew; the form and its fields stay the same objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}

/**
 * A react-hook-form form checked by the contract (`contractResolver`): its messages in the reader's
 * language, following a language switch, and the server's field errors placed where the form's own
 * would be.
 */
export function useContractForm<Input extends FieldValues, Output = Input>(
  contract: FormContract<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): ContractForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: contractResolver(contract) });
  useMessagesFollowLanguage(form, contract);
  return {
    ...form,
    placeServerErrors: (error) => placeServerErrors(error, form.setError, contract.fields, contract.prefix),
  };
}
