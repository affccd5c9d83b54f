import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignupInviteCreate } from '../../../../shared/schemas/signup-invite.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

export const SIGNUP_INVITES_KEY = ['/api/admin/invites'] as const;

/** The sign-up mode and the invites still open (administrators only). */
export function useSignupInvites() {
  return useQuery({
    queryKey: SIGNUP_INVITES_KEY,
    queryFn: ({ signal }) => dataOf(api.GET('/api/admin/invites', { signal })),
  });
}

export function useCreateSignupInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSignupInviteCreate) => dataOf(api.POST('/api/admin/invites', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNUP_INVITES_KEY }),
  });
}

export function useRevokeSignupInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataOf(api.DELETE('/api/admin/invites/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNUP_INVITES_KEY }),
  });
}
