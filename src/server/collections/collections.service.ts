import type { TCollectionInput, TCollectionUpdate } from '../../shared/schemas/collection.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { householdsService } from '../households/households.service.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { collectionsRepository, type CollectionWithRecipes } from './collections.repository.ts';

/** Collections belong to the household: every member reads and changes them. */
export function collectionsService(db: Db) {
  const repo = collectionsRepository(db);
  const scope = (user: UserRow) => householdsService(db).scopeOf(user);
  const owned = async (user: UserRow, id: string): Promise<CollectionWithRecipes> => {
    const c = await repo.findOwned(id, await scope(user), user);
    if (!c) throw notFound('Collection');
    return c;
  };
  return {
    list: async (user: UserRow) => repo.listForHousehold(await scope(user), user),
    get: owned,
    async create(user: UserRow, input: TCollectionInput): Promise<CollectionWithRecipes> {
      const row = await repo.insert({
        ...input,
        description: input.description || null,
        userId: user.id,
        householdId: await scope(user),
      });
      return { ...row, recipeIds: [], addedBy: user.firstName };
    },
    async update(user: UserRow, id: string, patch: TCollectionUpdate): Promise<CollectionWithRecipes> {
      const updated = await repo.update(id, await scope(user), {
        ...patch,
        ...(patch.description !== undefined ? { description: patch.description || null } : {}),
      });
      if (!updated) throw notFound('Collection');
      return owned(user, id);
    },
    /** Deleting a collection keeps its recipes. */
    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.delete(id, await scope(user)))) throw notFound('Collection');
    },
    /** The collection's recipes that `user` may see and that match `q`; one page when `paging` is given. */
    async recipes(user: UserRow, id: string, options: { q?: string; paging?: { page: number; pageSize: number } }) {
      const c = await owned(user, id);
      const { q, paging } = options;
      return repo.recipes(c.id, user, {
        q,
        paging: paging && { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
      });
    },
    /** Your own collection, and a recipe that is yours or public. Returns whether it was added now. */
    async addRecipe(user: UserRow, id: string, recipeId: string): Promise<boolean> {
      const c = await owned(user, id);
      recipePolicy.assertRead(await recipesRepository(db).findReadable(recipeId, user));
      return repo.addRecipe(c.id, recipeId);
    },
    async removeRecipe(user: UserRow, id: string, recipeId: string): Promise<void> {
      const c = await owned(user, id);
      if (!(await repo.removeRecipe(c.id, recipeId))) throw notFound('Recipe');
    },
    async forRecipe(user: UserRow, recipeId: string) {
      recipePolicy.assertRead(await recipesRepository(db).findReadable(recipeId, user));
      return repo.forRecipe(await scope(user), user, recipeId);
    },
  };
}
