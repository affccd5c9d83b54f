import { eq } from 'drizzle-orm';
import type { TPreferences } from '../../shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { beforeAccountDelete } from '../households/households.service.ts';
import { usersRepository, type UserRow } from './users.repository.ts';
import { forgetCachedUser } from '../auth/session-cache.ts';

export interface AccountHooks {
  /** Runs inside the deletion transaction, before the user row goes (e.g. to list stored objects). */
  beforeDelete?: (tx: Db, user: UserRow) => Promise<(() => Promise<void>) | void>;
}

export function usersService(db: Db, hooks: AccountHooks = {}) {
  const repo = usersRepository(db);
  return {
    async updatePreferences(user: UserRow, prefs: TPreferences): Promise<UserRow> {
      const updated = await repo.update(user.id, {
        ...(prefs.unitSystem ? { unitSystem: prefs.unitSystem } : {}),
        ...(prefs.language ? { language: prefs.language } : {}),
      });
      if (!updated) throw notFound('User');
      return updated;
    },
    /**
     * Deletes the account and everything it owns in one transaction (every table references the
     * user with ON DELETE CASCADE); stored files are removed after the commit.
     */
    async deleteAccount(user: UserRow): Promise<void> {
      const afterCommit: Array<() => Promise<void>> = [];
      await db.transaction(async (tx) => {
        const after = await hooks.beforeDelete?.(tx as unknown as Db, user);
        if (after) afterCommit.push(after);
        // The household keeps what this person added to it; a household left empty ends.
        await beforeAccountDelete(tx as unknown as Db, user);
        await tx.delete(users).where(eq(users.id, user.id));
      });
      // The sessions went with the account (ON DELETE CASCADE): none may be served from memory.
      forgetCachedUser(db, user.id);
      for (const run of afterCommit) await run();
    },
  };
}
