import type pantry from '../../locales/en/pantry.json';

// Registers the pantry page's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    pantry: typeof pantry;
  }
}

export {};
