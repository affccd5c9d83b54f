import { EventEmitter } from 'node:events';
import type { TLiveTopic } from '../../shared/schemas/household.ts';
import type { Database } from '../db/client.ts';
import { listen, notify } from '../db/notify.ts';

/** The PostgreSQL channel every app server listens on. */
export const LIVE_CHANNEL = 'tempero_live';

export interface LiveEvent {
  householdId: string;
  topic: TLiveTopic;
}

/**
 * Announces changes to a household's shared data to the members' open screens, on whichever app
 * server they are connected to. On PostgreSQL the announcement goes through the database (NOTIFY on
 * one channel, every server LISTENs), so N servers behind a load balancer all hear it; the embedded
 * database has one server process, so an in-process emitter is the whole story.
 */
export interface LiveBus {
  publish(householdId: string, topic: TLiveTopic): void;
  subscribe(householdId: string, onEvent: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open screen: the default limit of 10 would warn for a family with many tabs.
  emitter.setMaxListeners(0);
  return {
    emit: (event: LiveEvent) => emitter.emit(event.householdId, event),
    subscribe(householdId: string, onEvent: (event: LiveEvent) => void) {
      emitter.on(householdId, onEvent);
      return () => void emitter.off(householdId, onEvent);
    },
  };
}

export function parseLiveEvent(payload: string | undefined): LiveEvent | null {
  try {
    const v = JSON.parse(payload ?? '') as Partial<LiveEvent>;
    return typeof v.householdId === 'string' && typeof v.topic === 'string' ? (v as LiveEvent) : null;
  } catch {
    return null;
  }
}

export function inProcessLiveBus(): LiveBus {
  const local = localEmitter();
  return {
    publish: (householdId, topic) => void local.emit({ householdId, topic }),
    subscribe: local.subscribe,
    close: async () => {},
  };
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/**
 * LISTEN on a dedicated connection, NOTIFY through the pool (src/server/db/notify.ts). A server
 * hears its own notifications too, so it delivers only what comes back from the database and every
 * server behaves the same.
 */
export async function postgresLiveBus(database: Database, databaseUrl: string, log: Logger): Promise<LiveBus> {
  const local = localEmitter();
  const listener = await listen(
    databaseUrl,
    LIVE_CHANNEL,
    (payload) => {
      const event = parseLiveEvent(payload);
      if (event) local.emit(event);
    },
    log,
  );
  return {
    publish(householdId, topic) {
      const payload = JSON.stringify({ householdId, topic } satisfies LiveEvent);
      notify(database, LIVE_CHANNEL, payload).catch((err: unknown) => log.warn({ err }, 'live updates: NOTIFY failed'));
    },
    subscribe: local.subscribe,
    close: () => listener.close(),
  };
}
