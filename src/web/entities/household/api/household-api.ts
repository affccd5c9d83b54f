import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THouseholdUpdate, TInvitationPreview } from '../../../../shared/schemas/household.ts';
import { api, dataOf } from '../../../lib/api/client.ts';
import { invalidateTopic } from '../../../lib/live-updates.ts';

export const HOUSEHOLD_KEY = ['/api/household'] as const;

export const householdQueryOptions = () =>
  queryOptions({
    queryKey: HOUSEHOLD_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/household', { signal })),
  });

export function useHousehold() {
  return useQuery(householdQueryOptions());
}

export type InvitationPreview = TInvitationPreview;

export function useInvitationPreview(code: string) {
  return useQuery({
    queryKey: ['/api/household/invitations', code],
    queryFn: ({ signal }) =>
      dataOf(api.GET('/api/household/invitations/{code}', { params: { path: { code } }, signal })),
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

export const useCreateInvitation = () => useHouseholdMutation(() => dataOf(api.POST('/api/household/invitations')));
export const useRevokeInvitation = () =>
  useHouseholdMutation((id: string) =>
    dataOf(api.DELETE('/api/household/invitations/{id}', { params: { path: { id } } })),
  );
export const useJoinHousehold = () =>
  useHouseholdMutation((code: string) => dataOf(api.POST('/api/household/join', { body: { code } })));
export const useLeaveHousehold = () => useHouseholdMutation(() => dataOf(api.POST('/api/household/leave')));
export const useRemoveMember = () =>
  useHouseholdMutation((userId: string) =>
    dataOf(api.DELETE('/api/household/members/{userId}', { params: { path: { userId } } })),
  );
export const useTransferOwnership = () =>
  useHouseholdMutation((userId: string) => dataOf(api.POST('/api/household/owner', { body: { userId } })));
export const useUpdateHousehold = () =>
  useHouseholdMutation((patch: THouseholdUpdate) => dataOf(api.PATCH('/api/household', { body: patch })));
