export { listCreditedSales } from './credited-sales.js';
export { invoiceAttachment, renderDocument } from './documents.service.js';
export { listInvoicedSales, type ReportedRate } from './invoiced-sales.js';
export { findInvoice, findOrderInvoice } from './invoices.repository.js';
export { invoicesRoutes } from './invoices.routes.js';
export { orderReceipt } from './order-receipt.js';
export { subscribeInvoices } from './subscriptions.js';
