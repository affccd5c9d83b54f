import { z } from 'zod';
import {
  ZHousehold,
  ZHouseholdInvitation,
  ZHouseholdUpdate,
  ZInvitationCode,
  ZInvitationPreview,
  ZJoinHousehold,
  ZTransferOwnership,
} from '../../shared/schemas/household.ts';
import { ZId } from '../../shared/schemas/id.ts';
import { ZRecipe } from '../../shared/schemas/recipe.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { recipesRepository } from '../recipes/recipes.repository.ts';
import { presentRecipeFor } from '../recipes/recipes.presenter.ts';
import { routeRateLimit } from '../http/route-rate-limit.ts';
import { requireUser, type App } from '../http/context.ts';
import type { FastifyRequest } from 'fastify';
import { presentHousehold, presentInvitation } from './households.presenter.ts';
import { householdsService } from './households.service.ts';
import { householdEventsRoute } from './household-events.ts';

const tags = ['household'];

/** Where invitation links point: PUBLIC_URL when configured, else the origin the request came to. */
function inviteOrigin(app: App, req: FastifyRequest): string {
  return app.ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;
}

export async function householdsRoutes(app: App): Promise<void> {
  const live = () => app.ctx.services.live;
  // Codes cannot be guessed (31^10), and trying is slowed down too: per person, or per address.
  const guessLimit = routeRateLimit(app, { bucket: 'household-code', max: 30, windowMs: 15 * 60 * 1000 });
  const service = () =>
    householdsService(app.ctx.database.db, (id, topic) => live().publish(id, topic), app.ctx.services.images);
  // Invitation codes are the household's keys: shown to its owner in a session, never to an API
  // token (a script reading the household must not be able to hand a way in to anyone).
  const present = async (req: FastifyRequest) => {
    const household = presentHousehold(await service().get(requireUser(req)), inviteOrigin(app, req));
    return req.apiToken ? { ...household, invitations: [] } : household;
  };

  app.get('/api/household', { schema: { tags, response: { 200: ZHousehold } } }, async (req) => present(req));

  app.patch(
    '/api/household',
    { schema: { tags, body: ZHouseholdUpdate, response: { 200: ZHousehold } } },
    async (req) => {
      await service().update(requireUser(req), req.body);
      return present(req);
    },
  );

  app.post(
    '/api/household/invitations',
    { schema: { tags, response: { 201: ZHouseholdInvitation } } },
    async (req, reply) => {
      const invitation = await service().invite(requireUser(req));
      return reply.code(201).send(presentInvitation(invitation, inviteOrigin(app, req)));
    },
  );

  app.delete(
    '/api/household/invitations/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().revoke(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  // Open to visitors: the invite page tells a signed-out person whose household they are joining.
  app.get(
    '/api/household/invitations/:code',
    {
      preHandler: guessLimit,
      schema: { tags, params: z.object({ code: ZInvitationCode }), response: { 200: ZInvitationPreview } },
    },
    async (req) => {
      return service().preview(req.params.code);
    },
  );

  app.post(
    '/api/household/join',
    { preHandler: guessLimit, schema: { tags, body: ZJoinHousehold, response: { 200: ZHousehold } } },
    async (req) => {
      await service().join(requireUser(req), req.body.code);
      return present(req);
    },
  );

  app.post('/api/household/leave', { schema: { tags, response: { 200: ZHousehold } } }, async (req) => {
    await service().leave(requireUser(req));
    return present(req);
  });

  app.delete(
    '/api/household/members/:userId',
    { schema: { tags, params: z.object({ userId: z.string().max(100) }), response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().removeMember(requireUser(req), req.params.userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/household/owner',
    { schema: { tags, body: ZTransferOwnership, response: { 200: ZHousehold } } },
    async (req) => {
      await service().transferOwnership(requireUser(req), req.body.userId);
      return present(req);
    },
  );

  app.get(
    '/api/household/recipes',
    { schema: { tags, response: { 200: z.array(ZRecipe.extend({ authorName: z.string() })) } } },
    async (req) => {
      const user = requireUser(req);
      const householdId = await service().scopeOf(user);
      const rows = await recipesRepository(app.ctx.database.db).sharedWithHousehold({ id: user.id, householdId }, 500);
      // Another member's recipe comes as every nested recipe does: without its owner's id and flags.
      return rows.map((r) => ({ ...presentRecipeFor(user, r.recipe), authorName: r.authorName }));
    },
  );

  householdEventsRoute(app, live);
}
