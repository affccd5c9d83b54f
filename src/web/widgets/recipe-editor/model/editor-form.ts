/**
 * The edit form's values, its rules (spec section 5, "Recipe edit") and the recipe fields it
 * saves. The form keeps what the cook types (numbers as the text of their inputs, empty rows);
 * `toRecipeFields` turns that into what PATCH /api/recipes/:id and POST /api/recipes/:id/copy take:
 * trimmed, empty rows stripped, blank times 0 and blank servings 1.
 */
import { z } from 'zod';
import { DIFFICULTIES, LIMITS, type TDifficulty } from '../../../../shared/constants.ts';
import type { TRecipeBase, TRecipeDraftField } from '../../../../shared/schemas/recipe.ts';
import type { TRecipe } from '../../../entities/recipe/api/types.ts';
import { readDifficulty } from '../../../entities/recipe/lib/difficulty.ts';

export interface EditorIngredient {
  name: string;
  amount: string;
}

/** Instructions are objects so react-hook-form's field arrays can key and move them. */
export interface EditorStep {
  text: string;
}

export interface EditorValues {
  title: string;
  description: string;
  prepTime: string;
  cookTime: string;
  servings: string;
  difficulty: TDifficulty;
  ingredients: EditorIngredient[];
  instructions: EditorStep[];
  tags: string[];
  tips: string[];
}

/**
 * The recipe fields the editor saves (a valid body for PATCH and for copy overrides): the draft
 * fields of the shared base recipe, with the difficulty narrowed to the three levels.
 */
export type RecipeFields = Omit<Pick<TRecipeBase, TRecipeDraftField>, 'difficulty'> & { difficulty: TDifficulty };

/**
 * Validation messages are keys of the editor namespace's `validation` group, translated where
 * they are shown.
 */
export type EditorMessageKey =
  | 'titleRequired'
  | 'ingredientRequired'
  | 'instructionRequired'
  | 'ingredientNameMissing'
  | 'minutesInvalid'
  | 'servingsInvalid';

export const EMPTY_INGREDIENT: EditorIngredient = { name: '', amount: '' };
export const EMPTY_STEP: EditorStep = { text: '' };

export function toEditorValues(recipe: TRecipe): EditorValues {
  const { level } = readDifficulty(recipe.difficulty);
  return {
    title: recipe.title,
    description: recipe.description ?? '',
    prepTime: String(recipe.prepTime ?? 0),
    cookTime: String(recipe.cookTime ?? 0),
    servings: String(recipe.servings ?? 1),
    // The server only stores the three levels; anything else read from old data edits as Medium.
    difficulty: level ?? 'Medium',
    ingredients: recipe.ingredients.length
      ? recipe.ingredients.map((i) => ({ name: i.name, amount: i.amount }))
      : [{ ...EMPTY_INGREDIENT }],
    instructions: recipe.instructions.length ? recipe.instructions.map((text) => ({ text })) : [{ ...EMPTY_STEP }],
    tags: [...recipe.tags],
    tips: [...recipe.tips],
  };
}

function wholeNumber(text: string, fallback: number): number {
  const t = text.trim();
  return t === '' ? fallback : Number(t);
}

function inRange(text: string, min: number, max: number): boolean {
  const t = text.trim();
  if (t === '') return true;
  if (!/^\d+$/.test(t)) return false;
  const n = Number(t);
  return n >= min && n <= max;
}

/** Trimmed fields without empty rows; times default to 0 and servings to 1 (spec section 5). */
export function toRecipeFields(values: EditorValues): RecipeFields {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === '' ? null : description,
    prepTime: wholeNumber(values.prepTime, 0),
    cookTime: wholeNumber(values.cookTime, 0),
    servings: wholeNumber(values.servings, 1),
    difficulty: values.difficulty,
    ingredients: values.ingredients
      .map((i) => ({ name: i.name.trim(), amount: i.amount.trim() }))
      .filter((i) => i.name !== '' || i.amount !== ''),
    instructions: values.instructions.map((s) => s.text.trim()).filter((s) => s !== ''),
    tags: values.tags.map((t) => t.trim()).filter((t) => t !== ''),
    tips: values.tips.map((t) => t.trim()).filter((t) => t !== ''),
  };
}

/** True when saving would change the recipe: blank rows and spacing alone are not changes. */
export function hasChanges(initial: EditorValues, current: EditorValues): boolean {
  return JSON.stringify(toRecipeFields(initial)) !== JSON.stringify(toRecipeFields(current));
}

const ZIngredientRow = z
  .object({ name: z.string(), amount: z.string() })
  .refine((row) => row.name.trim() !== '' || row.amount.trim() === '', {
    message: 'ingredientNameMissing' satisfies EditorMessageKey,
    path: ['name'],
  });

/** The form's schema (react-hook-form resolver): the rules of spec section 5, then the fields to save. */
export const ZEditorValues = z
  .object({
    title: z.string().refine((v) => v.trim() !== '', { message: 'titleRequired' satisfies EditorMessageKey }),
    description: z.string(),
    prepTime: z
      .string()
      .refine((v) => inRange(v, 0, LIMITS.minutes), { message: 'minutesInvalid' satisfies EditorMessageKey }),
    cookTime: z
      .string()
      .refine((v) => inRange(v, 0, LIMITS.minutes), { message: 'minutesInvalid' satisfies EditorMessageKey }),
    servings: z
      .string()
      .refine((v) => inRange(v, 1, LIMITS.servings), { message: 'servingsInvalid' satisfies EditorMessageKey }),
    difficulty: z.enum(DIFFICULTIES),
    ingredients: z
      .array(ZIngredientRow)
      .refine((rows) => rows.some((r) => r.name.trim() !== '' && r.amount.trim() !== ''), {
        message: 'ingredientRequired' satisfies EditorMessageKey,
      }),
    instructions: z.array(z.object({ text: z.string() })).refine((rows) => rows.some((r) => r.text.trim() !== ''), {
      message: 'instructionRequired' satisfies EditorMessageKey,
    }),
    tags: z.array(z.string()),
    tips: z.array(z.string()),
  })
  .transform(toRecipeFields);

/** Limits shown with the number messages. */
export const NUMBER_LIMITS = { minutes: LIMITS.minutes, servings: LIMITS.servings } as const;

/** Spec section 5, "Copy title": the current title plus ' - Copy' while the title is unchanged. */
export function defaultCopyTitle(
  originalTitle: string,
  currentTitle: string,
  withSuffix: (title: string) => string,
): string {
  const current = currentTitle.trim();
  const original = originalTitle.trim();
  if (current === '' || current === original) return withSuffix(original);
  return current;
}
