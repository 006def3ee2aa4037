export { listPayments } from './payments.repository.js';
export { paymentsRoutes } from './payments.routes.js';
export { createPaymentLink } from './payments.service.js';
export { hasActiveLiveProvider } from './provider-configs.repository.js';
export { providerConfigsRoutes } from './provider-configs.routes.js';
export { canTakePayments } from './provider-configs.service.js';
export { listRefunds } from './refunds.repository.js';
export { refundableCents, refundOrder, retryRefund, toOrderRefund } from './refunds.service.js';
export { webhooksRoutes } from './webhooks.routes.js';
