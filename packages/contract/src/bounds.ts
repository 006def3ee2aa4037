import { MAX_PER_PAGE } from './constants.js';

/**
 * The bounds of every number a request may carry (decision 014). Each fits the 32-bit integer columns
 * of both databases (PostgreSQL's `integer` and `serial`; SQLite's integers are wider), so a number the
 * contract lets through is one the database stores and compares without error.
 */
export const MAX_INT32 = 2_147_483_647;

/** Row ids are `serial` on PostgreSQL. */
export const MAX_ID = MAX_INT32;

/** A price or a discounted price: €1,000,000. */
export const MAX_PRICE_CENTS = 100_000_000;

/**
 * An order's total including VAT: €10,000,000. Every other amount of an order (a line, the VAT, the
 * total excluding VAT, the payment) is at most this total, so none of them overflows its column.
 */
export const MAX_ORDER_TOTAL_CENTS = 1_000_000_000;

/** The last page of a list, so that its offset, (page − 1) × per_page, fits a column's range too. */
export const MAX_PAGE = Math.floor(MAX_INT32 / MAX_PER_PAGE);
