import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOrderNumber, type OrderStatus, type PublicOrder } from '@platform/contract';
import { Badge } from '@/components/badge';
import { AlertIcon, CheckIcon, LinkIcon, MailIcon, ReceiptIcon, XIcon } from '@/components/icons';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';

type Look = OrderStatus | 'mailbox' | 'expiredLink';

const LOOKS: Record<Look, { icon: ReactNode; ring: string }> = {
  pending: { icon: <Spinner className="size-6" />, ring: 'bg-amber-50 text-amber-600' },
  paid: { icon: <CheckIcon className="size-6" />, ring: 'bg-emerald-50 text-emerald-600' },
  failed: { icon: <AlertIcon className="size-6" />, ring: 'bg-red-50 text-red-600' },
  expired: { icon: <ReceiptIcon className="size-6" />, ring: 'bg-zinc-100 text-zinc-500' },
  cancelled: { icon: <XIcon className="size-6" />, ring: 'bg-zinc-100 text-zinc-500' },
  refunded: { icon: <ReceiptIcon className="size-6" />, ring: 'bg-sky-50 text-sky-600' },
  mailbox: { icon: <MailIcon className="size-6" />, ring: 'bg-primary/10 text-primary-ink' },
  expiredLink: { icon: <LinkIcon className="size-6" />, ring: 'bg-amber-50 text-amber-600' },
};

interface OrderStatusCardProps {
  order: PublicOrder;
  /**
   * The look of a status, `mailbox` for the page that sends the shopper to their e-mail, or
   * `expiredLink` where they came by a sign-in link that no longer works.
   */
  look: Look;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
}

/**
 * The top of the order page: where the order stands, in words and colour, with the order number and
 * date a shopper recognises from their e-mail. Status changes are announced to screen readers.
 */
export function OrderStatusCard({ order, look, title, description, actions }: OrderStatusCardProps) {
  const { t } = useTranslation();
  const { icon, ring } = LOOKS[look];
  const locale = currentLocale();
  return (
    <section className="rounded-2xl bg-white p-6 text-center shadow-xs ring-1 ring-zinc-200 sm:p-8">
      <div className={`mx-auto flex size-14 items-center justify-center rounded-full ${ring}`}>{icon}</div>
      <div role="status" aria-live="polite">
        <h1 className="mt-4 text-xl font-semibold tracking-tight text-balance text-zinc-900 sm:text-2xl">
          {title}
        </h1>
        <p className="mx-auto mt-2 max-w-md text-sm text-pretty text-zinc-600">{description}</p>
      </div>
      {actions ? <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
      <dl className="mt-6 flex flex-wrap items-center justify-center gap-x-6 gap-y-2 border-t border-zinc-100 pt-5 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-zinc-500">{t('order.number')}</dt>
          <dd className="font-medium text-zinc-900 tabular-nums">{formatOrderNumber(order.number)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-zinc-500">{order.paid_at ? t('order.paidAt') : t('order.placedAt')}</dt>
          <dd className="text-zinc-900 tabular-nums">
            {formatDateTime(order.paid_at ?? order.created_at, locale)}
          </dd>
        </div>
        {order.test_mode ? (
          <div>
            <dt className="sr-only">{t('order.mode')}</dt>
            <dd>
              <Badge tone="warning">{t('order.testOrder')}</Badge>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
