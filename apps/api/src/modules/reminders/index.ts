export { createCheckoutReminderJob } from './reminder-job.js';
export { remindersRoutes } from './reminders.routes.js';
