/**
 * One recipe in the archive: written as a schema.org Recipe with a tempero: block (lossless), read
 * back from Tempero's own block or, for another app's plain Recipe, through the importer's helpers.
 */
import { z } from 'zod';
import { DIFFICULTIES, LIMITS } from '../../shared/constants.ts';
import { RECIPE_VISIBILITIES } from '../../shared/schemas/household.ts';
import { ZRecipeFields, type TRecipeField } from '../../shared/schemas/recipe.ts';
import type { recipes } from '../db/schema.ts';
import { ingredientList, instructionList } from '../importer/html/json-ld.ts';
import { splitIngredientLine } from '../importer/ingredient-line.ts';
import { parseDurationMinutes, parseServings } from '../importer/values.ts';
import { ArchiveError, describeIssue, recipeRef, text, ZTimestamp } from './archive-format.ts';

/**
 * A recipe row as the archive is written from: every base recipe field (src/shared/schemas/recipe.ts)
 * plus identity, flags and dates. A base field without a column fails to compile here.
 */
export type RecipeData = Pick<
  typeof recipes.$inferSelect,
  TRecipeField | 'id' | 'isFavorite' | 'isPublic' | 'sharedWithHousehold' | 'language' | 'createdAt' | 'updatedAt'
>;

const iso = (d: Date) => d.toISOString();
const minutes = (n: number) => `PT${Math.max(0, Math.round(n))}M`;

/** A recipe as a schema.org Recipe with the tempero: block. Lossless: import reads the block back. */
export function recipeToJsonLd(r: RecipeData): Record<string, unknown> {
  return {
    '@type': 'Recipe',
    '@id': recipeRef(r.id),
    identifier: r.id,
    name: r.title,
    ...(r.description !== null ? { description: r.description } : {}),
    ...(r.imageUrl ? { image: r.imageUrl } : {}),
    ...(r.sourceUrl ? { isBasedOn: r.sourceUrl } : {}),
    inLanguage: r.language,
    dateCreated: iso(r.createdAt),
    dateModified: iso(r.updatedAt),
    prepTime: minutes(r.prepTime),
    cookTime: minutes(r.cookTime),
    totalTime: minutes(r.prepTime + r.cookTime),
    recipeYield: String(r.servings),
    ...(r.tags.length ? { keywords: r.tags.join(', ') } : {}),
    recipeIngredient: r.ingredients.map((i) => [i.amount, i.name].filter(Boolean).join(' ')),
    recipeInstructions: r.instructions.map((text) => ({ '@type': 'HowToStep', text })),
    'tempero:isFavorite': r.isFavorite,
    'tempero:isPublic': r.isPublic,
    // Who may read it (private, household, public); older archives carry only isPublic.
    'tempero:visibility': r.isPublic ? 'public' : r.sharedWithHousehold ? 'household' : 'private',
    'tempero:difficulty': r.difficulty,
    'tempero:tips': r.tips,
    'tempero:tags': r.tags,
    'tempero:ingredients': r.ingredients,
    'tempero:originalUnitSystem': r.originalUnitSystem,
  };
}

const ZIngredientRow = z.object({ name: text(LIMITS.ingredientName), amount: text(LIMITS.ingredientAmount) });

const ZTemperoRecipe = z.looseObject({
  '@id': z.string().min(1).max(200),
  name: z.string().trim().min(1).max(LIMITS.title),
  description: text(LIMITS.description).nullish(),
  image: z.unknown().optional(),
  isBasedOn: z.unknown().optional(),
  url: z.unknown().optional(),
  inLanguage: z.string().max(20).optional(),
  dateCreated: ZTimestamp.optional(),
  dateModified: ZTimestamp.optional(),
  prepTime: z.unknown().optional(),
  cookTime: z.unknown().optional(),
  totalTime: z.unknown().optional(),
  recipeYield: z.unknown().optional(),
  keywords: z.unknown().optional(),
  recipeIngredient: z.unknown().optional(),
  recipeInstructions: z.unknown().optional(),
  'tempero:isFavorite': z.boolean().optional(),
  'tempero:isPublic': z.boolean().optional(),
  'tempero:visibility': z.enum(RECIPE_VISIBILITIES).optional(),
  'tempero:difficulty': z.enum(DIFFICULTIES).optional(),
  'tempero:tips': ZRecipeFields.shape.tips.optional(),
  'tempero:tags': ZRecipeFields.shape.tags.optional(),
  'tempero:ingredients': z
    .array(ZIngredientRow)
    .max(LIMITS.ingredients * 2)
    .optional(),
  'tempero:originalUnitSystem': ZRecipeFields.shape.originalUnitSystem,
});

