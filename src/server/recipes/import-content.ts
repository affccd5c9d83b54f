/**
 * What the import service saves from an imported recipe: content within the recipe rules. (App
 * exports and the CLI go through importer/present.ts, whose time and length rules differ.)
 */
import { LIMITS, type TLanguage } from '../../shared/constants.ts';
import type { TRecipeContent } from '../../shared/schemas/recipe.ts';
import type { ImportedRecipe } from '../importer/types.ts';
import { detectRecipeUnitSystem } from '../importer/unit-system.ts';

const clip = (s: string | null | undefined, max: number) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max).trim();

function minutes(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  return Math.min(Math.round(value), LIMITS.minutes);
}

function httpUrl(value: string | null | undefined): string | null {
  if (!value || value.length > LIMITS.url) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

/** Tags the recipe rules accept: at most 40 characters each, 30 in all, no duplicates. */
function importedTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of tags) {
    const tag = clip(raw, Number.POSITIVE_INFINITY);
    const key = tag.toLowerCase();
    if (!tag || tag.length > LIMITS.tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length === LIMITS.tags) break;
  }
  return out;
}

/**
 * An imported recipe as recipe content. Times: with only a total, it is the cook time; with a
 * total and a prep time, the cook time is what is left. Unknown servings are 1 (spec section 5).
 */
export function toRecipeContent(r: ImportedRecipe, untitled: string): TRecipeContent {
  const prep = minutes(r.prepTime);
  let cook = minutes(r.cookTime);
  const total = minutes(r.totalTime);
  if (cook === null && total !== null) cook = prep === null ? total : Math.max(0, total - prep);
  const ingredients = r.ingredients
    .map((i) => ({ amount: clip(i.amount, LIMITS.ingredientAmount), name: clip(i.name, LIMITS.ingredientName) }))
    .filter((i) => i.name.length > 0)
    .slice(0, LIMITS.ingredients);
  const servings =
    r.servings !== null && Number.isFinite(r.servings) && r.servings >= 1
      ? Math.min(Math.round(r.servings), LIMITS.servings)
      : 1;
  return {
    title: clip(r.title, LIMITS.title) || untitled,
    description: clip(r.description, LIMITS.description) || null,
    prepTime: prep ?? 0,
    cookTime: cook ?? 0,
    servings,
    difficulty: 'Medium',
    ingredients,
    instructions: r.instructions
      .map((s) => s.trim().slice(0, LIMITS.instruction).trim())
      .filter(Boolean)
      .slice(0, LIMITS.instructions),
    tags: importedTags(r.tags),
    tips: [...new Set(r.tips.map((s) => clip(s, LIMITS.tip)).filter(Boolean))].slice(0, LIMITS.tips),
    imageUrl: httpUrl(r.imageUrl),
    sourceUrl: httpUrl(r.sourceUrl),
    originalUnitSystem:
      detectRecipeUnitSystem(
        ingredients.map((i) => i.amount),
        [...r.instructions, r.description],
      ) ?? undefined,
  };
}

export const UNTITLED: Record<TLanguage, string> = { en: 'Imported recipe', 'pt-BR': 'Receita importada' };

/** A recipe the rules keep: a title, an ingredient with an amount, and a step. */
export function keepable(c: TRecipeContent): boolean {
  return c.ingredients.some((i) => i.amount.length > 0) && c.instructions.length > 0;
}

export const complete = (r: ImportedRecipe | null): boolean =>
  r !== null && r.ingredients.length > 0 && r.instructions.length > 0;
