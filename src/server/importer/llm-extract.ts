import { z } from 'zod';
import { splitIngredientLine } from './ingredient-line.ts';
import { normalizeSteps } from './steps.ts';
import type { ImportedRecipe } from './types.ts';
import { parseDurationMinutes, parseServings } from './values.ts';

/**
 * The optional LLM step of the importer. The importer never calls a model itself: whoever has one
 * configured (the chef module) passes a `RecipeExtractionLlm`. Whatever the model answers is
 * accepted only if it is grounded in the page: every ingredient name (and its numbers) and most
 * of the step words must appear in the page text, so a model cannot invent a recipe.
 */

export interface RecipeExtractionRequest {
  /** Readable text of the page (or OCR text), already trimmed to a sensible size. */
  pageText: string;
  url: string | null;
  language: 'en' | 'pt-BR';
}

/** What the model is asked to return (the chef module builds its prompt and schema from this). */
export const ZLlmRecipe = z.object({
  title: z.string().min(1).max(300),
  description: z.string().max(3000).nullish(),
  ingredients: z
    .array(z.union([z.string().min(1), z.object({ amount: z.string().nullish(), name: z.string().min(1) })]))
    .min(1)
    .max(200),
  instructions: z.array(z.string().min(1)).min(1).max(200),
  prepTime: z.union([z.number(), z.string()]).nullish(),
  cookTime: z.union([z.number(), z.string()]).nullish(),
  totalTime: z.union([z.number(), z.string()]).nullish(),
  servings: z.union([z.number(), z.string()]).nullish(),
});
export type TLlmRecipe = z.infer<typeof ZLlmRecipe>;

export type RecipeExtractionLlm = (request: RecipeExtractionRequest) => Promise<unknown>;

export interface GroundingOptions {
  /** Share of all step words (content words) that must appear in the page; default 0.8. */
  minStepWordShare?: number;
  /** Share each single step must reach; default 0.5. */
  minStepWordShareEach?: number;
}

export interface GroundingReport {
  ok: boolean;
  /** Ingredient names (or amounts) not found in the page. */
  ungroundedIngredients: string[];
  /** Share of step content words found in the page (0..1). */
  stepWordShare: number;
  /** Steps that fall below the per-step share. */
  ungroundedSteps: string[];
}

const STOPWORDS = new Set(
  (
    'the a an and or of to in on at for with by from into over until then it its is be as this that your you ' +
    'o a os as um uma uns umas e ou de da do das dos em no na nos nas por para com sem ate ao aos se que seu sua'
  ).split(' '),
);

