import type { TRatingInput, TReviewQuery } from '../../shared/schemas/rating.ts';
import type { Db } from '../db/client.ts';
import { recipePolicy } from '../recipes/recipes.policy.ts';
import { recipesRepository, type RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import { ratingsRepository, type ReviewFilter } from './ratings.repository.ts';

/** The filter a review list query names; the combined `sort` (rating-desc…) wins over sortBy/sortOrder. */
function reviewFilter(q: TReviewQuery): ReviewFilter {
  let sortBy = q.sortBy;
  let sortOrder = q.sortOrder;
  if (q.sort) {
    const [by, order] = q.sort.split('-') as ['rating' | 'createdAt' | 'title', 'asc' | 'desc'];
    sortBy = by;
    sortOrder = order;
  }
  return {
    search: q.search || undefined,
    minRating: q.minRating,
    maxRating: q.maxRating,
    favorites: q.favorites === undefined ? undefined : q.favorites === 'true',
    isPublic: q.public === undefined ? undefined : q.public === 'true',
    sortBy,
    sortOrder,
  };
}

/** Ratings of recipes the viewer may read (anyone's rating of a readable recipe; reviews are one's own). */
export function ratingsService(db: Db) {
  const repo = ratingsRepository(db);
  /** A recipe you may not read answers 404, as everywhere. */
  const readable = async (viewer: UserRow | null, recipeId: string): Promise<RecipeRow> =>
    recipePolicy.assertRead(await recipesRepository(db).findReadable(recipeId, viewer));
  return {
    async summary(viewer: UserRow | null, recipeId: string) {
      return repo.summary((await readable(viewer, recipeId)).id);
    },
    async mine(user: UserRow, recipeId: string) {
      return repo.mine((await readable(user, recipeId)).id, user.id);
    },
    async rate(user: UserRow, recipeId: string, input: TRatingInput) {
      const recipe = await readable(user, recipeId);
      return repo.upsert(recipe.id, user.id, input.rating, input.comment || null);
    },
    async reviews(user: UserRow, query: TReviewQuery) {
      return repo.reviewsOf(user, reviewFilter(query));
    },
    /** The counts, the five best rated and the five latest reviews. */
    async statistics(user: UserRow) {
      const [stats, top, recent] = await Promise.all([
        repo.statistics(user.id),
        repo.reviewsOf(user, { sortBy: 'rating', sortOrder: 'desc', limit: 5 }),
        repo.reviewsOf(user, { sortBy: 'createdAt', sortOrder: 'desc', limit: 5 }),
      ]);
      return { stats, top, recent };
    },
  };
}
