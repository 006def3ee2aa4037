import type { CheckoutInput } from './checkout-fields';

/**
 * What the shopper typed, kept in memory only (docs/spec.md §3: the e-mail address is never stored), so a
 * trip back to the cart does not empty the form.
 */
let remembered: Partial<CheckoutInput> = {};

export function rememberedDetails(): Partial<CheckoutInput> {
  return remembered;
}

export function rememberDetails(values: Partial<CheckoutInput>): void {
  // Consent is given for each order anew, never carried over from an earlier one.
  remembered = { ...values, accept_terms: undefined, withdrawal_waiver: undefined };
}
