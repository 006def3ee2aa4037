import {
  formatMoney,
  LOCALE_TAGS,
  mailText,
  SHOP_ROUTES,
  type Locale,
  type OrderSnapshot,
  type SubscriptionView,
} from '@platform/contract';
import type { EventBus } from '../../events/event-bus.js';
import { hostOrigin, shopPageLink } from '../../lib/hosts.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { MailStore } from '../kernel/index.js';
import { queueBuyerMail } from '../mail/index.js';
import { snapshotAndStore } from './order-mails.js';

const day = (locale: Locale, at: string) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(at));

/** The buyer's library in the shop, where they cancel or resume a subscription, or change its payment method. */
function library(uow: UnitOfWork, store: MailStore, locale: Locale) {
  const origin = hostOrigin(store.slug, uow.config.publicHost, uow.config.publicProtocol);
  return {
    label: mailText(locale, 'subscriptionLibraryButton'),
    url: shopPageLink(origin, SHOP_ROUTES.library, locale),
  };
}

/** What a mail about a subscription says, to the buyer of the order the event is about, in its language. */
async function queueSubscriptionMail(
  uow: UnitOfWork,
  store: MailStore,
  order: OrderSnapshot,
  kind: string,
  layout: (
    locale: Locale,
    values: Record<string, string>,
  ) => {
    subject: string;
    paragraphs: string[];
    button: { label: string; url: string };
  },
  subscription: SubscriptionView,
) {
  const values = { product: subscription.name, store: store.name };
  await queueBuyerMail(
    uow,
    store,
    { ...order, test_mode: order.test_mode ? 1 : 0 },
    {
      kind,
      layout: layout(order.locale, values),
    },
  );
}

/**
 * The buyer's mails of their subscription's changes (decision 081), each queued by a job of the queue
 * written in the change's transaction, in the language of the order: a renewal that failed and when it
 * is tried again (the last failure says nothing: the end's mail follows), a cancellation at the period's
 * end with the day it ends, and the end, by a cancellation or by renewals that kept failing. The
 * handler names are stored with the events' jobs: they stay as they are.
 */
export function subscribeSubscriptionMails(events: EventBus<UnitOfWork>): void {
  events.afterCommit(
    'subscription.payment_failed',
    'buyer-renewal-failed',
    async (uow, { storeId, payload }) => {
      const { subscription } = payload;
      if (!subscription.next_charge_at || subscription.cancel_at_period_end) return;
      const retry = subscription.next_charge_at;
      const { order, store } = await snapshotAndStore(uow, storeId, payload);
      await queueSubscriptionMail(
        uow,
        store,
        order,
        'subscription_payment_failed',
        (locale, values) => ({
          subject: mailText(locale, 'subscriptionFailedSubject', values),
          paragraphs: [
            mailText(locale, 'subscriptionFailedIntro', {
              ...values,
              amount: formatMoney(order.total_incl_vat, locale),
            }),
            mailText(locale, 'subscriptionFailedRetry', { date: day(locale, retry) }),
          ],
          button: library(uow, store, locale),
        }),
        subscription,
      );
    },
  );
  events.afterCommit(
    'subscription.cancelled',
    'buyer-subscription-cancelled',
    async (uow, { storeId, payload }) => {
      const { subscription } = payload;
      // Ended at once: the end's own mail tells it.
      if (subscription.ended_at) return;
      const { order, store } = await snapshotAndStore(uow, storeId, payload);
      await queueSubscriptionMail(
        uow,
        store,
        order,
        'subscription_cancelled',
        (locale, values) => ({
          subject: mailText(locale, 'subscriptionCancelledSubject', values),
          paragraphs: [
            mailText(locale, 'subscriptionCancelledIntro', {
              ...values,
              date: day(locale, subscription.current_period_end),
            }),
            mailText(locale, 'subscriptionCancelledResume'),
          ],
          button: library(uow, store, locale),
        }),
        subscription,
      );
    },
  );
  events.afterCommit(
    'subscription.expired',
    'buyer-subscription-ended',
    async (uow, { storeId, payload }) => {
      const { subscription } = payload;
      const { order, store } = await snapshotAndStore(uow, storeId, payload);
      const why =
        subscription.status === 'cancelled' ? 'subscriptionEndedCancelled' : 'subscriptionEndedExpired';
      await queueSubscriptionMail(
        uow,
        store,
        order,
        'subscription_ended',
        (locale, values) => ({
          subject: mailText(locale, 'subscriptionEndedSubject', values),
          paragraphs: [mailText(locale, why, values), mailText(locale, 'subscriptionEndedAccess')],
          button: library(uow, store, locale),
        }),
        subscription,
      );
    },
  );
}
