export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { queueLoginMail, queueStatusMails, queueTestMail } from './order-mails.js';
export { createOutboxWorker } from './outbox-worker.js';
export { listEmailsOfOrder } from './outbox.repository.js';
