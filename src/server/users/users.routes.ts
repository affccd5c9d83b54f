import { ZAccountDeleted, ZPreferences, ZUser, ZUserStatistics } from '../../shared/schemas/user.ts';
import { clearSessionCookie } from '../auth/session-cookie.ts';
import { requireUser, type App } from '../http/context.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import { presentUser } from './users.presenter.ts';

const tags = ['user'];

export async function usersRoutes(app: App): Promise<void> {
  const db = () => app.ctx.database.db;

  app.get('/api/user/statistics', { schema: { tags, response: { 200: ZUserStatistics } } }, async (req) => {
    const counts = await recipesRepository(db()).countsForUser(requireUser(req).id);
    return { totalRecipes: counts.total, favoriteRecipes: counts.favorites };
  });

  app.patch(
    '/api/user/preferences',
    { schema: { tags, body: ZPreferences, response: { 200: ZUser } } },
    async (req) => {
      const user = await app.ctx.services.users.updatePreferences(requireUser(req), req.body);
      return presentUser(user);
    },
  );

  app.delete('/api/user/account', { schema: { tags, response: { 200: ZAccountDeleted } } }, async (req, reply) => {
    await app.ctx.services.users.deleteAccount(requireUser(req));
    clearSessionCookie(app, reply);
    return reply.code(200).send({ message: 'Account deleted' });
  });
}
