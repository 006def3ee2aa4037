import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { notify } from '@/components/toasts';
import { describeError, statusOf } from '@/lib/api/errors';
import { useSendTestEmail } from './api/send-test-email';

/**
 * Sends a sample e-mail to the merchant with the saved sender, reply-to and footer. A server without
 * the endpoint answers 404; the button then says so instead of failing again.
 */
export function TestEmailButton({ storeId, unsaved }: { storeId: number; unsaved: boolean }) {
  const { t } = useTranslation();
  const send = useSendTestEmail(storeId);
  const [unavailable, setUnavailable] = useState(false);

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => notify.success(t('settings.emails.testSent')),
      onError: (error) => {
        if (statusOf(error) === 404) setUnavailable(true);
        else notify.error(describeError(error, t));
      },
    });

  const hint = unavailable
    ? t('settings.emails.testUnavailable')
    : unsaved
      ? t('settings.emails.testSaveFirst')
      : t('settings.emails.testHint');
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-zinc-500">{hint}</p>
      <Button
        variant="secondary"
        className="shrink-0"
        onClick={onSend}
        loading={send.isPending}
        disabled={unavailable || unsaved}
      >
        {t('settings.emails.sendTest')}
      </Button>
    </div>
  );
}
