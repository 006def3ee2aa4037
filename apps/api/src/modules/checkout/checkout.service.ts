import {
  BUYER_ADDRESS_FIELDS,
  isBusinessBuyer,
  missingBusinessAddress,
  type CartLine,
  type CheckoutFields,
  type Locale,
  type PlaceOrderRequest,
  type PublicOrder,
  WITHDRAWAL_WAIVER_TEXTS,
  localizedLineName,
  localizedVariantName,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction, type UnitOfWork } from '../../unit-of-work.js';
import { isUniqueViolation } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { randomToken } from '../../lib/crypto.js';
import { enforceLimits } from '../../lib/rate-limiter.js';
import { priceCart, readCart, requireOrderableTotal } from '../carts/index.js';
import { releaseLapsedHolds, reserveDiscountUse } from '../discounts/index.js';
import { canTakePayments } from '../payments/index.js';
import { readSettings, requireStore, type ShopStore } from '../kernel/index.js';
import { changeOrderStatus, findOrderByCart, publicOrderView, recordPlacedOrder } from '../orders/index.js';
import { productsSubscribedBy } from '../subscriptions/index.js';
import { requireInvoicingSeller, SALE_SETTINGS, saleVatTerms, type SaleVatTerms } from '../vat/index.js';

/**
 * Orders are counted per client address an hour (`ORDER_LIMIT_PER_ADDRESS`, decision 045): a shopper
 * places one or two, while a script placing unpaid orders would fill the store's order list and its
 * merchant's webhooks, have payment reminders mailed to any address, and hold limited discount codes.
 */
const ORDER_WINDOW_SECONDS = 60 * 60;

/**
 * The store's own checkout rules, checked on the server too: fields the merchant made required,
 * acceptance of the terms when there are terms, and a consumer's consent to immediate delivery
 * (decision 050). A business buyer (a company or a VAT number given) gives street, postal code and city
 * and keeps everything it gave, whatever the merchant's fields say: its invoice names the business at
 * its address (decision 052). Only a consumer's details the checkout does not ask are dropped.
 */
function checkCheckoutRules(input: PlaceOrderRequest, storeFields: CheckoutFields, hasTerms: boolean) {
  const details = input.customer_details as Record<string, string | undefined>;
  const business = isBusinessBuyer(input.customer_details);
  const missing: Record<string, 'required' | 'terms_required'> = {};
  const groups: [keyof CheckoutFields, readonly string[]][] = [
    ['company', ['company']],
    ['vat_number', ['vat_number']],
    ['address', BUYER_ADDRESS_FIELDS],
  ];
  for (const [group, names] of groups) {
    for (const name of names) {
      if (storeFields[group] === 'hidden' && !business) delete details[name];
      else if (storeFields[group] === 'required' && !details[name])
        missing[`customer_details.${name}`] = 'required';
    }
  }
  for (const name of missingBusinessAddress(input.customer_details)) {
    missing[`customer_details.${name}`] = 'required';
  }
  if (hasTerms && input.accept_terms !== true) missing.accept_terms = 'terms_required';
  if (!business && input.withdrawal_waiver !== true) missing.withdrawal_waiver = 'required';
  if (Object.keys(missing).length > 0) throw AppError.invalid(missing);
}

/** The settings an order is placed by: the checkout's rules, the sale's VAT and the store's mode. */
const ORDER_SETTINGS = [...SALE_SETTINGS, 'checkout_fields', 'terms_url', 'terms_text', 'test_mode'] as const;

/** A line's name with its variant's, and the variant the order keeps, in the order's language. */
function orderedVariant(line: CartLine, locale: Locale) {
  const variantName = localizedVariantName(line, locale);
  return {
    name: localizedLineName(line, locale),
    variant_id: line.variant_id,
    variant_name: variantName || null,
  };
}

interface Placed {
  orderId: string;
  created: boolean;
  /** The order as written, when nothing changed it after (a free order is paid at once). */
  order?: PublicOrder;
}

