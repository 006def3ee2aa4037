export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { createEmailSender, outboxBacklog } from './email-sender.js';
export { orderEmails } from './order-emails.js';
export {
  queueBuyerMail,
  queueStoreMail,
  queueTestMail,
  type BuyerOrder,
  type StoreMail,
} from './store-mail.js';
export { queueMerchantMail } from './merchant-mails.js';
