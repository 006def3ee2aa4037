import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  API_TOKEN_SCOPES,
  createApiTokenRequest,
  type ApiTokenScope,
  type CreateApiTokenRequest,
} from '@platform/contract';
import { FormDialog } from '@/components/form-dialog';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateApiToken } from './api/api-tokens';

interface NewToken {
  name: string;
  scopes: ApiTokenScope[];
}

/** Names a new token and picks what it may do; `onCreated` gets the token, shown this once. */
export function CreateApiTokenDialog({
  storeId,
  open,
  onClose,
  onCreated,
}: {
  storeId: number;
  open: boolean;
  onClose: () => void;
  onCreated: (token: string) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateApiToken(storeId);
  const form = useContractForm<NewToken, CreateApiTokenRequest>(
    {
      fields: ['name', 'scopes'],
      submitsRequest: true,
      read: (values) => ({
        requests: [
          {
            schema: createApiTokenRequest,
            body: { store_id: storeId, name: values.name.trim(), scopes: values.scopes },
          },
        ],
      }),
    },
    { defaultValues: { name: '', scopes: ['orders:read'] } },
  );
  const onSubmit = useFormSubmit(form, async (request) => {
    const created = await create.mutateAsync(request);
    form.reset();
    onCreated(created.token);
  });
  const scopesError = form.formState.errors.scopes?.message;
  const scopesErrorId = useId();

  return (
    <FormDialog
      id="create-api-token"
      form={form}
      onSubmit={onSubmit}
      open={open}
      onClose={onClose}
      title={t('settings.apiTokens.newTitle')}
      description={t('settings.apiTokens.newDescription')}
      submitLabel={t('settings.apiTokens.create')}
    >
      <TextField
        label={t('settings.apiTokens.name')}
        autoFocus
        placeholder={t('settings.apiTokens.namePlaceholder')}
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <fieldset aria-describedby={scopesError ? scopesErrorId : undefined}>
        <legend className="text-sm font-medium text-zinc-900">{t('settings.apiTokens.scopes')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="flex cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                value={scope}
                className="size-4 shrink-0 rounded border-zinc-300 accent-primary"
                {...form.register('scopes')}
              />
              <span className="text-sm text-zinc-900">
                {t(`settings.apiTokens.scope.${scope.replace(':', '_')}`)}
              </span>
            </label>
          ))}
        </div>
        {scopesError ? (
          <p id={scopesErrorId} role="alert" className="mt-2 text-sm text-red-600">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}
