import { lazy, Suspense, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen.tsx';
import { RequireAuth } from './require-auth.tsx';

let frame: Promise<typeof import('./app-layout.tsx')> | null = null;
const loadFrame = () =>
  (frame ??= import('./app-layout.tsx').catch((error: unknown) => {
    frame = null;
    throw error;
  }));
const AppLayout = lazy(loadFrame);

/**
 * Loads the frame's code ahead of rendering: a server-rendered signed-in page is taken over only
 * once it is there, so the first render matches the server's HTML instead of suspending.
 */
export async function preloadSignedInFrame(): Promise<void> {
  await loadFrame();
}

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
