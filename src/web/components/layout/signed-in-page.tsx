import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen.tsx';
import { RequireAuth } from './require-auth.tsx';

const AppLayout = lazy(() => import('./app-layout.tsx'));

/** A login-required screen: the route guard, then the signed-in frame around the page. */
export function SignedInPage({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingScreen />}>
        <AppLayout>{children}</AppLayout>
      </Suspense>
    </RequireAuth>
  );
}
