import { createElement, lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Route, Switch } from 'wouter';
import { SIGNED_IN_RENDERED_PAGES } from '../shared/rendered-pages.ts';
import { AuthErrorScreen } from './components/layout/auth-error-screen.tsx';
import { ConnectivityToasts } from './components/layout/connectivity-toasts.tsx';
import { LoadingScreen } from './components/layout/loading-screen.tsx';
import { PublicLayout } from './components/layout/public-layout.tsx';
import { ScrollToTop } from './components/layout/scroll-to-top.tsx';
import { preloadSignedInFrame, SignedInPage } from './components/layout/signed-in-page.tsx';
import { ToastHost } from './components/ui/toast-host.tsx';
import NotFoundPage from './features/not-found/not-found-page.tsx';
import { useAuth } from './lib/auth.ts';
import i18n from './lib/i18n.ts';
import { queryClient as defaultQueryClient } from './lib/query-client.ts';

/**
 * A page loaded on demand that can also be loaded ahead of rendering: `preload()` fetches its chunk
 * and, once done, the page renders at once instead of suspending. main.tsx preloads the page of a
 * server-rendered URL before taking over its HTML, so the first render shows the same content
 * rather than a loading screen; the server renderer does the same before rendering.
 */
export type PreloadablePage = (() => ReactElement) & { preload: () => Promise<void> };

function lazyPage(load: () => Promise<{ default: ComponentType }>, namespaces: string[] = []): PreloadablePage {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  // The page's own texts load with its code, not after it (one round trip less before it shows).
  const preload = () =>
    (pending ??= Promise.all([load(), namespaces.length > 0 ? i18n.loadNamespaces(namespaces) : null]).then(
      ([module]) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Page() {
    return loaded ? createElement(loaded) : createElement(Lazy);
  }
  return Object.assign(Page, { preload });
}

// Every page is loaded on demand. The landing page too (issue 19): a signed-in Home no longer
// downloads it with the main chunk; signed out, it is server-rendered and preloaded (below).
const LandingPage = lazyPage(() => import('./features/landing/landing-page.tsx'), ['landing']);
const HomePage = lazyPage(() => import('./features/home/home-page.tsx'), ['home', 'chef', 'recipes']);
const FavoritesPage = lazyPage(() => import('./features/favorites/favorites-page.tsx'), ['favorites', 'recipes']);
const CollectionsPage = lazyPage(() => import('./features/collections/collections-page.tsx'));
const CollectionDetailPage = lazyPage(() => import('./features/collections/collection-detail-page.tsx'));
const HistoryPage = lazyPage(() => import('./features/history/history-page.tsx'));
const MyReviewsPage = lazyPage(() => import('./features/my-reviews/my-reviews-page.tsx'));
const ProfilePage = lazyPage(() => import('./features/profile/profile-page.tsx'));
const ShoppingListPage = lazyPage(() => import('./features/shopping-list/shopping-list-page.tsx'));
const MealPlannerPage = lazyPage(() => import('./features/meal-planner/meal-planner-page.tsx'));
const PublicRecipePage = lazyPage(() => import('./features/public-recipe/public-recipe-page.tsx'));
const ViewerRecipePage = lazyPage(() => import('./features/public-recipe/viewer-recipe-page.tsx'));
const PantryPage = lazyPage(() => import('./features/pantry/pantry-page.tsx'));
const CookPage = lazyPage(() => import('./features/cook/cook-page.tsx'));
const PrintRecipePage = lazyPage(() => import('./features/print/print-recipe-page.tsx'));
const OfflinePage = lazyPage(() => import('./features/offline/offline-page.tsx'));
const TermsPage = lazyPage(() => import('./features/legal/terms-page.tsx'));
const PrivacyPage = lazyPage(() => import('./features/legal/privacy-page.tsx'));
const InvitePage = lazyPage(() => import('./features/household/invite-page.tsx'));

/**
 * The pages the server renders ahead for signed-out visitors: preloading the one of `pathname`
 * lets the first client render match the server's HTML.
 */
const PRERENDERED_PAGES: Array<[RegExp, PreloadablePage]> = [
  [/^\/$/, LandingPage],
  [/^\/(?:public\/recipes?|recipes)\/[^/]+\/?$/, PublicRecipePage],
  [/^\/terms\/?$/, TermsPage],
  [/^\/privacy\/?$/, PrivacyPage],
];
/**
 * Signed-in pages the server renders too (issue 19: their first paint does not wait for the
 * script); their data still loads in the browser. Which paths: src/shared/rendered-pages.ts.
 */
const PRERENDERED_SIGNED_IN_PAGES: Array<[RegExp, PreloadablePage]> = [
  [SIGNED_IN_RENDERED_PAGES.home, HomePage],
  [SIGNED_IN_RENDERED_PAGES.favorites, FavoritesPage],
];

export async function preloadPage(pathname: string, signedIn = false): Promise<void> {
  const found =
    (signedIn ? PRERENDERED_SIGNED_IN_PAGES.find(([pattern]) => pattern.test(pathname)) : undefined) ??
    PRERENDERED_PAGES.find(([pattern]) => pattern.test(pathname));
  if (!found) return;
  await Promise.all([found[1].preload(), PRERENDERED_SIGNED_IN_PAGES.includes(found) ? preloadSignedInFrame() : null]);
}

type Page = ComponentType;

/**
 * Starts loading a signed-in page's code at once, alongside the signed-in frame's, rather than
 * after the frame has loaded and rendered it (issue 19: that chain delayed Home's first paint).
 * Loading is idempotent; the server renderer never renders signed-in pages.
 */
function preloadSignedIn(Page: Page): void {
  if (typeof window !== 'undefined' && 'preload' in Page)
    void (Page as PreloadablePage).preload().catch(() => undefined);
}

function signedIn(Page: Page) {
  return function SignedInRoute() {
    preloadSignedIn(Page);
    return (
      <SignedInPage>
        <Page />
      </SignedInPage>
    );
  };
}

function publicPage(Page: Page) {
  return function PublicRoute() {
    return (
      <PublicLayout>
        <Page />
      </PublicLayout>
    );
  };
}

/** '/' is the home page when signed in and the landing page otherwise (spec section 2). */
function HomeOrLanding() {
  const { user, isLoading, error, refetch } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user) {
    preloadSignedIn(HomePage);
    return (
      <SignedInPage>
        <HomePage />
      </SignedInPage>
    );
  }
  if (error) return <AuthErrorScreen onRetry={refetch} />;
  return <LandingPage />;
}

const Favorites = signedIn(FavoritesPage);
const Collections = signedIn(CollectionsPage);
const CollectionDetail = signedIn(CollectionDetailPage);
const History = signedIn(HistoryPage);
/** /my-reviews is open to everyone: a signed-out visitor sees its sign-in prompt (spec section 2). */
function MyReviews() {
  const { user, isLoading, error, refetch } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user)
    return (
      <SignedInPage>
        <MyReviewsPage />
      </SignedInPage>
    );
  if (error) return <AuthErrorScreen onRetry={refetch} />;
  return (
    <PublicLayout>
      <MyReviewsPage />
    </PublicLayout>
  );
}
/** /profile: a signed-out visitor gets the 'Unauthorized' toast, then login after 500 ms (spec section 2). */
function Profile() {
  const { user, isLoading, error, refetch } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user)
    return (
      <SignedInPage>
        <ProfilePage />
      </SignedInPage>
    );
  if (error) return <AuthErrorScreen onRetry={refetch} />;
  return (
    <PublicLayout>
      <ProfilePage />
    </PublicLayout>
  );
}
/** /invite/:code: joins when signed in; a visitor signs up (or in) through it and comes back. */
function Invite() {
  const { user, isLoading, error, refetch } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user)
    return (
      <SignedInPage>
        <InvitePage />
      </SignedInPage>
    );
  if (error) return <AuthErrorScreen onRetry={refetch} />;
  return (
    <PublicLayout>
      <InvitePage />
    </PublicLayout>
  );
}
const ShoppingList = signedIn(ShoppingListPage);
const MealPlanner = signedIn(MealPlannerPage);
const Pantry = signedIn(PantryPage);
const PublicRecipe = publicPage(PublicRecipePage);
/**
 * /recipes/:id, the app's address of a recipe (the calendar feed links there): signed in, the
 * viewer's own or household recipe opens in the app; a visitor sees the public page, which asks
 * them to sign in when the recipe is not public.
 */
