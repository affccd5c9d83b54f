import type pwaTexts from '../locales/en/pwa.json';

// Registers the PWA surfaces' namespace for typed t() keys (see src/web/i18next.d.ts).
declare global {
  interface TemperoI18nResources {
    pwa: typeof pwaTexts;
  }
}

export {};
