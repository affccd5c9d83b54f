import { useMutation } from '@tanstack/react-query';
import { api, dataOf } from '../../../lib/api/client.ts';

/** DELETE /api/user/account: removes the account and everything in it; the session ends with it. */
export async function deleteAccount(): Promise<void> {
  await dataOf(api.DELETE('/api/user/account'));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
