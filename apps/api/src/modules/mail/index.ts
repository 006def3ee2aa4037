export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { createOutboxWorker, outboxBacklog } from './outbox-worker.js';
export { listEmailsOfOrder } from './outbox.repository.js';
export { queueBuyerMail, queueStoreMail, queueTestMail, type StoreMail } from './store-mail.js';
export { queueMerchantMail } from './merchant-mails.js';
