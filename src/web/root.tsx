import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { App } from './app.tsx';
import { provideRecipeTools } from './entities/recipe/extensions/tools.ts';
import { PwaSurfaces, PwaTop } from './pwa/pwa-gates.tsx';

// The recipe card's and modal's tools come from the widgets layer (decision 0007).
provideRecipeTools(() => import('./widgets/recipe-slots.ts').then((m) => m.recipeTools));

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
