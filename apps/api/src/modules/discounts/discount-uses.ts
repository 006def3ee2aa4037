import { canonicalEmail } from '@platform/contract';
import type { EventBus } from '../../events/event-bus.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { UnitOfWork } from '../../unit-of-work.js';
import type { DiscountCodeRow } from './discount-pricing.js';
import * as repository from './discounts.repository.js';

/**
 * Holds one use of the code for an order being placed by `email`, in the order's transaction
 * (decision 040): refused with the reason on `discount_code` when its uses are all spent or held, or
 * when this address used it as often as it may. The address is counted as `canonicalEmail` reads it
 * (decision 048): `a+again@example.com` is `a@example.com` again, not a fresh buyer. The hold becomes
 * a use when the order is paid.
 */
export async function reserveDiscountUse(db: Db, code: DiscountCodeRow, email: string): Promise<void> {
  if (!(await repository.reserveUse(db, code.store_id, code.id))) {
    throw AppError.invalid({ discount_code: 'discount_code_used_up' });
  }
  // After the hold: on PostgreSQL the code's row is locked now, so orders of this address placed before
  // have committed and are counted.
  if (
    code.max_uses_per_email !== null &&
    (await repository.usesByEmailKey(db, code.store_id, code.id, canonicalEmail(email))) >=
      code.max_uses_per_email
  ) {
    throw AppError.invalid({ discount_code: 'discount_code_used_up_for_email' });
  }
}

async function countUse(uow: UnitOfWork, storeId: number, orderId: string) {
  const order = await repository.findOrderDiscount(uow.db, storeId, orderId);
  if (!order || order.discount_state === 'used') return;
  await repository.countUse(uow.db, storeId, order.discount_code_id!, order.discount_state === 'reserved');
  await repository.setOrderDiscountState(uow.db, storeId, orderId, 'used');
}

async function releaseUse(uow: UnitOfWork, storeId: number, orderId: string) {
  const order = await repository.findOrderDiscount(uow.db, storeId, orderId);
  if (order?.discount_state !== 'reserved') return;
  await repository.releaseUse(uow.db, storeId, order.discount_code_id!);
  await repository.setOrderDiscountState(uow.db, storeId, orderId, 'released');
}

/**
 * An order's hold on its code becomes a use in the transaction that makes it paid, and is given back
 * in the one that lets it expire or cancels it. An expired order the merchant marks paid after all
 * counts its use, even past the limit: the buyer paid the discounted price.
 */
export function subscribeDiscountCodes(events: EventBus<UnitOfWork>): void {
  events.inTransaction('order.paid', (uow, { storeId, payload }) => countUse(uow, storeId, payload.order_id));
  events.inTransaction('order.expired', (uow, { storeId, payload }) =>
    releaseUse(uow, storeId, payload.order_id),
  );
  events.inTransaction('order.cancelled', (uow, { storeId, payload }) =>
    releaseUse(uow, storeId, payload.order_id),
  );
}
