export { apiTokensRoutes } from './api-tokens.routes.js';
export { revokeApiTokensOfUser } from './api-tokens.repository.js';
export { API_TOKEN_PREFIX, useApiToken, type ApiTokenGrant } from './api-tokens.service.js';
export { scopeForRoute } from './route-scopes.js';
