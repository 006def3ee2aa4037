import { randomUUID } from 'node:crypto';
import {
  lineTotals,
  MAX_ORDER_TOTAL_CENTS,
  type Cart,
  type CartLine,
  type SaveCartRequest,
} from '@platform/contract';
import type { AppContext } from '../../app-context.js';
import { transaction } from '../../unit-of-work.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listImages, toProductImage } from '../products/index.js';
import { findProductsByIds, PUBLIC_STATUSES } from '../shop/index.js';
import { requireStore, type ShopStore } from '../kernel/index.js';
import * as repository from './carts.repository.js';

const PURCHASABLE = new Set<string>(PUBLIC_STATUSES);

/**
 * The cart as the shopper sees it. Every amount is computed here from the stored products; a line
 * whose product is no longer for sale is shown as unavailable and left out of the totals.
 */
export async function cartView(db: Db, store: ShopStore, cartId: string): Promise<Cart> {
  const rows = await repository.listLinesWithProducts(db, store.id, cartId);
  const images = await listImages(
    db,
    store.id,
    rows.map((row) => row.id),
  );
  const firstImage = new Map<number, (typeof images)[number]>();
  for (const image of images) if (!firstImage.has(image.product_id)) firstImage.set(image.product_id, image);

  const totals = { total_excl_vat: 0, total_vat: 0, total_incl_vat: 0 };
  const products: CartLine[] = rows.map((row) => {
    const available = PURCHASABLE.has(row.status);
    const line = lineTotals(row, row.quantity, store.business_type);
    if (available) {
      totals.total_excl_vat += line.excl_vat;
      totals.total_vat += line.vat;
      totals.total_incl_vat += line.incl_vat;
    }
    const image = firstImage.get(row.id);
    return {
      product_id: row.id,
      quantity: row.quantity,
      name: row.name,
      slug: row.slug,
      image: image ? toProductImage(image) : null,
      unit_price: lineTotals(row, 1, store.business_type)[
        store.business_type === 'b2c' ? 'incl_vat' : 'excl_vat'
      ],
      total_excl_vat: line.excl_vat,
      total_incl_vat: line.incl_vat,
      vat_rate: row.vat_rate,
      available,
    };
  });
  return { id: cartId, business_type: store.business_type, products, totals };
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

export async function getCart(ctx: AppContext, storeSlug: string, cartId: string): Promise<Cart> {
  const db = ctx.database.db;
  const store = await requireStore(ctx, storeSlug);
  if (!(await repository.findCart(db, store.id, cartId))) throw AppError.notFound();
  return cartView(db, store, cartId);
}

/**
 * Sets the cart's lines to the given products, creating the cart when no id is given. Only the store's
 * own products for sale can be added; a line already in the cart may stay while its product is
 * unavailable, so the shopper can still change the rest of the cart.
 */
export async function saveCart(
  ctx: AppContext,
  storeSlug: string,
  cartId: string | undefined,
  input: SaveCartRequest,
): Promise<Cart> {
  const store = await requireStore(ctx, storeSlug);
  const now = ctx.clock.now().toISOString();
  return transaction(ctx, async (uow) => {
    const id = cartId ?? randomUUID();
    if (cartId) {
      // First, so that a concurrent save of the same cart waits here rather than colliding on its lines.
      if (!(await repository.touchCart(uow.db, store.id, cartId, now))) throw AppError.notFound();
    } else {
      await repository.insertCart(uow.db, store.id, id, now);
    }
    const present = cartId ? await repository.productIdsInCart(uow.db, store.id, id) : new Set<number>();
    const products = new Map(
      (
        await findProductsByIds(
          uow.db,
          store.id,
          input.products.map((line) => line.product_id),
        )
      ).map((row) => [row.id, row]),
    );
    const refused: Record<string, 'product_unavailable'> = {};
    input.products.forEach((line, index) => {
      const product = products.get(line.product_id);
      if (!product || (!PURCHASABLE.has(product.status) && !present.has(line.product_id))) {
        refused[`products.${index}.product_id`] = 'product_unavailable';
      }
    });
    if (Object.keys(refused).length > 0) throw AppError.invalid(refused);
    await repository.replaceLines(uow.db, store.id, id, input.products);
    const cart = await cartView(uow.db, store, id);
    requireOrderableTotal(cart, 'products');
    return cart;
  });
}
