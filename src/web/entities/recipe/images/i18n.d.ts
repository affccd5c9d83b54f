import type images from '../../../locales/en/images.json';

// Registers the image features' namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    images: typeof images;
  }
}

export {};