/** Lower case, accents folded, vulgar fractions spelled out, punctuation to spaces. */
export function normalizeForGrounding(s: string): string {
  return s
    .replace(/([½¼¾⅓⅔⅛⅜⅝⅞])/g, ' $1') // "1½" -> "1 1/2", not "11/2"
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\u2044/g, '/')
    .replace(/[^\p{L}\p{N}/.,]+/gu, ' ')
    .replace(/(?<!\d)[.,]|[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function contentWords(s: string): string[] {
  return normalizeForGrounding(s)
    .split(' ')
    .filter((w) => /\p{L}/u.test(w) && w.length >= 3 && !STOPWORDS.has(w));
}

/** The word forms a page word may take: "tomatoes" grounds "tomato", "ovos" grounds "ovo". */
function stems(w: string): string[] {
  const out = [w];
  if (w.endsWith('es')) out.push(w.slice(0, -2));
  if (w.endsWith('s')) out.push(w.slice(0, -1));
  return out;
}

function wordSet(text: string): Set<string> {
  const set = new Set<string>();
  for (const w of normalizeForGrounding(text).split(' ')) for (const s of stems(w)) set.add(s);
  return set;
}

const hasWord = (set: Set<string>, w: string) => stems(w).some((s) => set.has(s));

function numbersIn(s: string): string[] {
  return normalizeForGrounding(s).match(/\d+(?:[.,/]\d+)?/g) ?? [];
}

/** Checks that a recipe (from a model) is made of what the page says. */
export function checkGrounding(
  recipe: { ingredients: { amount: string; name: string }[]; instructions: string[] },
  pageText: string,
  opts: GroundingOptions = {},
): GroundingReport {
  const page = normalizeForGrounding(pageText);
  const words = wordSet(page);
  const pageNumbers = new Set(page.match(/\d+(?:[.,/]\d+)?/g) ?? []);
  const ungroundedIngredients: string[] = [];
  for (const ing of recipe.ingredients) {
    const name = normalizeForGrounding(ing.name);
    const nameWords = contentWords(ing.name);
    const nameOk =
      name !== '' && (page.includes(name) || (nameWords.length > 0 && nameWords.every((w) => hasWord(words, w))));
    const amountOk = numbersIn(ing.amount).every((n) => pageNumbers.has(n));
    if (!nameOk || !amountOk) ungroundedIngredients.push(`${ing.amount} ${ing.name}`.trim());
  }
  let total = 0;
  let found = 0;
  const each = opts.minStepWordShareEach ?? 0.5;
  const ungroundedSteps: string[] = [];
  for (const step of recipe.instructions) {
    const ws = contentWords(step);
    const hits = ws.filter((w) => hasWord(words, w)).length;
    total += ws.length;
    found += hits;
    if (ws.length > 0 && hits / ws.length < each) ungroundedSteps.push(step);
  }
  const stepWordShare = total === 0 ? 0 : found / total;
  const ok =
    recipe.ingredients.length > 0 &&
    recipe.instructions.length > 0 &&
    ungroundedIngredients.length === 0 &&
    ungroundedSteps.length === 0 &&
    stepWordShare >= (opts.minStepWordShare ?? 0.8);
  return { ok, ungroundedIngredients, stepWordShare, ungroundedSteps };
}

export interface LlmExtractionResult {
  recipe: ImportedRecipe | null;
  grounding: GroundingReport | null;
  /** Why nothing was accepted: the model failed, answered badly, or was not grounded. */
  rejected?: 'llm_error' | 'invalid_answer' | 'not_grounded';
}

/** Asks the model for the page's recipe and keeps the answer only when it is grounded. */
export async function extractWithLlm(
  request: RecipeExtractionRequest,
  llm: RecipeExtractionLlm,
  opts: GroundingOptions = {},
): Promise<LlmExtractionResult> {
  let answer: unknown;
  try {
    answer = await llm(request);
  } catch {
    return { recipe: null, grounding: null, rejected: 'llm_error' };
  }
  const parsed = ZLlmRecipe.safeParse(answer);
  if (!parsed.success) return { recipe: null, grounding: null, rejected: 'invalid_answer' };
  const d = parsed.data;
  const ingredients = d.ingredients.map((i) =>
    typeof i === 'string' ? splitIngredientLine(i) : { amount: (i.amount ?? '').trim(), name: i.name.trim() },
  );
  const instructions = normalizeSteps(d.instructions.map((s) => s.trim()));
  const grounding = checkGrounding({ ingredients, instructions }, request.pageText, opts);
  if (!grounding.ok) return { recipe: null, grounding, rejected: 'not_grounded' };
  const prepTime = parseDurationMinutes(d.prepTime ?? null);
  const cookTime = parseDurationMinutes(d.cookTime ?? null);
  const totalTime =
    parseDurationMinutes(d.totalTime ?? null) ??
    (prepTime !== null || cookTime !== null ? (prepTime ?? 0) + (cookTime ?? 0) : null);
  return {
    grounding,
    recipe: {
      title: d.title.trim(),
      description: (d.description ?? '').trim(),
      ingredients,
      ingredientLines: ingredients.map((i) => `${i.amount} ${i.name}`.trim()),
      instructions,
      prepTime,
      cookTime,
      totalTime,
      servings: parseServings(d.servings ?? null),
      yieldText: d.servings === null || d.servings === undefined ? null : String(d.servings),
      imageUrl: null,
      sourceUrl: request.url,
      tags: [],
      tips: [],
      author: null,
      language: request.language,
      source: 'llm',
    },
  };
}
