import type recipes from '../../locales/en/recipes.json';

// Registers the recipe entity's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    recipes: typeof recipes;
  }
}

export {};
