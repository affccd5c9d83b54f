import type chef from '../../locales/en/chef.json';

// The AI texts are the chef's namespace, registered by the recipe entity's AI calls too
// (entities/recipe/ai/i18n.d.ts); typed t() keys, see src/web/i18next.d.ts.
declare global {
  interface TemperoI18nResources {
    chef: typeof chef;
  }
}

export {};
