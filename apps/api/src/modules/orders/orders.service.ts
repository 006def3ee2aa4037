import type { CheckoutFields, Locale, PlaceOrderRequest, PublicOrder } from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { isUniqueViolation, type Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { cartView, findCart, requireOrderableTotal } from '../carts/index.js';
import { canTakePayments } from '../payments/index.js';
import { readSettings, requireStore, type ShopStore } from '../kernel/index.js';
import { changeOrderStatus } from './order-status.js';
import { toPublicOrder } from './order-views.js';
import * as repository from './orders.repository.js';

async function publicView(db: Db, storeId: number, orderId: string): Promise<PublicOrder> {
  const order = await repository.findOrder(db, storeId, orderId);
  if (!order) throw AppError.notFound();
  return toPublicOrder(order, await repository.listOrderLines(db, storeId, orderId));
}

const ADDRESS_FIELDS = ['address', 'postal_code', 'city'] as const;

/**
 * The store's own checkout rules, checked on the server too: fields the merchant made required, fields
 * the checkout does not ask (dropped), and acceptance of the terms when there are terms.
 */
function checkCheckoutRules(input: PlaceOrderRequest, fields: CheckoutFields, termsUrl: string | null) {
  const details = input.customer_details as Record<string, string | undefined>;
  const missing: Record<string, 'required' | 'terms_required'> = {};
  const groups: [keyof CheckoutFields, readonly string[]][] = [
    ['company', ['company']],
    ['vat_number', ['vat_number']],
    ['address', ADDRESS_FIELDS],
  ];
  for (const [group, names] of groups) {
    for (const name of names) {
      if (fields[group] === 'hidden') delete details[name];
      else if (fields[group] === 'required' && !details[name])
        missing[`customer_details.${name}`] = 'required';
    }
  }
  if (termsUrl && input.accept_terms !== true) missing.accept_terms = 'terms_required';
  if (Object.keys(missing).length > 0) throw AppError.invalid(missing);
}

async function createFromCart(
  db: Db,
  ctx: UnitOfWork,
  store: ShopStore,
  cartId: string,
  input: PlaceOrderRequest,
  locale: Locale,
): Promise<{ orderId: string; created: boolean }> {
  const existing = await repository.findOrderByCart(db, store.id, cartId);
  if (existing) return { orderId: existing.id, created: false };
  // An order that could never be paid is not taken, rather than left pending for good.
  if (!(await canTakePayments(db, store.id))) {
    throw new AppError(422, 'no_payment_provider', { order: 'no_payment_provider' });
  }
  if (!(await findCart(db, store.id, cartId))) throw AppError.notFound();
  const cart = await cartView(db, store, cartId);
  // Prices may have risen since the cart was saved; the checkout shows the total's own message.
  requireOrderableTotal(cart, 'total');
  const lines = cart.products.filter((line) => line.available);
  if (lines.length === 0) throw AppError.invalid({ products: 'cart_empty' });
  const totals = lines.reduce(
    (sum, line) => ({
      excl: sum.excl + line.total_excl_vat,
      incl: sum.incl + line.total_incl_vat,
    }),
    { excl: 0, incl: 0 },
  );
  const settings = await readSettings(db, store.id, ['test_mode', 'checkout_fields', 'terms_url']);
  checkCheckoutRules(input, settings.checkout_fields!, settings.terms_url ?? null);
  const testMode = settings.test_mode!.value;
  const now = ctx.clock.now().toISOString();
  const id = randomToken();
  const email = input.email.trim().toLowerCase();
  const details = input.customer_details;
  await repository.insertOrder(db, {
    id,
    store_id: store.id,
    cart_id: cartId,
    status: 'pending',
    email,
    locale,
    customer_details: JSON.stringify(details),
    customer_name: details.name,
    business_type: store.business_type,
    total_excl_vat: totals.excl,
    total_vat: totals.incl - totals.excl,
    total_incl_vat: totals.incl,
    test_mode: testMode ? 1 : 0,
    search_text: `${id} ${email} ${details.name} ${details.company ?? ''}`.toLowerCase(),
    created_at: now,
    updated_at: now,
    paid_at: null,
  });
  await repository.insertOrderLines(
    db,
    lines.map((line, position) => ({
      order_id: id,
      store_id: store.id,
      product_id: line.product_id,
      name: line.name,
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      total_excl_vat: line.total_excl_vat,
      total_incl_vat: line.total_incl_vat,
      position,
    })),
  );
  await repository.insertOrderEvent(db, {
    store_id: store.id,
    order_id: id,
    type: 'placed',
    actor: 'shopper',
    created_at: now,
  });
  if (totals.incl === 0)
    await changeOrderStatus(db, ctx, { id, store_id: store.id }, 'pay', 'system', { reason: 'free' });
  return { orderId: id, created: true };
}

/**
 * Turns a cart into an order in one transaction: lines, prices, VAT and totals frozen from the stored
 * products. One cart makes one order; a repeated or concurrent request answers that same order.
 */
export async function placeOrder(
  ctx: AppContext,
  storeSlug: string,
  cartId: string,
  input: PlaceOrderRequest,
  locale: Locale,
) {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  let placed: { orderId: string; created: boolean };
  try {
    placed = await transaction(ctx, (uow) => createFromCart(uow.db, uow, store, cartId, input, locale));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await repository.findOrderByCart(db, store.id, cartId);
    if (!existing) throw error;
    placed = { orderId: existing.id, created: false };
  }
  // Read after the commit: the transaction holds the store's order count (PostgreSQL row lock), which
  // every other order of the store waits for, so it does no more than it must.
  return { order: await publicView(db, store.id, placed.orderId), created: placed.created };
}

export async function getPublicOrder(ctx: AppContext, storeSlug: string, orderId: string) {
  const store = await requireStore(ctx, storeSlug);
  return publicView(ctx.database.db, store.id, orderId);
}
