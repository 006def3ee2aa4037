import { z } from 'zod';
import { storeScopedQuery } from '../catalog.js';
import { envelope, idParams } from '../common.js';
import {
  createdWebhookEndpoint,
  createWebhookEndpointRequest,
  updateWebhookEndpointRequest,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  webhookTestAnswer,
  webhookTestRequest,
} from '../webhooks.js';
import { joinRoutes, routeShapes } from './route.js';
import { storeScopedShapes } from './store-scoped.js';
import { webhookRoutes } from './webhooks.js';

export const webhookShapes = {
  ...storeScopedShapes('webhooks', {
    item: webhookEndpoint,
    create: createWebhookEndpointRequest,
    created: createdWebhookEndpoint,
    update: updateWebhookEndpointRequest,
  }),
  ...routeShapes('webhooks', {
    rotateSecret: {
      params: idParams,
      body: storeScopedQuery,
      answer: { 200: envelope(createdWebhookEndpoint) },
    },
    deliveries: {
      params: idParams,
      query: storeScopedQuery,
      answer: { 200: envelope(z.array(webhookDelivery)) },
    },
    attempts: {
      params: idParams,
      query: storeScopedQuery,
      answer: { 200: envelope(z.array(webhookAttempt)) },
    },
    resend: { params: idParams, body: storeScopedQuery, answer: { 201: envelope(webhookDelivery) } },
    sendTest: { params: idParams, body: webhookTestRequest, answer: { 200: envelope(webhookTestAnswer) } },
  }),
};

export const webhookApi = joinRoutes(webhookRoutes, webhookShapes);
