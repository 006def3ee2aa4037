import { z } from 'zod';

export const FIELD_MODES = ['hidden', 'optional', 'required'] as const;
export type FieldMode = (typeof FIELD_MODES)[number];
const fieldMode = z.enum(FIELD_MODES);
/** Which customer details the checkout asks for; `address` covers street, postal code and city. */
export const checkoutFields = z.strictObject({
  company: fieldMode,
  vat_number: fieldMode,
  address: fieldMode,
});
export type CheckoutFields = z.infer<typeof checkoutFields>;
