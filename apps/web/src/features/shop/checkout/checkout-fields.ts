import { z } from 'zod';
import {
  customerDetails,
  placeOrderRequest,
  type BusinessType,
  type FieldMode,
  type PlaceOrderRequest,
  type PublicStore,
  withdrawalWaiverAsked,
} from '@platform/contract';

export type FieldGroup = 'company' | 'vat_number' | 'address';
export type FieldModes = Record<FieldGroup, FieldMode>;

/**
 * Which details the checkout asks: the merchant's checkout settings when the store has them, else
 * company and VAT number for a b2b store (its invoices need them) and no address for digital goods.
 */
export function checkoutFieldModes(
  store: Pick<PublicStore, 'checkout'> | undefined,
  businessType: BusinessType,
): FieldModes {
  const configured = store?.checkout?.fields;
  if (configured) return configured;
  const b2b = businessType === 'b2b';
  return { company: b2b ? 'optional' : 'hidden', vat_number: b2b ? 'optional' : 'hidden', address: 'hidden' };
}

/** Company and VAT number asked (optional) where the store hides them but a reverse charge can apply. */
export function withReverseCharge(modes: FieldModes, reverseChargePossible: boolean): FieldModes {
  if (!reverseChargePossible) return modes;
  const shown = (mode: FieldMode): FieldMode => (mode === 'hidden' ? 'optional' : mode);
  return { ...modes, company: shown(modes.company), vat_number: shown(modes.vat_number) };
}

const ADDRESS_FIELDS = ['address', 'postal_code', 'city'] as const;
const shape = customerDetails.shape;

/** A field as the merchant set it: required fields lose their `optional`, so an empty one reads "required". */
function field(schema: (typeof shape)['company'], mode: FieldMode) {
  return mode === 'required' ? schema.unwrap() : schema;
}

/**
 * The checkout form's schema, flat for the form and built from the contract's own schemas, so the
 * browser and the server agree on every rule and word their messages the same. A consumer (no company,
 * no VAT number) consents to immediate delivery, as the server requires (decision 050).
 */
export function checkoutSchema(modes: FieldModes, termsRequired: boolean) {
  return z
    .object({
      email: placeOrderRequest.shape.email,
      name: shape.name,
      company: field(shape.company, modes.company),
      vat_number: field(shape.vat_number, modes.vat_number),
      address: field(shape.address, modes.address),
      postal_code: field(shape.postal_code, modes.address),
      city: field(shape.city, modes.address),
      country: shape.country,
      accept_terms: termsRequired ? z.literal(true, { error: 'terms_required' }) : z.boolean().optional(),
      withdrawal_waiver: z.boolean().optional(),
    })
    .superRefine((values, ctx) => {
      if (withdrawalWaiverAsked(values) && values.withdrawal_waiver !== true) {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['withdrawal_waiver'] });
      }
    });
}

export type CheckoutValues = z.infer<ReturnType<typeof checkoutSchema>>;
export type CheckoutInput = z.input<ReturnType<typeof checkoutSchema>>;

/** The form's fields in the order a buyer meets them. */
export const CHECKOUT_FIELDS = [
  'email',
  'name',
  'company',
  'vat_number',
  'address',
  'postal_code',
  'city',
  'country',
  'accept_terms',
  'withdrawal_waiver',
] as const satisfies readonly (keyof CheckoutInput)[];

/** The order request from the form: only the details the checkout asked, in the shopper's language. */
export function toOrderRequest(
  values: CheckoutValues,
  modes: FieldModes,
  locale: PlaceOrderRequest['locale'],
) {
  const asked = (group: FieldGroup, names: readonly string[]) =>
    modes[group] === 'hidden'
      ? {}
      : Object.fromEntries(names.map((name) => [name, values[name as keyof CheckoutValues] || undefined]));
  return {
    email: values.email,
    customer_details: {
      name: values.name,
      ...asked('company', ['company']),
      ...asked('vat_number', ['vat_number']),
      ...asked('address', ADDRESS_FIELDS),
      country: values.country,
    },
    locale,
    ...(values.accept_terms ? { accept_terms: true } : {}),
    ...(values.withdrawal_waiver ? { withdrawal_waiver: true } : {}),
  } satisfies PlaceOrderRequest;
}
