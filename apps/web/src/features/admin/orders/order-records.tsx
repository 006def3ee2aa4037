import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type AdminOrder } from '@platform/contract';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { Price } from '@/components/price';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { providerName } from './order-event-text';

function Rows({ empty, children }: { empty: string; children: ReactNode[] }) {
  if (children.length === 0) return <p className="text-sm text-zinc-500">{empty}</p>;
  return <ul className="-my-3 divide-y divide-zinc-100">{children}</ul>;
}

function When({ value }: { value: string }) {
  return (
    <time dateTime={value} className="text-xs text-zinc-500 tabular-nums">
      {formatDateTime(value, currentLocale())}
    </time>
  );
}

const PAYMENT_TONES: Record<string, 'success' | 'warning' | 'danger' | 'info' | 'neutral'> = {
  paid: 'success',
  open: 'warning',
  failed: 'danger',
  refunded: 'info',
};

/**
 * Every payment attempt: which provider, how much, how it ended, and what of it went back. A payment
 * that arrived when the order could no longer take it says so (it is refunded automatically).
 */
export function OrderPaymentsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  return (
    <Card title={t('orders.payments.heading')}>
      {order.refunded_amount > 0 ? (
        <p className="mb-4 text-sm text-zinc-700">
          {t('orders.payments.orderRefunded', { amount: formatMoney(order.refunded_amount, locale) })}
        </p>
      ) : null}
      <Rows empty={t('orders.payments.none')}>
        {order.payments.map((payment) => (
          <li key={payment.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium text-zinc-900">{providerName(payment.provider)}</p>
              <When value={payment.updated_at} />
              {payment.unmatched ? (
                <p className="text-sm text-amber-800">{t('orders.payments.unmatched')}</p>
              ) : null}
              {payment.refunded_amount > 0 && payment.refunded_amount < payment.amount ? (
                <p className="text-xs text-zinc-500">
                  {t('orders.payments.refundedPart', {
                    amount: formatMoney(payment.refunded_amount, locale),
                  })}
                </p>
              ) : null}
            </div>
            <div className="flex items-center gap-3">
              <Badge tone={PAYMENT_TONES[payment.status] ?? 'neutral'}>
                {t(`orders.payments.status.${payment.status}`, { defaultValue: payment.status })}
              </Badge>
              <Price cents={payment.amount} className="text-sm text-zinc-900 tabular-nums" />
            </div>
          </li>
        ))}
      </Rows>
    </Card>
  );
}

/** The e-mails about this order, and whether they went out. */
export function OrderEmailsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.emails.heading')}>
      <Rows empty={t('orders.emails.none')}>
        {order.emails.map((email, index) => (
          <li key={index} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-zinc-900">{email.subject}</p>
              <p className="text-xs break-all text-zinc-500">{t('orders.emails.to', { to: email.to })}</p>
            </div>
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1 sm:flex-col sm:items-end">
              <Badge tone={email.sent_at ? 'success' : 'warning'}>
                {t(`orders.emails.status.${email.status}`, { defaultValue: email.status })}
              </Badge>
              <When value={email.sent_at ?? email.created_at} />
            </div>
          </li>
        ))}
      </Rows>
    </Card>
  );
}

/** Each time the buyer downloaded a file. */
export function OrderDownloadsCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <Card title={t('orders.downloads.heading')}>
      <Rows empty={t('orders.downloads.none')}>
        {order.downloads.map((download, index) => (
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <p className="min-w-0 text-sm break-all text-zinc-900">{download.item_name}</p>
            <When value={download.created_at} />
          </li>
        ))}
      </Rows>
    </Card>
  );
}

/** The licence keys the order holds; shown only for an order that has any. */
export function OrderLicenseKeysCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  if (order.license_keys.length === 0) return null;
  return (
    <Card title={t('orders.licenseKeys.heading')}>
      <Rows empty="">
        {order.license_keys.map((entry) => (
          <li key={entry.key} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0">
              <p className="font-mono text-sm break-all text-zinc-900">{entry.key}</p>
              <p className="text-xs text-zinc-500">{entry.product_name}</p>
            </div>
            <Badge tone={entry.status === 'disabled' ? 'danger' : 'success'}>
              {t(`orders.licenseKeys.${entry.status}`)}
            </Badge>
          </li>
        ))}
      </Rows>
    </Card>
  );
}
