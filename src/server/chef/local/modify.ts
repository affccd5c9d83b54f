import type { TRecipeDraft } from '../../../shared/schemas/recipe.ts';
import { categoriesOf, dietViolations } from './analyze.ts';
import type { Diet } from './knowledge/diets.ts';

/** True when the recipe names no ingredient a diet forbids (used by tests and the LLM guard). */
export function draftFollowsDiets(d: TRecipeDraft, diets: readonly Diet[]): boolean {
  return d.ingredients.every((i) => {
    const { cats, families } = categoriesOf([i.name]);
    return dietViolations(cats, families, diets).length === 0;
  });
}
