import { storeScopedQuery } from '../catalog.js';
import { envelope } from '../common.js';
import {
  adminSubscriptionActionParams,
  adminSubscriptionDetail,
  adminSubscriptionListQuery,
  adminSubscriptionListResponse,
  adminSubscriptionParams,
  subscriptionMrr,
} from '../subscription-admin.js';
import { joinRoutes, routeShapes } from './route.js';
import { subscriptionRoutes } from './subscriptions.js';

export const subscriptionShapes = routeShapes('subscriptions', {
  subscriptions: {
    summary: "List the store's subscriptions",
    description:
      "A page of the store's subscriptions, newest first, with their status, next charge and price per interval, filtered by status and by part of the buyer's e-mail address.",
    query: adminSubscriptionListQuery,
    answer: { 200: adminSubscriptionListResponse },
  },
  subscriptionMrr: {
    summary: "Read the subscriptions' monthly revenue",
    description:
      "The store's monthly recurring revenue (MRR) from its paying subscriptions, and how many subscriptions there are of each status.",
    query: storeScopedQuery,
    answer: { 200: envelope(subscriptionMrr) },
  },
  subscription: {
    summary: 'Read a subscription',
    description:
      'One subscription of the store with its orders (the first and each renewal, with their status and totals) and what the merchant may do with it. 404 when the store has no such subscription.',
    params: adminSubscriptionParams,
    query: storeScopedQuery,
    answer: { 200: envelope(adminSubscriptionDetail) },
  },
  subscriptionAction: {
    summary: 'Cancel or refund a subscription',
    description:
      "Ends a running subscription now (`cancel`) or at its period's end (`cancel-at-period-end`, taken back with `resume`), or gives back its latest payment through the payment provider and ends it now (`refund`). Answers the subscription as it now is. 422 `action_not_allowed` on `action` when its status does not allow it (see `actions`); 502 `refund_failed` when the provider refused the refund, which the order then lists as failed, to be tried again, while the subscription is ended. 404 when the store has no such subscription.",
    params: adminSubscriptionActionParams,
    body: storeScopedQuery,
    answer: { 200: envelope(adminSubscriptionDetail) },
  },
});

export const subscriptionApi = joinRoutes(subscriptionRoutes, subscriptionShapes);
