import { z } from 'zod';
import { ZId } from '../../shared/schemas/id.ts';
import { ZApiToken, ZApiTokenCreate, ZApiTokenCreated } from '../../shared/schemas/integrations.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { sessionEnder } from '../auth/session-end.ts';
import { requireUser, type App } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { presentApiToken } from './api-tokens.presenter.ts';
import { apiTokensService } from './api-tokens.service.ts';

const tags = ['integrations'];

/** Personal API tokens, managed from a signed-in session only (request-auth.ts refuses tokens here). */
export async function apiTokensRoutes(app: App): Promise<void> {
  const service = () => apiTokensService(app.ctx.database.db);

  app.get('/api/tokens', { schema: { tags, response: { 200: z.array(ZApiToken) } } }, async (req) => {
    return (await service().list(requireUser(req))).map(presentApiToken);
  });

  app.post(
    '/api/tokens',
    { schema: { tags, body: ZApiTokenCreate, response: { 201: ZApiTokenCreated } } },
    async (req, reply) => {
      const { row, token } = await service().create(requireUser(req), req.body);
      return reply.code(201).send({ ...presentApiToken(row), token });
    },
  );

  app.delete(
    '/api/tokens/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      // Through the one way access ends: the token's live streams close too, on every app server.
      const ender = sessionEnder({ db: app.ctx.database.db, live: app.ctx.services.live });
      if (!(await ender.revokeApiToken(requireUser(req).id, req.params.id))) throw notFound('API token');
      return reply.code(204).send();
    },
  );
}
