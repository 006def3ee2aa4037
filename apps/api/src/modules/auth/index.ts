export { findActiveAccessToken, findUserByEmail } from './auth.repository.js';
export { authRoutes } from './auth.routes.js';
export { checkPasswordRate, normalizeEmail, register } from './auth.service.js';
