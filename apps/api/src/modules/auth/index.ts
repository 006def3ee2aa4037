export { authRoutes } from './auth.routes.js';
export { checkPasswordRate, emailTaken, normalizeEmail, register, useAccessToken } from './auth.service.js';
