import { householdsService } from '../households/households.service.ts';
import { normalizeLanguage } from '../../shared/constants.ts';
import { scaleAmount } from '../../shared/amounts/index.ts';
import { isStaple, stapleKeys } from '../../shared/pantry/ingredient-match.ts';
import { findInPantry, indexPantry, rankRecipes, sortPantry } from '../../shared/pantry/rank-recipes.ts';
import {
  PANTRY_EXPIRING_DAYS,
  PANTRY_MAX_ITEMS,
  type TPantryItemCreate,
  type TPantryItemUpdate,
  type TShoppingFromPlanResult,
} from '../../shared/schemas/pantry.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { mealPlansRepository } from '../meal-plans/meal-plans.repository.ts';
import { shoppingListRepository } from '../shopping-list/shopping-list.repository.ts';
import { shoppingListService, type ListLine, type Publish } from '../shopping-list/shopping-list.service.ts';
import { shopFood } from '../../shared/shopping/food-identity.ts';
import type { UserRow } from '../users/users.repository.ts';
import { kitchenSettingsRepository } from './kitchen-settings.repository.ts';
import { staplesOf as userStaples } from './staples.ts';
import { pantryRepository, type PantryItemRow } from './pantry.repository.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';

/** Today in UTC, "yyyy-MM-dd" (best-before dates are calendar dates, a day either way is fine). */
export const today = () => new Date().toISOString().slice(0, 10);

function servingsFactor(mealServings: number, recipeServings: number): number {
  return mealServings > 0 && recipeServings > 0 ? mealServings / recipeServings : 1;
}

/** `publish`: the live bus; `events`: webhooks hear of the shopping items a plan adds. */
export function pantryService(db: Db, publish: Publish = () => {}, events?: WebhookEmitter) {
  const repo = pantryRepository(db);
  const settings = kitchenSettingsRepository(db);

  const staplesOf = (user: UserRow) => userStaples(db, user);

  return {
    async list(user: UserRow): Promise<PantryItemRow[]> {
      return sortPantry(await repo.list(user.id), today(), PANTRY_EXPIRING_DAYS);
    },
    async create(user: UserRow, input: TPantryItemCreate): Promise<PantryItemRow> {
      if ((await repo.count(user.id)) >= PANTRY_MAX_ITEMS) {
        throw new AppError(409, 'pantry_full', `The pantry can hold at most ${PANTRY_MAX_ITEMS} items.`);
      }
      return repo.insert({ userId: user.id, ...input });
    },
    async update(user: UserRow, id: string, input: TPantryItemUpdate): Promise<PantryItemRow> {
      const row = await repo.update(id, user.id, input);
      if (!row) throw notFound('Pantry item');
      return row;
    },
    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.delete(id, user.id))) throw notFound('Pantry item');
    },

    staples: staplesOf,
    async saveStaples(user: UserRow, staples: string[]): Promise<string[]> {
      const unique = [...new Map(staples.map((s) => [s.toLowerCase(), s])).values()];
      return (await settings.save(user.id, { staples: unique })).staples ?? unique;
    },

    async matches(user: UserRow, o: { maxMissing?: number; limit: number }) {
      const [recipes, pantry, staples] = await Promise.all([
        repo.candidateRecipes(user),
        repo.list(user.id),
        staplesOf(user),
      ]);
      return rankRecipes(recipes, pantry, {
        staples,
        today: today(),
        soonDays: PANTRY_EXPIRING_DAYS,
        maxMissing: o.maxMissing,
        limit: o.limit,
      });
    },

    /**
     * The week's ingredients into the shopping list (spec section 5), scaled to each meal's
     * servings, as a shop needs them (see shoppingListService.putOnList): no water, the same food
     * for the same recipe on one line, and meals already on the list from an earlier build not
     * added again. Ingredients the pantry holds are left out and reported, so the page can say so.
     * Staples are not skipped: they go on the list, where it asks "check you have".
     */
    async shoppingFromPlan(user: UserRow, startDate: string, endDate: string): Promise<TShoppingFromPlanResult> {
      if (endDate < startDate) throw badRequest('endDate must not be before startDate', 'endDate');
      // The plan and the list are the household's (every member shops from one list).
      const householdId = await householdsService(db).scopeOf(user);
      const meals = await mealPlansRepository(db).itemsInRange(householdId, user, startDate, endDate);
      const list = shoppingListService(db, publish, events);
      const listed = new Set((await shoppingListRepository(db).list(householdId)).flatMap((r) => r.mealItemIds));
      const pantry = indexPantry(await repo.list(user.id));
      const lines: ListLine[] = [];
      const skipped: TShoppingFromPlanResult['skipped'] = [];
      let alreadyListed = 0;
      for (const { item, recipe } of meals) {
        if (listed.has(item.id)) {
          alreadyListed += 1;
          continue;
        }
        const factor = servingsFactor(item.servings, recipe.servings);
        const lang = normalizeLanguage(recipe.language);
        for (const ingredient of recipe.ingredients) {
          const name = ingredient.name.trim();
          if (!name) continue;
          if (shopFood(name, lang === 'pt-BR' ? 'pt' : 'en').water) continue;
          const held = findInPantry(name, pantry);
          if (held) {
            skipped.push({ name, pantryItem: held.name });
            continue;
          }
          const amount = ingredient.amount.trim();
          lines.push({
            name,
            amount: amount ? scaleAmount(amount, factor, lang) : '',
            recipeId: recipe.id,
            recipeTitle: recipe.title,
            mealItemId: item.id,
          });
        }
      }
      const { added, merged } =
        lines.length > 0 ? await list.putOnList(user, householdId, lines) : { added: 0, merged: 0 };
      if (lines.length > 0) publish(householdId, 'shopping-list');
      return { added, merged, alreadyListed, skipped };
    },

    /** A meal cooked: the pantry items its recipe's ingredients (staples aside) came from are taken out. */
    async useForMeal(user: UserRow, mealItemId: string): Promise<string[]> {
      const householdId = await householdsService(db).scopeOf(user);
      const meal = await mealPlansRepository(db).itemWithRecipe(mealItemId, householdId, user);
      if (!meal) throw notFound('Meal plan item');
      const pantryRows = await repo.list(user.id);
      const pantry = indexPantry(pantryRows);
      const used = new Map<string, PantryItemRow>();
      for (const ingredient of meal.recipe.ingredients) {
        const held = findInPantry(ingredient.name, pantry);
        if (held) used.set(held.id, held);
      }
      const staples = stapleKeys(await staplesOf(user));
      const removable = [...used.values()].filter((p) => !isStaple(p.name, staples));
      await repo.deleteMany(
        removable.map((p) => p.id),
        user.id,
      );
      return removable.map((p) => p.name);
    },
  };
}
