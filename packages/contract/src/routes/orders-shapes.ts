import { z } from 'zod';
import { storeScopedQuery } from '../catalog.js';
import { envelope, listEnvelope } from '../common.js';
import { adminCustomerListQuery, adminCustomerListResponse } from '../customers.js';
import { distanceSales, distanceSalesQuery } from '../distance-sales.js';
import {
  adminInvoiceListQuery,
  adminInvoiceParams,
  adminInvoicePeriodQuery,
  invoiceFormat,
  invoiceSummary,
} from '../invoices.js';
import {
  adminOrder,
  adminOrderActionParams,
  adminOrderActionRequest,
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderListResponse,
  adminOrderParams,
  refundRetryParams,
} from '../orders.js';
import { salesStats, salesStatsQuery } from '../sales-stats.js';
import { ossReport, ossReportQuery } from '../vat.js';
import { orderRoutes } from './orders.js';
import { joinRoutes, routeShapes } from './route.js';

const invoicesTag = { tags: ['invoices'] };

export const orderShapes = routeShapes('orders', {
  orders: {
    summary: "List the store's orders",
    description:
      "A page of the store's orders, newest first, filtered by status, a search (order number, buyer's name or address) and a date range.",
    query: adminOrderListQuery,
    answer: { 200: adminOrderListResponse },
  },
  order: {
    summary: 'Read an order',
    description: 'One order of the store with its lines, payments, refunds, history and e-mails.',
    params: adminOrderParams,
    query: storeScopedQuery,
    answer: { 200: envelope(adminOrder) },
  },
  orderAction: {
    summary: 'Act on an order',
    description:
      "Marks an order paid, cancels it, mails the buyer a new access link, or refunds it (whole, by lines, or an amount). 422 `action_not_allowed` when the order's status does not allow it; refund errors name what is too much (`refund_above_remaining`, `refund_quantity_above_remaining`).",
    params: adminOrderActionParams,
    body: adminOrderActionRequest,
    answer: { 200: envelope(adminOrder) },
  },
  retryRefund: {
    summary: 'Retry a failed refund',
    description:
      'Asks the payment provider again to carry out a refund that failed. 422 `action_not_allowed` when the refund did not fail or cannot be retried.',
    params: refundRetryParams,
    body: storeScopedQuery,
    answer: { 200: envelope(adminOrder) },
  },
  salesStats: {
    summary: "Read the store's sales figures",
    description:
      'Revenue and orders per day over a period with the period before it, and the best-selling products.',
    query: salesStatsQuery,
    answer: { 200: envelope(salesStats) },
  },
  /** A CSV file. */
  ordersCsv: {
    summary: 'Export orders as CSV',
    description:
      'The orders matching the same filters as the order list as a CSV file, one row a line, with discount, company, VAT number and invoice number.',
    query: adminOrderFilters,
  },
  customers: {
    summary: "List the store's buyers",
    description:
      "A page of the store's buyers (by e-mail address) with their number of paid orders, total spent and last order.",
    query: adminCustomerListQuery,
    answer: { 200: adminCustomerListResponse },
  },
  ossReport: {
    summary: 'Read the OSS VAT report',
    description:
      "A quarter's VAT under the EU One-Stop-Shop per country and rate, with the reverse-charge sales to businesses, from the invoices issued.",
    query: ossReportQuery,
    answer: { 200: envelope(ossReport) },
  },
  distanceSales: {
    summary: 'Read the distance sales',
    description:
      "This year's and last year's sales to consumers in other EU countries against the EU's €10,000 threshold, above which VAT is due where the buyer lives.",
    query: distanceSalesQuery,
    answer: { 200: envelope(distanceSales) },
  },
  ossReportCsv: {
    summary: 'Export the OSS VAT report as CSV',
    description: "The quarter's OSS report as a CSV file, a row per country and rate.",
    query: ossReportQuery,
    answer: { 200: z.string() },
  },
  invoices: {
    summary: "List the store's invoices",
    description:
      "A page of the store's invoices and credit notes of a period (issue dates, UTC), in the order they were issued.",
    ...invoicesTag,
    query: adminInvoiceListQuery,
    answer: { 200: listEnvelope(invoiceSummary) },
  },
  invoiceArchive: {
    summary: "Download a period's invoices as ZIP",
    description: "A period's invoices and credit notes as one ZIP: PDFs, and UBL files of business buyers.",
    ...invoicesTag,
    query: adminInvoicePeriodQuery,
  },
  /** A PDF or UBL file. */
  invoice: {
    summary: 'Download an invoice',
    description:
      "One invoice or credit note of the store as PDF, or as UBL XML (Peppol BIS 3). 404 when the store has no such document, or no UBL of it (only business buyers' documents have one).",
    ...invoicesTag,
    params: adminInvoiceParams.extend({ format: invoiceFormat }),
    query: storeScopedQuery,
  },
});

export const orderApi = joinRoutes(orderRoutes, orderShapes);
