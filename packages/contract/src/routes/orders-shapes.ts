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
  orders: { query: adminOrderListQuery, answer: { 200: adminOrderListResponse } },
  order: { params: adminOrderParams, query: storeScopedQuery, answer: { 200: envelope(adminOrder) } },
  orderAction: {
    params: adminOrderActionParams,
    body: adminOrderActionRequest,
    answer: { 200: envelope(adminOrder) },
  },
  retryRefund: { params: refundRetryParams, body: storeScopedQuery, answer: { 200: envelope(adminOrder) } },
  salesStats: { query: salesStatsQuery, answer: { 200: envelope(salesStats) } },
  /** A CSV file. */
  ordersCsv: { query: adminOrderFilters },
  customers: { query: adminCustomerListQuery, answer: { 200: adminCustomerListResponse } },
  ossReport: { query: ossReportQuery, answer: { 200: envelope(ossReport) } },
  distanceSales: { query: distanceSalesQuery, answer: { 200: envelope(distanceSales) } },
  ossReportCsv: { query: ossReportQuery, answer: { 200: z.string() } },
  invoices: {
    ...invoicesTag,
    description:
      "A page of the store's invoices and credit notes of a period (issue dates, UTC), in the order they were issued.",
    query: adminInvoiceListQuery,
    answer: { 200: listEnvelope(invoiceSummary) },
  },
  invoiceArchive: {
    ...invoicesTag,
    description: "A period's invoices and credit notes as one ZIP: PDFs, and UBL files of business buyers.",
    query: adminInvoicePeriodQuery,
  },
  /** A PDF or UBL file. */
  invoice: {
    ...invoicesTag,
    params: adminInvoiceParams.extend({ format: invoiceFormat }),
    query: storeScopedQuery,
  },
});

export const orderApi = joinRoutes(orderRoutes, orderShapes);
