import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentProviderState } from '@platform/contract';
import { Card } from '@/components/card';
import { ChevronDownIcon } from '@/components/icons';
import { ProviderStateBadge } from './provider-state-badge';

interface ProviderListProps {
  storeId: number;
  providers: PaymentProviderState[];
  testMode: boolean;
}

/** The three providers, each with its state; the live ones open their own set-up page. */
export function ProviderList({ storeId, providers, testMode }: ProviderListProps) {
  const { t } = useTranslation();
  return (
    <Card title={t('settings.providers.listTitle')} description={t('settings.providers.listDescription')}>
      <ul className="-my-3 divide-y divide-zinc-100">
        {providers.map((state) => {
          const body = (
            <>
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-medium text-zinc-900">
                  {t(`settings.providers.names.${state.provider}`)}
                </span>
                <span className="mt-0.5 block text-sm text-zinc-500">
                  {state.key_hint
                    ? t('settings.providers.keyHint', { hint: state.key_hint })
                    : state.test_key_hint
                      ? t('settings.providers.testKeyHint', { hint: state.test_key_hint })
                      : t(`settings.providers.about.${state.provider}`)}
                </span>
              </span>
              <ProviderStateBadge state={state} testMode={testMode} />
            </>
          );
          return (
            <li key={state.provider}>
              {state.provider === 'test' ? (
                <div className="flex items-center gap-3 py-3">{body}</div>
              ) : (
                <Link
                  to={`/store/${storeId}/settings/providers/${state.provider}`}
                  className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-zinc-50"
                >
                  {body}
                  <ChevronDownIcon className="size-4 shrink-0 -rotate-90 text-zinc-400" />
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
