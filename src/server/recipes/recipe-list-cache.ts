import type { Db } from '../db/client.ts';
import { listenToRecipeListChanges } from './recipe-list-changes.repository.ts';

export { installRecipeListTrigger } from './recipe-list-changes.repository.ts';

/**
 * Finished list pages (`GET /api/recipes`, `/api/recipes/favorites` without a search or a tag),
 * kept as the bytes sent, per user: a hit skips the database (on PGlite the page query and its
 * protocol parsing ran on the server's own thread: about half of a list request), the response
 * check and JSON serialization.
 *
 * What a list shows is made of the user's own rows in `recipes` only (recipesRepository.listCards:
 * `user_id = me`, card columns of those rows, their count). The database itself tells when those
 * rows change: a trigger on `recipes` sends the owner's id (the old and the new owner) with
 * pg_notify for every row inserted, updated or deleted, and `*` for a TRUNCATE, so every write
 * path is covered — the editor, favourites, visibility, images, imports, backups, household moves,
 * the cascade of an account deletion, raw SQL — without any of them knowing of this cache.
 *
 * Correctness: a request reads the user's version BEFORE it reads the page and stores the page
 * under that version only if it is still current. A notification arrives with the response of the
 * statement that committed the change (PGlite calls the listener in a microtask queued while it
 * parses that response, so before the writer's code goes on), hence after the commit and before
 * the writer answers its client. A page read before a commit was read under an older version and is
 * never served after the bump; a page stored under the current version was read after it.
 * A rolled-back write sends nothing (PostgreSQL delivers notifications at commit).
 *
 * Embedded database only (PGlite): one process owns it (a lock keeps every other process out), so
 * it hears every commit. On PostgreSQL N app servers share the data and a notification reaches the
 * others asynchronously (a user's next request could reach another instance first), so the cache is
 * off there: the trigger is created only on PGlite (recipe-list-changes.repository.ts).
 */
const MAX_BYTES = 4 * 1024 * 1024;

export interface CachedListPage {
  body: Buffer;
  total: number;
}

interface Entry extends CachedListPage {
  userId: string;
  version: number;
}

export class RecipeListCache {
  readonly #entries = new Map<string, Entry>();
  /** The version of each user whose rows changed since start; others are at `#floor`. */
  readonly #versions = new Map<string, number>();
  #seq = 0;
  #floor = 0;
  #bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes = MAX_BYTES) {
    this.maxBytes = maxBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Read before the page is read from the database; given back to `set`. */
  version(userId: string): number {
    return this.#versions.get(userId) ?? this.#floor;
  }

  get(userId: string, key: string): CachedListPage | undefined {
    const k = `${userId}|${key}`;
    const entry = this.#entries.get(k);
    if (!entry) return undefined;
    if (entry.version !== this.version(userId)) {
      this.#delete(k, entry);
      return undefined;
    }
    // Most recently used last: a Map iterates in insertion order.
    this.#entries.delete(k);
    this.#entries.set(k, entry);
    return entry;
  }

  /** Keeps a page read under `version`, unless the user's rows changed since (then it may be old). */
  set(userId: string, key: string, version: number, page: CachedListPage): void {
    if (version !== this.version(userId) || page.body.length > this.maxBytes / 4) return;
    const k = `${userId}|${key}`;
    const old = this.#entries.get(k);
    if (old) this.#delete(k, old);
    this.#entries.set(k, { ...page, userId, version });
    this.#bytes += page.body.length;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest, entry);
    }
  }

  /** The rows of this user changed (a notification from the database). */
  changed(userId: string): void {
    this.#versions.set(userId, ++this.#seq);
    for (const [k, entry] of this.#entries) if (entry.userId === userId) this.#delete(k, entry);
  }

  /** Every user's rows may have changed (TRUNCATE). */
  changedAll(): void {
    this.#floor = ++this.#seq;
    this.#versions.clear();
    this.#entries.clear();
    this.#bytes = 0;
  }

  #delete(k: string, entry: Entry): void {
    this.#entries.delete(k);
    this.#bytes -= entry.body.length;
  }
}

const allowed = new WeakSet<object>();
const ready = new WeakMap<object, RecipeListCache>();
const starting = new WeakMap<object, Promise<RecipeListCache>>();

/**
 * Allows the cache on this embedded database handle (start-up). Nothing is asked of the database
 * yet (building the app must not touch it: the OpenAPI generator builds it without one); the
 * trigger and the listener are set up by the first list request, which waits for them.
 */
export function allowRecipeListCache(db: Db): void {
  allowed.add(db);
}

/** The cache of this handle, set up at its first use; undefined where it is not allowed (PostgreSQL). */
export async function recipeListCache(db: Db): Promise<RecipeListCache | undefined> {
  const cache = ready.get(db);
  if (cache) return cache;
  if (!allowed.has(db)) return undefined;
  let start = starting.get(db);
  if (!start) {
    start = listen(db, new RecipeListCache());
    starting.set(db, start);
    // A failure reaches the request that waited for it; the next request tries again.
    start.catch(() => starting.delete(db));
  }
  return start;
}

/** The cache if it is set up already (tests, benches). */
export function recipeListCacheOf(db: Db): RecipeListCache | undefined {
  return ready.get(db);
}

async function listen(db: Db, cache: RecipeListCache): Promise<RecipeListCache> {
  // Only once the listener runs may a page be kept: before, no write would reach the cache.
  await listenToRecipeListChanges(db, (userId) => (userId === null ? cache.changedAll() : cache.changed(userId)));
  ready.set(db, cache);
  return cache;
}
