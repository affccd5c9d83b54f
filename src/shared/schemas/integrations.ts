import { z } from 'zod';

/* ---------- Personal API tokens ---------- */

/** read: GET requests only; read-write: everything a session may do except managing tokens. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type TApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
export const API_TOKEN_MAX_PER_USER = 50;
/** Every token starts with this, so secret scanners and people can recognise one. */
export const API_TOKEN_PREFIX = 'tpat_';

export const ZApiTokenCreate = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  scope: z.enum(API_TOKEN_SCOPES),
});
export type TApiTokenCreate = z.infer<typeof ZApiTokenCreate>;

export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the token, to tell tokens apart (never enough to use one). */
  prefix: z.string(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** The answer to a creation: the only time the token itself is shown. */
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

/* ---------- Webhooks ---------- */

export const WEBHOOK_EVENTS = [
  'recipe.created',
  'recipe.updated',
  'recipe.deleted',
  'meal_plan.item_added',
  'meal_plan.item_removed',
  'shopping_item.added',
  'shopping_item.checked',
  'shopping_item.updated',
  'shopping_item.removed',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_MAX_PER_USER = 20;
/** Attempts before a delivery is given up (the first one included). */
export const WEBHOOK_MAX_ATTEMPTS = 6;
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-tempero-signature';

export const ZWebhookCreate = z.object({
  url: z.string().trim().min(1, 'URL is required').max(2000),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length),
});
export type TWebhookCreate = z.infer<typeof ZWebhookCreate>;

export const ZWebhookUpdate = z.object({ enabled: z.boolean() });

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The answer to a creation: the only time the signing secret is shown. */
export const ZWebhookCreated = ZWebhook.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const ZWebhookDelivery = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.enum(WEBHOOK_EVENTS),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** HTTP status of the last answer (null when none came: refused address, timeout…). */
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

/** The JSON body of every delivery. */
export const ZWebhookPayload = z.object({
  id: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  timestamp: z.string(),
  /** The object as the API presents it (a deleted one: just its id). */
  data: z.unknown(),
});
export type TWebhookPayload = z.infer<typeof ZWebhookPayload>;
