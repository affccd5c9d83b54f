import type { Db } from './client.ts';

/** The query behind GET /api/health: the app answers "ok" only while its database does. */
export function healthRepository(db: Db) {
  return {
    async ping(): Promise<void> {
      await db.execute('select 1');
    },
  };
}
