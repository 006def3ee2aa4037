export interface PeriodicJob {
  /** Does one batch of what is due now; a call while one is under way waits for it instead of starting one. */
  runOnce(): Promise<number>;
  /** Runs batches back to back until one comes back short of full: what was due is done. */
  drain(): Promise<void>;
  /**
   * Drains every interval. The first run waits an interval too: a server started on another's data
   * (a journey's second server, its clock moved) changes nothing before its jobs are due.
   */
  start(intervalMs: number): void;
  /**
   * Stops the timer and waits for a run under way, which is told to stop (its `stopping` signal) so
   * that it finishes the items in hand and takes no other.
   */
  stop(): Promise<void>;
}

/** What one run did: how many items it handled, and whether it took a full batch (so more may be due). */
export interface BatchResult {
  handled: number;
  full: boolean;
}

/**
 * Runs `work` in batches, one at a time per process: at every interval it drains, running batches back
 * to back for as long as each comes back full, so a backlog goes at the pace the work allows instead of
 * one batch per interval. Several processes may run the same job: `work` claims what it does with
 * conditional updates, so two runs never do the same thing twice.
 */
export function periodicJob(work: (stopping: AbortSignal) => Promise<BatchResult>): PeriodicJob {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<BatchResult> | null = null;
  let draining: Promise<void> | null = null;
  const stopping = new AbortController();
  const runBatch = () => (running ??= work(stopping.signal).finally(() => (running = null)));
  const drain = () =>
    (draining ??= (async () => {
      while (!stopping.signal.aborted && (await runBatch()).full);
    })().finally(() => (draining = null)));
  const tick = () => void drain().catch(() => undefined);
  return {
    runOnce: async () => (await runBatch()).handled,
    drain,
    start(intervalMs) {
      timer ??= setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      stopping.abort();
      await Promise.allSettled([running, draining]);
    },
  };
}