async function createFromCart(
  uow: UnitOfWork,
  store: ShopStore,
  cartId: string,
  input: PlaceOrderRequest,
  locale: Locale,
  terms: SaleVatTerms,
  testMode: boolean,
): Promise<Placed> {
  const db = uow.db;
  const existing = await findOrderByCart(db, store.id, cartId);
  if (existing) return { orderId: existing.id, created: false };
  // An order that could never be paid is not taken, rather than left pending for good.
  if (!(await canTakePayments(db, store.id, testMode))) {
    throw new AppError(422, 'no_payment_provider', { order: 'no_payment_provider' });
  }
  requireInvoicingSeller(terms, testMode);
  // Priced here, in the order's transaction, from the products as stored now.
  const stored = await readCart(db, store.id, cartId);
  if (!stored) throw AppError.notFound();
  const email = input.email.trim().toLowerCase();
  // One free trial per buyer and product (decision 084): a buyer who subscribed before pays at once.
  const hadTrial = await productsSubscribedBy(
    db,
    store.id,
    email,
    stored.lines.filter((row) => row.trial_days).map((row) => row.id),
  );
  const { cart, outcome } = await priceCart(db, store, stored, terms, uow.clock.now(), hadTrial);
  // Prices may have risen since the cart was saved; the checkout shows the total's own message.
  requireOrderableTotal(cart, 'total');
  const lines = cart.products.filter((line) => line.available);
  if (lines.length === 0) throw AppError.invalid({ products: 'cart_empty' });
  // The code's last use goes to one order: held here, in the order's transaction (decision 040).
  if (outcome && !outcome.applies) throw AppError.invalid({ discount_code: outcome.reason });
  if (outcome?.applies) {
    // Holds that lapsed (decision 045) are given back first, so the hold below counts live ones only.
    await releaseLapsedHolds(db, outcome.code, uow.clock.now());
    await reserveDiscountUse(db, outcome.code, email);
  }
  const totals = cart.totals;
  const id = randomToken();
  const details = input.customer_details;
  const order = await recordPlacedOrder(
    uow,
    {
      id,
      store_id: store.id,
      cart_id: cartId,
      email,
      locale,
      customer_details: JSON.stringify(details),
      customer_name: details.name,
      business_type: store.business_type,
      total_excl_vat: totals.total_excl_vat,
      total_vat: totals.total_vat,
      total_incl_vat: totals.total_incl_vat,
      test_mode: testMode ? 1 : 0,
      search_text: `${id} ${email} ${details.name} ${details.company ?? ''}`.toLowerCase(),
      vat_treatment: terms.treatment,
      buyer_country: terms.parties.buyerCountry,
      buyer_company: details.company || null,
      buyer_vat_number: terms.buyerVatNumber,
      vat_check: terms.check ? JSON.stringify(terms.check) : null,
      vat_scheme: terms.scheme,
      seller_country: terms.parties.sellerCountry,
      seller_vat_number: terms.sellerVatNumber,
      // The words the consumer ticked, in the language the checkout showed them (decision 050).
      ...(!isBusinessBuyer(details) && {
        withdrawal_waiver_text: WITHDRAWAL_WAIVER_TEXTS[locale],
        withdrawal_waiver_at: uow.clock.now().toISOString(),
      }),
      ...(outcome?.applies && {
        discount_code_id: outcome.code.id,
        discount_code: outcome.discount.code,
        discount_amount: outcome.discount.amount,
        discount_state: 'reserved' as const,
      }),
    },
    // The order keeps the names the buyer read, in the language they ordered in (decisions 033, 076).
    lines.map((line) => ({
      product_id: line.product_id,
      ...orderedVariant(line, locale),
      quantity: line.quantity,
      unit_price: line.unit_price,
      vat_rate: line.vat_rate,
      vat_class: line.vat_class,
      total_excl_vat: line.total_excl_vat,
      total_vat: line.total_incl_vat - line.total_excl_vat,
      total_incl_vat: line.total_incl_vat,
      // A line bought as a subscription keeps its terms as ordered (decisions 079, 084).
      subscription_interval: line.subscription?.interval ?? null,
      trial_days: line.subscription?.trial_days ?? null,
      renewal_total_excl_vat: line.subscription?.renewal_total_excl_vat ?? null,
      renewal_total_incl_vat: line.subscription?.renewal_total_incl_vat ?? null,
    })),
  );
  // A free order is paid at once; one with a free trial waits for the mandate its first charge needs
  // (decision 084): a payment of nothing at the provider.
  const trial = lines.some((line) => line.subscription?.trial_days);
  if (totals.total_incl_vat === 0 && !trial) {
    await changeOrderStatus(uow, { id, store_id: store.id }, 'pay', 'system', { reason: 'free' });
    return { orderId: id, created: true };
  }
  return { orderId: id, created: true, order };
}

/**
 * Turns a cart into an order in one transaction: lines, prices, VAT and totals frozen from the stored
 * products. One cart makes one order; a repeated or concurrent request answers that same order. Each
 * request that passes the store's checkout rules counts against the client address's limit, so a
 * shopper correcting the form uses up nothing.
 */
export async function placeOrder(
  ctx: AppContext,
  storeSlug: string,
  cartId: string,
  input: PlaceOrderRequest,
  locale: Locale,
  address: string,
) {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const settings = await readSettings(db, store.id, ORDER_SETTINGS);
  // Terms given as a link or as a text (decision 053) are accepted alike.
  checkCheckoutRules(input, settings.checkout_fields!, !!(settings.terms_url || settings.terms_text));
  await enforceLimits(ctx.rateLimiter, [
    {
      key: `order:store:${store.id}:ip:${address}`,
      limit: ctx.config.rateLimits.ordersPerAddress,
      windowSeconds: ORDER_WINDOW_SECONDS,
    },
  ]);
  // VIES is asked before the transaction: no lock waits for the network.
  const details = input.customer_details;
  const terms = await saleVatTerms(
    ctx,
    settings,
    { country: details.country, vat_number: details.vat_number },
    'order',
  );
  const testMode = settings.test_mode!.value;
  let placed: Placed;
  try {
    placed = await transaction(ctx, (uow) =>
      createFromCart(uow, store, cartId, input, locale, terms, testMode),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const existing = await findOrderByCart(db, store.id, cartId);
    if (!existing) throw error;
    placed = { orderId: existing.id, created: false };
  }
  // Any read after the commit: the transaction holds the store's order count (PostgreSQL row lock),
  // which every other order of the store waits for, so it does no more than it must.
  return {
    order: placed.order ?? (await publicOrderView(db, store.id, placed.orderId)),
    created: placed.created,
    store,
  };
}
