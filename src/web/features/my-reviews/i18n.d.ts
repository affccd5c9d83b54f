import type reviews from '../../locales/en/reviews.json';

// Registers the My reviews page's namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    reviews: typeof reviews;
  }
}

export {};
