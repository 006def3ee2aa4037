export interface PeriodicJob {
  /** Does what is due now; a call while a run is under way waits for that run instead of starting one. */
  runOnce(): Promise<number>;
  start(intervalMs: number): void;
  /**
   * Stops the timer and waits for a run under way, which is told to stop (its `stopping` signal) so
   * that it finishes the item in hand and takes no other.
   */
  stop(): Promise<void>;
}

/**
 * Runs `work` every interval, one run at a time per process. Several processes may run the same job:
 * `work` claims what it does with conditional updates, so two runs never do the same thing twice.
 */
export function periodicJob(work: (stopping: AbortSignal) => Promise<number>): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const stopping = new AbortController();
  const runOnce = () => (running ??= work(stopping.signal).finally(() => (running = null)));
  return {
    runOnce,
    start(intervalMs) {
      timer ??= setInterval(() => void runOnce().catch(() => undefined), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await running;
    },
  };
}
