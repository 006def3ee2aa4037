export { devMailboxRoutes } from './dev-mailbox.routes.js';
export { createEmailSender, outboxBacklog } from './email-sender.js';
export { orderEmails } from './order-emails.js';
export {
  greetBuyer,
  queueBuyerMail,
  queueStoreMail,
  queueTestMail,
  renderStoreMail,
  type BuyerOrder,
  type StoreMail,
  type StoreMailLayout,
} from './store-mail.js';
export { queueMerchantMail } from './merchant-mails.js';
