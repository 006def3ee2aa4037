import { randomUUID } from 'node:crypto';
import {
  discountedPrice,
  MAX_ORDER_TOTAL_CENTS,
  type Cart,
  type CartLine,
  type CartVatQuery,
  type SaveCartRequest,
  type VatClass,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import {
  PUBLIC_STATUSES,
  readTranslations,
  readVariantTranslations,
  subscriptionTermsOf,
  toProductImage,
  variantSale,
} from '../products/index.js';
import { readSettings, requireStore, storeContentCache, type ShopStore } from '../kernel/index.js';
import {
  chargeLine,
  SALE_SETTINGS,
  saleVatTerms,
  saleVatView,
  type SaleSettings,
  type SaleVatTerms,
} from '../vat/index.js';
import {
  findDiscountCodeForSale,
  priceDiscount,
  tryDiscountCode,
  type DiscountOutcome,
} from '../discounts/index.js';
import * as repository from './carts.repository.js';

const PURCHASABLE = new Set<string>(PUBLIC_STATUSES);
const MAX_STORES = 10_000;

/**
 * The settings a cart is priced by, kept per content version like the store's other shop content (a
 * changed setting moves the version on, decision 030). A cart is shown, not sold: the order reads its
 * settings afresh in its own transaction (decision 042).
 */
async function cartSettings(ctx: AppContext, store: ShopStore): Promise<SaleSettings> {
  const settings = await storeContentCache<SaleSettings>(ctx, 'cart-settings', MAX_STORES).get(
    store.slug,
    'sale',
    () => readSettings(ctx.database.db, store.id, SALE_SETTINGS),
  );
  if (!settings) throw AppError.notFound();
  return settings;
}

/** A cart as stored: its lines with their products, and its discount code. */
export interface StoredCart {
  id: string;
  discount_code: string | null;
  lines: Awaited<ReturnType<typeof repository.listLinesWithProducts>>;
}

/** The store's cart, in one query when it has lines; undefined when the store has no such cart. */
export async function readCart(db: Db, storeId: number, cartId: string): Promise<StoredCart | undefined> {
  const lines = await repository.listLinesWithProducts(db, storeId, cartId);
  if (lines.length > 0) return { id: cartId, discount_code: lines[0]!.discount_code, lines };
  const cart = await repository.findCart(db, storeId, cartId);
  return cart && { id: cartId, discount_code: cart.discount_code, lines };
}

/** The cart as priced, with what its discount code came to: null when the cart has no code. */
export interface PricedCart {
  cart: Cart;
  outcome: DiscountOutcome | null;
}

type LineRow = StoredCart['lines'][number];

/**
 * What a line sells at (decision 076): its variant's price, or the price the shopper chose for a
 * pay-what-you-want one, raised to the variant's minimum should the merchant have raised it since (as
 * any price may have risen since the cart was saved); the product's discount as `variantSale` says;
 * the variant's VAT class, else the product's.
 */
function lineSale(row: LineRow) {
  const payWhatYouWant = row.pay_what_you_want === 1;
  const chosen =
    payWhatYouWant && row.chosen_price !== null ? Math.max(row.chosen_price, row.minimum_price) : null;
  return {
    ...variantSale(
      row,
      { price: row.variant_price, pay_what_you_want: payWhatYouWant },
      row.variant_position === 0,
      chosen,
    ),
    vat_class: (row.variant_vat_class ?? row.vat_class) as VatClass,
    discountable: !payWhatYouWant || row.discount_codes_apply === 1,
    chosen,
    subscription: subscriptionTermsOf(row),
  };
}

/** A line in its trial is priced at nothing, and its product's discount with it. */
const FREE = { price: 0, discount_type: 'no_discount', discount_value: 0 } as const;

/**
 * Whether a line is in its free trial, and so charged nothing now (decision 084): its variant has a
 * trial, and the buyer is not one who had a subscription of the product before (`hadTrial`, known only
 * at checkout, where the e-mail address is).
 */
function inTrial(sale: ReturnType<typeof lineSale>, productId: number, hadTrial: ReadonlySet<number>) {
  return !!sale.subscription?.trial_days && !hadTrial.has(productId);
}

/**
 * The cart as the shopper sees it, priced for the sale's buyer (their country and VAT number, decision
 * 029) and with its discount code taken off while the code applies (decision 040). Every amount is
 * computed here from the stored products; a line whose product is no longer for sale is shown as
 * unavailable and left out of the totals.
 */
export async function priceCart(
  db: Db,
  store: ShopStore,
  cart: StoredCart,
  terms: SaleVatTerms,
  now: Date,
  hadTrial: ReadonlySet<number> = new Set(),
): Promise<PricedCart> {
  const rows = cart.lines;
  const sales = rows.map(lineSale);
  const trials = rows.map((row, index) => inTrial(sales[index]!, row.id, hadTrial));
  const outcome = cart.discount_code
    ? priceDiscount(
        await findDiscountCodeForSale(db, store.id, cart.discount_code, now),
        rows.map((row, index) => ({
          product_id: row.id,
          // A line in its trial costs nothing now: a code has nothing to take off it.
          amount: trials[index] ? 0 : discountedPrice(sales[index]!) * row.quantity,
          available: PURCHASABLE.has(row.status),
          discountable: sales[index]!.discountable,
        })),
        now,
      )
    : null;
  const shares = outcome?.applies ? outcome.shares : [];
  const totals = { total_excl_vat: 0, total_vat: 0, total_incl_vat: 0 };
  const products: CartLine[] = rows.map((row, index) => {
    const available = PURCHASABLE.has(row.status);
    const discount = shares[index] ?? 0;
    const sale = sales[index]!;
    const renewal = sale.subscription && chargeLine(terms, store.business_type, sale, row.quantity);
    const line = trials[index]
      ? chargeLine(terms, store.business_type, { ...sale, ...FREE }, row.quantity)
      : chargeLine(terms, store.business_type, sale, row.quantity, discount);
    if (available) {
      totals.total_excl_vat += line.excl_vat;
      totals.total_vat += line.vat;
      totals.total_incl_vat += line.incl_vat;
    }
    return {
      product_id: row.id,
      quantity: row.quantity,
      name: row.name,
      translations: readTranslations(row.translations),
      variant_id: row.variant_id,
      variant_name: row.variant_name,
      variant_translations: readVariantTranslations(row.variant_translations),
      chosen_price: sale.chosen,
      slug: row.slug,
      image:
        row.image_id === null
          ? null
          : toProductImage({
              id: row.image_id,
              description: row.image_description!,
              variants: row.image_variants!,
            }),
      unit_price: line.unit_price,
      total_excl_vat: line.excl_vat,
      total_incl_vat: line.incl_vat,
      vat_rate: line.vat_rate,
      vat_class: sale.vat_class,
      available,
      discount,
      subscription:
        sale.subscription && renewal
          ? {
              interval: sale.subscription.interval,
              trial_days: trials[index] ? sale.subscription.trial_days : null,
              renewal_unit_price: renewal.unit_price,
              renewal_total_excl_vat: renewal.excl_vat,
              renewal_total_incl_vat: renewal.incl_vat,
            }
          : null,
    };
  });
  return {
    cart: {
      id: cart.id,
      business_type: store.business_type,
      products,
      totals,
      vat: saleVatView(terms),
      discount: outcome?.applies ? outcome.discount : null,
    },
    outcome,
  };
}

/**
 * Refuses a cart that would make an order above the largest total, so that no amount of the order
 * overflows its column (decision 014). The message says so itself, so that the shop can show it as it is.
 */
export function requireOrderableTotal(cart: Cart, field: 'products' | 'total'): void {
  if (cart.totals.total_incl_vat > MAX_ORDER_TOTAL_CENTS) {
    throw new AppError(422, 'order_too_large', { [field]: 'order_too_large' });
  }
}

export async function getCart(
  ctx: AppContext,
  storeSlug: string,
  cartId: string,
  query: CartVatQuery,
): Promise<Cart> {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  const [cart, settings] = await Promise.all([readCart(db, store.id, cartId), cartSettings(ctx, store)]);
  if (!cart) throw AppError.notFound();
  const terms = await saleVatTerms(ctx, settings, query, 'cart');
  return (await priceCart(db, store, cart, terms, ctx.clock.now())).cart;
}

/**
 * The code the cart keeps after a save: the request's (empty or null removes it), else the one it had
 * while that still applies. A code the request names must apply, or it is refused with the reason;
 * only a cart with no lines yet keeps a valid code that has nothing to apply to (a shop page opened
 * with `?code=`, decision 077), until the lines a later save brings make it apply or drop it.
 */
function keptCode(
  requested: string | null | undefined,
  stored: string | null,
  outcome: DiscountOutcome | null,
  empty: boolean,
) {
  if (requested !== undefined) {
    const waiting =
      empty && outcome?.applies === false && outcome.reason === 'discount_code_no_eligible_product';
    if (outcome && !outcome.applies && !waiting) throw AppError.invalid({ discount_code: outcome.reason });
    return requested || null;
  }
  return outcome?.applies ? stored : null;
}

type VariantRow = Awaited<ReturnType<typeof repository.findLineVariants>>[number];

/**
 * Each line's variant (the one it names, else its product's first: an API caller from before variants
 * keeps working) and the price its shopper chose,
 * which a pay-what-you-want variant takes (its suggestion when none is given) and no other keeps. A
 * variant of another product, and a chosen price below the variant's minimum, are refused on their
 * fields (decision 076); the contract bounds the price from above.
 */
function chooseVariants(lines: SaveCartRequest['products'], variantRows: readonly VariantRow[]) {
  const refused: Record<string, 'variant_unknown' | 'price_below_minimum'> = {};
  const chosen = lines.map((line, index) => {
    const variant = variantRows.find((row) =>
      line.variant_id === undefined
        ? row.product_id === line.product_id
        : row.variant_id === line.variant_id && row.product_id === line.product_id,
    );
    if (!variant) {
      refused[`products.${index}.variant_id`] = 'variant_unknown';
      return null;
    }
    const payWhatYouWant = variant.pay_what_you_want === 1;
    const price = payWhatYouWant ? (line.price ?? variant.variant_price) : null;
    if (price !== null && price < variant.minimum_price) {
      refused[`products.${index}.price`] = 'price_below_minimum';
    }
    const { product_id: _product, ...columns } = variant;
    return {
      product_id: line.product_id,
      variant_id: variant.variant_id,
      quantity: line.quantity,
      chosen_price: price,
      variant: columns,
    };
  });
  if (Object.keys(refused).length > 0) throw AppError.invalid(refused);
  const named = chosen.map((line) => line!);
  // A line naming its product's first variant beside one naming none: the same line twice (decision 083).
  if (new Set(named.map((line) => line.variant_id)).size < named.length) {
    throw AppError.invalid({ products: 'duplicate_variants' });
  }
  return named;
}

/**
 * Sets the cart's lines to the given products, creating the cart when no id is given. Only the store's
 * own products for sale can be added; a line already in the cart may stay while its product is
 * unavailable, so the shopper can still change the rest of the cart. `discount_code` sets or removes
 * the cart's code; a kept code that no longer applies to the new lines is dropped. A code the request
 * names is tried under the limits of failed codes per client address and cart (decision 045).
 */
export async function saveCart(
  ctx: AppContext,
  storeSlug: string,
  cartId: string | undefined,
  input: SaveCartRequest,
  query: CartVatQuery,
  address: string,
): Promise<Cart> {
  const store = await requireStore(ctx, storeSlug);
  // Before the transaction: it may ask VIES, and no lock waits for the network.
  const terms = await saleVatTerms(ctx, await cartSettings(ctx, store), query, 'cart');
  const save = () => writeCart(ctx, store, cartId, input, terms);
  return input.discount_code ? tryDiscountCode(ctx, { address, cartId }, save) : save();
}

async function writeCart(
  ctx: AppContext,
  store: ShopStore,
  cartId: string | undefined,
  input: SaveCartRequest,
  terms: SaleVatTerms,
): Promise<Cart> {
  const now = ctx.clock.now().toISOString();
  return transaction(ctx, async (uow) => {
    const id = cartId ?? randomUUID();
    let stored: string | null = null;
    if (cartId) {
      // First, so that a concurrent save of the same cart waits here rather than colliding on its lines.
      const touched = await repository.touchCart(uow.db, store.id, cartId, now);
      if (!touched) throw AppError.notFound();
      stored = touched.discount_code;
    } else {
      await repository.insertCart(uow.db, store.id, id, now);
    }
    const productIds = input.products.map((line) => line.product_id);
    const [productRows, variantRows] = await Promise.all([
      repository.findLineProducts(uow.db, store.id, productIds),
      repository.findLineVariants(uow.db, store.id, productIds),
    ]);
    const products = new Map(productRows.map((row) => [row.id, row]));
    // The cart's own lines are asked for only when a product is not for sale: such a line may stay.
    const offSale = input.products.some(
      (line) => !PURCHASABLE.has(products.get(line.product_id)?.status ?? ''),
    );
    const present =
      offSale && cartId ? await repository.productIdsInCart(uow.db, store.id, id) : new Set<number>();
    const refused: Record<string, 'product_unavailable'> = {};
    input.products.forEach((line, index) => {
      const product = products.get(line.product_id);
      if (!product || (!PURCHASABLE.has(product.status) && !present.has(line.product_id))) {
        refused[`products.${index}.product_id`] = 'product_unavailable';
      }
    });
    if (Object.keys(refused).length > 0) throw AppError.invalid(refused);
    const chosen = chooseVariants(input.products, variantRows);
    await repository.replaceLines(uow.db, store.id, id, chosen);
    // The cart as written, from what was read before the write: no read after it.
    const lines = chosen.map((line) => ({
      ...products.get(line.product_id)!,
      ...line.variant,
      quantity: line.quantity,
      chosen_price: line.chosen_price,
      discount_code: stored,
    }));
    const code = input.discount_code === undefined ? stored : input.discount_code || null;
    const priced = await priceCart(uow.db, store, { id, discount_code: code, lines }, terms, uow.clock.now());
    const kept = keptCode(input.discount_code, stored, priced.outcome, lines.length === 0);
    if (kept !== stored) await repository.setDiscountCode(uow.db, store.id, id, kept);
    // A dropped code took nothing off: the cart as priced is the cart without it.
    requireOrderableTotal(priced.cart, 'products');
    return priced.cart;
  });
}
