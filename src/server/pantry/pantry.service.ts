import { householdsService } from '../households/households.service.ts';
import { normalizeLanguage, type TLanguage } from '../../shared/constants.ts';
import { scaleAmount } from '../../shared/amounts/index.ts';
import { DEFAULT_STAPLES, isStaple, stapleKeys } from '../../shared/pantry/ingredient-match.ts';
import { findInPantry, indexPantry, rankRecipes, sortPantry } from '../../shared/pantry/rank-recipes.ts';
import {
  PANTRY_EXPIRING_DAYS,
  PANTRY_MAX_ITEMS,
  type TPantryItemCreate,
  type TPantryItemUpdate,
  type TShoppingFromPlanResult,
} from '../../shared/schemas/pantry.ts';
import { SHOPPING_LIST_MAX_ITEMS } from '../../shared/schemas/shopping-list.ts';
import type { Db } from '../db/client.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { mealPlansRepository } from '../meal-plans/meal-plans.repository.ts';
import { shoppingListRepository, type NewShoppingItem } from '../shopping-list/shopping-list.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { kitchenSettingsRepository } from './kitchen-settings.repository.ts';
import { pantryRepository, type PantryItemRow } from './pantry.repository.ts';
import type { WebhookEmitter } from '../integrations/webhooks.service.ts';
import { presentShoppingItem } from '../shopping-list/shopping-list.presenter.ts';

/** Today in UTC, "yyyy-MM-dd" (best-before dates are calendar dates, a day either way is fine). */
export const today = () => new Date().toISOString().slice(0, 10);

function servingsFactor(mealServings: number, recipeServings: number): number {
  return mealServings > 0 && recipeServings > 0 ? mealServings / recipeServings : 1;
}

/** `events`: webhooks hear of the shopping items a plan adds. */
export function pantryService(db: Db, events?: WebhookEmitter) {
  const repo = pantryRepository(db);
  const settings = kitchenSettingsRepository(db);

  async function staplesOf(user: UserRow): Promise<string[]> {
    const saved = (await settings.find(user.id))?.staples;
    return saved ?? [...DEFAULT_STAPLES[normalizeLanguage(user.language) as TLanguage]];
  }

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
     * servings, except the ones the pantry holds (reported back so the page can say so).
     * Staples are not skipped: a recipe's salt still goes on the list unless the pantry has salt.
     */
    async shoppingFromPlan(user: UserRow, startDate: string, endDate: string): Promise<TShoppingFromPlanResult> {
      if (endDate < startDate) throw badRequest('endDate must not be before startDate', 'endDate');
      // The plan and the list are the household's (every member shops from one list).
      const householdId = await householdsService(db).scopeOf(user);
      const meals = await mealPlansRepository(db).itemsInRange(householdId, user, startDate, endDate);
      const pantry = indexPantry(await repo.list(user.id));
      const rows: NewShoppingItem[] = [];
      const skipped: TShoppingFromPlanResult['skipped'] = [];
      for (const { item, recipe } of meals) {
        const factor = servingsFactor(item.servings, recipe.servings);
        const lang = normalizeLanguage(recipe.language);
        for (const ingredient of recipe.ingredients) {
          const name = ingredient.name.trim();
          if (!name) continue;
          const held = findInPantry(name, pantry);
          if (held) {
            skipped.push({ name, pantryItem: held.name });
            continue;
          }
          const amount = ingredient.amount.trim();
          rows.push({
            userId: user.id,
            householdId,
            name,
            amount: amount ? scaleAmount(amount, factor, lang) : '',
            recipeId: recipe.id,
            recipeTitle: recipe.title,
          });
        }
      }
      const list = shoppingListRepository(db);
      if ((await list.count(householdId)) + rows.length > SHOPPING_LIST_MAX_ITEMS) {
        throw new AppError(409, 'list_full', `The shopping list can hold at most ${SHOPPING_LIST_MAX_ITEMS} items.`);
      }
      // One insert, yet the list keeps the recipes' order: it sorts by creation time.
      const base = Date.now();
      rows.forEach((row, i) => (row.createdAt = new Date(base + i)));
      const added = await list.insertMany(rows);
      for (const item of added)
        await events?.emit({
          type: 'shopping_item.added',
          actor: user,
          householdId,
          data: () => presentShoppingItem({ ...item, addedBy: user.firstName }),
        });
      return { added: rows.length, skipped };
    },

    /** A meal cooked: the pantry items its recipe's ingredients (staples aside) came from are taken out. */
    async useForMeal(user: UserRow, mealItemId: string): Promise<string[]> {
      const meal = await mealPlansRepository(db).itemWithRecipe(mealItemId, await householdsService(db).scopeOf(user));
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
