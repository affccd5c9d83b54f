import { LIMITS } from '../../shared/constants.ts';
import type { TRecipeBase, TRecipeContent, TRecipeDraftField } from '../../shared/schemas/recipe.ts';
import { badRequest } from '../http/errors.ts';

/** The draft fields of the base recipe, cleaned (what create and PATCH store). */
export type CleanRecipe = Pick<TRecipeBase, TRecipeDraftField>;

/** Trims, strips empty rows and removes duplicate tags; case-insensitive, first spelling kept. */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag) continue;
    if (tag.length > LIMITS.tag) throw badRequest(`Tags can have at most ${LIMITS.tag} characters.`, 'tags');
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  if (out.length > LIMITS.tags) throw badRequest(`A recipe can have at most ${LIMITS.tags} tags.`, 'tags');
  return out;
}

/**
 * The recipe rules of spec section 5, enforced on the server: title required (trimmed), at least one
 * ingredient with both name and amount, at least one instruction, empty rows stripped.
 */
export function cleanRecipe(input: Pick<TRecipeContent, TRecipeDraftField>): CleanRecipe {
  const title = input.title.trim();
  if (!title) throw badRequest('Recipe title is required.', 'title');
  const ingredients = input.ingredients
    .map((i) => ({ name: i.name.trim(), amount: (i.amount ?? '').trim() }))
    .filter((i) => i.name.length > 0);
  if (!ingredients.some((i) => i.amount.length > 0))
    throw badRequest('At least one ingredient is required.', 'ingredients');
  if (ingredients.length > LIMITS.ingredients)
    throw badRequest(`A recipe can have at most ${LIMITS.ingredients} ingredients.`, 'ingredients');
  const instructions = input.instructions.map((s) => s.trim()).filter(Boolean);
  if (instructions.length === 0) throw badRequest('At least one instruction is required.', 'instructions');
  if (instructions.length > LIMITS.instructions)
    throw badRequest(`A recipe can have at most ${LIMITS.instructions} steps.`, 'instructions');
  const tips = [...new Set((input.tips ?? []).map((s) => s.trim()).filter(Boolean))];
  if (tips.length > LIMITS.tips) throw badRequest(`A recipe can have at most ${LIMITS.tips} tips.`, 'tips');
  const description = input.description?.trim() || null;
  return {
    title,
    description,
    prepTime: input.prepTime,
    cookTime: input.cookTime,
    servings: input.servings,
    difficulty: input.difficulty,
    ingredients,
    instructions,
    tags: cleanTags(input.tags ?? []),
    tips,
  };
}
