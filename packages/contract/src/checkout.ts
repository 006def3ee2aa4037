import { z } from 'zod';

export const FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];
const fieldMode = z.enum(FIELD_MODES);
/** Which customer details the checkout asks for; `address` covers street, postal code and city. */
export const checkoutFields = z.strictObject({
  company: fieldMode.describe(
    "Whether the checkout asks the buyer's company: `hidden`, `optional` or `required`.",
  ),
  vat_number: fieldMode.describe(
    "Whether the checkout asks the buyer's VAT number: `hidden`, `optional` or `required`.",
  ),
  address: fieldMode.describe(
    'Whether the checkout asks the street, postal code and city: `hidden`, `optional` or `required`.',
  ),
});
export type CheckoutFields = z.infer<typeof checkoutFields>;
