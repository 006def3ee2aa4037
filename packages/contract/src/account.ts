import { z } from 'zod';
import { email, password } from './auth.js';
import { LOCALES } from './constants.js';
import { humanText } from './human-text.js';

export const PER_PAGE_CHOICES = [20, 50, 100] as const;

/** Per-merchant display choices, the same in every store they run. */
export const merchantPreferences = z.strictObject({
  locale: z.enum(LOCALES),
  per_page: z.union([z.literal(20), z.literal(50), z.literal(100)]),
});
export type MerchantPreferences = z.infer<typeof merchantPreferences>;

export const account = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  preferences: merchantPreferences,
});
export type Account = z.infer<typeof account>;

/** A new e-mail address needs the current password, so that a borrowed session cannot take the sign-in over. */
export const updateAccountRequest = z.object({
  name: humanText({ min: 1, max: 100 }).optional(),
  email: email.optional(),
  current_password: z.string().min(1).max(200).optional(),
  preferences: merchantPreferences.partial().optional(),
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequest>;

export const changePasswordRequest = z.object({
  current_password: z.string().min(1).max(200),
  new_password: password,
});

export const deleteAccountRequest = z.object({ password: z.string().min(1).max(200) });
