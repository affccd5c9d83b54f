/** Personal API tokens and webhooks: their API calls, used by the profile's integration cards. */
export type {
  TApiToken,
  TApiTokenCreated,
  TWebhook,
  TWebhookCreated,
  TWebhookDelivery,
} from '../../../shared/schemas/integrations.ts';
export {
  integrationKeys,
  useApiTokens,
  useCreateApiToken,
  useCreateWebhook,
  useDeleteWebhook,
  useRevokeApiToken,
  useSetWebhookEnabled,
  useWebhookDeliveries,
  useWebhooks,
} from './api/integrations-api.ts';
