import { z } from 'zod';
import {
  ZAdjustInstructionsResult,
  ZMealSuggestion,
  ZModifyResult,
  ZSubstitutesResult,
  ZTagsResult,
  ZTipsResult,
} from '../../shared/schemas/chef.ts';
import { ZCalendarSettings } from '../../shared/schemas/calendar.ts';
import { ZAddToCollectionResult, ZCollection } from '../../shared/schemas/collection.ts';
import { ZHousehold, ZHouseholdInvitation, ZInvitationPreview } from '../../shared/schemas/household.ts';
import { ZAttachedImage, ZGeneratedImage, ZUploadUrl } from '../../shared/schemas/image.ts';
import { ZImportJob, ZImportJobList } from '../../shared/schemas/import-job.ts';
import { ZMealPlan, ZMealPlanItem } from '../../shared/schemas/meal-plan.ts';
import {
  ZPantryItem,
  ZPantryMatches,
  ZShoppingFromPlanResult,
  ZStaples,
  ZUsePantryResult,
} from '../../shared/schemas/pantry.ts';
import { ZRating, ZRatingSummary, ZReviewItem, ZReviewStatistics } from '../../shared/schemas/rating.ts';
import { ZRecipe } from '../../shared/schemas/recipe.ts';
import { ZRecipeCard } from '../../shared/schemas/recipe-card.ts';
import { ZCombinedShoppingItem, ZShoppingItem } from '../../shared/schemas/shopping-list.ts';
import { ZUser, ZUserStatistics } from '../../shared/schemas/user.ts';
import type { ApiPath } from '../lib/api/types.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The shared zod schema of each route's success answer, as the server's routes declare it, keyed
 * by method and OpenAPI path (a path the API does not have fails the typecheck). `mockFetch`
 * checks every fake 2xx JSON answer of these routes against them (issue 18, item 8), so a web
 * test cannot pass on an answer the server could never give. A route left out is not checked.
 */
