import { z } from 'zod';
import { MAX_ID, MAX_PAGE, MAX_PRICE_CENTS } from './bounds.js';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from './constants.js';

/** Every success body is `{ data }`; lists add `meta` (docs/design.md "API contract"). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z
      .object({ total: z.number().int(), page: z.number().int(), per_page: z.number().int() })
      .describe('Where this page lies in the whole list.'),
  });

export const errorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** An amount of money a request names: integer cents (docs/design.md "API contract"). */
export const cents = z.number().int().min(0).max(MAX_PRICE_CENTS);

/** A row id in a path, a query or a form, where it arrives as text. */
export const id = z.coerce.number().int().positive().max(MAX_ID);
/** A row id in a JSON body, where it must be a number. */
export const idNumber = z.number().int().positive().max(MAX_ID);
export const idParams = z.object({ id });
export const storeIdQuery = z.object({ store_id: id });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});

export const isoDateTime = z.string();

export const okResponse = z.object({
  code: z
    .literal('OK')
    .describe('Always `OK`: it was done (or, where the route says so, the same answer whatever happened).'),
});
