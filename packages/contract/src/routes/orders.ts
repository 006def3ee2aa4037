import { routeAddresses } from './route.js';
import type { orderShapes } from './orders-shapes.js';

/** A store's orders and buyers, what they add up to (sales, VAT) and their invoices. */
export const orderRoutes = routeAddresses<typeof orderShapes>()({
  orders: { method: 'GET', path: '/v1/admin/order', auth: 'merchant' },
  order: { method: 'GET', path: '/v1/admin/order/:id', auth: 'merchant' },
  orderAction: { method: 'POST', path: '/v1/admin/order/:id/:action', auth: 'merchant' },
  retryRefund: { method: 'POST', path: '/v1/admin/order/:id/refunds/:refundId/retry', auth: 'merchant' },
  salesStats: { method: 'GET', path: '/v1/admin/stats/sales', auth: 'merchant' },
  ordersCsv: { method: 'GET', path: '/v1/admin/order/export', auth: 'merchant' },
  customers: { method: 'GET', path: '/v1/admin/customer', auth: 'merchant' },
  ossReport: { method: 'GET', path: '/v1/admin/vat/oss-report', auth: 'merchant' },
  distanceSales: { method: 'GET', path: '/v1/admin/vat/distance-sales', auth: 'merchant' },
  ossReportCsv: { method: 'GET', path: '/v1/admin/vat/oss-report.csv', auth: 'merchant' },
  invoices: { method: 'GET', path: '/v1/admin/invoice', auth: 'merchant' },
  invoiceArchive: { method: 'GET', path: '/v1/admin/invoice-archive', auth: 'merchant' },
  invoice: { method: 'GET', path: '/v1/admin/invoice/:id/:format', auth: 'merchant' },
});
