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
  stores: { answer: { 200: envelope(z.array(storeSummary.extend({ business_type: businessType }))) } },
  createStore: { body: createStoreRequest, answer: { 201: envelope(store) } },
  store: { params: idParams, answer: { 200: envelope(store) } },
  updateStore: { params: idParams, body: updateStoreRequest, answer: { 200: envelope(store) } },
  settings: { ...settingsTag, query: getSettingsQuery, answer: { 200: settingsResponse } },
  saveSettings: { ...settingsTag, body: saveSettingsRequest, answer: { 200: settingsResponse } },
  testEmail: { ...settingsTag, body: storeScopedQuery, answer: { 200: okResponse } },
  mailPreview: {
    ...settingsTag,
    params: mailPreviewParams,
    query: mailPreviewQuery,
    answer: { 200: mailPreviewResponse },
  },
  paymentProviders: {
    ...settingsTag,
    query: storeScopedQuery,
    answer: { 200: envelope(z.array(paymentProviderState)) },
  },
  savePaymentProvider: {
    ...settingsTag,
    params: paymentProviderParams,
    body: savePaymentProviderRequest,
    answer: { 200: envelope(paymentProviderState) },
  },
  checkPaymentProvider: {
    ...settingsTag,
    params: paymentProviderParams,
    body: storeScopedQuery,
    answer: { 200: providerCheckResponse },
  },
});

export const storeApi = joinRoutes(storeRoutes, storeShapes);
