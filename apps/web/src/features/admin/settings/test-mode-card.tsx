import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Store } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { notify } from '@/components/toasts';
import { ToggleSwitch } from '@/components/toggle-switch';
import { describeError } from '@/lib/api/errors';
import { usePaymentProviders } from '@/lib/api/settings/get-payment-providers';
import { useUpdateStore } from './api/update-store';
import { Notice } from '@/components/notice';
import { SellerDetailsNotice } from './seller-details-notice';

/**
 * Test mode, saved the moment it is switched (it is one decision, not part of a form): while on,
 * every payment goes to the test provider and the shop and its e-mails say orders are tests. Going
 * live needs a live provider switched on and the seller's business details (the server refuses
 * otherwise, decision 051); the card names what is missing and leads there (to the providers tab when
 * away from it, to each missing field of the billing tab).
 */
export function TestModeCard({ store, linkToProviders }: { store: Store; linkToProviders: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const providers = usePaymentProviders(store.id);
  const on = update.isPending
    ? (update.variables.test_mode?.value ?? store.test_mode.value)
    : store.test_mode.value;
  const liveReady = providers.data?.some(
    (provider) => provider.provider !== 'test' && provider.enabled && provider.configured,
  );

  const onChange = (value: boolean) =>
    update.mutate(
      { test_mode: { value } },
      {
        onSuccess: () =>
          notify.success(t(value ? 'settings.testMode.switchedOn' : 'settings.testMode.switchedOff')),
        onError: (error) => notify.error(describeError(error, t)),
      },
    );

  return (
    <Card
      title={t('settings.testMode.title')}
      actions={
        on ? (
          <Badge tone="warning">{t('testMode.badge')}</Badge>
        ) : (
          <Badge tone="success">{t('settings.testMode.live')}</Badge>
        )
      }
    >
      <div className="space-y-4">
        <ToggleSwitch
          label={t('settings.testMode.label')}
          description={t('settings.testMode.description')}
          checked={on}
          onChange={onChange}
        />
        {providers.data && !liveReady ? (
          <Notice
            tone={on ? 'info' : 'danger'}
            title={t(on ? 'settings.testMode.goLiveTitle' : 'settings.testMode.noLiveTitle')}
          >
            <p>{t(on ? 'settings.testMode.goLive' : 'settings.testMode.noLive')}</p>
            {linkToProviders ? (
              <Link
                to={`/store/${store.id}/settings/providers`}
                className="mt-1 inline-block font-medium underline underline-offset-2"
              >
                {t('settings.testMode.toProviders')}
              </Link>
            ) : null}
          </Notice>
        ) : null}
        <SellerDetailsNotice storeId={store.id} testMode={on} />
        {on ? <p className="text-sm text-zinc-500">{t('settings.testMode.whileOn')}</p> : null}
      </div>
    </Card>
  );
}
