// SQL about recipes that several repositories share: the columns a card reads, and the text
// search of the lists, pickers and collections.
import { ilike, or, sql, type SQL } from 'drizzle-orm';
import { recipes } from '../db/schema.ts';

/** The columns a list reads: never ingredients, instructions or tips (the bulk of a recipe row). */
export const recipeCardColumns = {
  id: recipes.id,
  userId: recipes.userId,
  title: recipes.title,
  description: recipes.description,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  imageUrl: recipes.imageUrl,
  sourceUrl: recipes.sourceUrl,
  isFavorite: recipes.isFavorite,
  isPublic: recipes.isPublic,
  // The visibility rule reads them; a card shows the household badge from sharedWithHousehold.
  sharedWithHousehold: recipes.sharedWithHousehold,
  householdId: recipes.householdId,
  originalUnitSystem: recipes.originalUnitSystem,
  language: recipes.language,
  createdAt: recipes.createdAt,
  updatedAt: recipes.updatedAt,
};

/** A row of the card columns: the recipe row without ingredients, instructions or tips. */
export type RecipeCardRow = Pick<typeof recipes.$inferSelect, keyof typeof recipeCardColumns>;

/** `value` as a literal inside a LIKE pattern: its own %, _ and \ match themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A recipe whose title, description or one of its tags contains `text`, case-insensitively: the
 * `q` search of the recipe lists and pickers and of a collection's recipes (issue 19); `escapeLike`
 * also serves the title searches of the recipes and ratings repositories.
 */
export function recipeMatchesText(text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  return or(
    ilike(recipes.title, like),
    ilike(sql`coalesce(${recipes.description}, '')`, like),
    sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${recipes.tags}) AS t(tag) WHERE t.tag ILIKE ${like})`,
  )!;
}
