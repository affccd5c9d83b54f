import type { Db } from '../db/client.ts';
import type { UserRow } from '../users/users.repository.ts';

/**
 * Recently resolved sessions, so a signed-in request does not pay a database round trip for its
 * session: on the embedded database (PGlite) every query runs on the server's own thread, and the
 * session lookup was one of the two queries of most API requests.
 *
 * Only for the embedded database: it belongs to one server process (a lock keeps every other
 * process out), so every write that can end a session or change its user goes through this
 * process and forgets the entries it touches at once (logout, password change, account deletion,
 * household membership or role). On PostgreSQL, N app servers share the sessions and nothing may
 * live in one process (DESIGN.md), so the cache is off there.
 *
 * Entries are keyed by the token's hash (the raw token is never kept), live at most TTL_MS and
 * never past the session's own expiry; the short TTL also bounds any write path this file does
 * not hear of. Each request gets its own copy of the user row (handlers may change it).
 */
const TTL_MS = 10_000;
const MAX_ENTRIES = 5_000;

export interface CachedSession {
  user: UserRow;
  sessionId: string;
  expiresAt: Date;
}

interface Entry extends CachedSession {
  cachedUntil: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs = TTL_MS, maxEntries = MAX_ENTRIES) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(tokenHash: string, now = Date.now()): CachedSession | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.expiresAt.getTime() <= now) {
      this.#entries.delete(tokenHash);
      return undefined;
    }
    return { user: { ...entry.user }, sessionId: entry.sessionId, expiresAt: entry.expiresAt };
  }

  set(tokenHash: string, value: CachedSession, now = Date.now()): void {
    this.#entries.delete(tokenHash);
    this.#entries.set(tokenHash, { ...value, user: { ...value.user }, cachedUntil: now + this.ttlMs });
    // Oldest first: a Map iterates in insertion order.
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forgetToken(tokenHash: string): void {
    this.#entries.delete(tokenHash);
  }

  forgetUser(userId: string): void {
    for (const [key, entry] of this.#entries) if (entry.user.id === userId) this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

// One cache per database handle (tests open many), found from the handle the code already holds;
// the weak references let the caches of closed test apps go.
const caches = new WeakMap<object, SessionCache>();
const allCaches = new Set<WeakRef<SessionCache>>();

/** Turns the cache on for this database handle (start-up, embedded database only). */
export function enableSessionCache(db: Db, cache = new SessionCache()): SessionCache {
  caches.set(db, cache);
  allCaches.add(new WeakRef(cache));
  return cache;
}

export function sessionCacheOf(db: Db): SessionCache | undefined {
  return caches.get(db);
}

/**
 * Forgets every cached session of a user whose row or sessions changed. A write inside a
 * transaction holds the transaction's handle, not the database's, so every cache forgets the user
 * (a running server has one).
 */
export function forgetCachedUser(db: unknown, userId: string): void {
  const own = caches.get(db as object);
  if (own) return own.forgetUser(userId);
  for (const ref of allCaches) {
    const cache = ref.deref();
    if (cache) cache.forgetUser(userId);
    else allCaches.delete(ref);
  }
}

/** Forgets everything (a change that touches users in bulk, e.g. a household that ends). */
export function forgetAllCachedSessions(db: unknown): void {
  const own = caches.get(db as object);
  if (own) return own.clear();
  for (const ref of allCaches) ref.deref()?.clear();
}
