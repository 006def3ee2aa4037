import { useTranslation } from 'react-i18next';
import type { PaymentProviderState } from '@platform/contract';
import { Badge } from '@/components/badge';

/** Where a provider stands: taking (test) payments, set up but off, or not set up. */
export function ProviderStateBadge({ state, testMode }: { state: PaymentProviderState; testMode: boolean }) {
  const { t } = useTranslation();
  if (state.provider === 'test') {
    if (!testMode) return <Badge>{t('settings.providers.state.testOnly')}</Badge>;
    return state.takes_test_payments ? (
      <Badge tone="warning">{t('settings.providers.state.takingPayments')}</Badge>
    ) : (
      <Badge>{t('settings.providers.state.replacedByTestKeys')}</Badge>
    );
  }
  // In test mode, the provider whose test keys take the test orders says so.
  if (testMode && state.takes_test_payments) {
    return <Badge tone="warning">{t('settings.providers.state.takingPayments')}</Badge>;
  }
  if (state.enabled && state.configured) {
    return (
      <Badge tone={testMode ? 'info' : 'success'}>
        {t(testMode ? 'settings.providers.state.readyAfterTest' : 'settings.providers.state.active')}
      </Badge>
    );
  }
  if (state.configured) return <Badge>{t('settings.providers.state.off')}</Badge>;
  return <Badge>{t('settings.providers.state.notSetUp')}</Badge>;
}
