export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { createOutboxWorker, outboxBacklog } from './outbox-worker.js';
export { orderEmails } from './order-emails.js';
export { queueBuyerMail, queueStoreMail, queueTestMail, type StoreMail } from './store-mail.js';
export { queueMerchantMail } from './merchant-mails.js';
