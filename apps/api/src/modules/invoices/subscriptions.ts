import type { EventBus } from '../../events/event-bus.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import { issueCreditNote, issueInvoice } from './invoices.service.js';

/**
 * An invoice is part of the change that makes an order paid, a credit note part of the one that records
 * a refund: both take their number in that transaction, so a rollback leaves no gap (decision 036).
 */
export function subscribeInvoices(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', (uow, { storeId, payload }) =>
    issueInvoice(uow, storeId, payload.order_id),
  );
  events.inTransaction('refund.succeeded', (uow, { storeId, payload }) =>
    issueCreditNote(uow, storeId, payload),
  );
}
