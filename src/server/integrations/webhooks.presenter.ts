import {
  WEBHOOK_EVENTS,
  type TWebhook,
  type TWebhookDelivery,
  type TWebhookEvent,
} from '../../shared/schemas/integrations.ts';
import type { WebhookDeliveryRow, WebhookRow } from './webhooks.repository.ts';

const known = (type: string): type is TWebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(type);

export function presentWebhook(row: WebhookRow): TWebhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter(known),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentWebhookDelivery(row: WebhookDeliveryRow): TWebhookDelivery {
  const status = row.status === 'delivered' || row.status === 'failed' ? row.status : 'pending';
  return {
    id: row.id,
    eventId: row.eventId,
    eventType: known(row.eventType) ? row.eventType : 'recipe.updated',
    status,
    attempts: row.attempts,
    lastStatus: row.lastStatus,
    lastError: row.lastError,
    nextAttemptAt: status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
