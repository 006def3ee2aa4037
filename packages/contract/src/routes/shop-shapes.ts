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
import {
  buyerSubscription,
  buyerSubscriptionActionParams,
  buyerSubscriptionParams,
  buyerSubscriptionsResponse,
} from '../buyer-subscriptions.js';
import { joinRoutes, routeShapes } from './route.js';
import { shopRoutes } from './shop.js';

const shopper = { tags: ['shopper'] };

/** What the shop's routes take and answer (their addresses: routes/shop.ts). */
export const shopShapes = routeShapes('shop', {
  store: {
    summary: "Read a store's public details",
    description:
      'What the shop shows of a store: its name, look, languages, checkout fields, legal texts and seller details. 404 when no store has the slug.',
    params: storeSlugParams,
    answer: { 200: envelope(publicStore) },
  },
  legal: {
    summary: "Read a store's legal texts",
    description: "The store's terms and privacy statement: each a text or a link.",
    params: storeSlugParams,
    answer: { 200: envelope(storeLegalTexts) },
  },
  front: {
    summary: 'Read a storefront',
    description:
      'A published storefront of the store with the products it shows. 404 when the storefront is unknown or a draft.',
    params: frontParams,
    answer: { 200: frontResponse },
  },
  product: {
    summary: 'Read a product',
    description:
      "A product for sale (or unlisted but reachable by its address), with its prices including the shopper's VAT, images and texts in the asked language. 404 when it is a concept or unavailable.",
    params: shopProductParams,
    answer: { 200: envelope(publicProduct) },
  },
  saveCart: {
    summary: 'Create or save a cart',
    description:
      "Without a cart session in the path a new cart is made (201), with one it is replaced (200); the answer holds the prices, discount and VAT computed by the server for the buyer's country and VAT number in the query. 422 `product_unavailable` names a product no longer for sale; discount code errors say why a code does not apply.",
    params: optionalCartParams,
    query: cartVatQuery,
    body: saveCartRequest,
    answer: { 200: envelope(cart), 201: envelope(cart) },
  },
  cart: {
    summary: 'Read a cart',
    description:
      "The cart of a session with prices and VAT for the buyer's country and VAT number in the query. 404 when the session is unknown or ordered.",
    params: cartParams,
    query: cartVatQuery,
    answer: { 200: envelope(cart) },
  },
  placeOrder: {
    summary: 'Place an order from a cart',
    description:
      "Turns the cart into an order with the buyer's details and answers it with where to pay: 201 for a new order, 200 when this cart was ordered already (a repeated request). A new order's answer sets the `order_access` cookie that opens its goods once paid, and gives the same value in the `X-Order-Access` header, which a checkout in another site's frame (whose browser keeps no cookie) sends back on that order's calls instead. 422 names each missing or refused field; `terms_required` when the store has terms and they are not accepted; `no_payment_provider` or `seller_incomplete` when the store cannot sell yet.",
    params: orderCartParams,
    body: placeOrderRequest,
    answer: { 200: envelope(publicOrder), 201: envelope(publicOrder) },
  },
  order: {
    summary: 'Read an order',
    description:
      'The order by its public id, as its buyer sees it: lines, totals, status and, once paid, the goods.',
    params: orderParams,
    answer: { 200: envelope(shopperOrder) },
  },
  paymentLink: {
    summary: "Get the order's payment link",
    description:
      "Starts a payment for the order placed from this cart (or reuses the open one) and answers the provider's checkout address. 422 `order_not_payable` when the order is paid, cancelled or expired; `payment_provider_failed` when the provider could not be reached (try again).",
    params: orderCartParams,
    answer: { 200: paymentLinkResponse },
  },
  emailLogin: {
    summary: 'Mail an order sign-in link',
    description:
      'Mails a sign-in link to a paid order (`session_id`, its public id) when the address is the one it was bought with, for opening it on another device. The answer is the same either way, so nobody learns which addresses bought; 429 after too many links.',
    ...shopper,
    params: storeSlugParams,
    body: emailLoginRequest,
    answer: { 200: okResponse },
  },
  renewLoginLink: {
    summary: 'Mail a fresh sign-in link',
    description:
      'Mails a fresh sign-in link to the address a used or expired one was for; the same answer whatever happens.',
    ...shopper,
    params: storeSlugParams,
    body: renewLoginLinkRequest,
    answer: { 200: okResponse },
  },
  customerLogin: {
    summary: 'Sign a buyer in with a mailed link',
    description:
      "Exchanges the token of a mailed sign-in link for a buyer's session token, which the library and order routes take as a bearer token. 401 `link_expired` when the link was used or expired: ask for a new one.",
    ...shopper,
    body: customerLoginRequest,
    answer: { 200: envelope(customerSession) },
  },
  library: {
    summary: "List the buyer's orders",
    description:
      "The signed-in buyer's paid orders in the store, newest first. Needs the buyer's session token (from the mailed sign-in link) as bearer token.",
    ...shopper,
    shopperToken: true,
    params: storeSlugParams,
    query: libraryQuery,
    answer: { 200: libraryResponse },
  },
  libraryLogin: {
    summary: "Mail a sign-in link to the buyer's orders",
    description:
      'Mails a sign-in link to the library when the address bought here; the same answer either way.',
    ...shopper,
    params: storeSlugParams,
    body: libraryLoginRequest,
    answer: { 200: okResponse },
  },
  librarySubscriptions: {
    summary: "List the buyer's subscriptions",
    description:
      "The signed-in buyer's subscriptions in the store, running ones first, with what they may do with each. Needs the buyer's session token (from the mailed sign-in link) as bearer token.",
    ...shopper,
    shopperToken: true,
    params: storeSlugParams,
    answer: { 200: buyerSubscriptionsResponse },
  },
  librarySubscriptionAction: {
    summary: "Cancel or resume the buyer's subscription",
    description:
      "Cancels the signed-in buyer's subscription at its period's end (`cancel-at-period-end`; one whose renewal is failing ends at once) or takes that back (`resume`), and answers it as it then is; sent twice, it changes it once. 404 for a subscription that is not theirs, 422 `subscription_ended` once it ended.",
    ...shopper,
    shopperToken: true,
    params: buyerSubscriptionActionParams,
    answer: { 200: envelope(buyerSubscription) },
  },
  libraryPaymentMethod: {
    summary: "Change the payment method of the buyer's subscription",
    description:
      "Starts a payment that charges nothing and only takes a new mandate at the subscription's provider, and answers the provider's page to send the buyer to; they come back to the library. Once it succeeds the subscription's renewals are charged with it, and a subscription whose renewal is failing is charged again at once. Asked again while that payment is open, it answers the same page. 404 for a subscription that is not theirs, 422 `subscription_ended` once it ended, `payment_provider_failed` when the provider could not be reached.",
    ...shopper,
    shopperToken: true,
    params: buyerSubscriptionParams,
    answer: { 200: paymentLinkResponse },
  },
  orderProducts: {
    summary: "List an order's goods",
    description:
      "What a paid order delivers: files (as short-lived signed download links), links, texts and licence keys; the goods of a subscription that ended are listed withheld, with `subscription_ended_at`. For the order's buyer: the browser that placed it (its cookie) or a buyer's session token sent as bearer token.",
    ...shopper,
    shopperToken: true,
    params: orderParams,
    answer: { 200: envelope(z.array(purchasedItem)) },
  },
  /** The file itself, or a redirect to it, by the signed link the order's page shows. */
  download: {
    summary: 'Download a purchased file',
    description:
      "The file itself (or a redirect to its storage), by the signed link that the order's goods list gives, while the order is paid. 410 `link_expired` when the link's time is over: list the order's goods again for a fresh one; 403 `subscription_ended` when the subscription that gave the file has ended; 404 when the signature does not match.",
    ...shopper,
    params: orderParams.extend({ itemId: id }),
    query: z.object({ expires: z.coerce.number().int().positive(), signature: z.string().min(10).max(100) }),
  },
  orderInvoices: {
    summary: "List an order's invoices",
    description: "The invoice and credit notes of the buyer's order.",
    ...shopper,
    shopperToken: true,
    params: orderParams,
    answer: { 200: orderInvoicesResponse },
  },
  orderInvoice: {
    summary: "Download an order's invoice",
    description:
      'One invoice or credit note of the order as PDF, or as UBL XML (Peppol BIS 3) for a business buyer. 404 when the order has no such document.',
    ...shopper,
    shopperToken: true,
    params: orderParams.extend({ invoiceId: id, format: invoiceFormat }),
  },
});

export const shopApi = joinRoutes(shopRoutes, shopShapes);
