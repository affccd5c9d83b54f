import { normalizeLanguage } from '../../shared/constants.ts';
import { isUuid } from '../../shared/ids.ts';
import type { TLiveTopic } from '../../shared/schemas/household.ts';
import { SHOPPING_LIST_MAX_ITEMS, type TShoppingItemCreate } from '../../shared/schemas/shopping-list.ts';
import type { Db } from '../db/client.ts';
import { householdsService } from '../households/households.service.ts';
import { AppError, notFound } from '../http/errors.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { combineShoppingItems } from './combine.ts';
import { shoppingListRepository } from './shopping-list.repository.ts';

/** Tells the household's open screens what changed (the live bus). */
export type Publish = (householdId: string, topic: TLiveTopic) => void;

/** A change made offline carries the time it was made; one from the future counts as now. */
function changeTime(changedAt: string | undefined): Date {
  const now = new Date();
  const at = changedAt ? new Date(changedAt) : now;
  return Number.isNaN(at.getTime()) || at > now ? now : at;
}

/** The household's shopping list: every member reads and changes the same list. */
export function shoppingListService(db: Db, publish: Publish) {
  const repo = shoppingListRepository(db);
  const scopeOf = (user: UserRow) => householdsService(db).scopeOf(user);
  const changed = (householdId: string) => publish(householdId, 'shopping-list');
  return {
    async list(user: UserRow) {
      return repo.list(await scopeOf(user));
    },
    /** The same ingredient across recipes merged, compatible amounts summed. */
    async combined(user: UserRow) {
      // The food table is loaded on the first combined view, not at start.
      const { sumByWeight } = await import('../../shared/food/sum-weight.ts');
      const { findFoodKey } = await import('../../shared/food/lookup.ts');
      return combineShoppingItems(
        await repo.list(await scopeOf(user)),
        normalizeLanguage(user.language),
        sumByWeight,
        (name, lang) => findFoodKey(name, lang === 'pt-BR' ? 'pt' : 'en'),
      );
    },
    async add(user: UserRow, input: TShoppingItemCreate) {
      const householdId = await scopeOf(user);
      if ((await repo.count(householdId)) >= SHOPPING_LIST_MAX_ITEMS) {
        throw new AppError(409, 'list_full', `The shopping list can hold at most ${SHOPPING_LIST_MAX_ITEMS} items.`);
      }
      let recipeId: string | null = null;
      if (input.recipeId) {
        // Link only recipes you can see; an unknown or foreign id is refused like a missing recipe.
        if (!isUuid(input.recipeId)) throw notFound('Recipe');
        recipeId = recipePolicy.assertRead(user, await recipesRepository(db).findById(input.recipeId)).id;
      }
      const item = await repo.insert({
        userId: user.id,
        householdId,
        name: input.name,
        amount: input.amount,
        recipeTitle: input.recipeTitle || null,
        recipeId,
      });
      changed(householdId);
      return { ...item, addedBy: user.firstName };
    },
    /** An older change than the stored one is ignored and answered with the item as it is. */
    async setChecked(user: UserRow, id: string, checked: boolean, changedAt: string | undefined) {
      const householdId = await scopeOf(user);
      const didChange = await repo.setChecked(id, householdId, checked, changeTime(changedAt));
      const item = await repo.find(id, householdId);
      if (!item) throw notFound('Shopping list item');
      if (didChange) changed(householdId);
      return item;
    },
    async remove(user: UserRow, id: string): Promise<void> {
      const householdId = await scopeOf(user);
      if (!(await repo.delete(id, householdId))) throw notFound('Shopping list item');
      changed(householdId);
    },
    async clear(user: UserRow): Promise<number> {
      const householdId = await scopeOf(user);
      const deleted = await repo.clear(householdId);
      if (deleted > 0) changed(householdId);
      return deleted;
    },
  };
}
