import { useMutation } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api.ts';

/** DELETE /api/user/account: removes the account and everything in it; the session ends with it. */
export function deleteAccount(): Promise<unknown> {
  return apiJson<unknown>('DELETE', '/api/user/account');
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
