import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { emailLoginRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { describeError } from '@/lib/api/errors';
import { contractResolver } from '@/lib/forms';
import { currentLocale } from '@/lib/i18n';
import { useRequestLoginLink } from './api/request-login-link';

const schema = emailLoginRequest.pick({ email: true });

/** Asks for the e-mail with the sign-in link again: the buyer's address, typed by the buyer. */
export function RequestLinkForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const request = useRequestLoginLink(orderId);
  const { register, handleSubmit, formState } = useForm({
    resolver: contractResolver(schema, currentLocale),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(({ email }) => request.mutate(email));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('order.requestLink.email')}
          type="email"
          autoComplete="email"
          className="flex-1"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" variant="secondary" loading={request.isPending} className="sm:mt-7">
          {t('order.requestLink.submit')}
        </Button>
      </div>
      <div aria-live="polite">
        {request.isSuccess ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800 ring-1 ring-emerald-200">
            {t('order.requestLink.sent')}
          </p>
        ) : null}
        {request.isError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-800 ring-1 ring-red-200"
          >
            {describeError(request.error, t)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
