import { routeAddresses } from './route.js';
import type { merchantShapes } from './merchant-shapes.js';

/** A merchant's sign-in, session and account. */
export const merchantRoutes = routeAddresses<typeof merchantShapes>()({
  register: { method: 'POST', path: '/v1/auth/merchant/register', auth: 'public' },
  login: { method: 'POST', path: '/v1/auth/merchant/login', auth: 'public' },
  passwordReset: { method: 'POST', path: '/v1/auth/merchant/password-reset', auth: 'public' },
  confirmPasswordReset: { method: 'POST', path: '/v1/auth/merchant/password-reset/confirm', auth: 'public' },
  /** By the refresh cookie, with the XSRF header. */
  refreshToken: { method: 'POST', path: '/v1/auth/refresh-token', auth: 'public' },
  logout: { method: 'POST', path: '/v1/admin/auth/logout', auth: 'merchant' },
  account: { method: 'GET', path: '/v1/admin/account', auth: 'merchant' },
  updateAccount: { method: 'PUT', path: '/v1/admin/account', auth: 'merchant' },
  changePassword: { method: 'POST', path: '/v1/admin/account/password', auth: 'merchant' },
  deleteAccount: { method: 'DELETE', path: '/v1/admin/account', auth: 'merchant' },
});
