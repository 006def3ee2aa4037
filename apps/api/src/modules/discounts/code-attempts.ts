import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import { enforceLimits, refuseSpentLimits, type Limit } from '../../lib/rate-limiter.js';

/**
 * Failed codes one cart may try a quarter of an hour: a shopper mistypes a code a few times, a script
 * tries thousands. The cart's count holds where many addresses share the guessing of one cart.
 */
const FAILED_CODES_PER_CART = 10;
const FAILED_CODES_WINDOW_SECONDS = 15 * 60;

/** Who tries a code: the client address, and the cart when it exists already. */
export interface TriedFrom {
  address: string;
  cartId?: string | undefined;
}

function failedCodeLimits(ctx: AppContext, from: TriedFrom): Limit[] {
  const window = { windowSeconds: FAILED_CODES_WINDOW_SECONDS };
  const limits: Limit[] = [
    {
      key: `discount-code:ip:${from.address}`,
      limit: ctx.config.rateLimits.failedCodesPerAddress,
      ...window,
    },
  ];
  if (from.cartId) {
    limits.push({ key: `discount-code:cart:${from.cartId}`, limit: FAILED_CODES_PER_CART, ...window });
  }
  return limits;
}

const refusesCode = (error: unknown) =>
  error instanceof AppError && error.fields?.discount_code !== undefined;

/**
 * Runs an attempt that applies a code a shopper typed, under the limits of failed codes (decision
 * 045). Only an attempt refused on `discount_code` counts, so typing the right code never uses one up.
 * Once the address or the cart has none left, every code it names is refused with 429 until the window
 * ends, the right one too: were the right one let through, a guesser would read it off the difference.
 */
export async function tryDiscountCode<T>(
  ctx: AppContext,
  from: TriedFrom,
  attempt: () => Promise<T>,
): Promise<T> {
  const limits = failedCodeLimits(ctx, from);
  await refuseSpentLimits(ctx.rateLimiter, limits);
  try {
    return await attempt();
  } catch (error) {
    if (refusesCode(error)) await enforceLimits(ctx.rateLimiter, limits);
    throw error;
  }
}
