import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { importedRecipes } from '../db/schema.ts';

/** The fingerprints of imported source recipes, so a second import of the same file adds nothing. */
export function importedRecipesRepository(db: Db) {
  return {
    async seen(userId: string, fingerprint: string): Promise<boolean> {
      const rows = await db
        .select({ id: importedRecipes.recipeId })
        .from(importedRecipes)
        .where(and(eq(importedRecipes.userId, userId), eq(importedRecipes.fingerprint, fingerprint)))
        .limit(1);
      return rows.length > 0;
    },
    /** Claims the fingerprint for a recipe, once: false when another import claimed it first. */
    async claim(values: typeof importedRecipes.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(importedRecipes)
        .values(values)
        .onConflictDoNothing()
        .returning({ fp: importedRecipes.fingerprint });
      return rows.length > 0;
    },
  };
}
