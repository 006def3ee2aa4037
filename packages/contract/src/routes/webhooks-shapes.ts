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
  ...storeScopedShapes(
    'webhooks',
    {
      item: webhookEndpoint,
      create: createWebhookEndpointRequest,
      created: createdWebhookEndpoint,
      update: updateWebhookEndpointRequest,
    },
    {
      list: {
        summary: "List the store's webhook endpoints",
        description: 'Each endpoint with the events it takes, whether it is on, and the hint of its secret.',
      },
      create: {
        summary: 'Add a webhook endpoint',
        description:
          'Adds an endpoint for the events named and answers its signing secret, once. 422 `url_private` when the URL points to a local or private network (use a public address, or a tunnel to your computer), `url_unresolvable` when its host is unknown.',
      },
      update: {
        summary: 'Change a webhook endpoint',
        description:
          "Changes the endpoint's URL, events or whether it is on; the secret is kept. The same URL checks as adding one.",
      },
      remove: {
        summary: 'Remove a webhook endpoint',
        description: 'Removes the endpoint; nothing more is sent to it.',
      },
    },
  ),
  ...routeShapes('webhooks', {
    rotateSecret: {
      summary: 'Give a webhook endpoint a new secret',
      description:
        "Replaces the endpoint's signing secret and answers the new one, once. For a signed-in merchant only: no API token may read a secret.",
      params: idParams,
      body: storeScopedQuery,
      answer: { 200: envelope(createdWebhookEndpoint) },
    },
    deliveries: {
      summary: "List a webhook endpoint's deliveries",
      description:
        'The events sent (or being sent) to the endpoint, newest first, with their status, attempts and the last answer.',
      params: idParams,
      query: storeScopedQuery,
      answer: { 200: envelope(z.array(webhookDelivery)) },
    },
    attempts: {
      summary: "List a delivery's attempts",
      description:
        "Each attempt to deliver one event, with the endpoint's status code, an excerpt of its answer, or the error.",
      params: idParams,
      query: storeScopedQuery,
      answer: { 200: envelope(z.array(webhookAttempt)) },
    },
    resend: {
      summary: 'Send a delivery again',
      description:
        'Sends the same event to the endpoint again as a new delivery, with the same event id, so the receiver can tell it is a repeat.',
      params: idParams,
      body: storeScopedQuery,
      answer: { 201: envelope(webhookDelivery) },
    },
    sendTest: {
      summary: 'Send a test event',
      description:
        'Sends an example event of the kind asked to the endpoint, signed like a real one, and answers what the endpoint replied; nothing is stored or retried.',
      params: idParams,
      body: webhookTestRequest,
      answer: { 200: envelope(webhookTestAnswer) },
    },
  }),
};

export const webhookApi = joinRoutes(webhookRoutes, webhookShapes);
