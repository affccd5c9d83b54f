import { z } from 'zod';
import { LIMITS, MEAL_TYPES, RATING, UNIT_SYSTEMS } from '../../shared/constants.ts';
import { ZMealTimes } from '../../shared/schemas/calendar.ts';
import { STAPLES_MAX } from '../../shared/schemas/pantry.ts';
import { isTimeZone } from '../calendar/ics.ts';
import { ARCHIVE_FORMAT, ArchiveError, describeIssue, ZDay, ZRef, ZTimestamp } from './archive-format.ts';
import { recipeFromJsonLd, type ImportedRecipeData } from './archive-recipe.ts';

export {
  ARCHIVE_CONTEXT,
  ARCHIVE_FORMAT,
  ArchiveError,
  collectionRef,
  recipeRef,
  TEMPERO_NS,
  userRef,
} from './archive-format.ts';
export { recipeToJsonLd, type ImportedRecipeData, type RecipeData } from './archive-recipe.ts';

/**
 * The backup archive: one JSON-LD document. Recipes are schema.org `Recipe` objects any recipe app
 * can read; what schema.org has no words for (flags, exact ingredient rows, collections, plans,
 * the shopping list, stored image bytes) sits in `tempero:` properties. Cross-references use
 * `@id`s built from the original database ids ("tempero:recipe/<uuid>"); import gives every row
 * a new id and rewrites the references. This file reads the whole archive; one recipe is
 * archive-recipe.ts, the constants and references archive-format.ts.
 */

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
