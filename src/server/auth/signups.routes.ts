import type { FastifyRequest } from 'fastify';
import { ZId } from '../../shared/schemas/id.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import {
  ZSignupInviteCreate,
  ZSignupInviteCreated,
  ZSignupInvites,
  type TSignupInvite,
} from '../../shared/schemas/signup-invite.ts';
import { requireUser, type App } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { signupInviteUrl } from './signup-invite-url.ts';
import type { SignupInviteRow } from './signups.repository.ts';
import { signupsService } from './signups.service.ts';

const tags = ['admin'];

/** The instance's administrator; anyone else gets the 404 of a route that is not theirs. */
function requireAdmin(req: FastifyRequest): UserRow {
  const user = requireUser(req);
  if (!user.isAdmin) throw notFound('Route');
  return user;
}

function presentInvite(row: SignupInviteRow): TSignupInvite {
  return {
    id: row.id,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** Sign-up invites (SIGNUPS=invite), made and revoked by an administrator in the profile. */
export async function signupsRoutes(app: App): Promise<void> {
  const service = () => signupsService(app.ctx.database.db);
  const origin = (req: FastifyRequest) => app.ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;

  app.get('/api/admin/invites', { schema: { tags, response: { 200: ZSignupInvites } } }, async (req) => {
    requireAdmin(req);
    return { signups: app.ctx.config.signups, invites: (await service().listInvites()).map(presentInvite) };
  });

  app.post(
    '/api/admin/invites',
    { schema: { tags, body: ZSignupInviteCreate, response: { 201: ZSignupInviteCreated } } },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const { row, code } = await service().createInvite(admin, req.body);
      return reply.code(201).send({ ...presentInvite(row), code, url: signupInviteUrl(origin(req), code) });
    },
  );

  app.delete(
    '/api/admin/invites/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      requireAdmin(req);
      await service().revokeInvite(req.params.id);
      return reply.code(204).send();
    },
  );
}
