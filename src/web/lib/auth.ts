import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '../../shared/schemas/user.ts';
import i18n from './i18n.ts';
import { isUnauthorizedError } from './api.ts';
import { api, dataOf } from './api/client.ts';
import { currentPathAndQuery, loginUrl, navigateTo } from './navigation.ts';
import { toast } from '../components/ui/use-toast.ts';

export type { TUser };

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

/**
 * GET /api/auth/user (spec section 7): fresh for 5 minutes, never retried, and a 401 means
 * "not signed in" (null), not an error. Other failures (server down, offline) stay errors.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: CURRENT_USER_QUERY_KEY,
  queryFn: async ({ signal }): Promise<TUser | null> => {
    try {
      return (await dataOf(api.GET('/api/auth/user', { signal }))) ?? null;
    } catch (error) {
      if (isUnauthorizedError(error)) return null;
      throw error;
    }
  },
  staleTime: 300_000,
  retry: false,
});

export interface AuthState {
  user: TUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
  refetch: () => void;
}

export function useAuth(): AuthState {
  const query = useQuery(currentUserQueryOptions);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isAuthenticated: Boolean(query.data),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Full name as the header shows it: first and last name, or the e-mail without a first name. */
export function fullName(user: Pick<TUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** The avatar's fallback letter: first name, then e-mail, then 'U' (spec section 2, Header). */
export function avatarInitial(user: Partial<Pick<TUser, 'firstName' | 'email'>> | null | undefined): string {
  const first = user?.firstName?.trim().charAt(0);
  if (first) return first.toUpperCase();
  const fromEmail = user?.email?.trim().charAt(0);
  if (fromEmail) return fromEmail.toUpperCase();
  return 'U';
}

export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * For a 401 met in the middle of a signed-in screen (spec section 8, Profile): shows the
 * 'Unauthorized / You are logged out. Logging in again...' toast, then goes to the login page
 * after 500 ms, coming back to the current page.
 */
export function redirectToLoginAfterUnauthorized(returnTo: string = currentPathAndQuery()): void {
  toast({
    title: i18n.t('errors:unauthorized.title'),
    description: i18n.t('errors:unauthorized.description'),
    variant: 'destructive',
  });
  setTimeout(() => navigateTo(loginUrl(returnTo)), LOGIN_REDIRECT_DELAY_MS);
}
