import { z } from 'zod';
import { id, idNumber, pageQuery } from './common.js';
import { humanText } from './human-text.js';

/**
 * Licence keys (decision 039): a product item of type `license_key` hands every paid unit a key of
 * its own, taken from a pool the merchant uploads or generated from a pattern.
 */
export const LICENSE_SOURCES = ['pool', 'pattern'] as const;
export type LicenseSource = (typeof LICENSE_SOURCES)[number];

export const LICENSE_KEY_STATUSES = ['available', 'assigned', 'disabled'] as const;
export type LicenseKeyStatus = (typeof LICENSE_KEY_STATUSES)[number];

/** One key of a pool (a line of the upload). */
export const MAX_LICENSE_KEY_LENGTH = 200;
/** Keys in one upload; a larger pool is uploaded in parts. */
export const MAX_LICENSE_KEYS_PER_UPLOAD = 5000;
/** Characters of one upload: every key at its longest, each with a line end of two characters (CRLF). */
export const MAX_LICENSE_UPLOAD_CHARS = MAX_LICENSE_KEYS_PER_UPLOAD * (MAX_LICENSE_KEY_LENGTH + 2);
/** The pattern a generated key follows unless the merchant gives another. */
export const DEFAULT_LICENSE_PATTERN = 'XXXX-XXXX-XXXX-XXXX';
/** Keys left in a pool at which the admin warns, unless the merchant sets another threshold. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;
/** The most instances one key may be activated on. */
export const MAX_ACTIVATION_LIMIT = 100_000;
/** The longest validity of a key: a hundred years. */
export const MAX_LICENSE_VALID_DAYS = 36_500;

/** The fields of a licence key item, flat beside its name as the item forms have them. */
export const licenseItemFields = {
  license_source: z.enum(LICENSE_SOURCES),
  license_prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,20}$/, { error: 'license_prefix_format' })
    .default(''),
  /** `X` is a random character; at least 12 of them (60 bits) so a key cannot be guessed. */
  license_pattern: z
    .string()
    .trim()
    .regex(/^(?=(?:-*X){12})[X-]{12,64}$/, { error: 'license_pattern_format' })
    .default(DEFAULT_LICENSE_PATTERN),
  /** How many instances one key may be activated on; null is no limit. */
  activation_limit: z.number().int().min(1).max(MAX_ACTIVATION_LIMIT).nullable().default(null),
  /** Days a key stays valid from the moment it is handed out; null: it never expires. */
  license_valid_days: z.number().int().min(1).max(MAX_LICENSE_VALID_DAYS).nullable().default(null),
  low_stock_threshold: z.number().int().min(0).max(100_000).default(DEFAULT_LOW_STOCK_THRESHOLD),
};

export const licenseItemSettings = z.object({
  source: z.enum(LICENSE_SOURCES),
  prefix: z.string(),
  pattern: z.string(),
  activation_limit: z.number().int().nullable(),
  valid_days: z.number().int().nullable(),
  low_stock_threshold: z.number().int(),
});

/** A pool's counts. A generated item's keys are never short: `available` is null there. */
export const licensePool = z.object({
  available: z
    .number()
    .int()
    .nullable()
    .describe(
      'Keys in the pool not yet handed out; null for keys made from a pattern, which never run short.',
    ),
  assigned: z.number().int(),
  /** Keys paid orders still wait for, because the pool ran dry. */
  waiting: z.number().int(),
  /** The pool holds no more than its threshold (or is dry while orders wait). */
  low: z.boolean(),
});
export type LicensePool = z.infer<typeof licensePool>;

export const licenseKeysParams = z.object({ id, itemId: id });

/** Why a paste of keys cannot be taken as it is, with the values its message names. */
export type LicenseKeysProblem =
  | { code: 'license_keys_empty' }
  | { code: 'license_keys_too_many'; max: number }
  | { code: 'license_key_too_long'; max: number; line: number };

/**
 * Splits pasted keys: one per line, trimmed; blank lines and repeats within the paste left out (the
 * repeats named). The API takes an upload by it; the create form counts what it is about to add by it.
 */
export function splitLicenseKeys(text: string): {
  keys: string[];
  repeated: string[];
  problem: LicenseKeysProblem | null;
} {
  const keys: string[] = [];
  const repeated: string[] = [];
  const seen = new Set<string>();
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    const key = line.trim();
    if (key === '') continue;
    if (key.length > MAX_LICENSE_KEY_LENGTH) {
      return {
        keys,
        repeated,
        problem: { code: 'license_key_too_long', max: MAX_LICENSE_KEY_LENGTH, line: index + 1 },
      };
    }
    if (seen.has(key)) {
      repeated.push(key);
      continue;
    }
    seen.add(key);
    keys.push(key);
  }
  const problem: LicenseKeysProblem | null =
    keys.length === 0
      ? { code: 'license_keys_empty' }
      : keys.length > MAX_LICENSE_KEYS_PER_UPLOAD
        ? { code: 'license_keys_too_many', max: MAX_LICENSE_KEYS_PER_UPLOAD }
        : null;
  return { keys, repeated, problem };
}

/** Pasted keys beside a new pool item's settings: the item is created with them, or not at all. */
export const licenseKeysText = z.string().max(MAX_LICENSE_UPLOAD_CHARS);

/** Keys pasted or read from a text file: one per line; blank lines and repeats are left out. */
export const addLicenseKeysRequest = z.object({
  store_id: idNumber,
  keys: licenseKeysText,
});
export type AddLicenseKeysRequest = z.infer<typeof addLicenseKeysRequest>;

