import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { loginRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { reportFormError } from '@/components/report-form-error';
import { TextField } from '@/components/text-field';
import { contractResolver } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: contractResolver(loginRequest, currentLocale),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      await navigate('/choose-store');
    } catch (error) {
      reportFormError(error, setError, ['email', 'password'], t);
    }
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
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
