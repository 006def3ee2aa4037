import { useTranslation } from 'react-i18next';
import { changePasswordRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { useSaveSubmit } from '@/components/form-submit';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useChangePassword } from './api/change-password';

const passwordForm = requestForm(changePasswordRequest, ['current_password', 'new_password']);

/** A new password, after the current one; every other session of the merchant is signed out. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useContractForm(passwordForm, { defaultValues: { current_password: '', new_password: '' } });
  const { register, formState } = form;
  // Changed, the form empties again: a password is not kept on screen.
  const onSubmit = useSaveSubmit(
    form,
    async (values) => {
      await change.mutateAsync(values);
      return undefined;
    },
    'settings.account.passwordChanged',
  );

  return (
    <Card title={t('settings.account.passwordTitle')} description={t('settings.account.passwordDescription')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('settings.account.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.current_password?.message}
            {...register('current_password')}
          />
          <TextField
            label={t('settings.account.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('settings.account.newPasswordHint')}
            error={formState.errors.new_password?.message}
            {...register('new_password')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
            {t('settings.account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
