import type { z } from 'zod';
import type { TReviewItem, ZRating, ZReviewStatistics } from '../../shared/schemas/rating.ts';
import { presentRecipeFor } from '../recipes/recipes.presenter.ts';
import type { Readable, RecipeRow } from '../recipes/recipes.repository.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { RatingRow } from './ratings.repository.ts';

export function presentRating(r: RatingRow): z.infer<typeof ZRating> {
  return {
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

type ReviewRow = { rating: RatingRow; recipe: Readable<RecipeRow> };
type ReviewCounts = Pick<z.infer<typeof ZReviewStatistics>, 'totalReviews' | 'averageRating' | 'ratingsDistribution'>;

/** A review with its recipe as the viewer may see it (the repository read only readable ones). */
function presentReview(viewer: UserRow, row: ReviewRow): TReviewItem {
  return {
    recipe: presentRecipeFor(viewer, row.recipe),
    rating: row.rating.rating,
    comment: row.rating.comment,
    ratedAt: row.rating.updatedAt.toISOString(),
  };
}

export function presentReviews(viewer: UserRow, rows: ReviewRow[]): TReviewItem[] {
  return rows.map((row) => presentReview(viewer, row));
}

export function presentReviewStatistics(
  viewer: UserRow,
  { stats, top, recent }: { stats: ReviewCounts; top: ReviewRow[]; recent: ReviewRow[] },
): z.infer<typeof ZReviewStatistics> {
  return { ...stats, topRatedRecipes: presentReviews(viewer, top), recentReviews: presentReviews(viewer, recent) };
}
