import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { AdminOrder } from '@platform/contract';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

/** What VIES answered when the order was placed: the reverse charge's evidence. */
function viesText(order: AdminOrder, t: TFunction): string | undefined {
  const check = order.vat_details.check;
  if (!check) return undefined;
  const lines = [
    t(`orders.vies.${check.status}`, { date: formatDateTime(check.checked_at, currentLocale()) }),
    check.name,
    check.address,
    check.request_identifier ? t('orders.vies.consultation', { id: check.request_identifier }) : null,
    check.error,
  ];
  return lines.filter(Boolean).join('\n');
}

/** The consumer's consent to immediate delivery, when and in the words they ticked (decision 050). */
function withdrawalWaiverText(order: AdminOrder, t: TFunction): string | undefined {
  const waiver = order.withdrawal_waiver;
  if (!waiver) return undefined;
  const date = formatDateTime(waiver.at, currentLocale());
  return `${t('orders.customer.withdrawalWaiverAt', { date })}\n“${waiver.text}”`;
}

/** Who bought: the details the checkout asked, only the ones filled in. */
export function OrderCustomerCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const details = order.customer_details;
  const country = new Intl.DisplayNames([currentLocale()], { type: 'region' }).of(details.country);
  const place = [details.postal_code, details.city].filter(Boolean).join(' ');
  const rows: [string, string | undefined][] = [
    [t('orders.customer.name'), details.name],
    [t('orders.customer.company'), details.company],
    [t('orders.customer.vatNumber'), order.vat_details.buyer_vat_number ?? details.vat_number],
    [t('orders.customer.vatTreatment'), t(`orders.vatTreatment.${order.vat_details.treatment}`)],
    [t('orders.customer.viesCheck'), viesText(order, t)],
    // Without a street or town the country stands alone, under its own label.
    details.address || place
      ? [t('orders.customer.address'), [details.address, place, country].filter(Boolean).join('\n')]
      : [t('orders.customer.country'), country],
    [t('orders.customer.language'), t(`language.${order.locale}`)],
    [t('orders.customer.withdrawalWaiver'), withdrawalWaiverText(order, t)],
  ];
  return (
    <Card title={t('orders.customer.heading')}>
      <dl className="space-y-3 text-sm">
        <div>
          <dt className="text-zinc-500">{t('orders.customer.email')}</dt>
          <dd>
            <a
              href={`mailto:${order.email}`}
              className="font-medium break-all text-primary-ink hover:underline"
            >
              {order.email}
            </a>
          </dd>
        </div>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt className="text-zinc-500">{label}</dt>
              <dd className="break-words whitespace-pre-line text-zinc-900">{value}</dd>
            </div>
          ))}
      </dl>
    </Card>
  );
}
