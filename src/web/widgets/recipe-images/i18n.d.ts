import type images from '../../locales/en/images.json';

// The image manager's namespace, shared with the card's image actions
// (entities/recipe/images/i18n.d.ts); typed t() keys, see src/web/i18next.d.ts.
declare global {
  interface TemperoI18nResources {
    images: typeof images;
  }
}

export {};
