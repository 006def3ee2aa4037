export { settingsRoutes } from './settings.routes.js';
export { writeSettings } from './settings.service.js';
