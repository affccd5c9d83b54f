import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app.tsx';
import { PwaSurfaces, PwaTop } from './pwa/pwa-gates.tsx';

/** The whole tree, the same in the browser (main.tsx) and on the server (entry-server.tsx). */
export function Root({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <PwaTop />
      <App queryClient={queryClient} />
      <PwaSurfaces />
    </StrictMode>
  );
}
