import { divideRoundHalfUp, type AppliedDiscount, type DiscountCodeRefusal } from '@platform/contract';
import type { Selectable } from 'kysely';
import type { DiscountCodesTable } from '../../db/schema.js';

export type DiscountCodeRow = Selectable<DiscountCodesTable>;

/** A cart line as a code sees it: its amount in the store's basis (gross b2c, net b2b) before the code. */
export interface DiscountableLine {
  product_id: number;
  amount: number;
  available: boolean;
  /** False for a price the buyer chose where the merchant keeps codes off it (decision 076). */
  discountable: boolean;
}

export type DiscountOutcome =
  | { applies: true; discount: AppliedDiscount; code: DiscountCodeRow; shares: number[] }
  | { applies: false; reason: DiscountCodeRefusal };

/**
 * Spreads `amount` cents over lines in proportion to their amounts, each share rounded down; the cents
 * left over go to the largest line (then the next largest, never past a line's own amount), so the
 * shares add up to the amount exactly (decision 040). Lines with amount 0 get nothing.
 */
export function spreadDiscount(amounts: readonly number[], amount: number): number[] {
  const total = amounts.reduce((sum, line) => sum + line, 0);
  if (total === 0 || amount === 0) return amounts.map(() => 0);
  // In BigInt: a line's amount times the discount can pass 2^53 before the order's bound is checked.
  const shares = amounts.map((line) => Number((BigInt(amount) * BigInt(line)) / BigInt(total)));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = amounts.map((_, index) => index).sort((a, b) => amounts[b]! - amounts[a]! || a - b);
  for (const index of largestFirst) {
    if (left === 0) break;
    const room = Math.min(left, amounts[index]! - shares[index]!);
    shares[index]! += room;
    left -= room;
  }
  return shares;
}

/**
 * Whether the code applies to these lines now, and if so the cents it takes off each (decision 040):
 * its window, its uses (held ones included), the lines it is for and the cart's minimum. A code that
 * does not exist, is outside its window or is used up is one refusal, `invalid`: a guesser learns
 * nothing from which (decision 045). The per address limit is checked when the order is placed, when
 * the address is known.
 */
export function priceDiscount(
  code: DiscountCodeRow | undefined,
  lines: readonly DiscountableLine[],
  now: Date,
): DiscountOutcome {
  const at = now.getTime();
  if (
    !code ||
    (code.starts_at && Date.parse(code.starts_at) > at) ||
    (code.ends_at && Date.parse(code.ends_at) <= at) ||
    (code.max_uses !== null && code.uses + code.reserved >= code.max_uses)
  ) {
    return { applies: false, reason: 'discount_code_invalid' };
  }
  const only = new Set(JSON.parse(code.product_ids) as number[]);
  const eligible = lines.map((line) =>
    line.available && line.discountable && (only.size === 0 || only.has(line.product_id)) ? line.amount : 0,
  );
  const eligibleTotal = eligible.reduce((sum, amount) => sum + amount, 0);
  if (eligibleTotal === 0) return { applies: false, reason: 'discount_code_no_eligible_product' };
  const cartTotal = lines.reduce((sum, line) => sum + (line.available ? line.amount : 0), 0);
  if (cartTotal < code.minimum_total) return { applies: false, reason: 'discount_code_below_minimum' };
  const amount =
    code.type === 'percentage'
      ? Math.min(eligibleTotal, divideRoundHalfUp(eligibleTotal * code.value, 100))
      : Math.min(eligibleTotal, code.value);
  return {
    applies: true,
    code,
    discount: { code: code.code, amount },
    shares: spreadDiscount(eligible, amount),
  };
}
