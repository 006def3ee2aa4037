import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@platform/contract';
import { Card } from '@/components/card';
import { formatDateTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { actorText, eventText } from './order-event-text';

/** Everything that happened to the order, newest first, with who did it and when. */
export function OrderHistoryCard({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  const events = [...order.events].reverse();
  return (
    <Card title={t('orders.history.heading')}>
      <ol className="relative space-y-5 border-l border-zinc-200 pl-5">
        {events.map((event, index) => (
          <li key={index} className="relative">
            <span
              aria-hidden="true"
              className={`absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full ring-4 ring-white ${index === 0 ? 'bg-primary' : 'bg-zinc-300'}`}
            />
            <p className="text-sm font-medium text-zinc-900">
              {eventText(event.type, event.data, t, currentLocale())}
            </p>
            <p className="text-xs text-zinc-500">
              {actorText(event.actor, t)} ·{' '}
              <time dateTime={event.created_at} className="tabular-nums">
                {formatDateTime(event.created_at, currentLocale())}
              </time>
            </p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
