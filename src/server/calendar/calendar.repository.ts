import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { mealPlanItems, recipes, users } from '../db/schema.ts';
import { recipeVisibleTo, type RecipeViewer } from '../recipes/recipes.repository.ts';

export function calendarRepository(db: Db) {
  return {
    async user(userId: string) {
      if (!isUuid(userId)) return undefined;
      return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
    },
    /**
     * The meals of the household's plan between two dates whose recipe the viewer may read now
     * (the recipe rule, as the plan itself applies it), with the recipe's title and times.
     */
    meals: (householdId: string, viewer: RecipeViewer, from: string, to: string) =>
      db
        .select({
          id: mealPlanItems.id,
          mealDate: mealPlanItems.mealDate,
          mealType: mealPlanItems.mealType,
          servings: mealPlanItems.servings,
          notes: mealPlanItems.notes,
          recipeId: recipes.id,
          title: recipes.title,
          prepTime: recipes.prepTime,
          cookTime: recipes.cookTime,
        })
        .from(mealPlanItems)
        .innerJoin(recipes, eq(recipes.id, mealPlanItems.recipeId))
        .where(
          and(
            eq(mealPlanItems.householdId, householdId),
            gte(mealPlanItems.mealDate, from),
            lte(mealPlanItems.mealDate, to),
            recipeVisibleTo(viewer),
          ),
        )
        .orderBy(asc(mealPlanItems.mealDate), asc(mealPlanItems.createdAt))
        .limit(2000),
  };
}
