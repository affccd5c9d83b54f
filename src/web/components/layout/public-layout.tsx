import { Suspense, type ReactNode } from 'react';
import { BrandLink } from './brand.tsx';
import { Footer } from './footer.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { LoadingScreen } from './loading-screen.tsx';
import { SkipLink } from './skip-link.tsx';

/** The frame of screens anyone may open (legal texts, public recipes, offline, not found). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="border-b bg-background/90">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLink />
          <LanguageMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6 lg:px-8">
        <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
      </main>
      <Footer />
    </div>
  );
}
