import './lib/zod-jitless.ts';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import './styles.css';
import i18n, { currentLanguage } from './lib/i18n.ts';
import { preloadPage } from './app.tsx';
import { seedQueries, takeBootData } from './lib/boot.ts';
import { queryClient } from './lib/query-client.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { startOfflineSupport } from './pwa/offline-sync.ts';
import { registerServiceWorker, reloadToLatest } from './pwa/register-sw.ts';
import { reloadOnMissingChunks } from './lib/chunk-reload.ts';
import { Root } from './root.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// What the server already knows (the user, the page's data) goes into the cache before anything
// renders, so the first render asks the API nothing it has been told.
const boot = takeBootData();
if (boot) seedQueries(queryClient, boot);

// PWA (spec sections 4 and 7): the install prompt fires early, so it is caught before anything
// lazy loads; the service worker is registered after the page has loaded (production builds only:
// the dev server has no /sw.js).
listenForInstallPrompt();
// A tab left open across an upgrade asks for chunks that are gone: reload once into the new version.
reloadOnMissingChunks(reloadToLatest);
startOfflineSupport(queryClient);
if (import.meta.env.PROD) registerServiceWorker();

/**
 * A mismatch between the server's HTML and the first render is not an error for the user: React
 * renders the page again from scratch. It is marked on <html> (data-hydration="recovered") so
 * browser tests can catch it.
 */
function onRecoverableError(error: unknown, info: ErrorInfo): void {
  document.documentElement.dataset.hydration = 'recovered';
  if (import.meta.env.DEV) console.warn('Hydration fell back to a client render:', error, info.componentStack);
}

/**
 * Marks <html data-hydration="done"> once React has taken the server's HTML over (public/start.js
 * set it to "pending": styles.css keeps the page's buttons from taking clicks that nothing would
 * handle yet).
 */
function HydrationDone() {
  useEffect(() => {
    if (document.documentElement.dataset.hydration !== 'recovered') document.documentElement.dataset.hydration = 'done';
  }, []);
  return null;
}

/** Resolves in a later task: the browser may paint and handle input in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(container: HTMLElement): Promise<void> {
  // Evaluating the app's modules is one task already; taking the page over starts in the next.
  await nextTask();
  const rendered = boot?.rendered;
  // Server-rendered HTML is taken over (hydrated) only when the first render can match it: same
  // language, the page's code and translations loaded. Otherwise the app simply renders.
  if (rendered && container.firstElementChild && rendered.language === currentLanguage()) {
    try {
      await Promise.all([
        preloadPage(window.location.pathname, Boolean(boot.user)),
        i18n.loadNamespaces(rendered.namespaces),
      ]);
      // As a transition, React hydrates in short slices: the page stays responsive meanwhile
      // (it is already visible), instead of one long task.
      startTransition(() => {
        hydrateRoot(
          container,
          <>
            <Root />
            <HydrationDone />
          </>,
          { onRecoverableError },
        );
      });
      return;
    } catch {
      // A chunk failed to load: render normally, which shows the page's own loading and errors.
    }
  }
  // Server-rendered HTML that is not hydrated is replaced by this render.
  if (rendered) document.documentElement.dataset.hydration = 'replaced';
  createRoot(container).render(<Root />);
}

void start(root);
