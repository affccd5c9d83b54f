import type { Db } from '../db/client.ts';
import type { LiveAnnouncer } from '../households/live.ts';
import { hashToken, sessionsStore } from './sessions.ts';

export interface SessionEndDeps {
  db: Db;
  /** Tells every app server (through the database on PostgreSQL) to check the account's streams. */
  live: Pick<LiveAnnouncer, 'publishAccess'>;
}

/**
 * THE way sessions end (issue 36): the rows go, no server keeps them in memory, and every open
 * live stream of those sessions closes, on every app server. Logout ends one session; a password
 * change (or reset) every other one; an account deletion all of them (its rows go with the
 * account, so it only announces). Anything else that ends access (API tokens) calls the same.
 */
export function sessionEnder({ db, live }: SessionEndDeps) {
  const store = sessionsStore(db);
  return {
    /** Logout: the session of this token. */
    async endSession(token: string, userId: string): Promise<void> {
      await store.destroy(token);
      await live.publishAccess(userId);
    },
    /** Every session of the account, or every one but `exceptToken` (the one asking). */
    async endSessionsOf(userId: string, opts: { exceptToken?: string } = {}): Promise<void> {
      await store.destroyAllForUser(userId, opts.exceptToken ? hashToken(opts.exceptToken) : undefined);
      await live.publishAccess(userId);
    },
    /** The account is gone (its sessions went with it, ON DELETE CASCADE): close its streams. */
    async accountGone(userId: string): Promise<void> {
      await live.publishAccess(userId);
    },
  };
}
export type SessionEnder = ReturnType<typeof sessionEnder>;