export interface ImportedRecipeData extends Omit<RecipeData, 'id'> {
  ref: string;
}

function firstUrl(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (Array.isArray(v)) return v.length ? firstUrl(v[0]) : null;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return firstUrl(o.url ?? o.contentUrl ?? o['@id']);
  }
  return null;
}

/** A flat list of HowToSteps (or strings) as Tempero writes it, text untouched; null for anything else. */
function verbatimSteps(v: unknown): string[] | null {
  if (!Array.isArray(v)) return null;
  const out: string[] = [];
  for (const step of v) {
    if (typeof step === 'string') out.push(step);
    else if (step && typeof step === 'object' && typeof (step as { text?: unknown }).text === 'string')
      out.push((step as { text: string }).text);
    else return null;
  }
  return out;
}

function clampMinutes(v: unknown): number {
  return Math.min(LIMITS.minutes, parseDurationMinutes(v) ?? 0);
}

/** One Recipe node of an archive, validated; `where` names it in error messages. */
export function recipeFromJsonLd(node: unknown, where: string): ImportedRecipeData {
  const parsed = ZTemperoRecipe.safeParse(node);
  if (!parsed.success) throw new ArchiveError(`${where}: ${describeIssue(parsed.error)}`);
  const n = parsed.data;
  const ingredients =
    n['tempero:ingredients'] ??
    ingredientList(n.recipeIngredient).map((line) => splitIngredientLine(line.slice(0, LIMITS.ingredientName)));
  // Tempero's own steps come back verbatim; other apps' step trees go through the importer's reader.
  const instructions = (
    (n['tempero:ingredients'] && verbatimSteps(n.recipeInstructions)) ||
    instructionList(n.recipeInstructions)
  ).map((s) => s.slice(0, LIMITS.instruction));
  const tags =
    n['tempero:tags'] ??
    (typeof n.keywords === 'string' ? n.keywords.split(',') : Array.isArray(n.keywords) ? n.keywords.map(String) : [])
      .map((t) => t.trim().slice(0, LIMITS.tag))
      .filter(Boolean)
      .slice(0, LIMITS.tags);
  if (instructions.length > LIMITS.instructions * 2) throw new ArchiveError(`${where}: too many steps`);
  const created = n.dateCreated ?? new Date();
  const servings = Math.round(parseServings(n.recipeYield) ?? 1);
  const sourceUrl = firstUrl(n.isBasedOn) ?? firstUrl(n.url);
  const imageUrl = firstUrl(n.image);
  return {
    ref: n['@id'],
    title: n.name,
    description: n.description ?? null,
    difficulty: n['tempero:difficulty'] ?? 'Medium',
    tags,
    tips: n['tempero:tips'] ?? [],
    prepTime: clampMinutes(n.prepTime),
    cookTime: clampMinutes(n.cookTime),
    servings: Math.min(LIMITS.servings, Math.max(1, servings)),
    ingredients,
    instructions,
    imageUrl: imageUrl && imageUrl.length <= LIMITS.url ? imageUrl : null,
    sourceUrl: sourceUrl && /^https?:\/\//i.test(sourceUrl) && sourceUrl.length <= LIMITS.url ? sourceUrl : null,
    isFavorite: n['tempero:isFavorite'] ?? false,
    isPublic: n['tempero:visibility'] ? n['tempero:visibility'] === 'public' : (n['tempero:isPublic'] ?? false),
    sharedWithHousehold: n['tempero:visibility'] === 'household',
    originalUnitSystem: n['tempero:originalUnitSystem'] ?? 'imperial',
    language: n.inLanguage ?? 'en',
    createdAt: created,
    updatedAt: n.dateModified ?? created,
  };
}
