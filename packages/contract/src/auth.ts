import { z } from 'zod';
import { humanText } from './human-text.js';

export const email = z.email().max(254);
export const password = z.string().min(10).max(200);

export const registerRequest = z.object({
  name: humanText({ min: 1, max: 100 }),
  email,
  password,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const loginRequest = z.object({
  email,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** Asks for a password-reset link; answered alike whether or not an account has this address. */
export const passwordResetRequest = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequest>;

/** Sets a new password with the link's token; the answer signs the merchant in, as a login does. */
export const passwordResetConfirmRequest = z.object({
  token: z.string().min(20).max(100),
  password,
});
export type PasswordResetConfirmRequest = z.infer<typeof passwordResetConfirmRequest>;

/** The merchant's auth record, saved by the web app under the `auth` key (docs/spec.md §3). */
export const authorization = z.object({ token: z.string().min(1), expires_at: z.string().min(1) });
export type Authorization = z.infer<typeof authorization>;

export const user = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type User = z.infer<typeof user>;

export const sessionResponse = z.object({ data: z.object({ authorization, user }) });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const refreshResponse = z.object({
  code: z.literal('OK').describe('Always `OK`: the session was renewed.'),
  data: z.object({ authorization }),
});
export type RefreshResponse = z.infer<typeof refreshResponse>;
