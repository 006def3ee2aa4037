export { DEMO_STORE_SLUG, seedDemoData, type DemoSignIn } from './demo-data.js';
export { demoRoutes } from './demo.routes.js';
