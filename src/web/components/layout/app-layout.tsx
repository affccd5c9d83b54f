import { Suspense, type ReactNode } from 'react';
import { useAuth } from '../../lib/auth.ts';
import { useAccountLanguageSync } from '../../lib/language.ts';
import { useLiveUpdates } from '../../lib/live-updates.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { SkipLink } from './skip-link.tsx';

/**
 * The frame of every signed-in screen: header, main region and footer. It is loaded lazily with
 * the signed-in pages so the landing page does not carry it. Render it inside RequireAuth.
 */
export default function AppLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  useAccountLanguageSync(user);
  useLiveUpdates(Boolean(user));
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header user={user} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
        {/* A full screen tall while the page loads: the footer stays below the fold instead of
              showing, then jumping down when the page renders (a layout shift Lighthouse counted). */}
        <Suspense fallback={<LoadingScreen className="min-h-dvh" />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
