import { useMutation } from '@tanstack/react-query';
import type { TPasswordChange } from '../../../../shared/schemas/user.ts';
import { api, dataOf } from '../../../lib/api/client.ts';

/**
 * POST /api/auth/password: the current password and a new one. This browser stays signed in, on a
 * new session (the answer sets its cookie); the account's other sessions (other devices, other
 * browsers) and this session's old token end at once.
 */
export async function changePassword(body: TPasswordChange): Promise<void> {
  await dataOf(api.POST('/api/auth/password', { body }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
