import type { TPreferences } from '../../shared/schemas/user.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { ImagesService } from '../images/images.service.ts';
import { beforeAccountDelete } from '../households/households.service.ts';
import { usersRepository, type UserRow } from './users.repository.ts';
import { forgetCachedUser } from '../auth/session-cache.ts';
import type { SessionEnder } from '../auth/session-end.ts';

export interface UsersDeps {
  db: Db;
  /** Closes the deleted account's live streams on every app server. */
  sessions: Pick<SessionEnder, 'accountGone'>;
  /** Lists the account's stored files inside the deletion transaction; deletes them after it. */
  images: Pick<ImagesService, 'beforeAccountDelete'>;
}

export type UsersService = ReturnType<typeof usersService>;

export function usersService({ db, images, sessions }: UsersDeps) {
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
      const removeImages = await db.transaction(async (tx) => {
        // The household keeps what this person added to it, and the recipes it holds with their
        // pictures (so before the files to delete are listed); a household left empty ends.
        await beforeAccountDelete(tx as unknown as Db, user);
        const removeImagesAfterCommit = await images.beforeAccountDelete(tx as unknown as Db, user);
        await usersRepository(tx as unknown as Db).delete(user.id);
        return removeImagesAfterCommit;
      });
      // The sessions went with the account (ON DELETE CASCADE): none may be served from memory, and
      // no stream they opened may stay open.
      forgetCachedUser(db, user.id);
      await sessions.accountGone(user.id);
      await removeImages();
    },
  };
}
