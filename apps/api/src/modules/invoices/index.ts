export { invoiceAttachment, orderInvoiceAttachments, renderDocument } from './documents.service.js';
export { invoicesRoutes } from './invoices.routes.js';
export { orderReceipt, receiptOf, type Receipt } from './order-receipt.js';
export { subscribeInvoices } from './subscriptions.js';
export { vatReportsRoutes } from './vat-reports.routes.js';
