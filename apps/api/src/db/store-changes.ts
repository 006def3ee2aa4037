import pg from 'pg';
import { STORE_CHANGES_CHANNEL } from './migrations/023-store-change-notices.js';

/**
 * What one PostgreSQL server process hears of changed stores (decision 030): the database announces
 * every committed change to a store's row or shop content (migration 023) on a connection of its own,
 * so the process keeps store rows without asking per request. While that connection is down, and
 * until it listens again, `listening` is false and callers ask the database each time.
 */
export interface StoreChanges {
  /** True while every committed change is heard; false before the first LISTEN and while reconnecting. */
  readonly listening: boolean;
  /** Moves on with every change heard and every loss or gain of the connection. */
  readonly generation: number;
  /**
   * The stores announced between two generations (after `from`, up to `to`), so that a caller drops
   * only what it kept of those; undefined when the connection was lost or gained in between, a notice
   * named no store, or the changes are no longer remembered: then anything may have changed.
   */
  storesChangedBetween(from: number, to: number): readonly number[] | undefined;
  close(): Promise<void>;
}

export interface StoreChangesOptions {
  /** How often the connection is proved alive; a silent one (a half-open TCP link) is given up. */
  heartbeatMs?: number;
  /** How long a proof may take before the connection counts as lost. */
  heartbeatTimeoutMs?: number;
  /** The wait before connecting again after a loss. */
  reconnectMs?: number;
}

/** How many notices are remembered: callers ask about the few since they last looked. */
const REMEMBERED_NOTICES = 1024;

/** Listens on `store_changes` through `url`, reconnecting after any loss. */
export function listenForStoreChanges(url: string, options: StoreChangesOptions = {}): StoreChanges {
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 2000;
  const reconnectMs = options.reconnectMs ?? 500;
  let client: pg.Client | null = null;
  let listening = false;
  let generation = 0;
  /** The generation from which on every move is a store in `heard`. */
  let knownFrom = 0;
  const heard: { generation: number; storeId: number }[] = [];
  let closed = false;
  let reconnect: NodeJS.Timeout | undefined;

  /** Anything may have changed: what was kept before cannot be told apart. */
  const unknown = () => {
    generation += 1;
    knownFrom = generation;
    heard.length = 0;
  };

  const lost = (which: pg.Client) => {
    if (which !== client) return;
    client = null;
    listening = false;
    unknown();
    which.end().catch(() => undefined);
    if (!closed) reconnect = setTimeout(() => void connect(), reconnectMs).unref();
  };

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: 'store-changes',
    });
    candidate.on('error', () => lost(candidate));
    candidate.on('end', () => lost(candidate));
    candidate.on('notification', (notice) => {
      if (notice.channel !== STORE_CHANGES_CHANNEL || candidate !== client) return;
      if (!/^\d+$/.test(notice.payload ?? '')) return unknown();
      generation += 1;
      heard.push({ generation, storeId: Number(notice.payload) });
      if (heard.length > REMEMBERED_NOTICES) heard.shift();
    });
    try {
      await candidate.connect();
      client = candidate;
      await candidate.query(`listen ${STORE_CHANGES_CHANNEL}`);
    } catch {
      if (client === candidate) lost(candidate);
      else {
        candidate.end().catch(() => undefined);
        if (!closed) reconnect = setTimeout(() => void connect(), reconnectMs).unref();
      }
      return;
    }
    if (closed || client !== candidate) {
      await candidate.end().catch(() => undefined);
      return;
    }
    // Whatever changed before the LISTEN was not heard: what was kept before is given up.
    unknown();
    listening = true;
  }

  const heartbeat = setInterval(() => {
    const current = client;
    if (!current || !listening) return;
    const timer = setTimeout(() => lost(current), heartbeatTimeoutMs).unref();
    current.query('select 1').then(
      () => clearTimeout(timer),
      () => {
        clearTimeout(timer);
        lost(current);
      },
    );
  }, heartbeatMs).unref();

  void connect();
  return {
    get listening() {
      return listening;
    },
    get generation() {
      return generation;
    },
    storesChangedBetween(from, to) {
      if (from < knownFrom || to > generation) return undefined;
      if (to > from && (heard.length === 0 || heard[0]!.generation > from + 1)) return undefined;
      return heard
        .filter((notice) => notice.generation > from && notice.generation <= to)
        .map((n) => n.storeId);
    },
    async close() {
      closed = true;
      clearInterval(heartbeat);
      clearTimeout(reconnect);
      const current = client;
      client = null;
      listening = false;
      await current?.end().catch(() => undefined);
    },
  };
}
