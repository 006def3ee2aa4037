import { routeAddresses } from './route.js';
import type { licenseShapes } from './licenses-shapes.js';

/** The licence API a merchant's software calls (decision 039), in Lemon Squeezy's form. */
export const licenseRoutes = routeAddresses<typeof licenseShapes>()({
  validate: { method: 'POST', path: '/v1/licenses/validate', auth: 'public' },
  activate: { method: 'POST', path: '/v1/licenses/activate', auth: 'public' },
  deactivate: { method: 'POST', path: '/v1/licenses/deactivate', auth: 'public' },
});
