import { writeFileSync } from 'node:fs';
import { loadConfig } from '../apps/api/src/config.js';
import { closeContext, createContext } from '../apps/api/src/context.js';
import { seedBenchData } from './bench-seed.js';
const dataDir = '/tmp/prof/data';
const env = { DATA_DIR: dataDir, DATABASE_URL: `sqlite:${dataDir}/bench.sqlite` };
const ctx = await createContext(
  loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
);
const data = await seedBenchData(ctx, 40_000);
await closeContext(ctx);
writeFileSync('/tmp/prof/data.json', JSON.stringify(data));
