import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { CheckIcon } from '@/components/icons';
import { notify } from '@/components/toasts';
import { describeError } from '@/lib/api/errors';
import { useCheckPaymentProvider } from './api/check-payment-provider';
import { Notice } from '@/components/notice';

/** Asks the provider whether the saved key works, before a shopper finds out that it does not. */
export function ProviderCheck({
  storeId,
  provider,
  unsaved,
}: {
  storeId: number;
  provider: 'mollie' | 'stripe';
  unsaved: boolean;
}) {
  const { t } = useTranslation();
  const check = useCheckPaymentProvider(storeId, provider);
  const run = () => check.mutate(undefined, { onError: (error) => notify.error(describeError(error, t)) });
  return (
    <Card title={t('settings.providers.checkTitle')} description={t('settings.providers.checkDescription')}>
      <div className="space-y-4">
        {check.data === true ? (
          <p role="status" className="flex items-center gap-1.5 text-sm text-emerald-700">
            <CheckIcon className="size-4" />
            {t('settings.providers.checkOk')}
          </p>
        ) : null}
        {check.data === false ? (
          <Notice tone="danger" title={t('settings.providers.checkFailedTitle')}>
            {t('settings.providers.checkFailed')}
          </Notice>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
          {unsaved ? <p className="text-sm text-zinc-500">{t('settings.providers.checkSaveFirst')}</p> : null}
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={run}
            loading={check.isPending}
            disabled={unsaved}
          >
            {t('settings.providers.check')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
