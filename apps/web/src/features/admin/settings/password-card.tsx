import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePasswordRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { TextField } from '@/components/text-field';
import { notify } from '@/components/toasts';
import { currentLocale } from '@/lib/i18n';
import { schemaResolver } from '@/lib/schema-resolver';
import { useChangePassword } from './api/change-password';
import { reportFormError } from '@/components/report-form-error';

interface PasswordForm {
  current_password: string;
  new_password: string;
}

const FIELDS = ['current_password', 'new_password'] as const;

/** A new password, after the current one; every other session of the merchant is signed out. */
export function PasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordForm>({
    defaultValues: { current_password: '', new_password: '' },
    resolver: schemaResolver<PasswordForm>(
      FIELDS,
      (values) => [{ schema: changePasswordRequest, body: values }],
      currentLocale,
    ),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      reset();
      notify.success(t('settings.account.passwordChanged'));
    } catch (error) {
      reportFormError(error, setError, FIELDS, t);
    }
  });

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
