/** The rating entity: API hooks and the rating UI placed in the recipe modal and the public recipe page. */
export { useRatingSummary, ratingSummaryQueryOptions, type TRatingSummary } from './api/rating-summary-query.ts';
export { useMyRating, myRatingQueryOptions, type TMyRating } from './api/my-rating-query.ts';
export { useSubmitRating } from './api/submit-rating.ts';
export { ratingKeys } from './api/rating-keys.ts';
export { RatingStars, type RatingStarsProps, type RatingStarsSize } from './components/rating-stars.tsx';
export { RatingForm } from './components/rating-form.tsx';
export { RatingDisplay } from './components/rating-display.tsx';
export { RatingSummary, RatingSummaryView } from './components/rating-summary.tsx';
export { MyRating } from './components/my-rating.tsx';
export { RecipeRatingSection } from './components/recipe-rating.tsx';
export { nextRatingOnClick, stepRating, starFill, toRatingNumber, roundToHalf } from './model/rating-rules.ts';
