// Imports a backup archive into an account: the orchestration of the steps, in the order the rows
// are written (the steps live in import-media, import-account, import-library and import-kitchen).
import { householdsRepository } from '../households/households.repository.ts';
import { householdsService } from '../households/households.service.ts';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { ArchiveError, parseArchive } from './archive.ts';
import { backupRepository } from './backup.repository.ts';
import type { BackupStorage } from './export-user.ts';
import { findOrCreateAccount, recipeResolver } from './import-account.ts';
import { importKitchenSettings, importMealPlans, importPantry, importShoppingList } from './import-kitchen.ts';
import { importCollections, importRatings, insertRecipes } from './import-library.ts';
import { decodeStoredObjects, objectRows, withNewIdsAndImages } from './import-media.ts';

export { AccountExistsError, ImportLimitError } from './import-errors.ts';

export interface ImportOptions {
  /** The account to import into; default: the archive's e-mail. */
  email?: string;
  /** Allow adding the archive to an account that already exists. */
  merge?: boolean;
  /** Where stored images are written; without it they are not restored. */
  storage?: BackupStorage | null;
}

export interface ImportReport {
  userId: string;
  email: string;
  createdUser: boolean;
  recipes: number;
  collections: number;
  memberships: number;
  reviews: number;
  mealPlans: number;
  mealPlanItems: number;
  shoppingItems: number;
  pantryItems: number;
  /** The archive's kitchen settings were applied (all of them to a new account; what was unset to an existing one). */
  kitchenSettings: boolean;
  storedObjects: number;
  /** What was left out, and why. */
  notes: string[];
}

/**
 * Imports an archive into a new account, or adds it to an existing one (with `merge`). Every row
 * gets a new id and every reference is rewritten; all rows are written in ONE transaction, so a
 * failed import leaves nothing behind. Image bytes are written to the storage first, under new
 * keys, and removed again if the transaction fails.
 *
 * Not idempotent: importing the same archive twice into one account adds its recipes twice
 * (ratings of other people's recipes and same-name plans of the same week are not duplicated).
 */
export async function importArchive(db: Db, json: unknown, opts: ImportOptions = {}): Promise<ImportReport> {
  const { archive, recipes } = parseArchive(json);
  const person = archive.mainEntity;
  const email = (opts.email ?? person.email).trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new ArchiveError(`Not an e-mail address: ${email}`);
  const notes: string[] = [];

  const { tokenFor, pending } = decodeStoredObjects(archive, opts.storage, notes);
  const recipeRows = withNewIdsAndImages(recipes, tokenFor, notes);

  const written: string[] = [];
  try {
    for (const p of pending) {
      await opts.storage!.put(p.key, p.body, p.contentType);
      written.push(p.key);
    }
    return await db.transaction(async (tx) => {
      const repo = backupRepository(tx as unknown as Db);
      const { user, createdUser } = await findOrCreateAccount(repo, person, email, opts.merge, notes);
      const userId = user.id;
      const { own, resolve } = await recipeResolver(repo, archive, recipeRows, user);

      await insertRecipes(repo, userId, recipeRows);
      const collections = await importCollections(repo, userId, archive['tempero:collections'], resolve);
      const ratings = await importRatings(repo, userId, archive['tempero:reviews'], resolve, notes);
      const plans = await importMealPlans(repo, userId, archive['tempero:mealPlans'], opts.merge, resolve, notes);
      const shoppingItems = await importShoppingList(
        repo,
        userId,
        createdUser,
        archive['tempero:shoppingList'],
        resolve,
      );
      const pantryItems = await importPantry(repo, userId, createdUser, archive['tempero:pantry']);
      const kitchenApplied = await importKitchenSettings(repo, userId, archive['tempero:kitchenSettings'], notes);
      await repo.insertObjects(objectRows(pending, userId, own));

      // The restored plan, list and collections belong to the account's household (one of its own
      // for a new account, as at sign-up).
      await householdsService(tx as unknown as Db).scopeOf(user);
      await householdsRepository(tx as unknown as Db).adoptOrphans(userId, user.householdId!);

      const unresolved = collections.unresolved + ratings.unresolved + plans.unresolved;
      if (unresolved > 0) {
        notes.push(
          `${unresolved} reference(s) to recipes that are neither in the archive nor readable here were left out (collection entries, ratings, planned meals).`,
        );
      }
      return {
        userId,
        email,
        createdUser,
        recipes: recipeRows.length,
        collections: collections.collections,
        memberships: collections.memberships,
        reviews: ratings.reviews,
        mealPlans: plans.mealPlans,
        mealPlanItems: plans.mealPlanItems,
        shoppingItems,
        pantryItems,
        kitchenSettings: kitchenApplied,
        storedObjects: pending.length,
        notes,
      };
    });
  } catch (err) {
    if (written.length > 0) await opts.storage!.delete(written).catch(() => undefined);
    throw err;
  }
}
