export { invoiceAttachment, renderDocument } from './documents.service.js';
export { findInvoice, findOrderInvoice } from './invoices.repository.js';
export { invoicesRoutes } from './invoices.routes.js';
export { subscribeInvoices } from './subscriptions.js';
export { orderVatRates, vatNotes, vatRows } from './vat-summary.js';
