export { apiTokensRoutes } from './api-tokens.routes.js';
export {
  API_TOKEN_PREFIX,
  revokeMerchantsApiTokens,
  useApiToken,
  type ApiTokenGrant,
} from './api-tokens.service.js';
export { scopeForRoute } from './route-scopes.js';
