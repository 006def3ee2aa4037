import { useTranslation } from 'react-i18next';
import type { PaymentProviderState } from '@platform/contract';
import { Card } from '@/components/card';
import { CopyButton } from '@/components/copy-button';

/**
 * Where the provider reports this store's payments. Stripe sends only to an endpoint the merchant
 * registers, with the events chosen there: the address and exactly the events the platform acts on,
 * each to copy. Mollie is handed the address with every payment, so there is nothing to register.
 */
export function ProviderCallback({
  state,
}: {
  state: PaymentProviderState & { provider: 'mollie' | 'stripe' };
}) {
  const { t } = useTranslation();
  const name = t(`settings.providers.names.${state.provider}`);
  const labels = {
    copy: t('settings.providers.copy'),
    copied: t('settings.providers.copied'),
    failed: t('settings.providers.copyFailed'),
  };
  if (!state.callback_url) return null;
  return (
    <Card
      title={t('settings.providers.callbackTitle', { provider: name })}
      description={t(`settings.providers.callbackAbout.${state.provider}`)}
    >
      <dl className="space-y-5">
        <div>
          <dt className="text-sm font-medium text-zinc-800">{t('settings.providers.callbackUrl')}</dt>
          <dd className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code className="block min-w-0 flex-1 rounded-lg bg-zinc-50 px-3 py-2 font-mono text-sm break-all text-zinc-900 ring-1 ring-zinc-200 ring-inset">
              {state.callback_url}
            </code>
            <span className="shrink-0">
              <CopyButton
                text={state.callback_url}
                labels={labels}
                ariaLabel={t('settings.providers.copyUrl')}
              />
            </span>
          </dd>
        </div>
        {state.callback_events.length > 0 ? (
          <div>
            <dt className="text-sm font-medium text-zinc-800">{t('settings.providers.callbackEvents')}</dt>
            <dd className="mt-1.5 flex flex-col gap-2 sm:flex-row sm:items-start">
              <ul className="min-w-0 flex-1 space-y-1 rounded-lg bg-zinc-50 px-3 py-2 ring-1 ring-zinc-200 ring-inset">
                {state.callback_events.map((event) => (
                  <li key={event} className="font-mono text-sm break-all text-zinc-900">
                    {event}
                  </li>
                ))}
              </ul>
              <span className="shrink-0">
                <CopyButton
                  text={state.callback_events.join('\n')}
                  labels={labels}
                  ariaLabel={t('settings.providers.copyEvents')}
                />
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
    </Card>
  );
}
