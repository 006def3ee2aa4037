import { z } from 'zod';
import {
  customerDetails,
  placeOrderRequest,
  type BusinessType,
  type FieldMode,
  type PlaceOrderRequest,
  type PublicStore,
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

/**
 * Whether the store asks every buyer for a company or a VAT number: it sells to businesses only, so
 * every buyer is one and the checkout does not ask whether they buy for a business.
 */
export function businessOnly(modes: FieldModes): boolean {
  return modes.company === 'required' || modes.vat_number === 'required';
}

/**
 * Whether the checkout starts as a business buyer's: where the store asks company or VAT number from
 * the start (a b2b store does by default), the buyer sees them at once and may untick to buy as a
 * consumer; elsewhere they tick "I'm buying for a business" to give them (decision 052).
 */
export function startsAsBusiness(modes: FieldModes): boolean {
  return modes.company !== 'hidden' || modes.vat_number !== 'hidden';
}

const shape = customerDetails.shape;

/** A detail the buyer must give: empty, or only spaces, reads "required", as the server answers. */
function required(schema: (typeof shape)['company']) {
  return schema.unwrap().min(1, { error: 'required' });
}

/** A field the checkout does not ask: whatever it held from before is not sent. */
const notAsked = z
  .string()
  .optional()
  .transform(() => undefined);

/** A field as the merchant set it for a consumer. */
function asSet(schema: (typeof shape)['company'], mode: FieldMode) {
  if (mode === 'hidden') return notAsked;
  return mode === 'required' ? required(schema) : schema;
}

function buyerSchema(modes: FieldModes, termsRequired: boolean) {
  const common = {
    email: placeOrderRequest.shape.email,
    name: shape.name,
    country: shape.country,
    accept_terms: termsRequired ? z.literal(true, { error: 'terms_required' }) : z.boolean().optional(),
  };
  const consumer = z.object({
    ...common,
    business: z.literal(false),
    address: asSet(shape.address, modes.address),
    postal_code: asSet(shape.postal_code, modes.address),
    city: asSet(shape.city, modes.address),
    withdrawal_waiver: z.literal(true, { error: 'required' }),
  });
  const business = z.object({
    ...common,
    business: z.literal(true),
    company: required(shape.company),
    // Optional unless the store requires one of everyone; a business gives it wherever the store hides it.
    vat_number: modes.vat_number === 'required' ? required(shape.vat_number) : shape.vat_number,
    address: required(shape.address),
    postal_code: required(shape.postal_code),
    city: required(shape.city),
  });
  return z.discriminatedUnion('business', [consumer, business]);
}

export type CheckoutValues = z.output<ReturnType<typeof buyerSchema>>;

/** The form's values as typed: every field, whichever of them the buyer is asked. */
export interface CheckoutInput {
  email: string;
  name: string;
  business: boolean;
  company?: string;
  vat_number?: string;
  address?: string;
  postal_code?: string;
  city?: string;
  country?: string;
  accept_terms?: boolean;
  withdrawal_waiver?: boolean;
}

/**
 * The checkout form's schema, flat for the form and built from the contract's own schemas, so the
 * browser and the server agree on every rule and word their messages the same. A business buyer gives
 * a company and its full address, whatever the store's fields say, and is not asked to give up a right
 * of withdrawal it does not have; a consumer gives the address only where the store asks it, and
 * consents to immediate delivery (decisions 050, 052).
 */
export function checkoutSchema(
  modes: FieldModes,
  termsRequired: boolean,
): z.ZodType<CheckoutValues, CheckoutInput> {
  return buyerSchema(modes, termsRequired);
}

/** The form's fields in the order a buyer meets them. */
export const CHECKOUT_FIELDS = [
  'email',
  'name',
  'business',
  'company',
  'vat_number',
  'address',
  'postal_code',
  'city',
  'country',
  'accept_terms',
  'withdrawal_waiver',
] as const satisfies readonly (keyof CheckoutInput)[];

/**
 * The order request from the form as the schema read it, in the shopper's language: a business's
 * company, VAT number and address, or a consumer's consent and the address the store asks.
 */
export function toOrderRequest(values: CheckoutValues, locale: PlaceOrderRequest['locale']) {
  const { email, accept_terms, ...buyer } = values;
  const details = buyer.business
    ? {
        company: buyer.company,
        vat_number: buyer.vat_number,
        address: buyer.address,
        postal_code: buyer.postal_code,
        city: buyer.city,
      }
    : { address: buyer.address, postal_code: buyer.postal_code, city: buyer.city };
  return {
    email,
    customer_details: { name: buyer.name, ...details, country: buyer.country },
    locale,
    ...(accept_terms ? { accept_terms: true } : {}),
    ...(buyer.business ? {} : { withdrawal_waiver: true }),
  } satisfies PlaceOrderRequest;
}
