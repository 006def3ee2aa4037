import { z } from 'zod';
import { envelope, id, okResponse } from '../common.js';
import { invoiceFormat, orderInvoicesResponse } from '../invoices.js';
import {
  customerLoginRequest,
  customerSession,
  emailLoginRequest,
  libraryLoginRequest,
  libraryQuery,
  libraryResponse,
  orderCartParams,
  orderParams,
  paymentLinkResponse,
  placeOrderRequest,
  publicOrder,
  purchasedItem,
  renewLoginLinkRequest,
  shopperOrder,
} from '../orders.js';
import {
  cart,
  cartParams,
  frontParams,
  frontResponse,
  optionalCartParams,
  publicProduct,
  saveCartRequest,
  shopProductParams,
} from '../shop.js';
import { publicStore, storeLegalTexts, storeSlugParams } from '../stores.js';
import { cartVatQuery } from '../vat.js';
import { joinRoutes, routeShapes } from './route.js';
import { shopRoutes } from './shop.js';

const shopper = { tags: ['shopper'] };

/** What the shop's routes take and answer (their addresses: routes/shop.ts). */
export const shopShapes = routeShapes('shop', {
  store: { params: storeSlugParams, answer: { 200: envelope(publicStore) } },
  legal: { params: storeSlugParams, answer: { 200: envelope(storeLegalTexts) } },
  front: { params: frontParams, answer: { 200: frontResponse } },
  product: { params: shopProductParams, answer: { 200: envelope(publicProduct) } },
  saveCart: {
    params: optionalCartParams,
    query: cartVatQuery,
    body: saveCartRequest,
    answer: { 200: envelope(cart), 201: envelope(cart) },
  },
  cart: { params: cartParams, query: cartVatQuery, answer: { 200: envelope(cart) } },
  placeOrder: {
    params: orderCartParams,
    body: placeOrderRequest,
    answer: { 200: envelope(publicOrder), 201: envelope(publicOrder) },
  },
  order: { params: orderParams, answer: { 200: envelope(shopperOrder) } },
  paymentLink: { params: orderCartParams, answer: { 200: paymentLinkResponse } },
  emailLogin: { ...shopper, params: storeSlugParams, body: emailLoginRequest, answer: { 200: okResponse } },
  renewLoginLink: {
    ...shopper,
    description:
      'Mails a fresh sign-in link to the address a used or expired one was for; the same answer whatever happens.',
    params: storeSlugParams,
    body: renewLoginLinkRequest,
    answer: { 200: okResponse },
  },
  customerLogin: { ...shopper, body: customerLoginRequest, answer: { 200: envelope(customerSession) } },
  library: {
    ...shopper,
    description: "The signed-in buyer's paid orders in the store, newest first.",
    shopperToken: true,
    params: storeSlugParams,
    query: libraryQuery,
    answer: { 200: libraryResponse },
  },
  libraryLogin: {
    ...shopper,
    description:
      'Mails a sign-in link to the library when the address bought here; the same answer either way.',
    params: storeSlugParams,
    body: libraryLoginRequest,
    answer: { 200: okResponse },
  },
  orderProducts: {
    ...shopper,
    shopperToken: true,
    params: orderParams,
    answer: { 200: envelope(z.array(purchasedItem)) },
  },
  /** The file itself, or a redirect to it, by the signed link the order's page shows. */
  download: {
    ...shopper,
    params: orderParams.extend({ itemId: id }),
    query: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(10).max(100) }),
  },
  orderInvoices: {
    ...shopper,
    description: "The invoice and credit notes of the buyer's order.",
    shopperToken: true,
    params: orderParams,
    answer: { 200: orderInvoicesResponse },
  },
  orderInvoice: {
    ...shopper,
    shopperToken: true,
    params: orderParams.extend({ invoiceId: id, format: invoiceFormat }),
  },
});

export const shopApi = joinRoutes(shopRoutes, shopShapes);