function RecipeLink() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  if (user)
    return (
      <SignedInPage>
        <ViewerRecipePage />
      </SignedInPage>
    );
  return <PublicRecipe />;
}
const Offline = publicPage(OfflinePage);
const Terms = publicPage(TermsPage);
const Privacy = publicPage(PrivacyPage);

/** The route table of spec section 2. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomeOrLanding} />
      <Route path="/favorites" component={Favorites} />
      <Route path="/collections" component={Collections} />
      <Route path="/collections/:id" component={CollectionDetail} />
      <Route path="/history" component={History} />
      <Route path="/my-reviews" component={MyReviews} />
      <Route path="/profile" component={Profile} />
      <Route path="/shopping-list" component={ShoppingList} />
      <Route path="/meal-planner" component={MealPlanner} />
      <Route path="/pantry" component={Pantry} />
      <Route path="/cook/:id" component={CookPage} />
      <Route path="/print/recipes/:id" component={PrintRecipePage} />
      <Route path="/public/recipe/:id" component={PublicRecipe} />
      <Route path="/public/recipes/:id" component={PublicRecipe} />
      <Route path="/recipes/:id" component={RecipeLink} />
      <Route path="/invite/:code" component={Invite} />
      <Route path="/offline" component={Offline} />
      <Route path="/terms" component={Terms} />
      <Route path="/privacy" component={Privacy} />
      <Route component={NotFoundPage} />
    </Switch>
  );
}

export function App({ queryClient = defaultQueryClient }: { queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ScrollToTop />
      <Suspense fallback={<LoadingScreen />}>
        <AppRoutes />
      </Suspense>
      <ConnectivityToasts />
      <ToastHost />
    </QueryClientProvider>
  );
}
