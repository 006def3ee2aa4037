import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordResetConfirmRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { PasswordField } from '@/components/password-field';
import { reportFormError } from '@/components/report-form-error';
import { useErrorToasts } from '@/components/use-error-toasts';
import { notify } from '@/components/toasts';
import { serverErrorBody } from '@/lib/api/errors';
import { pathAfterSignIn } from '@/lib/api/stores/store-home';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useConfirmPasswordReset } from './api/confirm-password-reset';
import { AuthCard } from './auth-card';

/** The new password by the contract's rules, typed twice the same. */
const resetForm = requestForm(
  passwordResetConfirmRequest
    .pick({ password: true })
    .extend({ repeat: z.string() })
    .refine((values) => values.password === values.repeat, { path: ['repeat'], error: 'passwords_differ' }),
  ['password', 'repeat'],
);

/** Why the link cannot set a password: used, expired or cut short; with the way to a new one. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex gap-3 rounded-xl bg-red-50 p-4 text-sm ring-1 ring-red-200">
      <AlertIcon className="size-5 shrink-0 text-red-600" />
      <div className="min-w-0">
        <p className="text-red-700">{text}</p>
        <Link to="/forgot-password" className="mt-2 inline-block font-semibold text-red-700 underline">
          {t('resetPassword.requestNew')}
        </Link>
      </div>
    </div>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const queryClient = useQueryClient();
  const [linkError, setLinkError] = useState<string | null>(null);
  const form = useContractForm(resetForm, { defaultValues: { password: '', repeat: '' } });
  const { register, formState } = form;

  const errorToasts = useErrorToasts();
  const onSubmit = form.handleSubmit(async ({ password }) => {
    setLinkError(null);
    errorToasts.clear();
    try {
      await confirmReset.mutateAsync({ token, password });
      notify.success(t('resetPassword.done'));
      await navigate(await pathAfterSignIn(queryClient));
    } catch (error) {
      const tokenError = serverErrorBody(error)?.errors?.token?.[0];
      if (tokenError) setLinkError(tokenError);
      else reportFormError(error, form, t, errorToasts);
    }
  });

  return (
    <AuthCard
      title={t('resetPassword.title')}
      subtitle={t('resetPassword.subtitle')}
      footer={
        <Link to="/login" className="font-semibold text-primary-ink hover:underline">
          {t('resetPassword.loginLink')}
        </Link>
      }
    >
      {token === '' ? (
        <LinkProblem text={t('resetPassword.incompleteLink')} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <PasswordField
            label={t('resetPassword.newPassword')}
            autoComplete="new-password"
            autoFocus
            hint={t('register.passwordHint')}
            error={formState.errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('resetPassword.repeatPassword')}
            autoComplete="new-password"
            error={formState.errors.repeat?.message}
            {...register('repeat')}
          />
          {linkError ? <LinkProblem text={linkError} /> : null}
          <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
            {t('resetPassword.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
