import type { ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIVE_PAYMENT_PROVIDERS, type PaymentProviderState, type Store } from '@platform/contract';
import { EmptyState } from '@/components/empty-state';
import { ArrowLeftIcon, CogIcon } from '@/components/icons';
import { ButtonLink } from '@/components/button';
import { usePaymentProviders } from '@/lib/api/settings/get-payment-providers';
import { useStore } from '@/lib/api/stores/get-store';
import { ProviderFormCard } from './provider-form';
import { ProviderList } from './provider-list';
import { SettingsPage } from '@/components/settings-page';
import { useStoreId } from '@/lib/use-store-id';

type LiveState = PaymentProviderState & { provider: 'mollie' | 'stripe' };

const isLive = (state: PaymentProviderState): state is LiveState =>
  (LIVE_PAYMENT_PROVIDERS as readonly string[]).includes(state.provider);

interface ProvidersTabProps {
  /** The store's test-mode card, a store setting the store tab shows too: the app hands in the settings'. */
  TestModeCard: ComponentType<{ store: Store; linkToProviders: boolean }>;
}

/** The providers tab: test mode and the list, or with `/{provider}` the set-up of one live provider. */
export function ProvidersTab({ TestModeCard }: ProvidersTabProps) {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const { provider } = useParams();
  const store = useStore(storeId);
  const providers = usePaymentProviders(storeId);
  const listPath = `/store/${storeId}/settings/providers`;

  if (provider !== undefined) {
    const state = providers.data?.find((candidate) => candidate.provider === provider);
    return (
      <SettingsPage queries={[providers]}>
        <Link
          to={listPath}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-zinc-600 hover:text-zinc-900"
        >
          <ArrowLeftIcon className="size-4" />
          {t('settings.providers.backToList')}
        </Link>
        {state && isLive(state) ? (
          <ProviderFormCard key={state.provider} storeId={storeId} state={state} />
        ) : (
          <EmptyState
            icon={<CogIcon />}
            title={t('settings.providers.unknownTitle')}
            description={t('settings.providers.unknown')}
            action={
              <ButtonLink to={listPath} variant="secondary">
                {t('settings.providers.backToList')}
              </ButtonLink>
            }
          />
        )}
      </SettingsPage>
    );
  }

  return (
    <SettingsPage queries={[store, providers]}>
      {store.data && providers.data ? (
        <>
          <TestModeCard store={store.data} linkToProviders={false} />
          <ProviderList storeId={storeId} providers={providers.data} testMode={store.data.test_mode.value} />
        </>
      ) : null}
    </SettingsPage>
  );
}
