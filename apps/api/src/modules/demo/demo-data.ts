import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { register } from '../auth/auth.service.js';
import { createStore } from '../stores/stores.service.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_STORE_SLUG = 'demo';

export interface DemoSignIn {
  email: string;
  password: string;
}

/**
 * On an empty database, creates a demo merchant with a demo store so a newcomer has something to
 * look at. The password is random and returned once, to be printed; it is never stored in clear.
 */
export async function seedDemoData(ctx: AppContext): Promise<DemoSignIn | null> {
  const anyUser = await ctx.database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return null;
  const password = randomBytes(12).toString('base64url');
  const { user } = await register(ctx, { name: 'Demo Merchant', email: DEMO_EMAIL, password });
  await createStore(ctx, user.id, { name: 'Demo Store', slug: DEMO_STORE_SLUG, business_type: 'b2c' });
  return { email: DEMO_EMAIL, password };
}
