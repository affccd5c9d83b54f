import { z } from 'zod';
import { numberInput } from './number-input.ts';
import { RATING, REVIEW_SORTS } from '../constants.ts';
import { ZRecipe } from './recipe.ts';

/** 1 to 5 in half-star steps. */
export const ZRatingValue = numberInput(
  z
    .number()
    .min(RATING.min, `Rating must be between ${RATING.min} and ${RATING.max}`)
    .max(RATING.max, `Rating must be between ${RATING.min} and ${RATING.max}`),
).refine((v) => Number.isInteger(v * 2), 'Rating must be in half-star steps');

export const ZRatingInput = z.object({
  rating: ZRatingValue,
  comment: z
    .string()
    .trim()
    .max(RATING.commentMax, `Comment must be at most ${RATING.commentMax} characters`)
    .nullish(),
});
export type TRatingInput = z.infer<typeof ZRatingInput>;

export const ZRating = z.object({
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRating = z.infer<typeof ZRating>;
export const ZRatingSummary = z.object({ averageRating: z.number(), totalRatings: z.number() });
export type TRatingSummary = z.infer<typeof ZRatingSummary>;

export const ZReviewItem = z.object({
  recipe: ZRecipe,
  rating: z.number(),
  comment: z.string().nullable(),
  ratedAt: z.string(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const ZReviewQuery = z.object({
  sortBy: z.enum(['rating', 'createdAt', 'title']).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  /** Combined form of the spec's sort options (rating-desc, title-asc…); wins over sortBy/sortOrder. */
  sort: z.enum(REVIEW_SORTS).optional(),
  search: z.string().trim().max(200).optional(),
  minRating: numberInput(z.number().min(0).max(5)).optional(),
  maxRating: numberInput(z.number().min(0).max(5)).optional(),
  favorites: z.enum(['true', 'false']).optional(),
  public: z.enum(['true', 'false']).optional(),
});
export type TReviewQuery = z.infer<typeof ZReviewQuery>;

export const ZReviewStatistics = z.object({
  totalReviews: z.number(),
  averageRating: z.number(),
  ratingsDistribution: z.record(z.string(), z.number()),
  topRatedRecipes: z.array(ZReviewItem),
  recentReviews: z.array(ZReviewItem),
});
export type TReviewStatistics = z.infer<typeof ZReviewStatistics>;
