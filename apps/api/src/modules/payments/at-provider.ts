import { AppError } from '../../errors.js';

/**
 * Payment links asked per order a quarter of an hour (decision 045). Each asks the provider about the
 * open payment, so without a limit anyone holding a cart of theirs could spend the merchant's API quota;
 * a buyer asks once, or a few times after coming back from the provider. A subscription's change of
 * payment method (decision 081) is counted the same, per subscription.
 */
export const PAYMENT_LINKS_PER_ORDER = 20;
export const PAYMENT_LINK_WINDOW_SECONDS = 15 * 60;

/** Runs a call to a payment provider; its failure reaches the shopper as a 502 in their language. */
export async function atProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw AppError.upstream('payment_provider_failed', error);
  }
}
