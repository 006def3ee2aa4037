import { storeScopedQuery } from '../catalog.js';
import { envelope } from '../common.js';
import {
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
});

export const subscriptionApi = joinRoutes(subscriptionRoutes, subscriptionShapes);
