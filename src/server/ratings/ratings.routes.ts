import { z } from 'zod';
import {
  ZRating,
  ZRatingInput,
  ZRatingSummary,
  ZReviewItem,
  ZReviewQuery,
  ZReviewStatistics,
} from '../../shared/schemas/rating.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentRating, presentReviews, presentReviewStatistics } from './ratings.presenter.ts';
import { ratingsService } from './ratings.service.ts';

export async function ratingsRoutes(app: App): Promise<void> {
  const service = () => ratingsService(app.ctx.database.db);

  app.get(
    '/api/recipes/:id/rating/summary',
    { schema: { tags: ['ratings'], params: ZId, response: { 200: ZRatingSummary } } },
    async (req) => service().summary(req.user, req.params.id),
  );

  app.get(
    '/api/recipes/:id/rating/me',
    { schema: { tags: ['ratings'], params: ZId, response: { 200: ZRating.nullable() } } },
    async (req) => {
      const mine = await service().mine(requireUser(req), req.params.id);
      return mine ? presentRating(mine) : null;
    },
  );

  app.post(
    '/api/recipes/:id/rating',
    { schema: { tags: ['ratings'], params: ZId, body: ZRatingInput, response: { 200: ZRating } } },
    async (req) => {
      return presentRating(await service().rate(requireUser(req), req.params.id, req.body));
    },
  );

  app.get(
    '/api/reviews/my-reviews',
    { schema: { tags: ['ratings'], querystring: ZReviewQuery, response: { 200: z.array(ZReviewItem) } } },
    async (req) => {
      const user = requireUser(req);
      return presentReviews(user, await service().reviews(user, req.query));
    },
  );

  app.get(
    '/api/reviews/statistics',
    { schema: { tags: ['ratings'], response: { 200: ZReviewStatistics } } },
    async (req) => {
      const user = requireUser(req);
      return presentReviewStatistics(user, await service().statistics(user));
    },
  );
}
