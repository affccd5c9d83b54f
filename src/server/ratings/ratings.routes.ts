import { z } from 'zod';
import {
  ZRating,
  ZRatingInput,
  ZRatingSummary,
  ZReviewItem,
  ZReviewQuery,
  ZReviewStatistics,
} from '../../shared/schemas/rating.ts';
import { requireUser, type App } from '../http/context.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { presentRecipeFor } from '../recipes/recipes.presenter.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { ratingsRepository, type RatingRow } from './ratings.repository.ts';

const ZId = z.object({ id: z.string().max(100) });

function presentRating(r: RatingRow) {
  return {
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
/** A review with its recipe as the viewer may see it; null when the recipe is no longer readable. */
function presentReview(viewer: UserRow, row: { rating: RatingRow; recipe: RecipeRow }) {
  const recipe = presentRecipeFor(viewer, row.recipe);
  return recipe ? { recipe, rating: row.rating.rating, comment: row.rating.comment, ratedAt: row.rating.updatedAt.toISOString() } : null;
}
function presentReviews(viewer: UserRow, rows: Array<{ rating: RatingRow; recipe: RecipeRow }>) {
  return rows.map((row) => presentReview(viewer, row)).filter((r) => r !== null);
}

export async function ratingsRoutes(app: App): Promise<void> {
  const db = () => app.ctx.database.db;
  const readable = async (req: { user: Parameters<typeof recipePolicy.assertRead>[0] }, id: string) =>
    recipePolicy.assertRead(req.user, await recipesRepository(db()).findById(id));

  app.get(
    '/api/recipes/:id/rating/summary',
    { schema: { tags: ['ratings'], params: ZId, response: { 200: ZRatingSummary } } },
    async (req) => {
      const recipe = await readable(req, req.params.id);
      return ratingsRepository(db()).summary(recipe.id);
    },
  );

  app.get(
    '/api/recipes/:id/rating/me',
    { schema: { tags: ['ratings'], params: ZId, response: { 200: ZRating.nullable() } } },
    async (req) => {
      const user = requireUser(req);
      const recipe = await readable(req, req.params.id);
      const mine = await ratingsRepository(db()).mine(recipe.id, user.id);
      return mine ? presentRating(mine) : null;
    },
  );

  app.post(
    '/api/recipes/:id/rating',
    { schema: { tags: ['ratings'], params: ZId, body: ZRatingInput, response: { 200: ZRating } } },
    async (req) => {
      const user = requireUser(req);
      const recipe = await readable(req, req.params.id);
      const saved = await ratingsRepository(db()).upsert(recipe.id, user.id, req.body.rating, req.body.comment || null);
      return presentRating(saved);
    },
  );

  app.get('/api/reviews/my-reviews', { schema: { tags: ['ratings'], querystring: ZReviewQuery, response: { 200: z.array(ZReviewItem) } } }, async (req) => {
    const user = requireUser(req);
    const q = req.query;
    let sortBy = q.sortBy;
    let sortOrder = q.sortOrder;
    if (q.sort) {
      const [by, order] = q.sort.split('-') as ['rating' | 'createdAt' | 'title', 'asc' | 'desc'];
      sortBy = by;
      sortOrder = order;
    }
    const rows = await ratingsRepository(db()).reviewsOf(user, {
      search: q.search || undefined,
      minRating: q.minRating,
      maxRating: q.maxRating,
      favorites: q.favorites === undefined ? undefined : q.favorites === 'true',
      isPublic: q.public === undefined ? undefined : q.public === 'true',
      sortBy,
      sortOrder,
    });
    return presentReviews(user, rows);
  });

  app.get('/api/reviews/statistics', { schema: { tags: ['ratings'], response: { 200: ZReviewStatistics } } }, async (req) => {
    const user = requireUser(req);
    const repo = ratingsRepository(db());
    const [stats, top, recent] = await Promise.all([
      repo.statistics(user.id),
      repo.reviewsOf(user, { sortBy: 'rating', sortOrder: 'desc', limit: 5 }),
      repo.reviewsOf(user, { sortBy: 'createdAt', sortOrder: 'desc', limit: 5 }),
    ]);
    return { ...stats, topRatedRecipes: presentReviews(user, top), recentReviews: presentReviews(user, recent) };
  });
}
