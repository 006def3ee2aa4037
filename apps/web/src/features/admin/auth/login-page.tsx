import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { loginRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { pathAfterSignIn } from '@/lib/api/stores/store-home';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';

const loginForm = requestForm(loginRequest, ['email', 'password']);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const queryClient = useQueryClient();
  const form = useContractForm(loginForm, { defaultValues: { email: '', password: '' } });
  const { register, formState, watch } = form;
  const onSubmit = useFormSubmit(form, async (values) => {
    await login.mutateAsync(values);
    await navigate(await pathAfterSignIn(queryClient));
  });

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to="/register" className="font-semibold text-primary-ink hover:underline">
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-2 text-right text-sm">
          <Link
            to="/forgot-password"
            state={{ email: watch('email') }}
            className="font-medium text-primary-ink hover:underline"
          >
            {t('login.forgotLink')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