export const addLicenseKeysResponse = z.object({
  added: z.number().int(),
  /** Keys left out because the store already has them or the upload repeated them: the first 20. */
  duplicates: z.array(z.string()),
  duplicate_count: z.number().int(),
  /** Of the added keys, how many went straight to paid orders that waited for one. */
  assigned_to_waiting: z.number().int(),
  pool: licensePool,
});
export type AddLicenseKeysResponse = z.infer<typeof addLicenseKeysResponse>;

export const licenseKeysQuery = pageQuery.extend({
  store_id: id,
  status: z.enum(LICENSE_KEY_STATUSES).optional().describe('Only keys of this status.'),
  search: humanText({ max: 200 }).optional(),
});
export type LicenseKeysQuery = z.infer<typeof licenseKeysQuery>;

/** A key as the merchant sees it, with who holds it. */
export const adminLicenseKey = z.object({
  id: z.number().int(),
  key: z.string(),
  status: z
    .enum(LICENSE_KEY_STATUSES)
    .describe('`available` in the pool, `assigned` to an order, or `disabled`.'),
  order_id: z.string().nullable(),
  order_number: z.number().int().nullable(),
  email: z.string().nullable(),
  activations: z.number().int(),
  assigned_at: z.string().nullable(),
  /** When the key stops validating: its hand-out plus the item's valid days; null: never. */
  expires_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
});
export type AdminLicenseKey = z.infer<typeof adminLicenseKey>;

/** One key of an item, as the merchant manages it. */
export const licenseKeyParams = z.object({ id, itemId: id, keyId: id });

/**
 * What the merchant does to one key: `disable` stops it validating and activating, `enable` undoes
 * that (a refund's disabling too), `reset_activations` frees every instance's place, so a buyer with
 * a new computer can activate again.
 */
export const LICENSE_KEY_ACTIONS = ['disable', 'enable', 'reset_activations'] as const;
export type LicenseKeyAction = (typeof LICENSE_KEY_ACTIONS)[number];
export const licenseKeyActionParams = licenseKeyParams.extend({
  action: z
    .enum(LICENSE_KEY_ACTIONS)
    .describe(
      '`disable`: the key stops validating; `enable`: it works again; `reset_activations`: its activations end, so it can be activated anew.',
    ),
});
export const licenseKeyActionRequest = z.object({ store_id: idNumber });

/**
 * A key's new text, its order kept. Empty for a generated item's key: the shop draws a new one from
 * the item's pattern. One line, as an upload's keys are.
 */
export const replaceLicenseKeyRequest = z.object({
  store_id: idNumber,
  key: z
    .string()
    .trim()
    .max(MAX_LICENSE_KEY_LENGTH)
    .regex(/^[^\r\n\t]*$/, { error: 'invalid_characters' })
    .default(''),
});
export type ReplaceLicenseKeyRequest = z.infer<typeof replaceLicenseKeyRequest>;

export const licenseActivationsQuery = pageQuery.extend({ store_id: id });

/** One instance a key is activated on, as the licence API recorded it. */
export const adminLicenseActivation = z.object({
  instance_id: z.string(),
  name: z.string(),
  created_at: z.string(),
});
export type AdminLicenseActivation = z.infer<typeof adminLicenseActivation>;

// The public licence API, as Lemon Squeezy's (https://docs.lemonsqueezy.com/api/license-api).

const licenseKeyText = z.string().trim().min(1).max(MAX_LICENSE_KEY_LENGTH);
/** Only needed when the same uploaded key exists in two stores. */
const optionalStore = idNumber.optional();

export const validateLicenseRequest = z.object({
  license_key: licenseKeyText,
  instance_id: z.string().trim().min(1).max(100).optional(),
  store_id: optionalStore,
});
export const activateLicenseRequest = z.object({
  license_key: licenseKeyText,
  instance_name: humanText({ min: 1, max: 200 }),
  store_id: optionalStore,
});
export const deactivateLicenseRequest = z.object({
  license_key: licenseKeyText,
  instance_id: z.string().trim().min(1).max(100),
  store_id: optionalStore,
});
export type ValidateLicenseRequest = z.infer<typeof validateLicenseRequest>;
export type ActivateLicenseRequest = z.infer<typeof activateLicenseRequest>;
export type DeactivateLicenseRequest = z.infer<typeof deactivateLicenseRequest>;

export const licenseInstance = z.object({ id: z.string(), name: z.string(), created_at: z.string() });

const licenseState = {
  error: z.string().nullable(),
  license_key: z.object({
    id: z.number().int(),
    /**
     * `inactive` before its first activation, `active` after, `expired` past its `expires_at`,
     * `disabled` once its order was refunded.
     */
    status: z
      .enum(['inactive', 'active', 'expired', 'disabled'])
      .describe(
        '`inactive` before its first activation, `active` after, `expired` past its `expires_at`, `disabled` once its order was refunded or the merchant disabled it.',
      ),
    key: z.string(),
    activation_limit: z.number().int().nullable(),
    activation_usage: z.number().int(),
    created_at: z.string(),
    expires_at: z.string().nullable(),
  }),
  instance: licenseInstance.nullable(),
  meta: z
    .object({
      store_id: z.number().int(),
      store_name: z.string(),
      product_id: z.number().int().nullable(),
      product_name: z.string(),
      order_number: z.number().int().nullable(),
    })
    .describe('The store, product and order the key was sold with.'),
};

export const validateLicenseResponse = z.object({ valid: z.boolean(), ...licenseState });
export const activateLicenseResponse = z.object({ activated: z.literal(true), ...licenseState });
export const deactivateLicenseResponse = z.object({ deactivated: z.literal(true), ...licenseState });
export type LicenseState = Omit<z.infer<typeof validateLicenseResponse>, 'valid'>;
