import { z } from 'zod';
import { DIFFICULTIES, LIMITS, MEAL_TYPES, RATING, UNIT_SYSTEMS } from '../../shared/constants.ts';
import { ZMealTimes } from '../../shared/schemas/calendar.ts';
import { STAPLES_MAX } from '../../shared/schemas/pantry.ts';
import { isTimeZone } from '../calendar/ics.ts';
import { ingredientList, instructionList } from '../importer/html/json-ld.ts';
import { ZRecipeFields, type TRecipeField } from '../../shared/schemas/recipe.ts';
import type { recipes } from '../db/schema.ts';
import { splitIngredientLine } from '../importer/ingredient-line.ts';
import { parseDurationMinutes, parseServings } from '../importer/values.ts';

/**
 * The backup archive: one JSON-LD document. Recipes are schema.org `Recipe` objects any recipe app
 * can read; what schema.org has no words for (flags, exact ingredient rows, collections, plans,
 * the shopping list, stored image bytes) sits in `tempero:` properties. Cross-references use
 * `@id`s built from the original database ids ("tempero:recipe/<uuid>"); import gives every row
 * a new id and rewrites the references.
 */
export const ARCHIVE_FORMAT = 1;
export const TEMPERO_NS = 'urn:tempero:';
export const ARCHIVE_CONTEXT = ['https://schema.org', { tempero: TEMPERO_NS }] as const;

export const recipeRef = (id: string) => `tempero:recipe/${id}`;
export const collectionRef = (id: string) => `tempero:collection/${id}`;
export const userRef = (id: string) => `tempero:user/${id}`;

/**
 * A recipe row as the archive is written from: every base recipe field (src/shared/schemas/recipe.ts)
 * plus identity, flags and dates. A base field without a column fails to compile here.
 */
export type RecipeData = Pick<
  typeof recipes.$inferSelect,
  TRecipeField | 'id' | 'isFavorite' | 'isPublic' | 'language' | 'createdAt' | 'updatedAt'
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
    'tempero:difficulty': r.difficulty,
    'tempero:tips': r.tips,
    'tempero:tags': r.tags,
    'tempero:ingredients': r.ingredients,
    'tempero:originalUnitSystem': r.originalUnitSystem,
  };
}

// ---------------------------------------------------------------------------------------------
// Reading an archive back. Tempero's own archives carry every tempero: field; a plain schema.org
// Recipe (from another app) is read through the importer's helpers, so it can be imported too.

const ZTimestamp = z.iso.datetime({ offset: true }).transform((v) => new Date(v));
const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-11-22');
const ZRef = z.object({ '@id': z.string().min(1).max(200) });
const text = (max: number) => z.string().max(max);

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
    isPublic: n['tempero:isPublic'] ?? false,
    originalUnitSystem: n['tempero:originalUnitSystem'] ?? 'imperial',
    language: n.inLanguage ?? 'en',
    createdAt: created,
    updatedAt: n.dateModified ?? created,
  };
}

const ZPerson = z.looseObject({
  '@id': z.string().max(200).optional(),
  email: z.email().max(320),
  givenName: z.string().max(200).optional(),
  familyName: z.string().max(200).nullish(),
  image: z.string().max(LIMITS.url).nullish(),
  dateCreated: ZTimestamp.optional(),
  'tempero:unitSystem': z.enum(UNIT_SYSTEMS).optional(),
  'tempero:language': z.string().max(20).optional(),
  'tempero:passwordHash': z.string().max(500).nullish(),
  'tempero:oidc': z.object({ issuer: z.string().max(500), subject: z.string().max(500) }).nullish(),
});

const ZCollectionNode = z.looseObject({
  '@id': z.string().min(1).max(200),
  name: z.string().trim().min(1).max(100),
  description: z.string().max(500).nullish(),
  dateCreated: ZTimestamp.optional(),
  dateModified: ZTimestamp.optional(),
  'tempero:color': z.string().max(20),
  'tempero:icon': z.string().max(40),
  hasPart: z
    .array(ZRef.extend({ 'tempero:addedAt': ZTimestamp.optional() }))
    .max(100000)
    .default([]),
});

const ZReviewNode = z.looseObject({
  itemReviewed: ZRef.extend({ name: z.string().optional() }),
  reviewRating: z.object({ ratingValue: z.number().min(RATING.min).max(RATING.max) }),
  reviewBody: z.string().max(RATING.commentMax).nullish(),
  dateCreated: ZTimestamp.optional(),
  dateModified: ZTimestamp.optional(),
});

