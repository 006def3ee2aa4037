import { useTranslation } from 'react-i18next';
import { emailLoginRequest } from '@platform/contract';
import { Button } from '@/components/button';
import { RequestOutcome } from '@/components/request-outcome';
import { TextField } from '@/components/text-field';
import { requestForm } from '@/lib/forms/contract-resolver';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRequestLoginLink } from './api/request-login-link';

const linkForm = requestForm(emailLoginRequest.pick({ email: true }), ['email']);

/** Asks for the e-mail with the sign-in link again: the buyer's address, typed by the buyer. */
export function RequestLinkForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const request = useRequestLoginLink(orderId);
  const { register, handleSubmit, formState } = useContractForm(linkForm, { defaultValues: { email: '' } });
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
      <RequestOutcome request={request} sent={t('order.requestLink.sent')} />
    </form>
  );
}
