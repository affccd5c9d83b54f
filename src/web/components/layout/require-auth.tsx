import { useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '../../lib/auth.ts';
import { loginUrl, navigateTo } from '../../lib/navigation.ts';
import { AuthErrorScreen } from './auth-error-screen.tsx';
import { LoadingScreen } from './loading-screen.tsx';

/**
 * The route guard (spec section 2): a loading screen while the session is checked; a visitor who
 * is not signed in goes to /api/login with returnTo holding the current path and query.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, error, refetch } = useAuth();
  const [path] = useLocation();
  const search = useSearch();
  const mustSignIn = !isLoading && !error && !user;

  useEffect(() => {
    if (mustSignIn) navigateTo(loginUrl(path + (search ? `?${search}` : '')));
  }, [mustSignIn, path, search]);

  if (isLoading || mustSignIn) return <LoadingScreen />;
  if (error) return <AuthErrorScreen onRetry={refetch} />;
  return <>{children}</>;
}