export const API_RESPONSE_SCHEMAS: Partial<Record<`${Method} ${ApiPath}`, z.ZodType>> = {
  'GET /api/auth/user': ZUser,
  'PATCH /api/user/preferences': ZUser,
  'GET /api/user/statistics': ZUserStatistics,
  'GET /api/recipes': z.array(ZRecipeCard),
  'GET /api/recipes/favorites': z.array(ZRecipeCard),
  'POST /api/recipes': ZRecipe,
  'GET /api/recipes/{id}': ZRecipe,
  'PATCH /api/recipes/{id}': ZRecipe,
  'POST /api/recipes/{id}/copy': ZRecipe,
  'PATCH /api/recipes/{id}/favorite': ZRecipe,
  'PATCH /api/recipes/{id}/public': ZRecipe,
  'PATCH /api/recipes/{id}/visibility': ZRecipe,
  'GET /api/public/recipes/{id}': ZRecipe.omit({ userId: true }).extend({ authorName: z.string().nullable() }),
  'POST /api/recipes/generate': z.array(ZRecipe),
  'POST /api/recipes/import': ZRecipe,
  'POST /api/recipes/import-text': ZRecipe,
  'POST /api/recipes/import-from-image': ZRecipe,
  'POST /api/recipes/{id}/modify': ZModifyResult,
  'POST /api/recipes/{id}/ai-tips': ZTipsResult,
  'POST /api/recipes/{id}/ai-tags': ZTagsResult,
  'POST /api/ingredients/substitutions': ZSubstitutesResult,
  'POST /api/recipes/adjust-instructions': ZAdjustInstructionsResult,
  'POST /api/objects/upload': ZUploadUrl,
  'POST /api/recipes/image-upload-url': ZUploadUrl,
  'PUT /api/recipes/{id}/image': ZAttachedImage,
  'POST /api/recipes/{id}/generate-image': ZGeneratedImage,
  'PUT /api/recipes/{id}/confirm-image': ZAttachedImage,
  'POST /api/recipes/{id}/regenerate-image': ZGeneratedImage,
  'GET /api/collections': z.array(ZCollection),
  'POST /api/collections': ZCollection,
  'GET /api/collections/{id}': ZCollection,
  'PATCH /api/collections/{id}': ZCollection,
  'GET /api/collections/{id}/recipes': z.array(ZRecipeCard),
  'POST /api/collections/{collectionId}/recipes': ZAddToCollectionResult,
  'GET /api/recipes/{id}/rating/summary': ZRatingSummary,
  'GET /api/recipes/{id}/rating/me': ZRating.nullable(),
  'POST /api/recipes/{id}/rating': ZRating,
  'GET /api/reviews/my-reviews': z.array(ZReviewItem),
  'GET /api/reviews/statistics': ZReviewStatistics,
  'POST /api/meal-plans': ZMealPlan,
  'GET /api/meal-plans': z.array(ZMealPlan),
  'POST /api/meal-plans/{planId}/items': ZMealPlanItem,
  'GET /api/meal-plan-items': z.array(ZMealPlanItem),
  'PATCH /api/meal-plan-items/{id}/toggle': ZMealPlanItem,
  'POST /api/meal-plans/generate': z.array(ZMealSuggestion),
  'GET /api/meal-plans/calendar': ZCalendarSettings,
  'PATCH /api/meal-plans/calendar': ZCalendarSettings,
  'POST /api/meal-plans/calendar/reset': ZCalendarSettings,
  'GET /api/shopping-list-items': z.array(ZShoppingItem),
  'POST /api/shopping-list-items': ZShoppingItem,
  'GET /api/shopping-list-items/combined': z.array(ZCombinedShoppingItem),
  'PATCH /api/shopping-list-items/{id}': ZShoppingItem,
  'POST /api/shopping-list-items/from-plan': ZShoppingFromPlanResult,
  'GET /api/pantry-items': z.array(ZPantryItem),
  'POST /api/pantry-items': ZPantryItem,
  'PATCH /api/pantry-items/{id}': ZPantryItem,
  'GET /api/pantry/staples': ZStaples,
  'PUT /api/pantry/staples': ZStaples,
  'GET /api/pantry/matches': ZPantryMatches,
  'POST /api/meal-plan-items/{id}/use-pantry': ZUsePantryResult,
  'GET /api/import-jobs': ZImportJobList,
  'GET /api/import-jobs/{id}': ZImportJob,
  'POST /api/import-jobs': ZImportJob,
  'POST /api/import-jobs/{id}/start': ZImportJob,
  'GET /api/household': ZHousehold,
  'PATCH /api/household': ZHousehold,
  'POST /api/household/invitations': ZHouseholdInvitation,
  'GET /api/household/invitations/{code}': ZInvitationPreview,
  'POST /api/household/join': ZHousehold,
  'POST /api/household/leave': ZHousehold,
  'POST /api/household/owner': ZHousehold,
};

const templates = Object.entries(API_RESPONSE_SCHEMAS).map(([key, schema]) => {
  const [method, path] = key.split(' ') as [Method, string];
  const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  // A literal path (/api/recipes/favorites) wins over a template that also matches it (/api/recipes/{id}).
  const params = (path.match(/\{/g) ?? []).length;
  return { method, pattern, params, key, schema: schema! };
});

/** The route and schema a request lands on (the path without its query string), if any. */
export function responseSchemaFor(method: string, url: string): { route: string; schema: z.ZodType } | null {
  const path = url.split('?')[0]!;
  const matches = templates
    .filter((t) => t.method === method && t.pattern.test(path))
    .sort((a, b) => a.params - b.params);
  const best = matches[0];
  return best ? { route: best.key, schema: best.schema } : null;
}

/** Why a fake answer could not come from the server, or null when it could. */
export async function fakeAnswerProblem(method: string, url: string, response: Response): Promise<string | null> {
  if (!response.ok || response.status === 204) return null;
  if (!(response.headers.get('Content-Type') ?? '').includes('application/json')) return null;
  const found = responseSchemaFor(method, url);
  if (!found) return null;
  const text = await response.clone().text();
  if (!text) return null;
  const result = found.schema.safeParse(JSON.parse(text));
  if (result.success) return null;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return `The fake answer of ${method} ${url} does not match the API's schema for ${found.route}:\n  ${issues.join('\n  ')}`;
}
