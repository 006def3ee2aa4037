export { orderPayments } from './order-payments.js';
export { paymentsRoutes } from './payments.routes.js';
export { createPaymentLink } from './payments.service.js';
export { providerConfigsRoutes } from './provider-configs.routes.js';
export { canTakePayments } from './provider-configs.service.js';
export { refundableCents, refundOrder, retryRefund, type RefundRequest } from './refunds.service.js';
export { refundedQuantities } from './refund-lines.js';
export { providerCallbacksRoutes } from './provider-callbacks.routes.js';
export { chargeRenewal, mandateOfOrder, paidPaymentOf } from './recurring-charges.js';
