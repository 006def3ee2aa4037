import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PASSWORD_RESET_TTL_MINUTES, passwordResetRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { MailIcon } from '@/components/icons';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRequestPasswordReset } from './api/request-password-reset';
import { AuthCard } from './auth-card';

const forgotForm = requestForm(passwordResetRequest, ['email']);

/** The address typed on the sign-in page, handed over by its link, so it need not be typed again. */
function emailFromSignIn(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useContractForm(forgotForm, {
    defaultValues: { email: emailFromSignIn(location.state) },
  });
  const { register, formState } = form;
  const onSubmit = useFormSubmit(form, async (values) => {
    await requestReset.mutateAsync(values);
    setSentTo(values.email);
  });

  return (
    <AuthCard
      title={sentTo === null ? t('forgotPassword.title') : t('forgotPassword.sentTitle')}
      subtitle={sentTo === null ? t('forgotPassword.subtitle') : undefined}
      footer={
        <>
          {t('forgotPassword.remembered')}{' '}
          <Link to="/login" className="font-semibold text-primary-ink hover:underline">
            {t('forgotPassword.loginLink')}
          </Link>
        </>
      }
    >
      {sentTo === null ? (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            autoFocus
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
        </form>
      ) : (
        <div role="status" className="flex gap-3 rounded-xl bg-primary/5 p-4 ring-1 ring-primary/15">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary-ink">
            <MailIcon />
          </div>
          <div className="min-w-0 text-sm text-zinc-700">
            <p className="break-words">
              <Trans
                i18nKey="forgotPassword.sentText"
                values={{ email: sentTo, minutes: PASSWORD_RESET_TTL_MINUTES }}
                components={{ strong: <strong className="font-medium text-zinc-900" /> }}
              />
            </p>
            <p className="mt-3">
              {t('forgotPassword.nothingArrived')}{' '}
              <button
                type="button"
                className="font-semibold text-primary-ink hover:underline"
                onClick={() => setSentTo(null)}
              >
                {t('forgotPassword.tryAgain')}
              </button>
            </p>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
