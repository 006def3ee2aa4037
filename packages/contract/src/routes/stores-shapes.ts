import { z } from 'zod';
import { storeScopedQuery } from '../catalog.js';
import { envelope, idParams, okResponse } from '../common.js';
import {
  paymentProviderParams,
  paymentProviderState,
  providerCheckResponse,
  savePaymentProviderRequest,
} from '../payments.js';
import { mailPreviewParams, mailPreviewQuery, mailPreviewResponse } from '../mail-preview.js';
import { getSettingsQuery, saveSettingsRequest, settingsResponse } from '../settings.js';
import { businessType, createStoreRequest, store, storeSummary, updateStoreRequest } from '../stores.js';
import { joinRoutes, routeShapes } from './route.js';
import { storeRoutes } from './stores.js';

const settingsTag = { tags: ['settings'] };

export const storeShapes = routeShapes('stores', {
  stores: {
    summary: "List the merchant's stores",
    description:
      'Every store of the signed-in merchant, with its name, address (slug) and whether it sells to consumers or businesses.',
    answer: { 200: envelope(z.array(storeSummary.extend({ business_type: businessType }))) },
  },
  createStore: {
    summary: 'Create a store',
    description:
      'Creates a store in test mode with the default settings. 422 `slug_taken` or `slug_reserved` when the address is in use or kept for the platform.',
    body: createStoreRequest,
    answer: { 201: envelope(store) },
  },
  store: {
    summary: 'Read a store',
    description:
      "The store with its test mode and settings. 404 when it is not one of the merchant's stores.",
    params: idParams,
    answer: { 200: envelope(store) },
  },
  updateStore: {
    summary: 'Change a store',
    description:
      "Changes the store's name, address or kind, or switches test mode. Switching test mode off needs a live payment provider (422 `live_provider_required`) and the business details invoices name (422 `seller_details_required`).",
    params: idParams,
    body: updateStoreRequest,
    answer: { 200: envelope(store) },
  },
  settings: {
    summary: "Read a store's settings",
    description:
      "The store's settings: checkout fields, legal texts, e-mail sender and reply-to, notifications, VAT scheme, look and embedding.",
    ...settingsTag,
    query: getSettingsQuery,
    answer: { 200: settingsResponse },
  },
  saveSettings: {
    summary: "Save a store's settings",
    description:
      'Saves the settings sent (a part may be left out) and answers them all. Each refused field is named in the 422, with what to write instead (a colour like #1a2b3c, an IBAN, an origin without a path).',
    ...settingsTag,
    body: saveSettingsRequest,
    answer: { 200: settingsResponse },
  },
  testEmail: {
    summary: 'Send a test e-mail',
    description:
      "Sends a test message with the store's sender name, reply-to address and footer to the merchant's own address, to see how the store's mail looks.",
    ...settingsTag,
    body: storeScopedQuery,
    answer: { 200: okResponse },
  },
  mailPreview: {
    summary: "Preview a store's e-mail",
    description:
      "The subject and HTML of one kind of the store's mail (order confirmation, sign-in link, notification), filled with an example order, in the language asked and with the unsaved sender, reply-to and footer given in the query.",
    ...settingsTag,
    params: mailPreviewParams,
    query: mailPreviewQuery,
    answer: { 200: mailPreviewResponse },
  },
  paymentProviders: {
    summary: "List a store's payment providers",
    description:
      'Each provider (the built-in test provider, Mollie, Stripe): whether it is configured and switched on, hints of its keys (never the keys), and the webhook URL and events to register with the provider.',
    ...settingsTag,
    query: storeScopedQuery,
    answer: { 200: envelope(z.array(paymentProviderState)) },
  },
  savePaymentProvider: {
    summary: "Save a payment provider's keys",
    description:
      'Saves the live and test keys and webhook secrets of Mollie or Stripe and switches the provider on or off; a key left out is kept. Each key is checked with the provider: 422 `key_format`, `test_key_in_live_field`, `live_key_in_test_field` or `key_refused` say which field to correct, and `key_unchecked` means the provider could not be reached (try again).',
    ...settingsTag,
    params: paymentProviderParams,
    body: savePaymentProviderRequest,
    answer: { 200: envelope(paymentProviderState) },
  },
  checkPaymentProvider: {
    summary: "Check a payment provider's keys",
    description:
      'Calls the provider with the saved keys and answers whether it accepted them, without changing anything. 422 `key_required` when no key is saved.',
    ...settingsTag,
    params: paymentProviderParams,
    body: storeScopedQuery,
    answer: { 200: providerCheckResponse },
  },
});

export const storeApi = joinRoutes(storeRoutes, storeShapes);
