import type nutrition from '../../../locales/en/nutrition.json';

// Registers the nutrition namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    nutrition: typeof nutrition;
  }
}

export {};
