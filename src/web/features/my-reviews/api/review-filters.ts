import { REVIEW_SORTS } from '../../../../shared/constants.ts';
import type { ApiQuery } from '../../../lib/api/types.ts';

export type ReviewSort = (typeof REVIEW_SORTS)[number];
export type TriState = 'all' | 'true' | 'false';
/** 'all' or the lowest star count to show (spec section 9: rating filter 1 to 5 or all). */
export type RatingFilter = 'all' | '1' | '2' | '3' | '4' | '5';

export const RATING_FILTERS: readonly RatingFilter[] = ['all', '5', '4', '3', '2', '1'];

export interface ReviewFilters {
  search: string;
  sort: ReviewSort;
  rating: RatingFilter;
  favorites: TriState;
  public: TriState;
}

export const DEFAULT_REVIEW_FILTERS: ReviewFilters = {
  search: '',
  sort: 'createdAt-desc',
  rating: 'all',
  favorites: 'all',
  public: 'all',
};

export function isDefaultFilters(filters: ReviewFilters): boolean {
  return (
    filters.search.trim() === '' && filters.rating === 'all' && filters.favorites === 'all' && filters.public === 'all'
  );
}

export type MyReviewsQuery = ApiQuery<'/api/reviews/my-reviews', 'get'>;

/**
 * The query of GET /api/reviews/my-reviews: the combined sort, the trimmed search, the rating
 * filter as minRating, and the favourites and public filters; 'all' and empty are left out.
 */
export function reviewsQuery(filters: ReviewFilters): MyReviewsQuery {
  const query: MyReviewsQuery = { sort: filters.sort };
  const search = filters.search.trim();
  if (search) query.search = search;
  if (filters.rating !== 'all') query.minRating = Number(filters.rating);
  if (filters.favorites !== 'all') query.favorites = filters.favorites;
  if (filters.public !== 'all') query.public = filters.public;
  return query;
}

/**
 * The same as a query string (the cache key of a filtered list): the combined sort, the trimmed search, the
 * rating filter as minRating, and the favourites and public filters; 'all' and empty are left out.
 */
export function reviewsQueryString(filters: ReviewFilters): string {
  const params = new URLSearchParams();
  params.set('sort', filters.sort);
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.rating !== 'all') params.set('minRating', filters.rating);
  if (filters.favorites !== 'all') params.set('favorites', filters.favorites);
  if (filters.public !== 'all') params.set('public', filters.public);
  return params.toString();
}
