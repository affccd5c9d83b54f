import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import type { LiveAnnouncer } from '../households/live.ts';
import { apiTokensRepository } from '../integrations/api-tokens.repository.ts';
import { kitchenSettingsRepository } from '../pantry/kitchen-settings.repository.ts';
import { hashToken, sessionsStore } from './sessions.ts';

export interface SessionEndDeps {
  db: Db;
  /** Tells every app server (through the database on PostgreSQL) to check the account's streams. */
  live: Pick<LiveAnnouncer, 'publishAccess'>;
}

/**
 * THE way sessions end (issue 36): the rows go, no server keeps them in memory, and every open
 * live stream of those sessions closes, on every app server. Logout ends one session; a password
 * change (or reset) every other one and every API token of the account (a token is a session
 * too: one minted from a stolen session must not survive the password change that evicts the
 * thief) and the calendar feed's secret address (a credential too: a copied address must not
 * keep reading the plan); an account deletion all of them (its rows go with the account, so it only announces);
 * revoking an API token ends that token and the streams it opened.
 */
export function sessionEnder({ db, live }: SessionEndDeps) {
  const store = sessionsStore(db);
  const tokens = apiTokensRepository(db);
  return {
    /** Logout: the session of this token. */
    async endSession(token: string, userId: string): Promise<void> {
      await store.destroy(token);
      await live.publishAccess(userId);
    },
    /** Every session of the account, or every one but `exceptToken` (the one asking). */
    async endSessionsOf(userId: string, opts: { exceptToken?: string } = {}): Promise<void> {
      await store.destroyAllForUser(userId, opts.exceptToken ? hashToken(opts.exceptToken) : undefined);
      await tokens.deleteAllForUser(userId);
      await kitchenSettingsRepository(db).forgetCalendarNonce(userId);
      await live.publishAccess(userId);
    },
    /** Revokes one API token of the account; false when it has none of that id. */
    async revokeApiToken(userId: string, tokenId: string): Promise<boolean> {
      if (!isUuid(tokenId) || !(await tokens.delete(tokenId, userId))) return false;
      await live.publishAccess(userId);
      return true;
    },
    /** The account is gone (its sessions went with it, ON DELETE CASCADE): close its streams. */
    async accountGone(userId: string): Promise<void> {
      await live.publishAccess(userId);
    },
  };
}
export type SessionEnder = ReturnType<typeof sessionEnder>;
