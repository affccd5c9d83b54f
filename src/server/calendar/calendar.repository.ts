import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { isUuid } from '../../shared/ids.ts';
import type { Db } from '../db/client.ts';
import { mealPlanItems, recipes, users } from '../db/schema.ts';

export function calendarRepository(db: Db) {
  return {
    async user(userId: string) {
      if (!isUuid(userId)) return undefined;
      return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
    },
    /** The user's planned meals between two dates, with the recipe's title and times. */
    meals: (userId: string, from: string, to: string) =>
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
          and(eq(mealPlanItems.userId, userId), gte(mealPlanItems.mealDate, from), lte(mealPlanItems.mealDate, to)),
        )
        .orderBy(asc(mealPlanItems.mealDate))
        .limit(2000),
  };
}