const ZPlanItemNode = z.looseObject({
  'tempero:recipe': ZRef,
  'tempero:mealDate': ZDay,
  'tempero:mealType': z.enum(MEAL_TYPES),
  'tempero:servings': z.number().int().min(1).max(LIMITS.servings),
  'tempero:notes': z.string().max(1000).nullish(),
  'tempero:completed': z.boolean().default(false),
  dateCreated: ZTimestamp.optional(),
});

const ZPlanNode = z.looseObject({
  name: z.string().trim().min(1).max(120),
  startDate: ZDay,
  endDate: ZDay,
  'tempero:notes': z.string().max(1000).nullish(),
  dateCreated: ZTimestamp.optional(),
  'tempero:items': z.array(ZPlanItemNode).max(100000).default([]),
});

const ZShoppingNode = z.looseObject({
  name: z.string().trim().min(1).max(200),
  'tempero:amount': z.string().max(200).default(''),
  'tempero:checked': z.boolean().default(false),
  'tempero:recipe': ZRef.nullish(),
  'tempero:recipeTitle': z.string().max(LIMITS.title).nullish(),
  dateCreated: ZTimestamp.optional(),
});

const ZPantryNode = z.looseObject({
  name: z.string().trim().min(1).max(200),
  'tempero:amount': z.string().trim().max(100).default(''),
  'tempero:bestBefore': ZDay.nullish(),
  'tempero:runningLow': z.boolean().default(false),
  dateCreated: ZTimestamp.optional(),
  dateModified: ZTimestamp.optional(),
});

const ZKitchenSettingsNode = z.looseObject({
  /** The staples "what can I make?" ignores; null = the defaults. */
  'tempero:staples': z.array(z.string().trim().min(1).max(100)).max(STAPLES_MAX).nullish(),
  'tempero:mealTimes': ZMealTimes.partial().nullish(),
  'tempero:timeZone': z.string().max(64).refine(isTimeZone, 'unknown time zone').nullish(),
});

const ZObjectNode = z.looseObject({
  'tempero:key': z.string().min(1).max(300),
  'tempero:kind': z.string().max(40),
  'tempero:recipe': ZRef.nullish(),
  encodingFormat: z.string().max(100),
  contentSize: z.number().int().min(0),
  dateCreated: ZTimestamp.optional(),
  /** `data:<type>;base64,<bytes>`; absent when the export could not read the storage. */
  contentUrl: z.string().optional(),
});

export const ZArchive = z.looseObject({
  '@context': z.unknown().refine((v) => v !== undefined, 'missing: not a JSON-LD document'),
  'tempero:formatVersion': z
    .number()
    .int()
    .min(1)
    .max(ARCHIVE_FORMAT, 'this archive was written by a newer Tempero')
    .optional(),
  mainEntity: ZPerson,
  hasPart: z.array(z.unknown()).max(200000).default([]),
  'tempero:collections': z.array(ZCollectionNode).max(100000).default([]),
  'tempero:reviews': z.array(ZReviewNode).max(200000).default([]),
  'tempero:mealPlans': z.array(ZPlanNode).max(100000).default([]),
  'tempero:shoppingList': z.array(ZShoppingNode).max(100000).default([]),
  'tempero:storedObjects': z.array(ZObjectNode).max(200000).default([]),
  // Added after format 1 was first written: older archives have neither and still import.
  'tempero:pantry': z.array(ZPantryNode).max(100000).default([]),
  'tempero:kitchenSettings': ZKitchenSettingsNode.nullish(),
});
export type TArchive = z.infer<typeof ZArchive>;

export class ArchiveError extends Error {}

function describeIssue(error: z.ZodError): string {
  const first = error.issues[0];
  if (!first) return 'invalid';
  const where = first.path.length ? first.path.map(String).join('.') : 'document';
  return `${where}: ${first.message}`;
}

/** Parses and validates a whole archive (recipes included), or throws ArchiveError. */
export function parseArchive(json: unknown): { archive: TArchive; recipes: ImportedRecipeData[] } {
  const parsed = ZArchive.safeParse(json);
  if (!parsed.success) throw new ArchiveError(`Not a Tempero backup: ${describeIssue(parsed.error)}`);
  const archive = parsed.data;
  const recipes: ImportedRecipeData[] = [];
  const seen = new Set<string>();
  archive.hasPart.forEach((node, i) => {
    const types = (node as { '@type'?: unknown } | null)?.['@type'];
    const isRecipe = types === 'Recipe' || (Array.isArray(types) && types.includes('Recipe'));
    if (!isRecipe) return;
    const r = recipeFromJsonLd(node, `hasPart[${i}]`);
    if (seen.has(r.ref)) throw new ArchiveError(`hasPart[${i}]: the @id ${r.ref} appears twice`);
    seen.add(r.ref);
    recipes.push(r);
  });
  return { archive, recipes };
}
