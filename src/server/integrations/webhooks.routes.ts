import { z } from 'zod';
import { ZId } from '../../shared/schemas/id.ts';
import {
  ZWebhook,
  ZWebhookCreate,
  ZWebhookCreated,
  ZWebhookDelivery,
  ZWebhookUpdate,
} from '../../shared/schemas/integrations.ts';
import { ZNoContent } from '../../shared/schemas/no-content.ts';
import { requireUser, type App } from '../http/context.ts';
import { presentWebhook, presentWebhookDelivery } from './webhooks.presenter.ts';

const tags = ['integrations'];

export async function webhooksRoutes(app: App): Promise<void> {
  const service = () => app.ctx.services.webhooks;

  app.get('/api/webhooks', { schema: { tags, response: { 200: z.array(ZWebhook) } } }, async (req) => {
    return (await service().list(requireUser(req))).map(presentWebhook);
  });

  app.post(
    '/api/webhooks',
    { schema: { tags, body: ZWebhookCreate, response: { 201: ZWebhookCreated } } },
    async (req, reply) => {
      const { row, secret } = await service().create(requireUser(req), req.body);
      return reply.code(201).send({ ...presentWebhook(row), secret });
    },
  );

  app.patch(
    '/api/webhooks/:id',
    { schema: { tags, params: ZId, body: ZWebhookUpdate, response: { 200: ZWebhook } } },
    async (req) => {
      return presentWebhook(await service().setEnabled(requireUser(req), req.params.id, req.body.enabled));
    },
  );

  app.delete(
    '/api/webhooks/:id',
    { schema: { tags, params: ZId, response: { 204: ZNoContent } } },
    async (req, reply) => {
      await service().remove(requireUser(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        description:
          'The 50 newest deliveries of a webhook. lastError is one of: http_error (lastStatus says which), timeout, network, dns_failed, blocked (a private address), redirect, too_large, bad_url, not_member (a household event not sent because the webhook’s owner left or was removed from the household after it was queued), household_unknown (a household event queued before the version that records its household, migration 0010: not sent, since whether the owner is still a member cannot be told).',
        params: ZId,
        response: { 200: z.array(ZWebhookDelivery) },
      },
    },
    async (req) => {
      return (await service().deliveries(requireUser(req), req.params.id)).map(presentWebhookDelivery);
    },
  );
}
