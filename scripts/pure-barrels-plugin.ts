import type { Plugin } from 'vite';

/** The web app's barrels: an entity's, widget's or feature's `index.ts`, and the recipe entity's `reader.ts`. */
export const BARREL = /\/src\/web\/(?:entities|widgets|features)\/(?:.+\/)?(?:index|reader)\.ts$/;

/**
 * Marks the web app's barrel files as free of side effects, so the bundler resolves an import
 * through a barrel to the module that defines the name. Without it, a barrel shared by two
 * screens became a chunk of its own that re-exported everything it lists: Home, importing one
 * hook from `entities/recipe/ai/index.ts`, downloaded the AI modification panel with it (issue 19).
 * The barrels hold only `export … from` lines; src/web/barrels.test.ts keeps it so.
 */
export function pureBarrels(): Plugin {
  return {
    name: 'tempero:pure-barrels',
    apply: 'build',
    transform: {
      filter: { id: BARREL },
      handler() {
        return { moduleSideEffects: false };
      },
    },
  };
}
