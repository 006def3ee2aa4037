import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.js';
import type * as PeriodicJobModule from '../../src/lib/periodic-job.js';

/** Each periodic job the process makes, and whether it was started and stopped. */
const jobs = vi.hoisted(() => [] as { started: boolean; stopped: boolean }[]);

vi.mock('../../src/lib/periodic-job.js', async (importOriginal) => {
  const original = await importOriginal<typeof PeriodicJobModule>();
  return {
    ...original,
    periodicJob: (...args: Parameters<typeof original.periodicJob>) => {
      const job = original.periodicJob(...args);
      const record = { started: false, stopped: false };
      jobs.push(record);
      return {
        ...job,
        start(intervalMs: number) {
          record.started = true;
          job.start(intervalMs);
        },
        async stop() {
          record.stopped = true;
          await job.stop();
        },
      };
    },
  };
});

const { serve } = await import('../../src/server.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-server-jobs-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A job left running after the stop would go on ticking against a closed database.
it('stops every job it started when the server stops', async () => {
  const server = await serve(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
    }),
  );
  await server.stop();

  const started = jobs.filter((job) => job.started);
  expect(started.length).toBeGreaterThanOrEqual(3);
  expect(started.filter((job) => !job.stopped)).toEqual([]);
});
