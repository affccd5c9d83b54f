import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THousehold, THouseholdInvitation, THouseholdUpdate } from '../../../../shared/schemas/household.ts';
import { apiJson } from '../../../lib/api.ts';
import { invalidateTopic } from '../../../lib/live-updates.ts';

export const HOUSEHOLD_KEY = ['/api/household'] as const;

export const householdQueryOptions = () =>
  queryOptions({
    queryKey: HOUSEHOLD_KEY,
    queryFn: ({ signal }) => apiJson<THousehold>('GET', '/api/household', undefined, { signal }),
  });

export function useHousehold() {
  return useQuery(householdQueryOptions());
}

export interface InvitationPreview {
  householdName: string;
  invitedBy: string;
  expiresAt: string;
}

export function useInvitationPreview(code: string) {
  return useQuery({
    queryKey: ['/api/household/invitations', code],
    queryFn: ({ signal }) =>
      apiJson<InvitationPreview>('GET', `/api/household/invitations/${encodeURIComponent(code)}`, undefined, {
        signal,
      }),
    retry: false,
  });
}

/** Every household change: the household, then everything it shares, read again. */
function useHouseholdMutation<TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => {
      if (data && typeof data === 'object' && 'members' in data) queryClient.setQueryData(HOUSEHOLD_KEY, data);
      invalidateTopic(queryClient, 'household');
    },
  });
}

export const useCreateInvitation = () =>
  useHouseholdMutation(() => apiJson<THouseholdInvitation>('POST', '/api/household/invitations'));
export const useRevokeInvitation = () =>
  useHouseholdMutation((id: string) => apiJson<void>('DELETE', `/api/household/invitations/${encodeURIComponent(id)}`));
export const useJoinHousehold = () =>
  useHouseholdMutation((code: string) => apiJson<THousehold>('POST', '/api/household/join', { code }));
export const useLeaveHousehold = () => useHouseholdMutation(() => apiJson<THousehold>('POST', '/api/household/leave'));
export const useRemoveMember = () =>
  useHouseholdMutation((userId: string) =>
    apiJson<void>('DELETE', `/api/household/members/${encodeURIComponent(userId)}`),
  );
export const useTransferOwnership = () =>
  useHouseholdMutation((userId: string) => apiJson<THousehold>('POST', '/api/household/owner', { userId }));
export const useUpdateHousehold = () =>
  useHouseholdMutation((patch: THouseholdUpdate) => apiJson<THousehold>('PATCH', '/api/household', patch));
