import { writeFileSync } from 'node:fs';
import { loadConfig } from '../apps/api/src/config.js';
import { closeContext, createContext } from '../apps/api/src/context.js';
import { seedBenchData } from './bench-seed.js';
const dataDir = '/tmp/prof/pgdir';
const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/benchprof' };
const ctx = await createContext(
  loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }),
);
const data = await seedBenchData(ctx, 40_000);
await closeContext(ctx);
writeFileSync('/tmp/prof/pgdata.json', JSON.stringify(data));
