import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';
import type { TApiTokenCreate, TWebhookCreate } from '../../../../shared/schemas/integrations.ts';

/** Keys start with the API paths, so invalidating ['/api/webhooks'] refreshes the list and the logs. */
export const integrationKeys = {
  tokens: ['/api/tokens'] as const,
  webhooks: ['/api/webhooks'] as const,
  deliveries: (id: string) => ['/api/webhooks', id, 'deliveries'] as const,
};

export const useApiTokens = () =>
  useQuery({ queryKey: integrationKeys.tokens, queryFn: () => dataOf(api.GET('/api/tokens')) });

/** Answers the new token once, with its secret; the list refreshes without it. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TApiTokenCreate) => dataOf(api.POST('/api/tokens', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await dataOf(api.DELETE('/api/tokens/{id}', { params: { path: { id } } }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.tokens }),
  });
}

export const useWebhooks = () =>
  useQuery({ queryKey: integrationKeys.webhooks, queryFn: () => dataOf(api.GET('/api/webhooks')) });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TWebhookCreate) => dataOf(api.POST('/api/webhooks', { body: input })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks, exact: true }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) =>
      dataOf(api.PATCH('/api/webhooks/{id}', { params: { path: { id } }, body: { enabled } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks, exact: true }),
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await dataOf(api.DELETE('/api/webhooks/{id}', { params: { path: { id } } }));
    },
    // Its log goes with it: no poll of the log may run meanwhile or after (a 404).
    onMutate: (id) => queryClient.cancelQueries({ queryKey: integrationKeys.deliveries(id) }),
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: integrationKeys.deliveries(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks, exact: true }),
  });
}

/** A webhook's delivery log, refreshed while something is still waiting to go. */
export const useWebhookDeliveries = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: integrationKeys.deliveries(id),
    queryFn: () => dataOf(api.GET('/api/webhooks/{id}/deliveries', { params: { path: { id } } })),
    enabled,
    refetchInterval: (q) => (q.state.data?.some((d) => d.status === 'pending') ? 3000 : false),
  });
