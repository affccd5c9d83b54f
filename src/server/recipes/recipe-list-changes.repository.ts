// The database side of the recipe-list cache (recipe-list-cache.ts): a trigger on `recipes` that
// names the owner of every row written, and the embedded database's listener for it.
import type { Db } from '../db/client.ts';

const CHANNEL = 'tempero_recipe_lists';

/** The trigger that reports every change of a user's recipe rows (created at start, PGlite only). */
export const RECIPE_LIST_TRIGGER_SQL = `
CREATE OR REPLACE FUNCTION tempero_recipe_lists_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('${CHANNEL}', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('${CHANNEL}', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('${CHANNEL}', NEW.user_id::text); END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER tempero_recipe_lists_rows AFTER INSERT OR UPDATE OR DELETE ON recipes
  FOR EACH ROW EXECUTE FUNCTION tempero_recipe_lists_changed();
CREATE OR REPLACE TRIGGER tempero_recipe_lists_truncate AFTER TRUNCATE ON recipes
  FOR EACH STATEMENT EXECUTE FUNCTION tempero_recipe_lists_changed();
`;

interface PgliteClient {
  exec(sql: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

interface PgliteClient {
  exec(sql: string): Promise<unknown>;
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
}

/** The embedded database's own client, under the Drizzle handle. */
function pgliteClient(db: Db): PgliteClient {
  return (db as unknown as { $client: PgliteClient }).$client;
}

/** Creates (or replaces) the trigger on an embedded database (start-up; the list bench). */
export async function installRecipeListTrigger(db: Db): Promise<void> {
  await pgliteClient(db).exec(RECIPE_LIST_TRIGGER_SQL);
}

/**
 * Installs the trigger and calls `changed` with the owner's id for every recipe row written from
 * then on, or null when every row may have changed (TRUNCATE). Embedded database only.
 */
export async function listenToRecipeListChanges(db: Db, changed: (userId: string | null) => void): Promise<void> {
  await installRecipeListTrigger(db);
  await pgliteClient(db).listen(CHANNEL, (userId) => changed(userId === '*' ? null : userId));
}
