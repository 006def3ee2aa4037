import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { missingSellerDetails, type SellerField } from '@platform/contract';
import { useSettings } from '@/lib/api/settings/get-settings';
import { Notice } from '@/components/notice';
import { billingFieldPath, useSellerFieldLabel } from './seller-fields';

const NAMES = ['billing', 'country'] as const;

/**
 * Names the business details a store still lacks to invoice, each a link to its field on the billing
 * tab, as the server asks them before the store goes live (decision 051). A live store that lacks them
 * (it went live before they were asked) takes no orders, and hears so as a warning.
 */
export function SellerDetailsNotice({ storeId, testMode }: { storeId: number; testMode: boolean }) {
  const { t } = useTranslation();
  const label = useSellerFieldLabel();
  const settings = useSettings(storeId, NAMES);
  if (!settings.data) return null;
  const { billing, country = 'NL' } = settings.data;
  const missing = Object.keys(missingSellerDetails(billing, country)) as SellerField[];
  if (missing.length === 0) return null;
  return (
    <Notice tone={testMode ? 'info' : 'danger'} title={t('settings.testMode.sellerTitle')}>
      <p>{t(testMode ? 'settings.testMode.sellerGoLive' : 'settings.testMode.sellerLive')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {missing.map((field) => (
          <li key={field}>
            <Link to={billingFieldPath(storeId, field)} className="font-medium underline underline-offset-2">
              {label(field, country)}
            </Link>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
