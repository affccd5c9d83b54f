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

/** Someone's sessions ended (logout, a password change, the account deleted): their streams check. */
export interface AccessEvent {
  userId: string;
  topic: 'access';
}

/**
 * Announces changes to a household's shared data to the members' open screens, on whichever app
 * server they are connected to, and tells every server when a person's sessions end so the streams
 * they opened close. On PostgreSQL the announcement goes through the database (NOTIFY on one
 * channel, every server LISTENs), so N servers behind a load balancer all hear it; the embedded
 * database has one server process, so an in-process emitter is the whole story.
 */
export interface LiveBus extends LiveAnnouncer {
  subscribe(householdId: string, onEvent: (event: LiveEvent) => void): () => void;
  /** Called when `userId`'s sessions or account changed (an AccessEvent from any server). */
  subscribeAccess(userId: string, onChange: () => void): () => void;
  close(): Promise<void>;
}

/** The sending half of the bus (what a command-line tool needs). */
export interface LiveAnnouncer {
  publish(householdId: string, topic: TLiveTopic): void;
  /**
   * Resolves once the announcement is sent (on PostgreSQL: committed), so a change made after it
   * reaches every server after it too.
   */
  publishAccess(userId: string): Promise<void>;
}

const householdKey = (id: string) => `h:${id}`;
const userKey = (id: string) => `u:${id}`;

function localEmitter() {
  const emitter = new EventEmitter();
  // One listener per open screen: the default limit of 10 would warn for a family with many tabs.
  emitter.setMaxListeners(0);
  return {
    emit(event: LiveEvent | AccessEvent) {
      if (event.topic === 'access' && 'userId' in event) emitter.emit(userKey(event.userId));
      else if ('householdId' in event) emitter.emit(householdKey(event.householdId), event);
    },
    subscribe(householdId: string, onEvent: (event: LiveEvent) => void) {
      emitter.on(householdKey(householdId), onEvent);
      return () => void emitter.off(householdKey(householdId), onEvent);
    },
    subscribeAccess(userId: string, onChange: () => void) {
      emitter.on(userKey(userId), onChange);
      return () => void emitter.off(userKey(userId), onChange);
    },
  };
}

export function parseLiveEvent(payload: string | undefined): LiveEvent | AccessEvent | null {
  try {
    const v = JSON.parse(payload ?? '') as { userId?: unknown; householdId?: unknown; topic?: unknown };
    if (typeof v.topic !== 'string') return null;
    if (v.topic === 'access') return typeof v.userId === 'string' ? { userId: v.userId, topic: 'access' } : null;
    return typeof v.householdId === 'string' ? { householdId: v.householdId, topic: v.topic as TLiveTopic } : null;
  } catch {
    return null;
  }
}

export function inProcessLiveBus(): LiveBus {
  const local = localEmitter();
  return {
    publish: (householdId, topic) => local.emit({ householdId, topic }),
    publishAccess: async (userId) => local.emit({ userId, topic: 'access' }),
    subscribe: local.subscribe,
    subscribeAccess: local.subscribeAccess,
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
  const send = (event: LiveEvent | AccessEvent) =>
    notify(database, LIVE_CHANNEL, JSON.stringify(event)).catch((err: unknown) =>
      log.warn({ err }, 'live updates: NOTIFY failed'),
    );
  return {
    publish: (householdId, topic) => void send({ householdId, topic }),
    publishAccess: (userId) => send({ userId, topic: 'access' }),
    subscribe: local.subscribe,
    subscribeAccess: local.subscribeAccess,
    close: () => listener.close(),
  };
}

/**
 * The announcements of a process that serves no streams (the command line): on PostgreSQL they go
 * through the database to every app server; the embedded database is held by one process at a
 * time, so a tool that has it open has no server to tell.
 */
export function liveAnnouncer(database: Database, log: Logger): LiveAnnouncer {
  if (database.kind !== 'postgres') return { publish: () => {}, publishAccess: async () => {} };
  const send = (event: LiveEvent | AccessEvent) =>
    notify(database, LIVE_CHANNEL, JSON.stringify(event)).catch((err: unknown) =>
      log.warn({ err }, 'live updates: NOTIFY failed'),
    );
  return {
    publish: (householdId, topic) => void send({ householdId, topic }),
    publishAccess: (userId) => send({ userId, topic: 'access' }),
  };
}
