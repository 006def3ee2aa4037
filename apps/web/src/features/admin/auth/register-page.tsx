import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { registerRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { useFormSubmit } from '@/components/form-submit';
import { TextField } from '@/components/text-field';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';

const registerForm = requestForm(registerRequest, ['name', 'email', 'password']);

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const form = useContractForm(registerForm, { defaultValues: { name: '', email: '', password: '' } });
  const { register, formState } = form;
  const onSubmit = useFormSubmit(form, async (values) => {
    await registration.mutateAsync(values);
    await navigate('/create-store');
  });

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-primary-ink hover:underline">
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          autoFocus
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.passwordHint')}
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
