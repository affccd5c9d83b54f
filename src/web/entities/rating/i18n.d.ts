import type ratings from '../../locales/en/ratings.json';

// Registers the rating entity's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    ratings: typeof ratings;
  }
}

export {};
