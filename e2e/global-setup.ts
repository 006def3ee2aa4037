import type { TestProject } from 'vitest/node';
import { startDemoServer } from '../scripts/demo-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    storeUrl: string;
    demoEmail: string;
    demoPassword: string;
  }
}

/**
 * Starts the real server the way `npm start` does, on a free port with a fresh data directory and
 * demo data, and hands its addresses and the demo sign-in to the browser tests.
 */
export default async function setup(project: TestProject) {
  // Every journey signs the demo merchant in; the limit shared by the server's workers would stop the
  // eleventh sign-in of one address within the window.
  const server = await startDemoServer({ LOGIN_LIMIT_PER_EMAIL: '1000' });
  project.provide('adminUrl', server.adminUrl);
  project.provide('storeUrl', server.storeUrl);
  project.provide('demoEmail', server.demoEmail);
  project.provide('demoPassword', server.demoPassword);
  return server.stop;
}
