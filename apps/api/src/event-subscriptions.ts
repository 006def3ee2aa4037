import type { AppContext } from './app-context.js';
import type { EventBus } from './events/event-bus.js';
import { subscribeDiscountCodes } from './modules/discounts/index.js';
import { subscribeLicenseKeys } from './modules/licenses/index.js';
import type { MailAttachments } from './lib/mail-attachments.js';
import { invoiceAttachment, subscribeInvoices } from './modules/invoices/index.js';
import { subscribeOrderMails, subscribeSubscriptionMails } from './modules/notifications/index.js';
import { subscribePurchasedGoods } from './modules/purchases/index.js';
import { createEmailSender } from './modules/mail/index.js';
import { createRenewalRunner, subscribeSubscriptions } from './modules/subscriptions/index.js';
import { createWebhookSender, subscribeMerchantWebhooks } from './modules/webhooks/index.js';
import type { UnitOfWork } from './unit-of-work.js';

/**
 * Which module reacts to which event (decision 025): the composition root wires them, so the module
 * that publishes an event imports none of those that follow from it.
 */
export function subscribeToEvents(events: EventBus<UnitOfWork>): void {
  // First: a paid order's goods are part of the change that makes it paid.
  subscribePurchasedGoods(events);
  // Then the keys of its licence key items, which name the order's copies of those items.
  subscribeLicenseKeys(events);
  // The invoice's number is taken in the paid (or refund's) transaction too, never after (decision 036).
  subscribeInvoices(events);
  // A paid order starts its subscriptions, a paid renewal moves one on (decision 079).
  subscribeSubscriptions(events);
  // A paid order's hold on its discount code becomes a use; an expired or cancelled one gives it back.
  subscribeDiscountCodes(events);
  subscribeOrderMails(events);
  subscribeSubscriptionMails(events);
  subscribeMerchantWebhooks(events);
}

/** The files e-mails may carry, each rendered by the module whose record it is made from. */
export function registerMailAttachments(attachments: MailAttachments): void {
  attachments.register('invoice', invoiceAttachment);
}

/**
 * What runs each kind of job of the queue (decision 064): the events' handlers, the mail and webhook
 * senders, the subscriptions' renewals (decision 079).
 */
export function registerJobRunners(ctx: AppContext): void {
  ctx.jobs.register('event', ctx.events);
  ctx.jobs.register('email', createEmailSender(ctx));
  ctx.jobs.register('webhook', createWebhookSender(ctx));
  ctx.jobs.register('renewal', createRenewalRunner(ctx));
}
