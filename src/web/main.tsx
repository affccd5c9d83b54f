import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import './lib/i18n.ts';
import { App } from './app.tsx';
import { queryClient } from './lib/query-client.ts';
import { listenForInstallPrompt } from './pwa/install-prompt.ts';
import { startOfflineSupport } from './pwa/offline-sync.ts';
import { PwaSurfaces, PwaTop } from './pwa/pwa-gates.tsx';
import { registerServiceWorker } from './pwa/register-sw.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// PWA (spec sections 4 and 7): the install prompt fires early, so it is caught before anything
// lazy loads; the service worker is registered after the page has loaded (production builds only:
// the dev server has no /sw.js).
listenForInstallPrompt();
startOfflineSupport(queryClient);
if (import.meta.env.PROD) registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <PwaTop />
    <App />
    <PwaSurfaces />
  </StrictMode>,
);
